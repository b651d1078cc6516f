import { checkoutNotice } from "../payment/checkout-notice.ts"
import { needsPaymentAtCheckout } from "../booking/mandatory-payment.ts"
import type { BookingSessionState } from "../booking/session-state.ts"

/**
 * spec B §2: the payment details' "Payment required upon checkout" label, when a chosen room's mandatory payment
 * periods overlap the session's stay; undefined otherwise.
 */
export const paymentDetailsNotice = (state: BookingSessionState): string | undefined => {
  const { checkInDate, checkOutDate } = state
  if (checkInDate === null || checkOutDate === null) return undefined
  const stay = { checkInDate, checkOutDate }
  return checkoutNotice(state.guestRooms.some((room) => needsPaymentAtCheckout(stay, room.roomDescription?.mandatoryPaymentPeriods ?? [])))
}
