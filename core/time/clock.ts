import { Clock, Effect } from "effect"
import { Temporal } from "temporal-polyfill"

/**
 * Every hotel of the group (South Africa, Botswana, Namibia, Mozambique) keeps UTC+2 with no
 * daylight saving, so one zone decides "today", "same-day check-in" and "before 16:00".
 */
export const HOTEL_TIME_ZONE = "Africa/Johannesburg"

/** The instant `millis` seen on the hotels' wall clock. */
export const zonedAt = (millis: number): Temporal.ZonedDateTime =>
  Temporal.Instant.fromEpochMilliseconds(millis).toZonedDateTimeISO(HOTEL_TIME_ZONE)

/** Business time, from Effect's Clock so tests drive it with TestClock. */
export const now: Effect.Effect<Temporal.ZonedDateTime> = Effect.map(Clock.currentTimeMillis, zonedAt)

/** Today's date at the hotels. */
export const today: Effect.Effect<Temporal.PlainDate> = Effect.map(now, (zoned) => zoned.toPlainDate())
