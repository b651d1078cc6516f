import { Clock, Effect, Result } from "effect"
import { Temporal } from "temporal-polyfill"
import { COULD_NOT_MAKE_RESERVATION } from "../booking/messages.ts"
import { BookingSession } from "../booking/session-store.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { holdKeptMessage } from "./messages.ts"
import { holdExpiryMillis } from "./hold.ts"
import { ROOM_HOLD_SECONDS } from "./hold-length.ts"
import { priceChangeOf } from "./price-change.ts"
import { NO_RESERVATION, ReservationFailed, ReservationIncomplete, reservationOf } from "./reserve-rooms.ts"

const MILLIS_PER_SECOND = 1000
const SECONDS_PER_MINUTE = 60

/**
 * What the step's hold is (issue 29 §9): a reservation (review and guest details: the rooms are held, nothing is
 * booked yet) or a booking (payment details: Pay Booking confirmed it, and the server keeps a confirmed unpaid booking
 * until its `hold_until`, an hour after confirmation at the least; docs/decisions.md "Booking-flow use cases").
 */
export type HoldKind = "reservation" | "booking"

/** The hold kept: when it now ends (epoch ms). */
export interface HoldKept {
  readonly expiresAtMillis: number
  /** A confirmed booking's own release (epoch ms), which no renewal outlasts; absent for a reservation. */
  readonly releaseAtMillis?: number
}

/**
 * issue 29 §9 "Keep my room" (WCAG 2.2.1): renews the step's hold before it ends, if the rooms are still free.
 *
 * A reservation is renewed through the reservation call itself: the session's reservation names its hold's uuid, so
 * the server gives those rooms back and takes them again for ROOM_HOLD_SECONDS in one transaction (a refusal rolls
 * back and the old hold stands). The session keeps the new hold (uuid, expiry, the price it was held at) and the
 * policy the guest accepted for these same rooms; a new price is told with the renewal.
 *
 * A booking is never reserved again (a second hold would take its rooms twice): its hold is read from the server, and
 * the countdown follows it for ROOM_HOLD_SECONDS more, or up to the booking's own release if that comes first.
 *
 * Either way the guest hears it: the renewal, or "Could not make reservation" (the countdown then runs on).
 */
export const keepHold = Effect.fn("Hold.keep")(function* (
  kind: HoldKind,
): Effect.fn.Return<HoldKept, ReservationIncomplete | ReservationFailed, BookingApi | Notifications | BookingSession> {
  const session = yield* BookingSession
  const notifications = yield* Notifications
  const api = yield* BookingApi
  const state = session.state.value
  if (state.uuid === null) return yield* new ReservationIncomplete({ message: NO_RESERVATION })
  const refused = Effect.andThen(notifications.error(COULD_NOT_MAKE_RESERVATION), new ReservationFailed({ message: COULD_NOT_MAKE_RESERVATION }))
  const keepAcceptance = (accepted: boolean) => (accepted ? session.setCancellationPolicyAccepted(true) : Effect.void)

  if (kind === "reservation") {
    const reservation = reservationOf(state)
    if (Result.isFailure(reservation)) return yield* reservation.failure
    const answer = yield* Effect.result(api.makeReservation(reservation.success))
    if (Result.isFailure(answer)) return yield* refused
    const hold = answer.success
    yield* session.setHold(hold)
    yield* keepAcceptance(state.isCancellationPolicyAccepted)
    const priceChange = priceChangeOf(state.totalPriceForStay, hold.totalCents, state.currency)
    const kept = holdKeptMessage(ROOM_HOLD_SECONDS / SECONDS_PER_MINUTE)
    yield* notifications.success(priceChange === null ? kept : `${kept} ${priceChange.message}`)
    return { expiresAtMillis: holdExpiryMillis(hold.expiresAt) ?? 0 }
  }

  const booking = yield* Effect.result(api.getBooking(state.uuid))
  const released = Result.isSuccess(booking) ? holdExpiryMillis(booking.success.holdUntil) : null
  const now = yield* Clock.currentTimeMillis
  const current = holdExpiryMillis(state.holdExpiresAt) ?? now
  const until = released === null ? null : Math.min(released, now + ROOM_HOLD_SECONDS * MILLIS_PER_SECOND)
  if (until === null || until <= current) return yield* refused
  const expiresAt = Temporal.Instant.fromEpochMilliseconds(until).toString()
  yield* session.setHold({ uuid: state.uuid, expiresAt, totalCents: state.totalPriceForStay })
  yield* keepAcceptance(state.isCancellationPolicyAccepted)
  yield* notifications.success(holdKeptMessage(Math.floor((until - now) / (SECONDS_PER_MINUTE * MILLIS_PER_SECOND))))
  return { expiresAtMillis: until, releaseAtMillis: released ?? until }
})

/**
 * issue 29: the payment step's hold is the confirmed booking's own. Pay Booking confirmed the stay while the session
 * still counts down the reservation's 15 minutes, but the server keeps a confirmed unpaid booking until its
 * `hold_until` (the pay-by deadline where pay later was open to the stay, else an hour): the countdown follows that,
 * so it never ends, sending the guest home, while the booking stands. Nothing changes when the read fails or the
 * booking's hold is not later than the session's. Answers the booking's release (epoch ms), null when unknown.
 */
export const followBookingHold = Effect.fn("Hold.followBooking")(function* (): Effect.fn.Return<number | null, never, BookingApi | BookingSession> {
  const session = yield* BookingSession
  const state = session.state.value
  if (state.uuid === null) return null
  const booking = yield* Effect.result((yield* BookingApi).getBooking(state.uuid))
  if (Result.isFailure(booking) || booking.success.holdUntil === null) return null
  const released = holdExpiryMillis(booking.success.holdUntil)
  const current = holdExpiryMillis(state.holdExpiresAt)
  if (released === null || (current !== null && released <= current)) return released
  yield* session.setHold({ uuid: state.uuid, expiresAt: booking.success.holdUntil, totalCents: state.totalPriceForStay })
  if (state.isCancellationPolicyAccepted) yield* session.setCancellationPolicyAccepted(true)
  return released
})
