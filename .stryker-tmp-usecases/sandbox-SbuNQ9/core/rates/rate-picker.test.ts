// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultRateOption, rateOptions, ratePlanCodeFor } from "./rate-picker.ts"
import { type PricedRate, rateDescription, rateTotalCents } from "./rate-pricing.ts"

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

const rates = [
  rate("DBB", detail("Dinner, Bed & Breakfast", 180000, 2), detail("Dinner, Bed & Breakfast", 180000, 2)),
  rate("RO", detail("Room Only", 125000, 2), detail("Room Only", 75000, 2)),
  rate("BB", detail("Bed & Breakfast", 140000, 2)),
]

describe("rate picker", () => {
  it("offers the distinct rate descriptions, cheapest average first", () => {
    expect(rateOptions(rates)).toEqual([
      { description: "Room Only", ratePlanCode: "RO", averageCents: 100000, totalCents: 200000, pricePerNightCents: 100000 },
      { description: "Bed & Breakfast", ratePlanCode: "BB", averageCents: 140000, totalCents: 140000, pricePerNightCents: 70000 },
      { description: "Dinner, Bed & Breakfast", ratePlanCode: "DBB", averageCents: 180000, totalCents: 360000, pricePerNightCents: 180000 },
    ])
  })

  it("defaults to the cheapest option", () => {
    expect(defaultRateOption(rateOptions(rates))?.ratePlanCode).toBe("RO")
    expect(defaultRateOption([])).toBeUndefined()
  })

  it("switches the rate plan code when a description is picked", () => {
    const options = rateOptions(rates)
    expect(ratePlanCodeFor(options, "Bed & Breakfast")).toBe("BB")
    expect(ratePlanCodeFor(options, "Dinner, Bed & Breakfast")).toBe("DBB")
    expect(ratePlanCodeFor(options, "Room Only")).toBe("RO")
    expect(ratePlanCodeFor(options, "Half Board")).toBeUndefined()
  })

  it("lets the cheaper plan stand for a description two plans share", () => {
    const options = rateOptions([rate("BB-FLEX", detail("Bed & Breakfast", 150000)), rate("BB-SAVER", detail("Bed & Breakfast", 120000))])
    expect(options).toHaveLength(1)
    expect(options[0]?.ratePlanCode).toBe("BB-SAVER")
  })

  it("breaks equal averages by description", () => {
    const options = rateOptions([rate("RO", detail("Room Only", 100000)), rate("BB", detail("Bed & Breakfast", 100000))])
    expect(options.map((option) => option.description)).toEqual(["Bed & Breakfast", "Room Only"])
  })

  it("offers nothing for rates without details", () => {
    expect(rateOptions([rate("EMPTY")])).toEqual([])
  })

  it("rate options are distinct, sorted by average and cover every description offered", () => {
    fc.assert(
      fc.property(fc.array(pricedRateArbitrary, { maxLength: 6 }), (input) => {
        const options = rateOptions(input)
        const descriptions = options.map((option) => option.description)
        expect(new Set(descriptions).size).toBe(descriptions.length)
        const offered = new Set(input.flatMap((candidate) => rateDescription(candidate) ?? []))
        expect(new Set(descriptions)).toEqual(offered)
        const byPlan = (code: string, description: string) =>
          input.filter((candidate) => candidate.ratePlanCode === code && rateDescription(candidate) === description)
        for (let index = 1; index < options.length; index++) {
          const previous = options[index - 1]!
          const current = options[index]!
          expect(previous.averageCents).toBeLessThanOrEqual(current.averageCents)
        }
        for (const option of options) {
          // the option stands for a real rate of its description with no cheaper rate of that description
          const sources = byPlan(option.ratePlanCode, option.description)
          expect(sources.length).toBeGreaterThan(0)
          const sameDescription = input.filter((candidate) => rateDescription(candidate) === option.description)
          const cheapestAverage = Math.min(
            ...sameDescription.map((candidate) => rateTotalCents(candidate) / candidate.details.length),
          )
          expect(sources.some((source) => rateTotalCents(source) / source.details.length === cheapestAverage)).toBe(true)
        }
      }),
    )
  })
})
