import { PROMO_CODE_INVALID } from "./messages.ts"

/** spec B §4, B §9, A §9: the promo code is passed on after a 500 ms pause in typing. */
export const PROMO_CODE_DEBOUNCE_MS = 500

/** spec B §4, B §9, A §7: the special-offers lookup for a promo code asks for page 1 of 10. */
export const PROMO_LOOKUP_PAGE = 1
export const PROMO_LOOKUP_PAGE_SIZE = 10

/** spec B §4, A §3: the offer action that flags the booking as needing payment up front. */
export const MANDATORY_PAYMENT_ACTION = "booking_with_mandatory_payment"

export interface PromoLookupQuery {
  readonly page: number
  readonly per: number
  readonly promoCode: string
  /** The searched hotel; absent for a location search. */
  readonly hotelId?: number
}

/** The special-offers lookup for `promoCode` at the searched hotel, if any. */
export const promoLookupQuery = (promoCode: string, hotelId: number | null): PromoLookupQuery => ({
  page: PROMO_LOOKUP_PAGE,
  per: PROMO_LOOKUP_PAGE_SIZE,
  promoCode: normalisePromoCode(promoCode),
  ...(hotelId === null ? {} : { hotelId }),
})

/** The part of a special offer the promo check reads. */
export interface PromoOffer {
  readonly promoCode: string | null
  readonly actionType: string | null
}

export type PromoState =
  | { readonly kind: "empty" }
  | { readonly kind: "checking"; readonly promoCode: string }
  | { readonly kind: "valid"; readonly promoCode: string; readonly mandatoryPayment: boolean }
  | { readonly kind: "invalid"; readonly promoCode: string; readonly message: string }

export const EMPTY_PROMO: PromoState = { kind: "empty" }

/**
 * A promo code in its one form (docs/decisions.md): surrounding spaces are typing noise and case does not
 * matter, since visitors type codes as they read them. The website sends and keeps codes in this form, and
 * the server matches and stores them in it (server/rates/pricing.ts, the special_offers CHECK).
 */
export const normalisePromoCode = (promoCode: string): string => promoCode.trim().toUpperCase()

/** What the field shows while typing: nothing entered, or a code waiting for its lookup. */
export const promoStateOnInput = (promoCode: string): PromoState => {
  const code = normalisePromoCode(promoCode)
  return code === "" ? EMPTY_PROMO : { kind: "checking", promoCode: code }
}

/**
 * spec B §4, A §4: the code is valid when the lookup finds an offer with that code; the booking
 * needs payment when that offer's action is booking_with_mandatory_payment; otherwise the spec's
 * invalid message.
 */
export const promoStateFromOffers = (promoCode: string, offers: ReadonlyArray<PromoOffer>): PromoState => {
  const code = normalisePromoCode(promoCode)
  if (code === "") return EMPTY_PROMO
  const offer = offers.find((each) => each.promoCode !== null && normalisePromoCode(each.promoCode) === code)
  return offer === undefined
    ? { kind: "invalid", promoCode: code, message: PROMO_CODE_INVALID }
    : { kind: "valid", promoCode: code, mandatoryPayment: offer.actionType === MANDATORY_PAYMENT_ACTION }
}

/**
 * A lookup answer changes the state only if it answers the code still in the field: an answer for
 * an older code that arrives late is dropped.
 */
export const settlePromo = (current: PromoState, answeredCode: string, offers: ReadonlyArray<PromoOffer>): PromoState =>
  current.kind === "checking" && current.promoCode === normalisePromoCode(answeredCode)
    ? promoStateFromOffers(answeredCode, offers)
    : current

/** spec B §4: a promo code that is entered but not (yet) valid disables search. */
export const searchDisabledByPromo = (promo: PromoState): boolean => promo.kind === "checking" || promo.kind === "invalid"

/** The stored flags of the booking state (B §3 promoCodeValid, isMandatoryPayment). */
export const isPromoValid = (promo: PromoState): boolean => promo.kind === "valid"
export const isPromoMandatoryPayment = (promo: PromoState): boolean => promo.kind === "valid" && promo.mandatoryPayment
