// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bookingSummaryAmounts, splitVat, VAT_SHARE_DENOMINATOR, VAT_SHARE_NUMERATOR } from "./vat.ts"

describe("VAT split", () => {
  it("takes 3/23 of the total as VAT and leaves the rest as net", () => {
    expect([VAT_SHARE_NUMERATOR, VAT_SHARE_DENOMINATOR]).toEqual([3, 23])
    expect(splitVat(115000)).toEqual({ vatCents: 15000, netCents: 100000 })
    expect(splitVat(100)).toEqual({ vatCents: 13, netCents: 87 })
    expect(splitVat(0)).toEqual({ vatCents: 0, netCents: 0 })
  })

  it("rounds VAT to the nearest cent", () => {
    // 3 × 4 / 23 = 0.52 cents, 3 × 3 / 23 = 0.39 cents
    expect(splitVat(4)).toEqual({ vatCents: 1, netCents: 3 })
    expect(splitVat(3)).toEqual({ vatCents: 0, netCents: 3 })
    // 3 × 12 / 23 = 1.565 cents, 3 × 11 / 23 = 1.435 cents
    expect(splitVat(12).vatCents).toBe(2)
    expect(splitVat(11).vatCents).toBe(1)
  })

  it("VAT plus net equals the total, to the cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (total) => {
        const { vatCents, netCents } = splitVat(total)
        expect(vatCents + netCents).toBe(total)
      }),
    )
  })

  it("VAT is within half a cent of 3/23 of the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (total) => {
        const { vatCents } = splitVat(total)
        expect(Number.isInteger(vatCents)).toBe(true)
        // |VAT − 3t/23| < 1/2  ⇔  2·|23·VAT − 3t| < 23
        expect(2 * Math.abs(23 * vatCents - 3 * total)).toBeLessThan(23)
      }),
    )
  })
})

describe("booking summary amounts", () => {
  it("derives Subtotal rate and Taxes & Fees from the Total Amount", () => {
    expect(bookingSummaryAmounts(115000)).toEqual({ subtotalCents: 100000, taxesCents: 15000, totalCents: 115000 })
    expect(bookingSummaryAmounts(250000)).toEqual({ subtotalCents: 217391, taxesCents: 32609, totalCents: 250000 })
  })
})
