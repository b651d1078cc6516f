import { setTimeout as delay } from "node:timers/promises"
import { sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SERVICE_UNAVAILABLE } from "../contracts/api/errors.ts"
import { testConfig } from "./config.ts"
import { newsletterSignups } from "./db/schema.ts"
import { ANSWER_MARGIN_MS, DEFAULT_DATABASE_TIMEOUTS } from "./db/timeouts.ts"
import { type FaultProxy, startFaultProxy } from "./db/testing/fault-proxy.ts"
import { createTestDatabase, type TestDatabase } from "./db/testing/test-database.ts"
import { makeLogger } from "./log.ts"
import { type RunningServer, startServer } from "./main.ts"
import { confirmationOf, day, findStay, postJson, reservationOf, type Stay } from "./testing/guest-journey.ts"

/**
 * issue 31: database faults. PostgreSQL's are injected through connections this test owns, never by touching the shared server: a
 * TCP proxy between the server and PostgreSQL (freeze, drop, refuse), `pg_terminate_backend` on the one backend
 * serving a request this test holds on a lock of its own, and locks held by a connection of its own. The server runs
 * in this process with the default timeouts (the ones a deployment gets), so a fault that killed the process or left a
 * request waiting would fail the file. The embedded database's: a write its full disk refuses (a trigger raising
 * disk_full), and a transaction of the test's own holding its one session.
 */

const adminUrl = process.env["TEST_DATABASE_URL"]
const HOTEL = "801"
/** The site's own client gives up after 15 s (README, adapters): every answer must come before it does. */
const SITE_TIMEOUT_MS = 15_000
/** issue 31 §2: a request waiting on a locked row is answered within 20 s. */
const LOCKED_ROW_ANSWER_MS = 20_000

/** A sign-up whose names a log must never show (issue 31 §4). */
const OUTAGE_SIGNUP = {
  first_name: "Zanele",
  surname: "Outagetest",
  contact_number: "+27825550123",
  email: "zanele.outagetest@example.test",
  via_email: true,
  via_whatsapp: false,
}
// The confirmations pay now: pay later is refused from noon the day before check-in and over the festive season, so
// a stay tomorrow would make these fault tests pass or fail by the time of day they run.
const PAY_NOW = true

const PERSONAL = [/zanele/i, /outagetest/i, /27825550123/]

