import { type DeclinedPaymentNote, declinedPaymentNote, payByNote } from "./pay-by.ts"
import { CARD_LEFT_LABEL, CARD_PAID_LABEL, POINTS_PAID_LABEL, pointsPaidFor } from "./messages.ts"
import { cardDueCents } from "../payment/card-due.ts"
import { formatMoney } from "../rates/money-format.ts"
import { formatDate } from "../time/format.ts"
import { type Booking, confirmationNumberOf } from "../booking/booking.ts"
import { BOOKING_CONFIRMED_TITLE, BOOKING_PAID_TITLE, TOTAL_LABEL, TOTAL_PAID_LABEL } from "../booking/messages.ts"
import { adultsLabel, childrenLabel, roomsLabel } from "../booking/session-state.ts"

// spec B §9: the thank-you card's map zoom; spec B §2: scroll zoom off
export const THANK_YOU_MAP_ZOOM = 15

export interface MapView {
  readonly latitude: number
  readonly longitude: number
  readonly zoom: number
  readonly scrollWheelZoom: false
  /** What the map shows, for its accessible name and its pin. */
  readonly label: string
}

/** spec B §2: the thank-you card: map, hotel phone and e-mail, dates, rooms and guests with singular/plural wording. */
export interface ThankYouCard {
  /** The confirmed page's heading: a paid booking says it is paid (issue 27 §5). */
  readonly title: string
  readonly reference: string
  readonly hotelName: string
  readonly address: string
  readonly phone: string
  readonly email: string
  readonly map: MapView
  /** "Tuesday, 01 December 2026" */
  readonly checkIn: string
  readonly checkOut: string
  /** "2 rooms" */
  readonly rooms: string
  /** "3 adults, 1 child"; children only when there are some. */
  readonly guests: string
  /** "Total", or "Total paid" once the booking is paid. */
  readonly totalLabel: string
  readonly total: string
  /** What happens next: how the confirmation was sent (DESIGN: the thank-you page says what happens next). */
  readonly nextStep: string
  /** Issue 29 §4: a pay-later booking's "Pay by 12:00, Mon 28 Dec, or the room is released.", else null. */
  readonly payBy: string | null
  /** Issue 29 §5: after a card payment that did not go through, that no money was taken and what the guest still has. */
  readonly declined: DeclinedPaymentNote | null
  /** Issue 24: for a booking paid partly with points, what the points paid and what the card paid (or has left to pay). */
  readonly paidWith: ReadonlyArray<{ readonly label: string; readonly value: string }>
}

/** What the points paid and the card's part, for a booking paid partly with points; none otherwise. */
export const paidWith = (booking: Booking): ThankYouCard["paidWith"] => {
  const paid = booking.pointsPayment
  if (paid == null || paid.nights === 0) return []
  const money = (cents: number) => formatMoney(cents, booking.totalForStayCurrency)
  return [
    { label: POINTS_PAID_LABEL, value: pointsPaidFor(paid.points, paid.nights, money(paid.coveredCents)) },
    { label: booking.isPaid ? CARD_PAID_LABEL : CARD_LEFT_LABEL, value: money(cardDueCents(booking.totalForStayCents, paid.coveredCents)) },
  ]
}

/** "We have sent your confirmation by e-mail and SMS." from the booking's via_email and via_sms. */
export const confirmationSentBy = (booking: Pick<Booking, "viaEmail" | "viaSms">): string => {
  const channels = [...(booking.viaEmail ? ["e-mail"] : []), ...(booking.viaSms ? ["SMS"] : [])]
  return channels.length === 0
    ? "Keep your booking reference: you will need it to manage your booking."
    : `We have sent your confirmation by ${channels.join(" and ")}. Keep your booking reference: you will need it to manage your booking.`
}

const sum = (values: ReadonlyArray<number>): number => values.reduce((total, value) => total + value, 0)

export const thankYouCard = (booking: Booking): ThankYouCard => {
  const { hotel } = booking
  const adults = sum(booking.bookingItems.map((item) => item.totalAdults))
  const children = sum(booking.bookingItems.map((item) => item.totalChildren))
  // a booking without its items still has its guest count (all adults, as far as it tells)
  const guests = booking.bookingItems.length > 0 ? [adultsLabel(adults), ...(children > 0 ? [childrenLabel(children)] : [])] : [adultsLabel(booking.totalGuests)]
  return {
    title: booking.isPaid ? BOOKING_PAID_TITLE : BOOKING_CONFIRMED_TITLE,
    reference: confirmationNumberOf(booking),
    hotelName: hotel.name,
    address: hotel.physicalAddress,
    phone: hotel.phone,
    email: hotel.email,
    map: { latitude: hotel.latitude, longitude: hotel.longitude, zoom: THANK_YOU_MAP_ZOOM, scrollWheelZoom: false, label: hotel.name },
    checkIn: formatDate(booking.checkInDate, "weekday, DD MMMM YYYY"),
    checkOut: formatDate(booking.checkOutDate, "weekday, DD MMMM YYYY"),
    rooms: roomsLabel(booking.totalRooms),
    guests: guests.join(", "),
    totalLabel: booking.isPaid ? TOTAL_PAID_LABEL : TOTAL_LABEL,
    total: formatMoney(booking.totalForStayCents, booking.totalForStayCurrency),
    nextStep: confirmationSentBy(booking),
    payBy: payByNote(booking),
    declined: !booking.isPaid && booking.cancelledAt === null && booking.lastPayment !== null ? declinedPaymentNote(booking) : null,
    paidWith: paidWith(booking),
  }
}
