// @ts-nocheck
import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { AmountCents, parseAmount } from "./amount.ts"
import { INVALID_AMOUNT } from "./messages.ts"
import { formatAmount } from "./money-format.ts"

const cents = (text: string) => Result.getOrThrow(parseAmount(text))

describe("server amount parsing", () => {
  it("parses comma-grouped amounts into integer cents", () => {
    expect(cents("1,250.00")).toBe(125000)
    expect(cents("1,234,567.89")).toBe(123456789)
    expect(cents("1250")).toBe(125000)
    expect(cents("1250.5")).toBe(125050)
    expect(cents("0.05")).toBe(5)
    expect(cents("-1,250.00")).toBe(-125000)
    expect(cents(" 1,250.00 ")).toBe(125000)
  })

  it("fails clearly on anything that is not an amount", () => {
    for (const garbage of ["", " ", "abc", "R 1,250.00", "1,25.00", "12,50.00", "1,2500.00", ",250.00", "1,250.", "1.2.3", "1250.005", "+5", "1e3", "1 250.00", "--5"]) {
      const result = parseAmount(garbage)
      expect(Result.isFailure(result), garbage).toBe(true)
      if (Result.isFailure(result)) {
        expect(result.failure._tag).toBe("InvalidAmount")
        expect(result.failure.message).toBe(INVALID_AMOUNT)
        expect(result.failure.input).toBe(garbage)
      }
    }
  })

  it("fails on amounts too large for exact cents", () => {
    expect(cents("90,071,992,547,409.91")).toBe(Number.MAX_SAFE_INTEGER)
    expect(Result.isFailure(parseAmount("90,071,992,547,409.92"))).toBe(true)
  })

  it("parsing a formatted amount gives back the same cents, for any integer cents", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(cents(formatAmount(value))).toBe(value)
      }),
    )
  })
})

describe("AmountCents schema", () => {
  it("decodes an amount string to cents and encodes cents back to a grouped string", () => {
    expect(Schema.decodeUnknownSync(AmountCents)("1,250.00")).toBe(125000)
    expect(Schema.encodeSync(AmountCents)(125000)).toBe("1,250.00")
  })

  it("rejects garbage with the invalid-amount message", () => {
    expect(validate(AmountCents)("12,50.00")).toEqual(Result.fail({ "": [INVALID_AMOUNT] }))
    expect(validate(AmountCents)(1250)).toEqual(Result.fail({ "": ["Expected string"] }))
  })
})
