import { Schema } from "effect"
import { IsoDate } from "../time/iso-date.ts"
import { AmountCents } from "./amount.ts"

/**
 * spec booking-flow §3 (Room rate): one detail of a rate plan. The amount strings ("1,250.00") are
 * parsed here, once, into integer cents (`totalAmountCents`, `baseAmountCents`); the encoded side
 * keeps the camelCase names `totalAmount` and `baseAmount` as strings. `unitMultiplier` divides the
 * total into a per-night price, so it is a whole number of at least 1.
 */
export const RateDetail = Schema.Struct({
  rateDescription: Schema.String,
  totalAmountCents: AmountCents,
  totalCurrency: Schema.String,
  baseCurrency: Schema.String,
  unitMultiplier: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  effectiveDate: IsoDate,
  expiryDate: IsoDate,
  baseAmountCents: AmountCents,
}).pipe(Schema.encodeKeys({ totalAmountCents: "totalAmount", baseAmountCents: "baseAmount" }))
export type RateDetail = typeof RateDetail.Type

/** spec booking-flow §3: a rate plan code, its details and its cancellation policy. */
export const RoomRate = Schema.Struct({
  ratePlanCode: Schema.String,
  details: Schema.Array(RateDetail),
  /**
   * Issue 29 §3: the rate's own cancellation policy: true, free cancellation until the cut-off on the check-in day;
   * false, non-refundable. Absent where it was not told (a stay kept in the session from before rates carried it).
   */
  refundable: Schema.optionalKey(Schema.Boolean),
})
export type RoomRate = typeof RoomRate.Type
