// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decimalToCents, divideRoundingHalfUp } from "./cents.ts"

describe("dividing cents", () => {
  it("rounds to the nearest whole, halves upwards", () => {
    expect(divideRoundingHalfUp(4, 2)).toBe(2)
    expect(divideRoundingHalfUp(5, 2)).toBe(3)
    expect(divideRoundingHalfUp(-5, 2)).toBe(-2)
    expect(divideRoundingHalfUp(7, 3)).toBe(2)
    expect(divideRoundingHalfUp(8, 3)).toBe(3)
    expect(divideRoundingHalfUp(0, 7)).toBe(0)
  })

  it("the quotient times the divisor lies within half the divisor of the numerator (above by at most half)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 10_000 }), (numerator, denominator) => {
        const quotient = divideRoundingHalfUp(numerator, denominator)
        const twiceError = 2 * (quotient * denominator - numerator)
        expect(Number.isInteger(quotient)).toBe(true)
        expect(twiceError).toBeGreaterThan(-denominator)
        expect(twiceError).toBeLessThanOrEqual(denominator)
      }),
    )
  })
})

describe("decimal digits to cents", () => {
  it("takes whole units and two fraction digits, rounding half away from zero at the third", () => {
    expect(decimalToCents(false, "1234", "56")).toBe(123456)
    expect(decimalToCents(false, "1234", "5")).toBe(123450)
    expect(decimalToCents(false, "1", "004")).toBe(100)
    expect(decimalToCents(false, "1", "005")).toBe(101)
    expect(decimalToCents(false, "1", "0049")).toBe(100)
    expect(decimalToCents(true, "1", "005")).toBe(-101)
    expect(decimalToCents(false, "", "5")).toBe(50)
    expect(decimalToCents(false, "7", "")).toBe(700)
  })

  it("never gives minus zero", () => {
    expect(Object.is(decimalToCents(true, "0", "00"), 0)).toBe(true)
    expect(Object.is(decimalToCents(true, "0", "004"), 0)).toBe(true)
  })

  it("refuses amounts beyond the safe integer range", () => {
    expect(decimalToCents(false, "90071992547409", "91")).toBe(Number.MAX_SAFE_INTEGER)
    expect(decimalToCents(false, "90071992547409", "92")).toBeUndefined()
    expect(decimalToCents(true, "90071992547409", "92")).toBeUndefined()
  })
})
