import { asc } from "drizzle-orm"
import { Context, Effect, Layer } from "effect"
import type { BrandId } from "../../core/booking/hotel.ts"
import type { PointsDayKind } from "../../core/content/points-day.ts"
import type { PointsGuests, PointsKind } from "../../core/content/loyalty-programme.ts"
import { Db } from "../db/Db.ts"
import { loyaltyPointsValues } from "../db/schema.ts"

/**
 * The loyalty programme's points values (spec A §3: per brand, midweek or weekend, accommodation, one or two guests;
 * §9: midweek Monday to Thursday, weekend Friday to Sunday), from their one table, loyalty_points_values. The content
 * calls answer the loyalty programmes' earn and redeem tables from here; the loyalty ledger (issue 15) earns and
 * redeems with the same values. Editors change the table; nothing keeps a copy.
 */

/** One value: what a night of `product` earns or costs at a brand, on a kind of day, for one or two guests. */
export interface LoyaltyPointsValue {
  readonly id: number
  readonly brandId: BrandId
  readonly kind: PointsKind
  readonly day: PointsDayKind
  readonly product: "accommodation"
  readonly guests: PointsGuests
  readonly points: number
}

export interface LoyaltyPointsServiceShape {
  /** Every value, by brand, kind, day and guests. */
  readonly values: Effect.Effect<ReadonlyArray<LoyaltyPointsValue>>
  /** The points a night of accommodation earns or costs at a brand on a kind of day for one or two guests; undefined when the table has none. */
  readonly pointsFor: (brandId: BrandId, kind: PointsKind, day: PointsDayKind, guests: PointsGuests) => Effect.Effect<number | undefined>
}

type Row = typeof loyaltyPointsValues.$inferSelect

// The table's CHECKs hold the values to these sets.
const toValue = (row: Row): LoyaltyPointsValue => ({
  id: row.id,
  brandId: row.brandId as BrandId,
  kind: row.kind,
  day: row.day,
  product: row.product,
  guests: row.guests as PointsGuests,
  points: row.points,
})

export class LoyaltyPointsService extends Context.Service<LoyaltyPointsService, LoyaltyPointsServiceShape>()("hotel/server/LoyaltyPointsService") {
  static readonly layer: Layer.Layer<LoyaltyPointsService, never, Db> = Layer.effect(
    LoyaltyPointsService,
    Effect.gen(function* () {
      const database = yield* Db
      // A read the database refuses is our bug or an outage: a defect (500).
      const values = database
        .query((db) =>
          db
            .select()
            .from(loyaltyPointsValues)
            .orderBy(asc(loyaltyPointsValues.brandId), asc(loyaltyPointsValues.kind), asc(loyaltyPointsValues.day), asc(loyaltyPointsValues.guests)),
        )
        .pipe(
          Effect.map((rows) => rows.map(toValue)),
          Effect.orDie,
        )
      const pointsFor = (brandId: BrandId, kind: PointsKind, day: PointsDayKind, guests: PointsGuests) =>
        Effect.map(values, (all) => all.find((value) => value.brandId === brandId && value.kind === kind && value.day === day && value.guests === guests)?.points)
      return LoyaltyPointsService.of({ values, pointsFor })
    }),
  )
}