describe.runIf(adminUrl)("database faults on PostgreSQL (issue 31)", () => {
  const lines: Array<string> = []
  let proxy: FaultProxy
  let database: TestDatabase
  let server: RunningServer
  let base: string
  /** This test's own connections: one holds locks, the other finds and ends the request's backend. */
  let admin: pg.Client
  let probe: pg.Client
  let stay: Stay

  beforeAll(async () => {
    proxy = await startFaultProxy({ host: new URL(adminUrl!).hostname, port: Number(new URL(adminUrl!).port || 5432) })
    const viaProxy = proxy.urlFor(adminUrl!)
    server = await startServer(testConfig({ port: 0, host: "127.0.0.1", database: { kind: "postgres", url: viaProxy } }), {
      log: makeLogger({ level: "info", write: (line) => lines.push(line) }),
      distDir: "/nonexistent",
      boot: async (_config, faults) => {
        database = await createTestDatabase({
          databaseUrl: viaProxy,
          seed: { days: 4, hotels: [HOTEL], startDate: day(1) },
          // As the server's own boot does: an idle connection the faults cut is logged with the rest.
          onConnectionError: (failure) => faults.report(failure, { connection: "idle" }),
        })
        return database
      },
    })
    base = `http://127.0.0.1:${server.address.port}`
    admin = new pg.Client({ connectionString: adminUrl, application_name: "issue-31-faults" })
    await admin.connect()
    probe = new pg.Client({ connectionString: adminUrl, application_name: "issue-31-faults" })
    await probe.connect()
    stay = await findStay(base, HOTEL, day(1), day(2))
  })
  afterAll(async () => {
    await proxy?.setMode("pass")
    await admin?.end()
    await probe?.end()
    await server?.stop()
    await proxy?.close()
  })

  const hold = async (): Promise<string> => {
    const answer = await postJson(base, "/api/web/bookings/reservation", { reservation: reservationOf(stay) })
    expect(answer.status).toBe(201)
    return answer.json["uuid"] as string
  }

  const post = (path: string, body: unknown, timeoutMs = SITE_TIMEOUT_MS) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })

  const expectUnavailable = async (response: Response) => {
    expect(response.status).toBe(503)
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({ message: SERVICE_UNAVAILABLE, errors: [{ message: SERVICE_UNAVAILABLE }] })
  }

  /** Holds the reservation's row on a connection of this test's own until `release` (a second session's lock). */
  const lockReservation = async (uuid: string) => {
    await admin.query("begin")
    await admin.query(`select 1 from "${database.schemaName}".reservations where uuid = $1 for update`, [uuid])
    return { release: () => admin.query("rollback") }
  }

  /** The backend that waits on a lock this test's connection holds: the request's, inside its transaction. */
  const backendWaitingOnUs = async (): Promise<number> => {
    const ours = (await admin.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await probe.query<{ pid: number }>("select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))", [ours])
      if (rows[0] !== undefined) return rows[0].pid
      await delay(5)
    }
    throw new Error("no request waited on the lock")
  }

  const isConfirmed = async (uuid: string): Promise<boolean> =>
    (await admin.query(`select status from "${database.schemaName}".reservations where uuid = $1`, [uuid])).rows[0]!.status === "confirmed"

  const faultLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line["msg"] === "database unavailable")

  it("a connection lost inside a transaction: that request gets 503 with Retry-After, its transaction rolls back, the process keeps serving", async () => {
    const uuid = await hold()
    const lock = await lockReservation(uuid)
    const confirming = post("/api/web/bookings/confirmation", confirmationOf(stay, uuid, PAY_NOW))
    const backend = await backendWaitingOnUs()
    // What a failover, `pg_ctl restart -m fast` or idle_in_transaction_session_timeout does to the request's connection.
    expect((await probe.query("select pg_terminate_backend($1) as done", [backend])).rows[0].done).toBe(true)
    await expectUnavailable(await confirming)
    await lock.release()
    expect(await isConfirmed(uuid)).toBe(false)
    expect(faultLines()).toContainEqual(expect.objectContaining({ sqlstate: "57P01" }))
    // Still serving: the same confirmation now goes through.
    const again = await post("/api/web/bookings/confirmation", confirmationOf(stay, uuid, PAY_NOW))
    expect(again.status).toBe(201)
  })

  it(`answers a request waiting on a locked row within ${LOCKED_ROW_ANSWER_MS / 1000} s, with 503 and Retry-After`, async () => {
    const uuid = await hold()
    const lock = await lockReservation(uuid)
    try {
      await expectUnavailable(await post("/api/web/bookings/confirmation", confirmationOf(stay, uuid, PAY_NOW), LOCKED_ROW_ANSWER_MS))
    } finally {
      await lock.release()
    }
    expect(faultLines()).toContainEqual(expect.objectContaining({ sqlstate: "55P03" }))
    expect(await isConfirmed(uuid)).toBe(false)
  })

  it(`answers within the site's ${SITE_TIMEOUT_MS / 1000} s while the database is frozen, 503 with Retry-After, and serves once it thaws`, async () => {
    await proxy.setMode("freeze")
    try {
      await expectUnavailable(await post("/api/web/news_letters", OUTAGE_SIGNUP))
      // A new connection cannot even be opened while frozen: bounded too.
      await expectUnavailable(await post("/api/web/news_letters", OUTAGE_SIGNUP))
    } finally {
      await proxy.setMode("pass")
    }
    expect((await post("/api/web/news_letters", { ...OUTAGE_SIGNUP, email: "after.freeze@example.test" })).status).toBe(201)
  })

  it("answers 503 with Retry-After when the database drops the connection under a request or refuses new ones, and serves when it is back", async () => {
    await proxy.setMode("freeze")
    const inFlight = post("/api/web/news_letters", OUTAGE_SIGNUP)
    await delay(300)
    await proxy.setMode("drop")
    await expectUnavailable(await inFlight)
    await proxy.setMode("refuse")
    try {
      for (let attempt = 0; attempt < 5; attempt++) await expectUnavailable(await post("/api/web/news_letters", OUTAGE_SIGNUP))
      expect((await fetch(`${base}/readyz`)).status).toBe(503)
    } finally {
      await proxy.setMode("pass")
    }
    expect((await post("/api/web/news_letters", { ...OUTAGE_SIGNUP, email: "after.outage@example.test" })).status).toBe(201)
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
  })

  it("logs one line per fault with its code, never a query, its parameters (personal data) or a stack", () => {
    for (const line of lines) {
      for (const personal of PERSONAL) expect(line).not.toMatch(personal)
      expect(line).not.toMatch(/insert into|select .* from|params:/i)
      expect(line).not.toMatch(/\n\s+at /)
    }
    const faults = faultLines()
    expect(faults.length).toBeGreaterThan(0)
    const kinds = faults.map((line) => `${String(line["sqlstate"])} ${String(line["reason"])}`)
    expect(new Set(kinds).size).toBe(kinds.length)
  })

  it("/readyz answers 503 while a write fails (a trigger raising disk_full on the readiness probe's table), 200 again after", async () => {
    const table = `"${database.schemaName}".readiness_probe`
    await admin.query(`create function "${database.schemaName}".disk_full() returns trigger language plpgsql as $$ begin raise exception 'no space' using errcode = '53100'; end $$`)
    await admin.query(`create trigger disk_full before insert or update on ${table} for each row execute function "${database.schemaName}".disk_full()`)
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(503)
    } finally {
      await admin.query(`drop trigger disk_full on ${table}`)
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
  })

  it("keeps the defaults' worst case, a connection wait and a statement that never answers, well under the site's timeout", () => {
    const { connectMs, statementMs, lockMs } = DEFAULT_DATABASE_TIMEOUTS
    expect(lockMs).toBeLessThan(statementMs)
    expect(connectMs + statementMs + ANSWER_MARGIN_MS).toBeLessThanOrEqual(SITE_TIMEOUT_MS - 5_000)
  })
})

