// @ts-nocheck
import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { NOT_A_NUMBER } from "./messages.ts"
import { formatMoneyInput, MoneyInput, parseMoneyInput, reformatMoneyInput } from "./money-input.ts"

describe("money input", () => {
  it("strips spaces and reads the number in cents", () => {
    expect(parseMoneyInput("1 234.5")).toEqual(Result.succeed(123450))
    expect(parseMoneyInput(" 12 ")).toEqual(Result.succeed(1200))
    expect(parseMoneyInput("+3")).toEqual(Result.succeed(300))
    expect(parseMoneyInput(".5")).toEqual(Result.succeed(50))
    expect(parseMoneyInput("5.")).toEqual(Result.succeed(500))
  })

  it("rounds to the cent, half away from zero", () => {
    expect(parseMoneyInput("1234.564")).toEqual(Result.succeed(123456))
    expect(parseMoneyInput("1234.565")).toEqual(Result.succeed(123457))
    expect(parseMoneyInput("-12.345")).toEqual(Result.succeed(-1235))
    expect(parseMoneyInput("-12.344")).toEqual(Result.succeed(-1234))
  })

  it("says Invalid input: Not a number for anything else", () => {
    for (const text of ["", "  ", "abc", "12a", ".", "-", "1,234", "1e3", "R12", "1.2.3", "--1"]) {
      expect(parseMoneyInput(text), text).toEqual(Result.fail("Invalid input: Not a number"))
    }
    expect(parseMoneyInput("99999999999999999")).toEqual(Result.fail(NOT_A_NUMBER))
  })

  it("shows two decimals without grouping", () => {
    expect(formatMoneyInput(123450)).toBe("1234.50")
    expect(formatMoneyInput(5)).toBe("0.05")
    expect(formatMoneyInput(0)).toBe("0.00")
    expect(formatMoneyInput(-5)).toBe("-0.05")
    expect(formatMoneyInput(-123456)).toBe("-1234.56")
  })

  it("reformats a typed number to two rounded decimals and leaves non-numbers as typed", () => {
    expect(reformatMoneyInput("1 234.5")).toBe("1234.50")
    expect(reformatMoneyInput("3.456")).toBe("3.46")
    expect(reformatMoneyInput("abc")).toBe("abc")
  })

  it("the schema decodes text to cents with the spec's message, and encodes cents as shown", () => {
    expect(validate(MoneyInput)("1 234.5")).toEqual(Result.succeed(123450))
    expect(validate(MoneyInput)("12a")).toEqual(Result.fail({ "": [NOT_A_NUMBER] }))
    expect(Schema.encodeSync(MoneyInput)(123450)).toBe("1234.50")
  })

  it("reading a shown amount gives back the same cents, for any integer cents", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseMoneyInput(formatMoneyInput(cents))).toEqual(Result.succeed(cents))
      }),
    )
  })

  it("reformatting is idempotent for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(reformatMoneyInput(reformatMoneyInput(text))).toBe(reformatMoneyInput(text))
      }),
    )
  })
})
