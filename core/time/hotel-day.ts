/**
 * Calendar days on the hotels' clock, as plain `YYYY-MM-DD` strings: the one place that reads a date the wire sends,
 * writes the noon form the wire wants (spec booking-flow §9, accounts-and-content §9: "dates are sent at noon ISO"),
 * counts nights and tells today's date. Every hotel of the group (South Africa, Botswana, Namibia, Mozambique) keeps
 * UTC+02:00 all year (HOTEL_TIME_ZONE, Africa/Johannesburg, has had no daylight saving since 1944; the tests check
 * the fixed offset against the zone), so a day is a fixed 24-hour slice of UTC and the arithmetic is exact. These run
 * on every search request, so they are integer arithmetic over Date.UTC, not Temporal (a polyfill, and some
 * microseconds a call); Temporal stays the tool for the calendar rules of the pages.
 */

/** The hotels' offset from UTC, written as the wire writes it. */
export const HOTEL_UTC_OFFSET = "+02:00"
const HOTEL_OFFSET_MS = 2 * 3_600_000
const DAY_MS = 86_400_000

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))?$/

const pad = (value: number, width: number): string => String(value).padStart(width, "0")

/** Days since 1970-01-01 of a real calendar day; undefined for one that does not exist (2026-02-30). */
const epochDayOf = (year: number, month: number, day: number): number | undefined => {
  // Years before 1000 are no booking's; Date.UTC would also read 0..99 as 1900..1999.
  if (year < 1000) return undefined
  const millis = Date.UTC(year, month - 1, day)
  // Date.UTC rolls a day that does not exist (2026-02-30, month 13, day 0) over into another one.
  const date = new Date(millis)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? millis / DAY_MS : undefined
}

/** `YYYY-MM-DD` of a number of days since 1970-01-01. */
const dayOfEpochDay = (epochDay: number): string => {
  const date = new Date(epochDay * DAY_MS)
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
}

/** Whether `text` is a `YYYY-MM-DD` naming a day that exists. */
export const isCalendarDay = (text: string): boolean => {
  const day = dayPattern.exec(text)
  return day !== null && epochDayOf(Number(day[1]), Number(day[2]), Number(day[3])) !== undefined
}

/**
 * The calendar day a wire date names, on the hotels' clock: a plain `YYYY-MM-DD` as it is; an ISO date-time with an
 * offset (or Z) at the hotels' offset; one without an offset as hotel-local time. Undefined for anything else,
 * including days and times that do not exist.
 */
export const hotelDayOf = (text: string): string | undefined => {
  if (dayPattern.test(text)) return isCalendarDay(text) ? text : undefined
  const match = dateTimePattern.exec(text)
  if (match === null) return undefined
  const [, year, month, date, hours, minutes, seconds, zone, sign, offsetHours, offsetMinutes] = match
  const epochDay = epochDayOf(Number(year), Number(month), Number(date))
  if (epochDay === undefined || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return undefined
  if (zone === undefined) return text.slice(0, 10)
  const offsetMinutesTotal = zone === "Z" ? 0 : (sign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes))
  if (Math.abs(offsetMinutesTotal) > 18 * 60 || Number(offsetMinutes ?? 0) > 59) return undefined
  const utcMillis = epochDay * DAY_MS + (Number(hours) * 60 + Number(minutes) - offsetMinutesTotal) * 60_000 + Number(seconds ?? 0) * 1000
  return hotelDayAt(utcMillis)
}

/** The hotels' date at the instant `millis` (milliseconds since the epoch). */
export const hotelDayAt = (millis: number): string => dayOfEpochDay(Math.floor((millis + HOTEL_OFFSET_MS) / DAY_MS))

/**
 * A stay, an arrival or an event on `day` starts in the past when `day` comes before `today` (the hotels' date, as
 * hotelDayAt or core's clock gives it); today itself is not past. Both `YYYY-MM-DD`, which order as text.
 */
export const startsInThePast = (day: string, today: string | { readonly toString: () => string }): boolean => day < today.toString()

/** Whole days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier: the nights of a stay. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

/** The day `days` after `day` (`YYYY-MM-DD`; negative goes back). */
export const addDays = (day: string, days: number): string => dayOfEpochDay(Math.round(Date.parse(day) / DAY_MS) + days)

/**
 * Noon of `day` on the hotels' clock, with its offset (`2026-12-01T12:00:00+02:00`): how a calendar day is sent and
 * answered (spec B §9, A §9). Any reader within twelve hours of the hotels reads the same calendar day back.
 */
export const toNoonIso = (day: string): string => `${day}T12:00:00${HOTEL_UTC_OFFSET}`
