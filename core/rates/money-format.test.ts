import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DEFAULT_CURRENCY, formatAmount, formatMoney, fromPriceLabel } from "./money-format.ts"

describe("amount formatting", () => {
  it("divides cents by 100 and shows two decimals with en-US grouping", () => {
    expect(formatAmount(123456)).toBe("1,234.56")
    expect(formatAmount(125000)).toBe("1,250.00")
    expect(formatAmount(123456789)).toBe("1,234,567.89")
    expect(formatAmount(10000000)).toBe("100,000.00")
    expect(formatAmount(99999)).toBe("999.99")
    expect(formatAmount(100000)).toBe("1,000.00")
    expect(formatAmount(5)).toBe("0.05")
    expect(formatAmount(0)).toBe("0.00")
  })

  it("groups thousands as en-US does, for any whole number of cents", () => {
    const enUs = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const units = BigInt(Math.abs(cents)) / 100n
        const rest = String(Math.abs(cents) % 100).padStart(2, "0")
        expect(formatAmount(cents)).toBe(`${cents < 0 ? "-" : ""}${enUs.format(units).slice(0, -3)}.${rest}`)
      }),
    )
  })

  it("puts a leading minus on negative amounts", () => {
    expect(formatAmount(-123456)).toBe("-1,234.56")
    expect(formatAmount(-5)).toBe("-0.05")
  })

  it("rounds a fraction of a cent to the nearest cent", () => {
    expect(formatAmount(123456.4)).toBe("1,234.56")
    expect(formatAmount(123456.5)).toBe("1,234.57")
    expect(formatAmount(-0.4)).toBe("0.00")
  })
})

describe("money formatting", () => {
  it("shows rand as R before the amount, ZAR being the default currency", () => {
    expect(DEFAULT_CURRENCY).toBe("ZAR")
    expect(formatMoney(123456)).toBe("R 1,234.56")
    expect(formatMoney(123400, "ZAR")).toBe("R 1,234.00")
  })

  it("shows any other currency by its code", () => {
    expect(formatMoney(123456, "USD")).toBe("USD 1,234.56")
  })

  it("puts the minus before the currency", () => {
    expect(formatMoney(-500)).toBe("-R 5.00")
    expect(formatMoney(-0.4)).toBe("R 0.00")
  })

  it("labels a from-price as From R {amount}", () => {
    expect(fromPriceLabel(250000)).toBe("From R 2,500.00")
    expect(fromPriceLabel(99, "USD")).toBe("From USD 0.99")
  })

  it("a formatted amount is grouped digits, a point and two decimals, for any integer cents", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(formatAmount(cents)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(formatMoney(cents)).toBe(`${cents < 0 ? "-" : ""}R ${formatAmount(Math.abs(cents))}`)
      }),
    )
  })
})
