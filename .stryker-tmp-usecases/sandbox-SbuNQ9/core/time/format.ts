// @ts-nocheck
import type { Temporal } from "temporal-polyfill"
import { type IsoDate, toPlainDate } from "./iso-date.ts"

/**
 * spec booking-flow §9 and accounts-and-content §9: the display formats, named as the spec writes
 * them ("weekday" is the full English day name, "Do" the day with its ordinal suffix).
 */
export type DateFormat = "weekday, DD MMMM YYYY" | "DD MMM YYYY" | "DD MMMM YYYY" | "Do MMMM YYYY" | "DD/MM/YYYY"

// English names written out, so the display does not depend on the runtime's Intl locale data.
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

export const SHORT_MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

/** Indexed by ISO day of week minus one (Temporal's `dayOfWeek`: 1 is Monday). */
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

const twoDigits = (value: number): string => String(value).padStart(2, "0")
const fourDigits = (value: number): string => String(value).padStart(4, "0")

/** 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 31st, 101st, 111th. */
export const ordinal = (value: number): string => {
  const lastTwoDigits = value % 100
  if (lastTwoDigits >= 11 && lastTwoDigits <= 13) return `${value}th`
  switch (value % 10) {
    case 1:
      return `${value}st`
    case 2:
      return `${value}nd`
    case 3:
      return `${value}rd`
    default:
      return `${value}th`
  }
}

// Temporal's month is 1..12 and dayOfWeek 1..7 in the ISO calendar, so these lookups always hit.
const monthName = (date: Temporal.PlainDate): string => MONTH_NAMES[date.month - 1]!
const shortMonthName = (date: Temporal.PlainDate): string => SHORT_MONTH_NAMES[date.month - 1]!
const weekdayName = (date: Temporal.PlainDate): string => WEEKDAY_NAMES[date.dayOfWeek - 1]!

/** "Tuesday, 01 December 2026", "01 Dec 2026", "01 December 2026", "1st December 2026", "01/12/2026". */
export const formatDate = (date: IsoDate | Temporal.PlainDate, format: DateFormat): string => {
  const day = toPlainDate(date)
  const year = fourDigits(day.year)
  switch (format) {
    case "weekday, DD MMMM YYYY":
      return `${weekdayName(day)}, ${twoDigits(day.day)} ${monthName(day)} ${year}`
    case "DD MMM YYYY":
      return `${twoDigits(day.day)} ${shortMonthName(day)} ${year}`
    case "DD MMMM YYYY":
      return `${twoDigits(day.day)} ${monthName(day)} ${year}`
    case "Do MMMM YYYY":
      return `${ordinal(day.day)} ${monthName(day)} ${year}`
    case "DD/MM/YYYY":
      return `${twoDigits(day.day)}/${twoDigits(day.month)}/${year}`
  }
}
