import { PAY_LATER_ONLY_HOTEL_CODE } from "../booking/hotel.ts"
import type { Booking } from "../booking/booking.ts"
import { PAY_BY } from "../booking/messages.ts"
import { zonedAt } from "../time/clock.ts"
import { SHORT_MONTH_NAMES, WEEKDAY_NAMES } from "../time/format.ts"
import { toNoonIso } from "../time/hotel-day.ts"
import { PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN } from "./hold.ts"

const HOUR_MS = 60 * 60 * 1000

/**
 * The instant a pay-later booking is released if still unpaid: the stay's check-in is noon on the hotels' clock
 * (dates are sent at noon, spec B §9), and pay later reserves the rooms until PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN
 * before it (the guest-details note, spec B §4), the later and so the kinder of the spec's two readings
 * (docs/decisions.md). The server releases the booking at this instant; the pages tell the guest the same one.
 */
export const payLaterDeadline = (checkIn: string): number => Date.parse(toNoonIso(checkIn)) - PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN * HOUR_MS

const twoDigits = (value: number): string => String(value).padStart(2, "0")

/**
 * Issue 29 §4: "Pay by 12:00, Mon 28 Dec, or the room is released." for a booking waiting for its pay-later payment
 * (unpaid, not cancelled, no card payment tried); nothing for a paid or cancelled one, or at hotel 830, which takes
 * payment on arrival and releases nothing.
 */
export const payByNote = (booking: Pick<Booking, "checkInDate" | "isPaid" | "cancelledAt" | "lastPayment" | "hotel">): string | null => {
  if (booking.isPaid || booking.cancelledAt !== null || booking.lastPayment !== null || booking.hotel.code === PAY_LATER_ONLY_HOTEL_CODE) return null
  const deadline = zonedAt(payLaterDeadline(booking.checkInDate))
  const day = `${WEEKDAY_NAMES[deadline.dayOfWeek - 1]!.slice(0, 3)} ${deadline.day} ${SHORT_MONTH_NAMES[deadline.month - 1]!}`
  return PAY_BY.replace("{time}", `${twoDigits(deadline.hour)}:${twoDigits(deadline.minute)}`).replace("{day}", day)
}
