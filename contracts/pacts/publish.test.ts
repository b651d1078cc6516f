import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { committedPactFiles } from "../pact-participants.ts"
import { publishPacts, publishSettings, type PublishSettings } from "./publish.ts"

/** `npm run pact:publish` (issue 12): the committed pacts to a Pact Broker, or a clear word on what is missing. */

const noCommit = () => "0123abc"

describe("the publish settings", () => {
  it("name every variable that is missing", () => {
    expect(publishSettings({}, noCommit)).toStrictEqual([
      "PACT_BROKER_BASE_URL is not set: the Pact Broker's URL, e.g. https://broker.example.com",
      "PACT_BROKER_TOKEN is not set (nor PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD): the broker's credentials",
    ])
    expect(publishSettings({ PACT_BROKER_BASE_URL: "https://broker.example.com", PACT_BROKER_USERNAME: "ci" }, noCommit)).toHaveLength(1)
  })

  it("take a bearer token, or a username and password, and the commit as the version unless one is given", () => {
    expect(publishSettings({ PACT_BROKER_BASE_URL: "https://broker.example.com/", PACT_BROKER_TOKEN: "t0k3n" }, noCommit)).toStrictEqual({
      brokerUrl: "https://broker.example.com",
      authorization: "Bearer t0k3n",
      version: "0123abc",
    })
    expect(
      publishSettings({ PACT_BROKER_BASE_URL: "https://broker.example.com", PACT_BROKER_USERNAME: "ci", PACT_BROKER_PASSWORD: "pw", PACT_CONSUMER_VERSION: "1.4.0" }, noCommit),
    ).toStrictEqual({ brokerUrl: "https://broker.example.com", authorization: `Basic ${Buffer.from("ci:pw").toString("base64")}`, version: "1.4.0" })
  })
})

describe("publishing to a broker", () => {
  const received: Array<{ readonly method: string; readonly url: string; readonly authorization: string | undefined; readonly body: string }> = []
  let status = 201
  const broker = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", authorization: request.headers.authorization, body })
      response.statusCode = status
      response.end(status === 201 ? "{}" : '{"error":"no"}')
    })
  })
  const started = new Promise<string>((listening) => broker.listen(0, "127.0.0.1", () => listening(`http://127.0.0.1:${(broker.address() as AddressInfo).port}`)))
  afterAll(() => new Promise<void>((closed) => broker.close(() => closed())))

  const settings = async (): Promise<PublishSettings> => ({ brokerUrl: await started, authorization: "Bearer t0k3n", version: "1.4.0" })

  it("puts each committed pact as the consumer's version, with the credentials", async () => {
    const files = committedPactFiles()
    await publishPacts(await settings(), files)
    expect(received).toStrictEqual(
      files.map((file) => ({
        method: "PUT",
        url: "/pacts/provider/hotel-api/consumer/hotel-website/version/1.4.0",
        authorization: "Bearer t0k3n",
        body: readFileSync(file, "utf8"),
      })),
    )
  })

  it("fails, naming the pact and the broker's answer, when the broker refuses it", async () => {
    status = 403
    await expect(publishPacts(await settings(), committedPactFiles())).rejects.toThrow(/refused .*hotel-website-hotel-api\.json \(403\)/)
  })
})

describe("npm run pact:publish without a broker", () => {
  it("says what is missing and exits 1", async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("PACT_")))
    const run = await new Promise<{ readonly code: number | null; readonly stderr: string }>((done) =>
      execFile(process.execPath, ["--import", "tsx", "contracts/pacts/publish.ts"], { env }, (error, _stdout, stderr) =>
        done({ code: error === null ? 0 : typeof error.code === "number" ? error.code : null, stderr }),
      ),
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("PACT_BROKER_BASE_URL is not set")
  })
})
