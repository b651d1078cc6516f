import { eq, sql } from "drizzle-orm"
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { dailyInventory } from "./schema.ts"
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts"
import { Db, DbFailure, query, transaction } from "./Db.ts"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 2, hotels: 1 } })
})
afterAll(() => database.close())

const run = <A, E>(program: Effect.Effect<A, E, Db>) => Effect.runPromiseExit(program.pipe(Effect.provide(Db.layer(database))))

const firstRow = () => query((db) => db.select().from(dailyInventory).limit(1)).pipe(Effect.map((rows) => rows[0]!))

describe("database access from services", () => {
  it("answers a query's rows", async () => {
    const exit = await run(firstRow())
    expect(Exit.isSuccess(exit) && exit.value.total).toBeGreaterThan(0)
  })

  it("reports a refused constraint as a DbFailure naming it, without the query's values", async () => {
    const exit = await run(
      Effect.flatMap(firstRow(), (row) =>
        query((db) =>
          db
            .update(dailyInventory)
            .set({ available: -1 })
            .where(sql`${dailyInventory.roomTypeId} = ${row.roomTypeId} and ${dailyInventory.day} = ${row.day}`),
        ),
      ),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isFailure(exit)) {
      const failure = JSON.stringify(exit.cause)
      expect(failure).toContain("daily_inventory_available_range")
      expect(failure).toContain("23514")
    }
  })

  it("lands every write of a transaction together or none of them", async () => {
    const before = await run(firstRow())
    if (!Exit.isSuccess(before)) throw new Error("no row")
    const row = before.value
    const exit = await run(
      transaction(async (tx) => {
        await tx.update(dailyInventory).set({ available: 0 }).where(eq(dailyInventory.roomTypeId, row.roomTypeId))
        await tx.update(dailyInventory).set({ available: row.total + 1 }).where(eq(dailyInventory.roomTypeId, row.roomTypeId))
      }),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    const after = await run(
      query((db) => db.select().from(dailyInventory).where(sql`${dailyInventory.roomTypeId} = ${row.roomTypeId} and ${dailyInventory.day} = ${row.day}`)),
    )
    expect(Exit.isSuccess(after) && after.value[0]?.available).toBe(row.available)
  })

  it("makes a failure without a SQLSTATE a defect, not an expected error", async () => {
    const exit = await run(query(() => Promise.reject(new Error("connection lost"))))
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isFailure(exit)) expect(exit.cause.reasons.some((reason) => reason._tag === "Die")).toBe(true)
    expect(new DbFailure({ code: "23505" })._tag).toBe("DbFailure")
  })
})
