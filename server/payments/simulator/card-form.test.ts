import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { CARD_MESSAGES, readCardForm } from "./card-form.ts"
import { brandOf, testCardOf } from "./test-cards.ts"

// 15 January 2030, 08:00 UTC (10:00 at the hotels).
const NOW = Date.UTC(2030, 0, 15, 8, 0, 0)
const card = (overrides: Record<string, string> = {}) => ({
  card_number: "4000 0000 0000 0002",
  expiry: "01/30",
  cvv: "123",
  cardholder: "A Guest",
  ...overrides,
})

describe("the card page's submission", () => {
  it("accepts a card that expires this month, with spaces in its number", () => {
    expect(Result.getOrThrow(readCardForm(card(), NOW))).toEqual({
      number: "4000000000000002",
      expiryMonth: 1,
      expiryYear: 2030,
      cvv: "123",
      holder: "A Guest",
    })
  })

  it("refuses a card that expired last month", () => {
    const result = readCardForm(card({ expiry: "12/29" }), NOW)
    expect(Result.isFailure(result) && result.failure).toEqual({ expiry: CARD_MESSAGES.expired })
  })

  it("judges the expiry on the hotels' clock: just after midnight on 1 February there, January cards are expired", () => {
    const firstOfFebruaryAtHotels = Date.UTC(2030, 0, 31, 22, 30, 0)
    expect(Result.isFailure(readCardForm(card(), firstOfFebruaryAtHotels))).toBe(true)
  })

  it("reads a four-digit expiry year", () => {
    expect(Result.getOrThrow(readCardForm(card({ expiry: "07/2031" }), NOW))).toMatchObject({ expiryMonth: 7, expiryYear: 2031 })
  })

  it("names every field that is wrong at once", () => {
    const result = readCardForm({ card_number: "4000-x", expiry: "13/30", cvv: "12", cardholder: " " }, NOW)
    expect(Result.isFailure(result) && result.failure).toEqual({
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvv: CARD_MESSAGES.cvv,
      holder: CARD_MESSAGES.holder,
    })
  })
})

describe("test cards", () => {
  it("treats any number PayGate does not list as an invalid card, named by its brand", () => {
    expect(testCardOf("5105105105105100")).toMatchObject({ brand: "MasterCard", riskIndicator: "XX", outcome: { resultCode: "900004" } })
    expect(brandOf("6011000000000004")).toBe("Card")
  })
})
