import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { Agent, get as httpGet } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { newsletterExample } from "../contracts/api/testing/examples.ts"
import { today } from "../core/time/clock.ts"
import { type ServerConfigShape, testConfig } from "./config.ts"
import { bootDatabase } from "./db/boot.ts"
import { createTestDatabase, type TestDatabase } from "./db/testing/test-database.ts"
import { LOCAL_SECRET_FILE } from "./local-secret.ts"
import { makeLogger } from "./log.ts"
import { freePort } from "./testing/built-server.ts"
import { silentLogger } from "./testing/logs.ts"
import { type RunningServer, startServer } from "./main.ts"
import { insertTestBooking } from "./payments/testing/payment-bookings.ts"

const lines: Array<string> = []
let running: RunningServer
let base: string

beforeAll(async () => {
  // Port 0: the system picks a free one; the simulator's URL follows the public URL.
  const config = testConfig({ port: 0, host: "127.0.0.1" })
  running = await startServer(config, {
    log: makeLogger({ level: "info", write: (line) => lines.push(line) }),
    distDir: "/nonexistent",
    boot: () => bootDatabase({ dataDir: "memory", today: Effect.runSync(today).toString(), days: 2 }),
  })
  base = `http://127.0.0.1:${running.address.port}`
})
afterAll(() => running?.stop())

describe("the server process", () => {
  it("boots a seeded database and serves the probes over HTTP", async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: "ready" })
    const messages = lines.map((line) => JSON.parse(line).msg)
    expect(messages).toEqual(expect.arrayContaining(["database seeded", "database ready", "listening"]))
  })

  it("mounts the PayWeb3 simulator where the configuration points the gateway", async () => {
    const response = await fetch(`${base}/paygate/payweb3/initiate.trans`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "PAYGATE_ID=1",
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^ERROR=/)
  })

  it("shows the database outbox at /dev/outbox", async () => {
    const response = await fetch(`${base}/dev/outbox?format=json`)
    expect(await response.json()).toEqual({ messages: [] })
  })

  it("tells caches to store no API answer, while the pictures keep their day of caching", async () => {
    const hotels = await fetch(`${base}/api/web/hotels?page=1`)
    expect(hotels.status).toBe(200)
    expect(hotels.headers.get("Cache-Control")).toBe("no-store")
    const picture = await fetch(`${base}/images/hotels/801/1.svg`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get("Cache-Control")).toBe("public, max-age=86400")
  })

  it("writes the services' own log lines with the server's logger, as JSON tagged with the request id", async () => {
    const response = await fetch(`${base}/api/web/news_letters`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(newsletterExample),
    })
    expect(response.status).toBe(201)
    const requestId = response.headers.get("X-Request-Id")
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ level: "info", msg: expect.stringMatching(/^newsletter sign-up recorded/), request_id: requestId }))
  })

  it("keeps an idle connection open past the five seconds that clients pooling sockets hold theirs, so it is never closed under a request", async () => {
    // Node's own 5 s would close this socket just as a pooling client (Playwright's, a proxy's) sends on it: a reset.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((answered, failed) => {
        const request = httpGet(`${base}/healthz`, { agent }, (response) => {
          response.resume()
          response.on("end", () => answered({ status: response.statusCode ?? 0, reused: request.reusedSocket }))
        })
        request.on("error", failed)
      })
    try {
      expect(await get()).toEqual({ status: 200, reused: false })
      await new Promise((idle) => setTimeout(idle, 6_000))
      expect(await get()).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
    }
  }, 15_000)

  it("stops gracefully: no new connections, database closed, once however often asked", async () => {
    const keepAlive = await fetch(`${base}/healthz`)
    expect(keepAlive.status).toBe(200)
    await Promise.all([running.stop(), running.stop()])
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()
    expect(lines.map((line) => JSON.parse(line).msg)).toContain("stopped")
  })
})

describe("restarting in development without OTP_SECRET (issue 9 §5)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hotel-secret-"))
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ seed: { days: 2, hotels: ["801"] } })
  })
  afterAll(async () => {
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The server over the one database, as a restart finds it: stopping it leaves the database open. */
  const start = (overrides: Partial<ServerConfigShape> = {}) =>
    startServer(testConfig({ nodeEnv: "development", dataDir, port: 0, host: "127.0.0.1", ...overrides }), {
      log: silentLogger,
      distDir: "/nonexistent",
      boot: async () => ({ ...database, seeded: null, close: async () => undefined }),
    })

  const post = (server: RunningServer, path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${server.address.port}/api/web/bookings${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })

  it("keeps the key of one-time codes in the data folder: a code sent before a restart still opens the booking after it", async () => {
    const booking = await insertTestBooking(database.db)
    const before = await start()
    let code: string
    try {
      expect((await post(before, "/send_otp", { booking_otp: { email: booking.email, reference_number: booking.referenceNumber } })).status).toBe(200)
      const outbox = (await (await fetch(`http://127.0.0.1:${before.address.port}/dev/outbox?format=json&kind=one_time_code`)).json()) as {
        messages: ReadonlyArray<{ body: string }>
      }
      code = /\b(\d{6})\b/.exec(outbox.messages[0]!.body)![1]!
    } finally {
      await before.stop()
    }
    const after = await start()
    try {
      const verified = await post(after, "/verify_otp", { booking_otp: { email: booking.email, reference_number: booking.referenceNumber, otp: code } })
      expect(verified.status).toBe(200)
      expect(await verified.json()).toEqual({ uuid: booking.uuid })
    } finally {
      await after.stop()
    }
    const kept = statSync(join(dataDir, LOCAL_SECRET_FILE))
    expect(kept.mode & 0o777).toBe(0o600)
  })

  it("lets OTP_SECRET win, and keeps no key outside development", async () => {
    for (const config of [{ nodeEnv: "development", otpSecret: "s".repeat(32) }, { nodeEnv: "test", otpSecret: undefined }] as const) {
      const elsewhere = join(dataDir, config.nodeEnv)
      await (await start({ ...config, dataDir: elsewhere })).stop()
      expect(existsSync(join(elsewhere, LOCAL_SECRET_FILE))).toBe(false)
    }
  })
})

describe("starting while PostgreSQL is down (issue 31 §5)", () => {
  it(
    "exits 1 with one clear line naming the database, its SQLSTATE and reason, and no stack, for a process manager to start it again",
    async () => {
      const closedPort = await freePort()
      const dataDir = mkdtempSync(join(tmpdir(), "hotel-down-"))
      try {
        const started = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./main.ts", import.meta.url))], {
          env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: `postgres://hotel@127.0.0.1:${closedPort}/hotel` },
          encoding: "utf8",
          timeout: 30_000,
        })
        expect(started.status).toBe(1)
        const lines = started.stderr.trim().split("\n")
        expect(lines).toHaveLength(1)
        expect(JSON.parse(lines[0]!)).toMatchObject({
          level: "error",
          msg: `start failed: The database at 127.0.0.1:${closedPort} is unavailable (08001 ECONNREFUSED).`,
          sqlstate: "08001",
          reason: "ECONNREFUSED",
        })
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
    40_000,
  )
})
