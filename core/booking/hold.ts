import { computed, type ReadonlySignal } from "@preact/signals-core"
import { type Countdown, formatRemainingTime, makeCountdown } from "../time/countdown.ts"
import {
  PAY_LATER_RESERVATION_NOTE,
  RESERVATION_TIMEOUT_MESSAGE,
  RESERVATION_TIMEOUT_TITLE,
  ROOMS_HELD_FOR,
  UNPAID_BOOKING_HOLD_NOTE,
} from "./messages.ts"
import { HOME_ROUTE } from "../routes.ts"

// spec B §4, §9: room hold on the review step, 900 seconds (15 minutes)
export const ROOM_HOLD_SECONDS = 900

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

export interface HoldTimer extends Countdown {
  /** "Room(s) held for" and the time left, in minutes, or in seconds under 60. */
  readonly label: string
  readonly display: ReadonlySignal<string>
  /** The Reservation Timeout modal once the hold has run out, else null. */
  readonly timeout: ReadonlySignal<ReservationTimeoutModal | null>
}

/** The review step's room hold: run `run` (forked) when the step opens; interrupt it when the step closes. */
export const makeHoldTimer = (): HoldTimer => {
  const countdown = makeCountdown(ROOM_HOLD_SECONDS)
  return {
    ...countdown,
    label: ROOMS_HELD_FOR,
    display: computed(() => formatRemainingTime(countdown.remaining.value)),
    timeout: computed(() => (countdown.expired.value ? reservationTimeoutModal : null)),
  }
}
