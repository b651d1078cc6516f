import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildServer, SERVER_BUILD_DIR } from "./build.ts"
import { type BuiltServer, freePort, startBuiltServer } from "./testing/built-server.ts"
import { inUseMessage } from "./db/testing/in-use-message.ts"

/** Seeding the embedded database on a slow machine takes a while. */
const START_TIMEOUT_MS = 120_000

// Inside the project, as `npm start` builds it: the bundle finds its packages in node_modules from there.
const outdir = join(SERVER_BUILD_DIR, `test-${randomBytes(4).toString("hex")}`)
const dataDir = mkdtempSync(join(tmpdir(), "built-server-"))
let server: BuiltServer | undefined
let serverFile = ""
let base = ""

/** The built server's environment: the embedded database in the test's data directory. */
const serverEnv = (port: number): NodeJS.ProcessEnv => {
  const { DATABASE_URL: _unused, ...env } = process.env
  return { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" }
}

/** Starts the built server with the embedded database in an empty data directory; answers its address once it listens. */
const start = async (file: string): Promise<string> => {
  const port = await freePort()
  server = await startBuiltServer(file, serverEnv(port))
  return `http://127.0.0.1:${port}`
}

beforeAll(async () => {
  const files = await buildServer({ outdir })
  expect(files).toHaveLength(1)
  serverFile = files[0]!
  base = await start(serverFile)
}, START_TIMEOUT_MS)

afterAll(async () => {
  await server?.kill()
  rmSync(outdir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe("the server as npm start builds it", () => {
  it("runs with plain Node: creates, migrates and seeds its database from the project's files, then answers", async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
    const hotels = (await (await fetch(`${base}/api/web/hotels?page=1`)).json()) as { hotels: ReadonlyArray<unknown> }
    expect(hotels.hotels.length).toBeGreaterThan(0)
  })

  it("answers a room search with the hotel's offers", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const response = await fetch(`${base}/api/web/bookings/rooms`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rooms: { hotel_code: "830", start_date: day(10), end_date: day(12), guests: [{ adults: 2, kids: 0 }] } }),
    })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { room_offers: ReadonlyArray<{ hotel_code: string }> }
    expect(answer.room_offers.length).toBeGreaterThan(0)
    expect(answer.room_offers.every((offer) => offer.hotel_code === "830")).toBe(true)
  })
})

describe("a second server on the same data folder (issue 9 §1)", () => {
  it(
    "is refused: it exits with a message naming the folder and the running server, which keeps serving",
    async () => {
      const second = spawnSync(process.execPath, [serverFile], { env: serverEnv(await freePort()), encoding: "utf8", timeout: START_TIMEOUT_MS })
      expect(second.status).toBe(1)
      const folder = join(dataDir, "pglite")
      expect(second.stderr.trim()).toMatch(inUseMessage(folder, server!.process.pid!))
      expect((await fetch(`${base}/readyz`)).status).toBe(200)
    },
    START_TIMEOUT_MS,
  )
})