describe("database faults on the embedded database (issue 31)", () => {
  const lines: Array<string> = []
  let database: TestDatabase
  let server: RunningServer
  let base: string

  beforeAll(async () => {
    server = await startServer(testConfig({ port: 0, host: "127.0.0.1" }), {
      log: makeLogger({ level: "info", write: (line) => lines.push(line) }),
      distDir: "/nonexistent",
      boot: async () => {
        database = await createTestDatabase({ databaseUrl: null, seed: { days: 2, hotels: [HOTEL], startDate: day(1) } })
        return database
      },
    })
    base = `http://127.0.0.1:${server.address.port}`
  })
  // Stopping the server closes its database.
  afterAll(() => server?.stop())

  const signUp = () =>
    fetch(`${base}/api/web/news_letters`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(OUTAGE_SIGNUP),
      signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
    })

  it("answers a write the full disk refuses (53100, from a trigger) with 503 and Retry-After, and logs its code, never the names", async () => {
    await database.db.execute(sql.raw(`create function disk_full() returns trigger language plpgsql as $$ begin raise exception 'no space' using errcode = '53100'; end $$`))
    await database.db.execute(sql.raw(`create trigger disk_full before insert on newsletter_signups for each row execute function disk_full()`))
    try {
      const response = await signUp()
      expect(response.status).toBe(503)
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0)
      expect(await response.json()).toEqual({ message: SERVICE_UNAVAILABLE, errors: [{ message: SERVICE_UNAVAILABLE }] })
    } finally {
      await database.db.execute(sql.raw("drop trigger disk_full on newsletter_signups"))
    }
    for (const line of lines) for (const personal of PERSONAL) expect(line).not.toMatch(personal)
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ msg: "database unavailable", sqlstate: "53100" }))
  })

  it(`answers a request waiting for the one session within the site's ${SITE_TIMEOUT_MS / 1000} s, 503 with Retry-After, and never writes it later`, async () => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    // A transaction of this test's own holds the embedded database, as a long one would.
    const holding = database.db.transaction(async () => released)
    let response: Response
    try {
      response = await signUp()
    } finally {
      release()
      await holding
    }
    expect(response.status).toBe(503)
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0)
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ msg: "database unavailable", sqlstate: "08001", reason: "turn_timeout" }),
    )
    await delay(100)
    expect(await database.db.select().from(newsletterSignups)).toEqual([])
    expect((await signUp()).status).toBe(201)
  })
})
