import type { Signal } from "@preact/signals-core"
import { Effect } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import type { Destination } from "./destination.ts"
import {
  isPromoMandatoryPayment,
  isPromoValid,
  type PromoOffer,
  promoLookupQuery,
  type PromoState,
  promoStateOnInput,
  settlePromo,
} from "./promo-code.ts"

/** The lookup is scoped to the searched hotel; a location search names none. */
const hotelIdOf = (destination: Destination | null): number | null =>
  destination?.category === "hotel" ? destination.hotelId : null

/** A lookup that failed found no offer, so the code reads "This code is expired/invalid.". */
const noOffers: ReadonlyArray<PromoOffer> = []

/**
 * spec B §4 "Promo code": checks the code the field holds (the 500 ms pause in typing is the
 * UI's) through the special-offers lookup and settles `promo`. An answer that arrives after the
 * field moved on to another code is dropped, and leaves the session alone; otherwise the session
 * stores the code, its validity and the offer's mandatory-payment flag. Answers the promo state
 * as it now stands.
 */
export const checkPromoCode = Effect.fn("PromoCode.check")(function* (
  promo: Signal<PromoState>,
  promoCode: string,
  destination: Destination | null,
): Effect.fn.Return<PromoState, never, BookingApi | BookingSession> {
  const session = yield* BookingSession
  const asked = promoStateOnInput(promoCode)
  promo.value = asked
  let settled = asked
  if (asked.kind === "checking") {
    const api = yield* BookingApi
    const offers = yield* api
      .lookupPromoCode(promoLookupQuery(asked.promoCode, hotelIdOf(destination)))
      .pipe(Effect.catch(() => Effect.succeed(noOffers)))
    const current = promo.value
    settled = settlePromo(current, asked.promoCode, offers)
    if (settled === current) return current
    promo.value = settled
  }
  yield* session.setPromoCode(asked.kind === "checking" ? asked.promoCode : "", isPromoValid(settled))
  yield* session.setMandatoryPayment(isPromoMandatoryPayment(settled))
  return settled
})
