import { cardDueCents } from "../payment/card-due.ts"

/** A booked room as cancelling reads it: its price and its rate's cancellation policy. */
export interface CancelledRoom {
  readonly costCents: number
  readonly refundable: boolean
}

/** What a booking was paid with: the card's part (in cents) and the loyalty points. */
export interface PaidWith {
  readonly cardCents: number
  readonly points: number
}

/**
 * What cancelling a booking gives back (docs/decisions.md, issue 29). Cancelling is allowed only before the cut-off
 * (cancel-cutoff.ts); then a refundable rate's room is free to cancel and a non-refundable one's is kept. The rooms
 * share what was paid in proportion to their prices, so the guest gets back the refundable rooms' share of the card
 * payment and of the points, rounded down to the cent and the point: all of it when every room is refundable, none
 * when none is. Exact for any amount (integer arithmetic).
 */
export const cancellationRefund = (rooms: ReadonlyArray<CancelledRoom>, paid: PaidWith): PaidWith => {
  if (rooms.every((room) => room.refundable)) return paid
  const total = rooms.reduce((sum, room) => sum + BigInt(room.costCents), 0n)
  const refundable = rooms.reduce((sum, room) => (room.refundable ? sum + BigInt(room.costCents) : sum), 0n)
  const share = (amount: number): number => (total === 0n ? 0 : Number((BigInt(amount) * refundable) / total))
  return { cardCents: share(paid.cardCents), points: share(paid.points) }
}

/** What a booking was paid with: its card part once it is paid (the total less what points covered), and its points. */
export const paidWithOf = (booking: { readonly isPaid: boolean; readonly totalCents: number; readonly pointsCoveredCents: number; readonly points: number }): PaidWith => ({
  cardCents: booking.isPaid ? cardDueCents(booking.totalCents, booking.pointsCoveredCents) : 0,
  points: booking.points,
})
