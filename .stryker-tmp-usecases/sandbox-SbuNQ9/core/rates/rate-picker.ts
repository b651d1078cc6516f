// @ts-nocheck
import { averageTotalCents, type PricedRate, pricePerNightCents, rateTotalCents, sortByAverage } from "./rate-pricing.ts"

/** One choice of the rate picker on a room card. */
export interface RateOption {
  readonly description: string
  readonly ratePlanCode: string
  readonly averageCents: number
  readonly totalCents: number
  readonly pricePerNightCents: number
}

/**
 * spec booking-flow §4 (rate picker): the distinct rate descriptions, ascending by the average
 * total amount of their details. Equal averages are ordered by description, then rate plan code.
 * When two rate plans share a description the cheaper one stands for it, so picking a description
 * always picks its cheapest plan.
 */
export const rateOptions = (rates: ReadonlyArray<PricedRate>): ReadonlyArray<RateOption> => {
  const seen = new Set<string>()
  const options: Array<RateOption> = []
  // sortByAverage keeps only rates with details, so each has a first detail
  for (const rate of sortByAverage(rates)) {
    const description = rate.details[0]!.rateDescription
    if (seen.has(description)) continue
    seen.add(description)
    options.push({
      description,
      ratePlanCode: rate.ratePlanCode,
      averageCents: averageTotalCents(rate),
      totalCents: rateTotalCents(rate),
      pricePerNightCents: pricePerNightCents(rate),
    })
  }
  return options
}

/** spec booking-flow §4: the cheapest option is the default; undefined when there is nothing to pick. */
export const defaultRateOption = (options: ReadonlyArray<RateOption>): RateOption | undefined => options[0]

/** spec booking-flow §4: picking a description switches the rate plan code; undefined for an unknown description. */
export const ratePlanCodeFor = (options: ReadonlyArray<RateOption>, description: string): string | undefined =>
  options.find((option) => option.description === description)?.ratePlanCode
