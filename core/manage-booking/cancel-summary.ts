import { BOOKING_COLUMNS } from "../account/messages.ts"
import { type Booking, confirmationNumberOf } from "../booking/booking.ts"
import { adultsLabel, childrenLabel, roomsLabel } from "../booking/session-state.ts"
import { nightsLabel } from "../booking/summary-panel.ts"
import { formatMoney } from "../rates/money-format.ts"
import { nightsBetween } from "../time/calendar.ts"
import { formatDate } from "../time/format.ts"
import { cancellationRefund, paidWithOf } from "../booking/cancellation-refund.ts"
import { CANCEL_SUMMARY_REFUND, CANCEL_SUMMARY_STAY, GUESTS } from "./messages.ts"
import { refundStatement } from "./refund-statement.ts"

export interface CancelSummaryLine {
  readonly label: string
  readonly value: string
}

/** What the Cancel Booking question shows before any code is sent (issue 29 §10): the booking, and what comes back. */
export interface CancelSummary {
  readonly reference: string
  readonly lines: ReadonlyArray<CancelSummaryLine>
  readonly refund: CancelSummaryLine
}

/**
 * spec B §4, §9 and issue 29 §10: the booking's summary in the Cancel Booking dialog, its dates in the spec's short
 * format (DD MMM YYYY), and what cancelling gives back, by the rule the server refunds by (cancellation-refund.ts):
 * an unpaid booking costs nothing; a refundable rate's room gives its share of the card payment and the points back,
 * a non-refundable one's keeps it.
 */
export const cancelSummaryOf = (booking: Booking): CancelSummary => {
  const adults = booking.bookingItems.reduce((sum, item) => sum + item.totalAdults, 0)
  const children = booking.bookingItems.reduce((sum, item) => sum + item.totalChildren, 0)
  const people = adults === 0 && children === 0 ? adultsLabel(booking.totalGuests) : [adultsLabel(adults), ...(children === 0 ? [] : [childrenLabel(children)])].join(", ")
  const nights = nightsBetween(booking.checkInDate, booking.checkOutDate)
  const total = formatMoney(booking.totalForStayCents, booking.totalForStayCurrency)
  const paid = paidWithOf({
    isPaid: booking.isPaid,
    totalCents: booking.totalForStayCents,
    pointsCoveredCents: booking.pointsPayment?.coveredCents ?? 0,
    points: booking.pointsPayment?.points ?? 0,
  })
  const back = cancellationRefund(
    booking.bookingItems.map((item) => ({ costCents: item.costOfRoomCents, refundable: item.refundable })),
    paid,
  )
  const reference = confirmationNumberOf(booking)
  return {
    reference,
    lines: [
      { label: BOOKING_COLUMNS.reference, value: reference },
      { label: BOOKING_COLUMNS.hotel, value: booking.hotel.name },
      {
        label: CANCEL_SUMMARY_STAY,
        value: `${formatDate(booking.checkInDate, "DD MMM YYYY")} – ${formatDate(booking.checkOutDate, "DD MMM YYYY")} (${nightsLabel(nights)})`,
      },
      { label: GUESTS, value: `${roomsLabel(booking.totalRooms)}, ${people}` },
      { label: BOOKING_COLUMNS.total, value: total },
    ],
    refund: { label: CANCEL_SUMMARY_REFUND, value: refundStatement(paid, back, booking.totalForStayCurrency) },
  }
}
