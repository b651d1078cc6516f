import { Schema } from "effect"

/**
 * Points as payment (issue 15): the room-nights paid with points, the points taken and the part of the total they
 * paid. A module of its own: the booking session keeps it, and the whole booking's schema should not come with it.
 */
export const BookingPointsPayment = Schema.Struct({
  nights: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  points: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  coveredCents: Schema.Int,
})
export type BookingPointsPayment = typeof BookingPointsPayment.Type
