import { displayStatus } from "../booking/booking.ts"
import { CANCELLED, PAID } from "../booking/messages.ts"
import { DATES_LOCKED_CANCELLED, DATES_LOCKED_NON_REFUNDABLE, DATES_LOCKED_PAID, DATES_LOCKED_POINTS } from "./messages.ts"

/** A booking as the date-change rule reads it. */
export interface DateChangeFacts {
  readonly cancelledAt: string | null
  readonly isPaid: boolean
  readonly bookingItems: ReadonlyArray<{ readonly refundable: boolean }>
  readonly pointsPayment?: { readonly nights: number } | null | undefined
}

/**
 * Why a booking's dates may not change online, or null when they may (docs/decisions.md "A paid booking keeps its
 * dates"; contracts/README.md: only an Unpaid booking changes dates, the PATCH answers 409 for the others). A
 * non-refundable rate keeps nothing back once paid, so moving a paid one would be a refund by another door; a paid
 * refundable one is not re-priced online either (no charge or refund of a difference here), and points paid nights at
 * their dates' values. An unpaid booking on a non-refundable rate may move: nothing is paid to lose.
 */
export const dateChangeLock = (booking: DateChangeFacts): string | null => {
  const status = displayStatus(booking)
  if (status === CANCELLED) return DATES_LOCKED_CANCELLED
  if (status === PAID) return booking.bookingItems.some((item) => !item.refundable) ? DATES_LOCKED_NON_REFUNDABLE : DATES_LOCKED_PAID
  if ((booking.pointsPayment?.nights ?? 0) > 0) return DATES_LOCKED_POINTS
  return null
}
