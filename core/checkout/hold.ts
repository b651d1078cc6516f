import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { type Countdown, formatRemainingTime, makeDeadlineCountdown, secondsUntil } from "../time/countdown.ts"
import {
  PAY_LATER_RESERVATION_NOTE,
  RESERVATION_TIMEOUT_MESSAGE,
  RESERVATION_TIMEOUT_TITLE,
  ROOMS_HELD_FOR,
  ROOMS_HELD_UNTIL,
  UNPAID_BOOKING_HOLD_NOTE,
} from "../booking/messages.ts"
import { HOME_ROUTE } from "../routes.ts"
import { deadlineWords } from "../time/deadline.ts"
import { ROOM_HOLD_SECONDS } from "./hold-length.ts"
import type { BookingSessionState } from "../booking/session-state.ts"
import { sessionSearch } from "../search/session-search.ts"
import { searchLinkHref } from "../search/search-link.ts"
import { searchRoute } from "../search/search-route.ts"
import { BOOKING_RELEASE_TITLE, bookingReleaseMessage, CONTINUE_TO_PAYMENT, HOLD_ENDING_TITLE, holdEndingMessage, KEEP_MY_ROOM, NOT_NOW } from "./messages.ts"


// issue 29 §9 (WCAG 2.2.1 Timing Adjustable): the guest is warned this long before the hold ends, and may keep it
export const HOLD_WARNING_SECONDS = 120

const SECONDS_PER_MINUTE = 60

/** issue 29 §9: the warning's words, from the two constants. */
export const HOLD_ENDING_MESSAGE = holdEndingMessage(HOLD_WARNING_SECONDS / SECONDS_PER_MINUTE, ROOM_HOLD_SECONDS / SECONDS_PER_MINUTE)

/** issue 29 §9: whether the hold's warning is due: the last two minutes, while the hold still runs. */
export const holdWarningDue = (remainingSeconds: number): boolean => remainingSeconds > 0 && remainingSeconds <= HOLD_WARNING_SECONDS

/** issue 29 §9: what the hold's warning says and offers. */
export interface HoldWarningView {
  readonly title: string
  readonly message: string
  /** The button that renews the hold, or null when nothing can renew it (no button that would fail). */
  readonly keep: string | null
  /** The button that closes the warning (Escape says the same). */
  readonly close: string
}

/**
 * issue 29 §9: the warning of a hold that Keep my room can renew asks whether to keep it; the warning of a confirmed
 * booking's hold at its own release (the server releases the unpaid booking then; core/checkout/keep-hold.ts) says
 * when that is and that only paying keeps the room, with no Keep my room.
 */
export const holdWarningView = (final: boolean, expiresAtMillis: number | null): HoldWarningView =>
  final && expiresAtMillis !== null
    ? { title: BOOKING_RELEASE_TITLE, message: bookingReleaseMessage(deadlineWords(expiresAtMillis).time), keep: null, close: CONTINUE_TO_PAYMENT }
    : { title: HOLD_ENDING_TITLE, message: HOLD_ENDING_MESSAGE, keep: KEEP_MY_ROOM, close: NOT_NOW }

/**
 * issue 29 §9: "Check availability again" after the hold ended keeps the search: the rooms page for a hotel, the
 * hotel list for a location, with the session's search in the address (the search link's codec). Null when the
 * session holds no search (the modal then offers only the way home).
 */
export const searchAgainHref = (state: BookingSessionState): string | null => {
  const criteria = sessionSearch(state)
  if (criteria === null) return null
  return searchLinkHref(searchRoute({ trigger: "search", destination: criteria.destination, flexiDate: false }), { ...criteria, flexiDate: false })
}

// spec B §2, §9: with pay later the booking is reserved for 24 hours before check-in (guest-details note)
export const PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN = 24

// spec B §4, §9: an unpaid booking is held until 48 hours before check-in (account area)
export const UNPAID_HELD_HOURS_BEFORE_CHECK_IN = 48

/** spec B §4, §9: both readings are stated in the product, each where it is shown. */
export const payLaterNote = { hours: PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN, text: PAY_LATER_RESERVATION_NOTE } as const
export const unpaidHoldNote = { hours: UNPAID_HELD_HOURS_BEFORE_CHECK_IN, text: UNPAID_BOOKING_HOLD_NOTE } as const

export interface ReservationTimeoutModal {
  readonly title: string
  readonly message: string
  readonly action: { readonly kind: "return-to-home"; readonly to: string }
}

/** spec B §4: shown when the hold timer reaches zero. */
export const reservationTimeoutModal: ReservationTimeoutModal = {
  title: RESERVATION_TIMEOUT_TITLE,
  message: RESERVATION_TIMEOUT_MESSAGE,
  action: { kind: "return-to-home", to: HOME_ROUTE },
}

/** The rooms' hold ran out (the timer reached zero, or the server refused a confirmation for it): the Reservation Timeout modal. */
export class HoldExpired extends Schema.TaggedError<HoldExpired>()("HoldExpired", { message: Schema.String }) {}

/**
 * issue 29: a hold is counted down in minutes up to an hour (a reservation's 15 minutes, a pay-now booking's hour);
 * a confirmed pay-later booking is kept until its pay-by deadline, days ahead, which reads better as that deadline.
 */
export const LONGEST_HOLD_COUNTED_SECONDS = 60 * 60

export interface HoldTimer extends Countdown {
  /**
   * "Room(s) held for" and the time left, in minutes, or in seconds under 60; a hold longer than
   * LONGEST_HOLD_COUNTED_SECONDS (a confirmed booking's, up to its pay-by deadline) "Room(s) held until" its deadline.
   */
  readonly label: ReadonlySignal<string>
  readonly display: ReadonlySignal<string>
  /** The Reservation Timeout modal once the hold has run out, else null. */
  readonly timeout: ReadonlySignal<ReservationTimeoutModal | null>
}

/**
 * The room hold the server took (spec B §4, §9): counts down to the hold's `expires_at`, the instant the server
 * gives the rooms back, so the review, guest-details and payment-details steps all show the server's time left
 * and the modal opens when the server's hold is gone, not 900 s after some page happened to open. Run `run`
 * (forked) while a step shows the timer; interrupt it when the step closes.
 */
export const makeHoldTimer = (expiresAtMillis: number): HoldTimer => {
  const countdown = makeDeadlineCountdown(expiresAtMillis, ROOM_HOLD_SECONDS)
  const counted = computed(() => countdown.remaining.value <= LONGEST_HOLD_COUNTED_SECONDS)
  return {
    ...countdown,
    label: computed(() => (counted.value ? ROOMS_HELD_FOR : ROOMS_HELD_UNTIL)),
    display: computed(() => {
      if (counted.value) return formatRemainingTime(countdown.remaining.value)
      const { time, day } = deadlineWords(expiresAtMillis)
      return `${time}, ${day}`
    }),
    timeout: computed(() => (countdown.expired.value ? reservationTimeoutModal : null)),
  }
}

/** The hold's expiry as epoch milliseconds; null when none is kept or it is not an instant. */
export const holdExpiryMillis = (expiresAt: string | null): number | null => {
  if (expiresAt === null) return null
  try {
    return Temporal.Instant.from(expiresAt).epochMilliseconds
  } catch {
    return null
  }
}

/** Whether a kept hold has run out at `nowMillis` (a hold with no expiry kept has nothing to run out). */
export const holdHasExpired = (expiresAt: string | null, nowMillis: number): boolean => {
  const deadline = holdExpiryMillis(expiresAt)
  return deadline !== null && secondsUntil(deadline, nowMillis) === 0
}
