// @ts-nocheck
import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { CLUB_CARD_NUMBER_LENGTH, ClubCardForm, clubCardOutcome, validateDisabled } from "./club-card.ts"

const card = "1234567890123"

describe("club card number", () => {
  it("has exactly 13 characters", () => {
    expect(CLUB_CARD_NUMBER_LENGTH).toBe(13)
    expect(validate(ClubCardForm)({ clubCardNumber: card })).toEqual(Result.succeed({ clubCardNumber: card }))
    expect(validate(ClubCardForm)({ clubCardNumber: card.slice(0, 12) })).toEqual(
      Result.fail({ clubCardNumber: ["Club card number must be 13 characters"] }),
    )
    expect(validate(ClubCardForm)({ clubCardNumber: `${card}4` })).toEqual(
      Result.fail({ clubCardNumber: ["Club card number must be 13 characters"] }),
    )
  })

  it("is required, and an empty field says only that", () => {
    expect(validate(ClubCardForm)({ clubCardNumber: "" })).toEqual(Result.fail({ clubCardNumber: ["Club card number is required"] }))
  })

  it("is valid exactly when it has 13 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        expect(Result.isSuccess(validate(ClubCardForm)({ clubCardNumber: text }))).toBe(text.length === 13)
      }),
    )
  })
})

describe("Validate button", () => {
  it("is disabled while the number is invalid or submitting", () => {
    expect(validateDisabled(card, false)).toBe(false)
    expect(validateDisabled(card, true)).toBe(true)
    expect(validateDisabled("123", false)).toBe(true)
    expect(validateDisabled("", false)).toBe(true)
  })
})

describe("club card validation outcome", () => {
  it("says Validation successful when the server accepts the card", () => {
    expect(clubCardOutcome(Result.succeed({ isValid: true }))).toEqual({ kind: "valid", message: "Validation successful" })
  })

  it("says Invalid card number when is_valid is false", () => {
    expect(clubCardOutcome(Result.succeed({ isValid: false }))).toEqual({ kind: "invalid", message: "Invalid card number" })
  })

  it("shows the server's first error message", () => {
    expect(clubCardOutcome(Result.fail({ serverMessages: ["Card is blocked", "Second"] }))).toEqual({
      kind: "error",
      message: "Card is blocked",
    })
  })

  it("says Something went wrong without a server message", () => {
    expect(clubCardOutcome(Result.fail({ serverMessages: [] }))).toEqual({ kind: "error", message: "Something went wrong" })
    expect(clubCardOutcome(Result.fail({ serverMessages: [""] }))).toEqual({ kind: "error", message: "Something went wrong" })
  })
})
