// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  averageTotalCents,
  cheapestRate,
  compareByAverage,
  type PricedRate,
  pricePerNightCents,
  rateDescription,
  rateTotalCents,
  sortByAverage,
} from "./rate-pricing.ts"

const detail = (rateDescription: string, totalAmountCents: number, unitMultiplier = 1) => ({ rateDescription, totalAmountCents, unitMultiplier })
const rate = (ratePlanCode: string, ...details: PricedRate["details"]): PricedRate => ({ ratePlanCode, details })

const pricedRateArbitrary: fc.Arbitrary<PricedRate> = fc.record({
  ratePlanCode: fc.constantFrom("BB", "RO", "DBB", "FLEX"),
  details: fc.array(
    fc.record({
      rateDescription: fc.constantFrom("Room Only", "Bed & Breakfast", "Dinner, Bed & Breakfast"),
      totalAmountCents: fc.integer({ min: 0, max: 10_000_000 }),
      unitMultiplier: fc.integer({ min: 1, max: 30 }),
    }),
    { maxLength: 4 },
  ),
})

/** Exact average comparison, independent of the code under test: a/n ≤ b/m ⇔ a·m ≤ b·n. */
const averageAtMost = (a: PricedRate, b: PricedRate) => rateTotalCents(a) * b.details.length <= rateTotalCents(b) * a.details.length

describe("rate totals", () => {
  it("sums the details of a rate", () => {
    expect(rateTotalCents(rate("BB", detail("Bed & Breakfast", 125000, 2), detail("Bed & Breakfast", 75000, 2)))).toBe(200000)
    expect(rateTotalCents(rate("BB"))).toBe(0)
  })

  it("averages the details of a rate, rounding half up to the cent", () => {
    expect(averageTotalCents(rate("BB", detail("B", 125000), detail("B", 75000)))).toBe(100000)
    expect(averageTotalCents(rate("BB", detail("B", 1), detail("B", 2)))).toBe(2)
    expect(averageTotalCents(rate("BB", detail("B", 1), detail("B", 1), detail("B", 2)))).toBe(1)
    expect(averageTotalCents(rate("BB"))).toBe(0)
  })
})

describe("price per night", () => {
  it("divides the total of the details by the unit multiplier", () => {
    expect(pricePerNightCents(rate("BB", detail("B", 125000, 2), detail("B", 75000, 2)))).toBe(100000)
    expect(pricePerNightCents(rate("BB", detail("B", 90000, 3)))).toBe(30000)
  })

  it("rounds half up to the cent", () => {
    expect(pricePerNightCents(rate("BB", detail("B", 1001, 2)))).toBe(501)
    expect(pricePerNightCents(rate("BB", detail("B", 1000, 3)))).toBe(333)
    expect(pricePerNightCents(rate("BB", detail("B", 1001, 3)))).toBe(334)
  })

  it("uses the first detail's unit multiplier", () => {
    expect(pricePerNightCents(rate("BB", detail("B", 1000, 2), detail("B", 1000, 4)))).toBe(1000)
  })

  it("is 0 for a rate without details", () => {
    expect(pricePerNightCents(rate("BB"))).toBe(0)
  })

  it("per-night price times the unit multiplier is within rounding of the total", () => {
    fc.assert(
      fc.property(pricedRateArbitrary, (priced) => {
        const multiplier = priced.details[0]?.unitMultiplier ?? 1
        const twiceError = 2 * (pricePerNightCents(priced) * multiplier - rateTotalCents(priced))
        expect(Number.isInteger(pricePerNightCents(priced))).toBe(true)
        expect(twiceError).toBeGreaterThan(-multiplier)
        expect(twiceError).toBeLessThanOrEqual(multiplier)
      }),
    )
  })
})

describe("ordering rates by average", () => {
  it("names a rate by its first detail's description", () => {
    expect(rateDescription(rate("BB", detail("Bed & Breakfast", 1), detail("Other", 1)))).toBe("Bed & Breakfast")
    expect(rateDescription(rate("BB"))).toBeUndefined()
  })

  it("compares exact averages, not rounded ones", () => {
    // averages 1.5 and 2 both round to 2 cents; the exact 1.5 is cheaper
    const oneAndAHalf = rate("Z", detail("Zebra", 1), detail("Zebra", 2))
    const two = rate("A", detail("Alpha", 2))
    expect(compareByAverage(oneAndAHalf, two)).toBe(-1)
    expect(compareByAverage(two, oneAndAHalf)).toBe(1)
    expect(sortByAverage([two, oneAndAHalf])).toEqual([oneAndAHalf, two])
  })

  it("orders equal averages by description, then by rate plan code", () => {
    const breakfast = rate("X", detail("Bed & Breakfast", 500))
    const roomOnly = rate("A", detail("Room Only", 500))
    expect(compareByAverage(breakfast, roomOnly)).toBe(-1)
    expect(compareByAverage(roomOnly, breakfast)).toBe(1)
    const planA = rate("A", detail("Room Only", 500))
    const planB = rate("B", detail("Room Only", 500))
    expect(compareByAverage(planA, planB)).toBe(-1)
    expect(compareByAverage(planB, planA)).toBe(1)
    expect(compareByAverage(planA, rate("A", detail("Room Only", 250), detail("Room Only", 750)))).toBe(0)
  })

  it("puts a rate without details, which has no description, before described rates of the same average", () => {
    expect(compareByAverage(rate("Z"), rate("A", detail("Alpha", 0)))).toBe(-1)
    expect(compareByAverage(rate("A", detail("Alpha", 0)), rate("Z"))).toBe(1)
  })

  it("leaves out rates without details and does not reorder its input", () => {
    const empty = rate("E")
    const dear = rate("D", detail("Dear", 900))
    const cheap = rate("C", detail("Cheap", 100))
    const input = [empty, dear, cheap]
    expect(sortByAverage(input)).toEqual([cheap, dear])
    expect(input).toEqual([empty, dear, cheap])
  })
})

describe("cheapest rate", () => {
  it("is the rate with the lowest average of its details", () => {
    const flexible = rate("FLEX", detail("Room Only", 150000), detail("Room Only", 50000))
    const breakfast = rate("BB", detail("Bed & Breakfast", 120000))
    expect(cheapestRate([breakfast, flexible])).toBe(flexible)
  })

  it("is undefined when no rate has details", () => {
    expect(cheapestRate([])).toBeUndefined()
    expect(cheapestRate([rate("E")])).toBeUndefined()
  })

  it("the cheapest rate is minimal: no rate has a lower average", () => {
    fc.assert(
      fc.property(fc.array(pricedRateArbitrary, { maxLength: 6 }), (rates) => {
        const cheapest = cheapestRate(rates)
        const offered = rates.filter((candidate) => candidate.details.length > 0)
        expect(cheapest === undefined).toBe(offered.length === 0)
        if (cheapest === undefined) return
        expect(rates).toContain(cheapest)
        for (const other of offered) expect(averageAtMost(cheapest, other)).toBe(true)
      }),
    )
  })
})
