import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts"

const SEEDED_TABLES = [
  "brands",
  "hotels",
  "mandatory_payment_periods",
  "room_types",
  "rate_plans",
  "special_offers",
  "special_offer_hotels",
  "charities",
  "daily_inventory",
  "loyalty_points_values",
  "content_items",
  "content_fields",
  "content_files",
  "job_vacancies",
  "guest_reviews",
] as const

const dump = async (database: TestDatabase): Promise<Record<string, unknown>> => {
  const tables: Record<string, unknown> = {}
  for (const table of SEEDED_TABLES) {
    const result = await database.db.execute(sql`select * from ${sql.identifier(table)} as row order by row::text`)
    tables[table] = result.rows
  }
  return tables
}

const options = { seed: { days: 5, hotels: ["804", "830", "850"], startDate: "2030-12-12", occupancy: true, content: true } } as const
let first: TestDatabase
let second: TestDatabase

beforeAll(async () => {
  ;[first, second] = await Promise.all([createTestDatabase(options), createTestDatabase(options)])
})

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
})

describe("the seed", () => {
  it("writes the very same rows into two databases given the same input", async () => {
    const [a, b] = await Promise.all([dump(first), dump(second)])
    expect((a["daily_inventory"] as ReadonlyArray<unknown>).length).toBeGreaterThan(0)
    expect((a["mandatory_payment_periods"] as ReadonlyArray<unknown>).length).toBeGreaterThan(0)
    expect((a["content_fields"] as ReadonlyArray<unknown>).length).toBeGreaterThan(0)
    expect(b).toEqual(a)
  })
})
