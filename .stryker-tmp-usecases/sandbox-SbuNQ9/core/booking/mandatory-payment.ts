// @ts-nocheck
import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { IsoDate, toPlainDate } from "../time/iso-date.ts"

/** spec B §3: a hotel's or a room's period in which payment is required (at checkout, no pay later). */
export const MandatoryPaymentPeriod = Schema.Struct({
  checkInDate: IsoDate,
  checkOutDate: IsoDate,
  description: Schema.String,
})
export type MandatoryPaymentPeriod = typeof MandatoryPaymentPeriod.Type

type Day = IsoDate | Temporal.PlainDate

/** A run of calendar days, both ends included. */
export interface DayRange {
  readonly first: Day
  readonly last: Day
}

/** A stay as the search holds it: guests arrive on `checkInDate` and leave on `checkOutDate`. */
export interface Stay {
  readonly checkInDate: Day
  readonly checkOutDate: Day
}

const compare = (a: Day, b: Day): number => Temporal.PlainDate.compare(toPlainDate(a), toPlainDate(b))

/** spec B §4: a date falls in a mandatory payment period when inside it, inclusive of both ends by day. */
export const isDateInPeriod = (date: Day, period: MandatoryPaymentPeriod): boolean =>
  compare(period.checkInDate, date) <= 0 && compare(date, period.checkOutDate) <= 0

/** The days of a period, both ends included (spec B §4). */
export const periodDays = (period: MandatoryPaymentPeriod): DayRange => ({
  first: period.checkInDate,
  last: period.checkOutDate,
})

/** Two runs of days overlap when they share at least one day. */
export const rangesOverlap = (a: DayRange, b: DayRange): boolean =>
  compare(a.first, b.last) <= 0 && compare(b.first, a.last) <= 0

/**
 * The days a stay occupies are its nights: check-in up to the day before check-out. The check-out
 * day does not count, because the guest leaves that morning and pays for no night in it. A stay
 * with no night (check-out on the check-in day) still occupies its check-in day.
 */
export const stayDays = (stay: Stay): DayRange => {
  const checkIn = toPlainDate(stay.checkInDate)
  const nights = Math.max(1, checkIn.until(toPlainDate(stay.checkOutDate)).days)
  return { first: checkIn, last: checkIn.add({ days: nights - 1 }) }
}

/** spec B §4: a stay overlaps a period when any of its nights falls in the period. */
export const stayOverlapsPeriod = (stay: Stay, period: MandatoryPaymentPeriod): boolean =>
  rangesOverlap(stayDays(stay), periodDays(period))

/** Payment is required at checkout when any of the periods overlaps the stay. */
export const needsPaymentAtCheckout = (stay: Stay, periods: ReadonlyArray<MandatoryPaymentPeriod>): boolean =>
  periods.some((period) => stayOverlapsPeriod(stay, period))
