import { bookingSummaryAmounts, type BookingSummaryAmounts } from "../rates/vat.ts"
import { nightsBetween } from "../time/calendar.ts"
import { cardDueCents } from "../payment/card-due.ts"
import { formatDate } from "../time/format.ts"
import { CARD_LEFT_LABEL } from "../checkout/messages.ts"
import { TOTAL_AMOUNT } from "./messages.ts"
import { adultsLabel, type BookingSessionState, childrenLabel, roomsLabel } from "./session-state.ts"

/** "1 night", "3 nights". */
export const nightsLabel = (nights: number): string => `${nights} ${nights === 1 ? "night" : "nights"}`

/** One requested room in the summary: its guests and, once chosen, its room and price for the nights. */
export interface SummaryRoom {
  readonly label: string
  readonly guests: string
  readonly roomName: string | null
  /** Cents for the whole stay, or null while the room is not chosen. */
  readonly priceCents: number | null
}

export interface SummaryPanel {
  readonly hotelName: string | null
  readonly stay: string | null
  readonly nights: number
  readonly nightsLabel: string
  readonly guests: string
  readonly rooms: ReadonlyArray<SummaryRoom>
  /** Subtotal rate, Taxes & Fees and Total Amount; null until a room is chosen (issue 29 §13: never "R 0.00"). */
  readonly amounts: BookingSummaryAmounts | null
  /** issue 29: what loyalty points already paid of the total and what is left for the card; null when points paid nothing. */
  readonly pointsPaid: { readonly coveredCents: number; readonly cardCents: number } | null
  readonly currency: string
}

const guestsOf = (adults: number, kids: number): string => (kids === 0 ? adultsLabel(adults) : `${adultsLabel(adults)}, ${childrenLabel(kids)}`)

/**
 * spec B §2 (Booking-flow page template): the summary panel: the stay, the price of each chosen
 * room for the nights, and Subtotal rate, Taxes & Fees and Total Amount from the stay's total
 * (spec B §9: VAT is 3/23 of the total).
 */
export const summaryPanel = (state: BookingSessionState): SummaryPanel => {
  const { checkInDate, checkOutDate } = state
  const nights = checkInDate !== null && checkOutDate !== null ? Math.max(0, nightsBetween(checkInDate, checkOutDate)) : 0
  const adults = state.guestRooms.reduce((sum, room) => sum + room.adults, 0)
  const kids = state.guestRooms.reduce((sum, room) => sum + room.kids, 0)
  return {
    hotelName: state.destination?.category === "hotel" ? state.destination.name : null,
    stay:
      checkInDate !== null && checkOutDate !== null
        ? `${formatDate(checkInDate, "DD MMM YYYY")} – ${formatDate(checkOutDate, "DD MMM YYYY")}`
        : null,
    nights,
    nightsLabel: nightsLabel(nights),
    guests: `${roomsLabel(state.guestRooms.length)}, ${guestsOf(adults, kids)}`,
    rooms: state.guestRooms.map((room, index) => ({
      label: `Room ${index + 1}`,
      guests: guestsOf(room.adults, room.kids),
      roomName: room.roomDescription?.roomName ?? null,
      priceCents: room.roomDescription?.totalAmount ?? null,
    })),
    amounts: state.guestRooms.some((room) => room.roomDescription !== null)
      ? bookingSummaryAmounts(state.totalPriceForStay)
      : null,
    pointsPaid:
      state.pointsPaid === undefined || state.pointsPaid.coveredCents <= 0
        ? null
        : { coveredCents: state.pointsPaid.coveredCents, cardCents: cardDueCents(state.totalPriceForStay, state.pointsPaid.coveredCents) },
    currency: state.currency,
  }
}

/**
 * What the phone's closed summary bar names (DESIGN: the total stays visible): what is still to pay, the card's part
 * once loyalty points paid some (the Pay button's amount), else the Total Amount; null before a room is chosen.
 */
export const summaryBarAmount = (panel: SummaryPanel): { readonly label: string; readonly cents: number } | null => {
  if (panel.amounts === null) return null
  return panel.pointsPaid === null ? { label: TOTAL_AMOUNT, cents: panel.amounts.totalCents } : { label: CARD_LEFT_LABEL, cents: panel.pointsPaid.cardCents }
}
