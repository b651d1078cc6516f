import { eq, inArray } from "drizzle-orm"
import { Effect, Schema } from "effect"
import { payLaterDeadline } from "../../core/checkout/pay-by.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../../core/booking/hotel.ts"
import { guestDetailsActions } from "../../core/checkout/pay-later.ts"
import { MANDATORY_PAYMENT_ACTION } from "../../core/search/promo-code.ts"
import { zonedAt } from "../../core/time/clock.ts"
import type { DbShape } from "../db/Db.ts"
import { specialOfferHotels, specialOffers } from "../db/schema.ts"
import type { PromoOfferTerms } from "../rates/pricing.ts"

/**
 * Whether an unpaid booking may wait for its payment, and how long it keeps its rooms meanwhile: at its
 * confirmation (ReservationService) and when its dates move (BookingService), which is why it is exported.
 */

/** 409: pay later asked for a stay that must be paid when booked (mandatory period, same day, a mandatory-payment offer). */
export class PaymentRequiredNow extends Schema.TaggedError<PaymentRequiredNow>()("PaymentRequiredNow", {
  message: Schema.String,
}) {}

/** spec B §4: what pay later and pay now mean for how long an unpaid booking keeps its rooms. */
export const PAY_NOW_HOLD_SECONDS = 60 * 60

export interface PaymentPolicyInput {
  readonly hotelCode: string
  readonly checkIn: string
  readonly checkOut: string
  readonly periods: ReadonlyArray<{ readonly checkInDate: string; readonly checkOutDate: string; readonly description: string }>
  /** An offer on the booking asks for payment up front (action_type booking_with_mandatory_payment). */
  readonly offerRequiresPayment: boolean
  /** The guest chose to pay now (confirmation's mandatory_payment). */
  readonly payNow: boolean
  readonly nowMillis: number
}

export type PaymentPolicy =
  | { readonly _tag: "allowed"; readonly holdUntil: Date | null }
  | { readonly _tag: "paymentRequiredNow" }
  | { readonly _tag: "payAtHotelOnly" }

/**
 * spec B §4, §6 with core's guest-details rule: pay later is refused where the website hides it
 * (a mandatory payment period overlapping the stay, check-in today, an offer requiring payment) and
 * once its release time has passed; paying online is refused at hotel 830. How long the unpaid
 * booking keeps its rooms: at 830 until the stay (the hotel takes payment on arrival: nothing to
 * release); pay later until payLaterDeadline; paying now, the pay-later deadline when pay later was
 * possible, else PAY_NOW_HOLD_SECONDS to finish (or retry) the card payment.
 */
export const paymentPolicy = (input: PaymentPolicyInput): PaymentPolicy => {
  const today = zonedAt(input.nowMillis).toPlainDate()
  const actions = guestDetailsActions({
    hotelCode: input.hotelCode,
    isMandatoryPayment: input.offerRequiresPayment,
    checkInDate: input.checkIn,
    checkOutDate: input.checkOut,
    rooms: [{ mandatoryPaymentPeriods: input.periods }],
    today,
  })
  if (input.hotelCode === PAY_LATER_ONLY_HOTEL_CODE) return input.payNow ? { _tag: "payAtHotelOnly" } : { _tag: "allowed", holdUntil: null }
  const deadline = payLaterDeadline(input.checkIn)
  const payLaterPossible = actions.payLater !== "hidden" && deadline > input.nowMillis
  if (!input.payNow) return payLaterPossible ? { _tag: "allowed", holdUntil: new Date(deadline) } : { _tag: "paymentRequiredNow" }
  return { _tag: "allowed", holdUntil: new Date(payLaterPossible ? deadline : input.nowMillis + PAY_NOW_HOLD_SECONDS * 1000) }
}

/** The promo offers named by `codes` (normalised), with their hotels. */
export const offersByCode = Effect.fnUntraced(function* (database: DbShape, codes: ReadonlyArray<string>) {
  if (codes.length === 0) return new Map<string, PromoOfferTerms & { readonly id: number; readonly actionType: string | null }>()
  const rows = yield* database.query((db) =>
    db
      .select({
        id: specialOffers.id,
        promoCode: specialOffers.promoCode,
        isActive: specialOffers.isActive,
        startAt: specialOffers.startAt,
        endAt: specialOffers.endAt,
        actionType: specialOffers.actionType,
        hotelId: specialOfferHotels.hotelId,
      })
      .from(specialOffers)
      .leftJoin(specialOfferHotels, eq(specialOfferHotels.specialOfferId, specialOffers.id))
      .where(inArray(specialOffers.promoCode, [...codes])),
  )
  const offers = new Map<string, PromoOfferTerms & { readonly id: number; readonly actionType: string | null }>()
  for (const row of rows) {
    const code = row.promoCode!
    const seen = offers.get(code)
    const hotelIds = [...(seen?.hotelIds ?? []), ...(row.hotelId === null ? [] : [row.hotelId])]
    offers.set(code, { ...row, promoCode: code, hotelIds })
  }
  return offers
})

/** Does any of the booking's promo codes name an offer that makes it payable up front? */
export const offerRequiresPayment = (database: DbShape, codes: ReadonlyArray<string | null>) =>
  Effect.map(
    offersByCode(
      database,
      codes.filter((code): code is string => code !== null && code !== ""),
    ),
    (offers) => [...offers.values()].some((offer) => offer.actionType === MANDATORY_PAYMENT_ACTION),
  )
