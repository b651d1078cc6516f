import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  EMPTY_PROMO,
  isPromoMandatoryPayment,
  isPromoValid,
  MANDATORY_PAYMENT_ACTION,
  PROMO_CODE_DEBOUNCE_MS,
  PROMO_LOOKUP_PAGE,
  PROMO_LOOKUP_PAGE_SIZE,
  type PromoOffer,
  type PromoState,
  promoLookupQuery,
  promoStateFromOffers,
  promoStateOnInput,
  searchDisabledByPromo,
  settlePromo,
} from "./promo-code.ts"

const winter: PromoOffer = { promoCode: "WINTER24", actionType: "booking" }
const payNow: PromoOffer = { promoCode: "PAYNOW", actionType: "booking_with_mandatory_payment" }

describe("promo code lookup", () => {
  it("waits for a 500 ms pause and asks for page 1 of 10 offers", () => {
    expect(PROMO_CODE_DEBOUNCE_MS).toBe(500)
    expect([PROMO_LOOKUP_PAGE, PROMO_LOOKUP_PAGE_SIZE]).toEqual([1, 10])
    expect(promoLookupQuery("WINTER24", 12)).toEqual({ page: 1, per: 10, promoCode: "WINTER24", hotelId: 12 })
  })

  it("leaves the hotel out of the lookup for a location search and trims the code", () => {
    expect(promoLookupQuery("  WINTER24 ", null)).toEqual({ page: 1, per: 10, promoCode: "WINTER24" })
  })
})

describe("promo code state", () => {
  it("is empty with no code and checking while a code waits for its lookup", () => {
    expect(promoStateOnInput("")).toEqual({ kind: "empty" })
    expect(promoStateOnInput("   ")).toEqual({ kind: "empty" })
    expect(promoStateOnInput(" WINTER24")).toEqual({ kind: "checking", promoCode: "WINTER24" })
  })

  it("is valid when an offer with the code is found", () => {
    expect(promoStateFromOffers("WINTER24", [payNow, winter])).toEqual({ kind: "valid", promoCode: "WINTER24", mandatoryPayment: false })
  })

  it("flags mandatory payment when the offer's action is booking_with_mandatory_payment", () => {
    expect(MANDATORY_PAYMENT_ACTION).toBe("booking_with_mandatory_payment")
    expect(promoStateFromOffers("PAYNOW", [winter, payNow])).toEqual({ kind: "valid", promoCode: "PAYNOW", mandatoryPayment: true })
  })

  it("matches codes ignoring case and surrounding spaces, and keeps the code in its one form", () => {
    expect(promoStateFromOffers(" winter24 ", [{ promoCode: "WINTER24 ", actionType: null }])).toEqual({
      kind: "valid",
      promoCode: "WINTER24",
      mandatoryPayment: false,
    })
  })

  it("shows This code is expired/invalid. when no offer has the code", () => {
    const invalid = { kind: "invalid", promoCode: "SPRING", message: "This code is expired/invalid." }
    expect(promoStateFromOffers("SPRING", [])).toEqual(invalid)
    expect(promoStateFromOffers("SPRING", [winter, { promoCode: null, actionType: MANDATORY_PAYMENT_ACTION }])).toEqual(invalid)
    expect(promoStateFromOffers("WINTER2", [winter])).toEqual({ ...invalid, promoCode: "WINTER2" })
  })

  it("is empty when the code was cleared", () => {
    expect(promoStateFromOffers(" ", [winter])).toEqual({ kind: "empty" })
  })

  it("gives the stored flags of the booking state", () => {
    const states: ReadonlyArray<PromoState> = [
      EMPTY_PROMO,
      { kind: "checking", promoCode: "A" },
      { kind: "invalid", promoCode: "A", message: "This code is expired/invalid." },
      { kind: "valid", promoCode: "A", mandatoryPayment: false },
      { kind: "valid", promoCode: "A", mandatoryPayment: true },
    ]
    expect(states.map(isPromoValid)).toEqual([false, false, false, true, true])
    expect(states.map(isPromoMandatoryPayment)).toEqual([false, false, false, false, true])
  })
})

describe("search with a promo code", () => {
  it("is disabled while an entered code is not valid", () => {
    expect(searchDisabledByPromo({ kind: "empty" })).toBe(false)
    expect(searchDisabledByPromo({ kind: "checking", promoCode: "A" })).toBe(true)
    expect(searchDisabledByPromo({ kind: "invalid", promoCode: "A", message: "This code is expired/invalid." })).toBe(true)
    expect(searchDisabledByPromo({ kind: "valid", promoCode: "A", mandatoryPayment: true })).toBe(false)
  })
})

describe("promo lookup answers", () => {
  it("settle the code still being checked", () => {
    expect(settlePromo({ kind: "checking", promoCode: "WINTER24" }, "WINTER24", [winter])).toEqual({
      kind: "valid",
      promoCode: "WINTER24",
      mandatoryPayment: false,
    })
  })

  it("are dropped when they answer another code or nothing is being checked", () => {
    const checking: PromoState = { kind: "checking", promoCode: "WINTER24" }
    expect(settlePromo(checking, "WINTER2", [])).toBe(checking)
    const valid: PromoState = { kind: "valid", promoCode: "WINTER24", mandatoryPayment: false }
    expect(settlePromo(valid, "WINTER24", [])).toBe(valid)
    expect(settlePromo(EMPTY_PROMO, "WINTER24", [winter])).toBe(EMPTY_PROMO)
  })

  it("whatever order lookups answer in, the state ends with the answer for the last code typed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.constantFrom("W", "WI", "WIN", "WINTER24", "PAYNOW"), { minLength: 1, maxLength: 5 }), async (s, typed) => {
        const offers = [winter, payNow]
        let state: PromoState = EMPTY_PROMO
        const lookups = typed.map((code) => {
          state = promoStateOnInput(code)
          return s.schedule(Promise.resolve(code)).then((answered) => {
            state = settlePromo(state, answered, offers.filter((offer) => offer.promoCode === answered))
          })
        })
        await s.waitAll()
        await Promise.all(lookups)
        const last = typed[typed.length - 1] ?? ""
        expect(state).toEqual(promoStateFromOffers(last, offers))
      }),
    )
  })
})
