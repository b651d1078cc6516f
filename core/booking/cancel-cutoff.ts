import { Temporal } from "temporal-polyfill"
import { HOTEL_TIME_ZONE } from "../time/clock.ts"
import { type IsoDate, toPlainDate } from "../time/iso-date.ts"

// A module of its own: the rooms page's rate lines read the cut-off, and must not bring the booking's schemas with it.

/** spec B §4, §9: cancelling is allowed until 16:00 (hotel clock) on the check-in day. */
export const CANCEL_CUTOFF = Temporal.PlainTime.from("16:00")

/**
 * spec B §4, §9: before 16:00 on the hotels' clock on the check-in day, and on any earlier day.
 * At 16:00:00 exactly it is too late.
 */
export const isBeforeCancelCutoff = (checkInDate: IsoDate, now: Temporal.ZonedDateTime): boolean => {
  const cutoff = toPlainDate(checkInDate).toZonedDateTime({ timeZone: HOTEL_TIME_ZONE, plainTime: CANCEL_CUTOFF })
  return Temporal.Instant.compare(now.toInstant(), cutoff.toInstant()) < 0
}
