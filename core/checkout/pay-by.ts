import { PAY_LATER_ONLY_HOTEL_CODE } from "../booking/hotel.ts"
import type { Booking } from "../booking/booking.ts"
import { HELD_UNTIL, NO_MONEY_TAKEN, PAY_BY, PAY_LATER_INSTEAD } from "../booking/messages.ts"
import { deadlineWords } from "../time/deadline.ts"
import { toNoonIso } from "../time/hotel-day.ts"
import { PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN } from "./hold.ts"
import type { GuestDetailsActions } from "./pay-later.ts"

const HOUR_MS = 60 * 60 * 1000

/**
 * The instant a pay-later booking is released if still unpaid: the stay's check-in is noon on the hotels' clock
 * (dates are sent at noon, spec B §9), and pay later reserves the rooms until PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN
 * before it (the guest-details note, spec B §4), the later and so the kinder of the spec's two readings
 * (docs/decisions.md). The server releases the booking at this instant; the pages tell the guest the same one.
 */
export const payLaterDeadline = (checkIn: string): number => Date.parse(toNoonIso(checkIn)) - PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN * HOUR_MS

const told = (message: string, instant: number): string => {
  const { time, day } = deadlineWords(instant)
  return message.replace("{time}", time).replace("{day}", day)
}

/**
 * Issue 29 §4: "Pay by 12:00, Mon 28 Dec, or the room is released." for a booking waiting for its pay-later payment
 * (unpaid, not cancelled, no card payment tried); nothing for a paid or cancelled one, or at hotel 830, which takes
 * payment on arrival and releases nothing.
 */
export const payByNote = (booking: Pick<Booking, "checkInDate" | "isPaid" | "cancelledAt" | "lastPayment" | "hotel">): string | null => {
  if (booking.isPaid || booking.cancelledAt !== null || booking.lastPayment !== null || booking.hotel.code === PAY_LATER_ONLY_HOTEL_CODE) return null
  return told(PAY_BY, payLaterDeadline(booking.checkInDate))
}

/**
 * Issue 29 §4 on guest details: the same deadline beside Confirm & Pay Later where pay later is one of two choices;
 * nothing where it is hidden, or at hotel 830 (pay later only: payment on arrival, nothing released).
 */
export const payLaterChoiceNote = (actions: GuestDetailsActions | null, checkInDate: string | null): string | null =>
  actions?.payLater === "shown" && checkInDate !== null ? told(PAY_BY, payLaterDeadline(checkInDate)) : null

/** What the page says after a declined card payment (issue 29 §5): that no money was taken, and what the guest still has. */
export interface DeclinedPaymentNote {
  readonly noMoneyTaken: string
  /** "Your room is held until 11:30, Mon 30 Nov." from the server's hold; null where nothing is released. */
  readonly heldUntil: string | null
  /** When the hold is the pay-later deadline (pay later was open to this stay), that paying later is the alternative. */
  readonly payLater: string | null
}

export const declinedPaymentNote = (booking: Pick<Booking, "checkInDate" | "holdUntil">): DeclinedPaymentNote => {
  const hold = booking.holdUntil === null ? Number.NaN : Date.parse(booking.holdUntil)
  if (Number.isNaN(hold)) return { noMoneyTaken: NO_MONEY_TAKEN, heldUntil: null, payLater: null }
  return {
    noMoneyTaken: NO_MONEY_TAKEN,
    heldUntil: told(HELD_UNTIL, hold),
    payLater: hold === payLaterDeadline(booking.checkInDate) ? told(PAY_LATER_INSTEAD, hold) : null,
  }
}
