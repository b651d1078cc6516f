import { count, sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { hotels, newsletterSignups } from "../schema.ts"
import { createTestDatabase, type TestDatabase } from "./test-database.ts"

const databaseUrl = process.env["TEST_DATABASE_URL"]
const driver = databaseUrl ? "PostgreSQL" : "PGlite"

const schemaExists = async (name: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query("select 1 from pg_namespace where nspname = $1", [name])
    return result.rowCount === 1
  } finally {
    await client.end()
  }
}

const admin = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const signups = async (database: TestDatabase): Promise<number> => (await database.db.select({ n: count() }).from(newsletterSignups))[0]!.n

describe(`createTestDatabase on ${driver}`, () => {
  const opened: Array<TestDatabase> = []
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()))
  })

  it("gives each test file a database of its own: what one writes, another never sees", async () => {
    // Two databases side by side stand for two test files running at the same time.
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()])
    opened.push(first, second)
    await first.db.insert(newsletterSignups).values({ firstName: "Thandi", surname: "Nkosi", email: "thandi@example.com" })
    expect(await signups(first)).toBe(1)
    expect(await signups(second)).toBe(0)
    expect(first.schemaName === second.schemaName).toBe(driver === "PGlite")
  })

  it("is migrated but empty unless asked to seed", async () => {
    const [database] = opened
    expect(database?.seeded).toBeNull()
    expect((await database!.db.select({ n: count() }).from(hotels))[0]!.n).toBe(0)
  })

  it("seeds the hotels and nights it is asked for", async () => {
    const database = await createTestDatabase({ seed: { days: 2, hotels: ["830", "801", "858"] } })
    opened.push(database)
    const codes = await database.db.select({ code: hotels.code }).from(hotels).orderBy(hotels.code)
    expect(codes.map((row) => row.code)).toEqual(["801", "830", "858"])
    expect(database.seeded).toMatchObject({ hotels: 3 })
    const nights = await database.db.execute<{ n: number }>(sql`select count(distinct day)::int as n from daily_inventory`)
    expect(nights.rows[0]!.n).toBe(2)
  })

  it.runIf(driver === "PostgreSQL")("drops its PostgreSQL schema when closed", async () => {
    const database = await createTestDatabase()
    expect(database.schemaName).toMatch(/^t_[0-9a-z]{6,8}_[0-9a-f]{12}$/)
    expect(await schemaExists(database.schemaName)).toBe(true)
    await database.close()
    expect(await schemaExists(database.schemaName)).toBe(false)
  })

  it.runIf(driver === "PostgreSQL")("drops test schemas a crashed run left over six hours ago, and nothing else", async () => {
    const sevenHoursAgo = Math.floor(Date.now() / 1000) - 7 * 60 * 60
    const stale = `t_${sevenHoursAgo.toString(36)}_${"ab".repeat(6)}`
    const recent = `t_${(sevenHoursAgo + 2 * 60 * 60).toString(36)}_${"cd".repeat(6)}`
    const someoneElses = "t_boot_1234"
    for (const name of [stale, recent, someoneElses]) await admin(`create schema if not exists "${name}"`)
    try {
      const database = await createTestDatabase()
      await database.close()
      expect(await schemaExists(stale)).toBe(false)
      expect(await schemaExists(recent)).toBe(true)
      expect(await schemaExists(someoneElses)).toBe(true)
    } finally {
      for (const name of [stale, recent, someoneElses]) await admin(`drop schema if exists "${name}" cascade`)
    }
  })
})
