import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createServer } from "node:net"
import { createInterface } from "node:readline"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildServer, SERVER_BUILD_DIR } from "./build.ts"

/** Seeding the embedded database on a slow machine takes a while. */
const START_TIMEOUT_MS = 120_000

// Inside the project, as `npm start` builds it: the bundle finds its packages in node_modules from there.
const outdir = join(SERVER_BUILD_DIR, `test-${randomBytes(4).toString("hex")}`)
const dataDir = mkdtempSync(join(tmpdir(), "built-server-"))
let server: ChildProcess | undefined
let base = ""

/** A port nobody listens on now (PORT takes no 0). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.once("error", reject)
  })

/** Starts the built server with the embedded database in an empty data directory; answers its address once it listens. */
const start = async (file: string): Promise<string> => {
  const { DATABASE_URL: _unused, ...env } = process.env
  const port = await freePort()
  return new Promise((resolve, reject) => {
    server = spawn(process.execPath, [file], {
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let errors = ""
    server.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()))
    server.once("exit", (code) => reject(new Error(`the built server exited (${code}): ${errors}`)))
    createInterface({ input: server.stdout! }).on("line", (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number }
      if (entry.msg === "listening") resolve(`http://127.0.0.1:${port}`)
    })
  })
}

beforeAll(async () => {
  const files = await buildServer({ outdir })
  expect(files).toHaveLength(1)
  base = await start(files[0]!)
}, START_TIMEOUT_MS)

afterAll(() => {
  server?.kill("SIGKILL")
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
