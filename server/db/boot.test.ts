import { once } from "node:events"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { type AddressInfo, createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { count, sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort } from "../testing/built-server.ts"
import { bootDatabase, DatabaseStartFailed } from "./boot.ts"
import { hotels } from "./schema.ts"

const SLOW = 180_000
const databaseUrl = process.env["TEST_DATABASE_URL"]

const nightsIn = async (database: Awaited<ReturnType<typeof bootDatabase>>): Promise<number> =>
  (await database.db.execute<{ n: number }>(sql`select count(distinct day)::int as n from daily_inventory`)).rows[0]!.n

describe("booting the embedded database (npm start without DATABASE_URL)", () => {
  const parent = mkdtempSync(join(tmpdir(), "hotel-boot-"))
  afterAll(() => rmSync(parent, { recursive: true, force: true }))

  it(
    "creates the missing directory, migrates and seeds on first start, and keeps the data on the next",
    async () => {
      const dataDir = join(parent, "nested", "pglite")
      expect(existsSync(dataDir)).toBe(false)

      const first = await bootDatabase({ dataDir, today: "2030-03-04", days: 2 })
      expect(first.kind).toBe("pglite")
      expect(first.seeded).toMatchObject({ hotels: 58, rooms: 7324 })
      await first.close()
      expect(existsSync(dataDir)).toBe(true)

      // The next morning: nothing is seeded again, one more night is added to keep two ahead.
      const second = await bootDatabase({ dataDir, today: "2030-03-05", days: 2 })
      try {
        expect(second.seeded).toBeNull()
        expect((await second.db.select({ n: count() }).from(hotels))[0]!.n).toBe(58)
        expect(await nightsIn(second)).toBe(3)
      } finally {
        await second.close()
      }
    },
    SLOW,
  )
})

describe.runIf(databaseUrl)("booting against PostgreSQL (DATABASE_URL)", () => {
  // Not named like createTestDatabase's schemas, so its stale-schema sweep leaves this one alone.
  const schema = `boot_test_${process.pid}_${Date.now().toString(36)}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  afterAll(() => admin(`drop schema if exists "${schema}" cascade`))

  it(
    "migrates and seeds an empty database through the pool",
    async () => {
      await admin(`create schema if not exists "${schema}"`)
      const database = await bootDatabase({ databaseUrl, searchPath: schema, today: "2030-03-04", days: 1 })
      try {
        expect(database.kind).toBe("postgres")
        expect(database.seeded).toMatchObject({ hotels: 58 })
        expect(await nightsIn(database)).toBe(1)
      } finally {
        await database.close()
      }
    },
    SLOW,
  )
})

describe("starting while the database cannot serve (issue 31 §2, §5)", () => {
  /** A port nothing listens on, and a server that accepts connections and never says a word. */
  let closedPort = 0
  const silent = createServer(() => undefined)
  let silentPort = 0
  beforeAll(async () => {
    closedPort = await freePort()
    silent.listen(0, "127.0.0.1")
    await once(silent, "listening")
    silentPort = (silent.address() as AddressInfo).port
  })
  afterAll(() => {
    silent.close()
  })
  const urlOn = (port: number) => `postgres://hotel@127.0.0.1:${port}/hotel`
  const TIMEOUTS = { connectMs: 300, statementMs: 5_000, lockMs: 3_000 }

  it("fails at once when the database refuses the connection, saying where and why", async () => {
    const start = bootDatabase({ databaseUrl: urlOn(closedPort), timeouts: TIMEOUTS, today: "2030-03-04" })
    await expect(start).rejects.toBeInstanceOf(DatabaseStartFailed)
    await expect(start).rejects.toMatchObject({
      message: `The database at 127.0.0.1:${closedPort} is unavailable (08001 ECONNREFUSED).`,
      failure: { code: "08001", reason: "ECONNREFUSED" },
    })
  })

  it("fails within the connect timeout when the database accepts the connection and never answers", async () => {
    await expect(bootDatabase({ databaseUrl: urlOn(silentPort), timeouts: TIMEOUTS, today: "2030-03-04" })).rejects.toThrow(
      `The database at 127.0.0.1:${silentPort} is unavailable (08001 connect_timeout).`,
    )
  })

  it("fails once the start-up timeout has passed, whatever the start was waiting for", async () => {
    const slowToConnect = { ...TIMEOUTS, connectMs: 60_000 }
    await expect(bootDatabase({ databaseUrl: urlOn(silentPort), timeouts: slowToConnect, startupTimeoutMs: 300, today: "2030-03-04" })).rejects.toThrow(
      `The database at 127.0.0.1:${silentPort} did not finish starting within 300 ms (DATABASE_STARTUP_TIMEOUT_MS).`,
    )
  })
})
