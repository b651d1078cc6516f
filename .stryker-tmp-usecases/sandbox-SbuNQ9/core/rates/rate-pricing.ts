// @ts-nocheck
import { divideRoundingHalfUp } from "./cents.ts"
import type { RateDetail } from "./room-rate.ts"

/** The parts of a rate the price rules read, so the rules take plain data. */
export interface PricedRate {
  readonly ratePlanCode: string
  readonly details: ReadonlyArray<Pick<RateDetail, "rateDescription" | "totalAmountCents" | "unitMultiplier">>
}

/** spec booking-flow §9: a room rate's total is the sum of its details. */
export const rateTotalCents = (rate: Pick<PricedRate, "details">): number =>
  rate.details.reduce((sum, detail) => sum + detail.totalAmountCents, 0)

/**
 * spec booking-flow §4, §9: the average total amount of a rate's details, rounded half up to the
 * cent (for display; ordering compares the exact averages). A rate without details averages 0.
 */
export const averageTotalCents = (rate: Pick<PricedRate, "details">): number =>
  rate.details.length === 0 ? 0 : divideRoundingHalfUp(rateTotalCents(rate), rate.details.length)

/**
 * spec booking-flow §9: price per night = total of the details / unitMultiplier, rounded half up
 * to the cent. The details of one rate cover one stay and share its unitMultiplier, so the first
 * detail's is used. A rate without details costs 0 a night.
 */
export const pricePerNightCents = (rate: Pick<PricedRate, "details">): number => {
  const first = rate.details[0]
  return first === undefined ? 0 : divideRoundingHalfUp(rateTotalCents(rate), first.unitMultiplier)
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** The rate's description: its first detail's (spec booking-flow §4 rate picker). */
export const rateDescription = (rate: Pick<PricedRate, "details">): string | undefined => rate.details[0]?.rateDescription

/**
 * Orders rates by the exact average of their details (cross-multiplied, no rounding), then by
 * description, then by rate plan code, so equal averages always come out in one stable order.
 */
export const compareByAverage = (a: PricedRate, b: PricedRate): number =>
  Math.sign(rateTotalCents(a) * b.details.length - rateTotalCents(b) * a.details.length) ||
  compareText(rateDescription(a) ?? "", rateDescription(b) ?? "") ||
  compareText(a.ratePlanCode, b.ratePlanCode)

/** Rates that can be offered: a rate without details has no description and no price. */
const offerable = <R extends PricedRate>(rates: ReadonlyArray<R>): Array<R> => rates.filter((rate) => rate.details.length > 0)

/** Rates with details, cheapest average first (ties by description, then rate plan code). */
export const sortByAverage = <R extends PricedRate>(rates: ReadonlyArray<R>): ReadonlyArray<R> =>
  offerable(rates).sort(compareByAverage)

/** spec booking-flow §9: the cheapest rate is taken by average; undefined when no rate has details. */
export const cheapestRate = <R extends PricedRate>(rates: ReadonlyArray<R>): R | undefined => sortByAverage(rates)[0]
