import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { IsoDate, toIsoDate, toPlainDate } from "./iso-date.ts"
import { daysBetween } from "./hotel-day.ts"

type DateInput = IsoDate | Temporal.PlainDate

// spec booking-flow §9: 2 months in the range picker
export const RANGE_PICKER_MONTHS = 2
// spec booking-flow §2 and §9: 3 months in the rate (booking) calendar
export const RATE_CALENDAR_MONTHS = 3
// spec booking-flow §9, accounts-and-content §9: the calendar helper shows 7 months by default
export const CALENDAR_HELPER_MONTHS = 7
// Decision: the longest range one price-calendar request answers: RATE_CALENDAR_MONTHS months of at most 31 nights
export const MAX_RATE_CALENDAR_NIGHTS = RATE_CALENDAR_MONTHS * 31
// spec booking-flow §3: booking calendar cell placeholder sample price, 2500 ZAR in cents
export const SAMPLE_CALENDAR_PRICE_CENTS = 250_000

const DAYS_PER_WEEK = 7
// Weeks start on Monday: the ISO week, and the usual first column of a South African calendar.
const MONDAY = 1

export const monthOf = (date: DateInput): Temporal.PlainYearMonth => toPlainDate(date).toPlainYearMonth()

/** The `count` months from `start` on, consecutive, `start` first. */
export const monthsFrom = (start: Temporal.PlainYearMonth, count: number = CALENDAR_HELPER_MONTHS): ReadonlyArray<Temporal.PlainYearMonth> =>
  Array.from({ length: count }, (_, index) => start.add({ months: index }))

/** spec B §5: the two-month range picker starts at the current month. */
export const rangePickerMonths = (today: Temporal.PlainDate): ReadonlyArray<Temporal.PlainYearMonth> =>
  monthsFrom(monthOf(today), RANGE_PICKER_MONTHS)

/** The rate calendar's three months, from the month of `checkIn` but never from a month already past. */
export const rateCalendarMonths = (checkIn: DateInput, today: Temporal.PlainDate): ReadonlyArray<Temporal.PlainYearMonth> =>
  monthsFrom(isSelectableMonth(monthOf(checkIn), today) ? monthOf(checkIn) : monthOf(today), RATE_CALENDAR_MONTHS)

/** spec B §5, A §5: past dates are not selectable; today is. */
export const isSelectableDay = (day: DateInput, today: Temporal.PlainDate): boolean =>
  Temporal.PlainDate.compare(toPlainDate(day), today) >= 0

/** spec B §5: dates before the current month are not selectable, so neither is such a month. */
export const isSelectableMonth = (month: Temporal.PlainYearMonth, today: Temporal.PlainDate): boolean =>
  Temporal.PlainYearMonth.compare(month, monthOf(today)) >= 0

/** spec A §5: the back arrow is disabled when the previous month is in the past. */
export const isBackDisabled = (shownMonth: Temporal.PlainYearMonth, today: Temporal.PlainDate): boolean =>
  !isSelectableMonth(shownMonth.subtract({ months: 1 }), today)

export interface CalendarDay {
  readonly date: IsoDate
  /** Day of the month, as shown in the cell. */
  readonly day: number
  /** False for the neighbouring months' days that fill the first and last week. */
  readonly inMonth: boolean
  readonly selectable: boolean
  readonly isToday: boolean
}

/** Seven days, Monday first. */
export type CalendarWeek = ReadonlyArray<CalendarDay>

/**
 * The weeks of `month`, Monday to Sunday: from the Monday on or before the 1st to the Sunday on or
 * after the last day (4 to 6 weeks). Days of the neighbouring months fill the edges, not selectable.
 */
export const monthGrid = (month: Temporal.PlainYearMonth, today: Temporal.PlainDate): ReadonlyArray<CalendarWeek> => {
  const first = month.toPlainDate({ day: 1 })
  const last = month.toPlainDate({ day: month.daysInMonth })
  const gridStart = first.subtract({ days: first.dayOfWeek - MONDAY })
  const dayCount = gridStart.until(last).days + 1
  const weekCount = Math.ceil(dayCount / DAYS_PER_WEEK)
  return Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: DAYS_PER_WEEK }, (_, weekday) => {
      const date = gridStart.add({ days: week * DAYS_PER_WEEK + weekday })
      const inMonth = date.toPlainYearMonth().equals(month)
      return {
        date: toIsoDate(date),
        day: date.day,
        inMonth,
        selectable: inMonth && isSelectableDay(date, today),
        isToday: date.equals(today),
      }
    }),
  )
}

/** spec booking-flow §3: a booking (rate) calendar cell; `price` in cents, `end` the morning after `start`. */
export const CalendarCell = Schema.Struct({
  price: Schema.Int,
  description: Schema.String,
  start: IsoDate,
  end: IsoDate,
})
export type CalendarCell = typeof CalendarCell.Type

/** The placeholder cell for one night at the sample price, until real prices are wired. */
export const placeholderCell = (night: DateInput): CalendarCell => ({
  price: SAMPLE_CALENDAR_PRICE_CENTS,
  description: "",
  start: toIsoDate(toPlainDate(night)),
  end: toIsoDate(toPlainDate(night).add({ days: 1 })),
})

/** Nights from check-in to check-out; zero or negative when check-out is not after check-in. */
export const nightsBetween = (checkIn: DateInput, checkOut: DateInput): number => daysBetween(String(checkIn), String(checkOut))

/** Check-out must be after check-in: a stay is at least one night. */
export const isCheckOutAfterCheckIn = (checkIn: DateInput, checkOut: DateInput): boolean =>
  Temporal.PlainDate.compare(toPlainDate(checkOut), toPlainDate(checkIn)) > 0
