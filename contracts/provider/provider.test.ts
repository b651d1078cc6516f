import { execFile } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildServer, SERVER_BUILD_DIR } from "../../server/build.ts"
import { type BuiltServer, freePort, startBuiltServer } from "../../server/testing/built-server.ts"

/**
 * Provider verification (issue 12): the server as `npm start` builds it, started in test mode on a fresh embedded
 * database, verified against every interaction of the committed pacts by `npm run pact:verify` (its state-change
 * endpoint sets each provider state up). The verifier runs in a process of its own: Pact's native core writes its
 * report straight to stdout, which a test must not (quiet tests); the report is shown when verification fails.
 */

/** Building the server and seeding the embedded database on a slow, shared machine. */
const START_TIMEOUT_MS = 180_000
/** About fifty interactions, each with its states set up and torn down. */
const VERIFY_TIMEOUT_MS = 180_000

const outdir = join(SERVER_BUILD_DIR, `test-pact-${randomBytes(4).toString("hex")}`)
const dataDir = mkdtempSync(join(tmpdir(), "pact-provider-"))
let server: BuiltServer | undefined
let base = ""

interface Verification {
  readonly exitCode: number
  readonly output: string
}

/** `npm run pact:verify -- --provider-base-url <base>` as an API team runs it; its exit code and what it printed. */
const pactVerify = (providerBaseUrl: string): Promise<Verification> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "contracts/provider/verify.ts", "--provider-base-url", providerBaseUrl],
      { cwd: process.cwd(), env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024, timeout: VERIFY_TIMEOUT_MS },
      (error, stdout, stderr) => resolve({ exitCode: error === null ? 0 : typeof error.code === "number" ? error.code : 1, output: `${stdout}${stderr}` }),
    )
  })

beforeAll(async () => {
  const [file] = await buildServer({ outdir })
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _embedded, ...env } = process.env
  server = await startBuiltServer(file!, {
    ...env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
  })
}, START_TIMEOUT_MS)

afterAll(async () => {
  await server?.kill()
  rmSync(outdir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe("the reference server as the pacts' provider", () => {
  it(
    "keeps every interaction of the committed pacts, each provider state set up through its test-mode endpoint",
    async () => {
      const verification = await pactVerify(base)
      expect(verification.exitCode, verification.output).toBe(0)
      expect(verification.output).toMatch(/Every interaction of \d+ pact\(s\) verified/)
    },
    VERIFY_TIMEOUT_MS,
  )
})

describe("the verification can fail", () => {
  let impostor: Server | undefined
  afterAll(() => new Promise<void>((closed) => (impostor === undefined ? closed() : impostor.close(() => closed()))))

  it(
    "fails, naming the interactions, against a provider that answers every call with an empty object",
    async () => {
      impostor = createServer((_request, response) => {
        response.setHeader("Content-Type", "application/json")
        response.end("{}")
      })
      const port = await freePort()
      await new Promise<void>((listening) => impostor!.listen(port, "127.0.0.1", listening))
      const verification = await pactVerify(`http://127.0.0.1:${port}`)
      expect(verification.exitCode).toBe(1)
      expect(verification.output).toContain("a request for hotel 1")
      expect(verification.output).toMatch(/Provider verification failed/)
    },
    VERIFY_TIMEOUT_MS,
  )
})
