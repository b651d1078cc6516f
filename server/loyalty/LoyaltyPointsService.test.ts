import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BRAND_IDS } from "../../core/booking/hotel.ts"
import { pointsDayKind } from "../../core/content/points-day.ts"
import { Temporal } from "temporal-polyfill"
import { Db } from "../db/Db.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { LoyaltyPointsService } from "./LoyaltyPointsService.ts"

/** The loyalty points values (spec A §3, §9) as the content calls and the loyalty ledger read them: one table, one service. */

let database: TestDatabase
let run: <A>(effect: Effect.Effect<A, never, LoyaltyPointsService>) => Promise<A>

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 1, hotels: 0 } })
  const layer = LoyaltyPointsService.layer.pipe(Layer.provide(Db.layer(database)))
  run = (effect) => Effect.runPromise(Effect.provide(effect, layer))
})
afterAll(() => database?.close())

describe("loyalty points values", () => {
  it("has a value for every brand, earn and redeem, midweek and weekend, one and two guests", async () => {
    const values = await run(LoyaltyPointsService.use((service) => service.values))
    expect(values).toHaveLength(32)
    expect(values.every((value) => value.product === "accommodation" && value.points > 0)).toBe(true)
  })

  it("gives the points of a night by its brand, its kind of day (Monday to Thursday midweek) and its guests", async () => {
    const friday = pointsDayKind(Temporal.PlainDate.from("2030-03-08"))
    const thursday = pointsDayKind(Temporal.PlainDate.from("2030-03-07"))
    expect(await run(LoyaltyPointsService.use((service) => service.pointsFor(BRAND_IDS.road, "redeem", thursday, 2)))).toBe(1_100)
    expect(await run(LoyaltyPointsService.use((service) => service.pointsFor(BRAND_IDS.city, "earn", friday, 1)))).toBe(25)
    expect(await run(LoyaltyPointsService.use((service) => service.pointsFor(BRAND_IDS.courtyard, "earn", thursday, 2)))).toBe(50)
  })

  it("earns less than it costs to redeem a night, at every brand", async () => {
    const values = await run(LoyaltyPointsService.use((service) => service.values))
    for (const earned of values.filter((value) => value.kind === "earn")) {
      const cost = values.find((value) => value.kind === "redeem" && value.brandId === earned.brandId && value.day === earned.day && value.guests === earned.guests)
      expect(cost!.points).toBeGreaterThan(earned.points)
    }
  })
})
