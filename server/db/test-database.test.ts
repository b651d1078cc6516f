import { count, sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { hotels, newsletterSignups } from "./schema.ts"
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
    expect(database.schemaName).toMatch(/^t_[0-9a-z]+_[0-9a-f]+$/)
    expect(await schemaExists(database.schemaName)).toBe(true)
    await database.close()
    expect(await schemaExists(database.schemaName)).toBe(false)
  })
})
