// @ts-nocheck
import { Temporal } from "temporal-polyfill"
import { HOTEL_TIME_ZONE } from "./clock.ts"
import { type IsoDate, toPlainDate } from "./iso-date.ts"

/**
 * spec booking-flow §9, accounts-and-content §9: dates are sent to the server at noon (12:00) ISO.
 * Noon on the hotels' clock, written with its offset (`2026-12-01T12:00:00+02:00`): any reader
 * within twelve hours of the hotels reads the same calendar day back.
 */
export const toNoonIso = (date: IsoDate | Temporal.PlainDate): string =>
  toPlainDate(date)
    .toZonedDateTime({ timeZone: HOTEL_TIME_ZONE, plainTime: Temporal.PlainTime.from("12:00") })
    .toString({ timeZoneName: "never", smallestUnit: "second" })

/** The calendar day of a date-time the server sent (ISO with offset or Z), read on the hotels' clock. */
export const dayOfIso = (isoDateTime: string): Temporal.PlainDate =>
  isoDateTime.length === 10
    ? Temporal.PlainDate.from(isoDateTime)
    : Temporal.Instant.from(isoDateTime).toZonedDateTimeISO(HOTEL_TIME_ZONE).toPlainDate()
