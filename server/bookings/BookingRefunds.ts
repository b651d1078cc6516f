import { Context, type Effect } from "effect"
import type { DbFailure } from "../db/Db.ts"

/**
 * What a cancelled booking needs of its card payments (issue 29, docs/decisions.md): the part of what the card paid
 * that cancelling gives back, recorded for the hotel to refund. Bookings asks this port; the payments slice answers it
 * (`CancellationRefunds.bookingRefunds`). Defined here so that bookings needs nothing of payments, which sits above it.
 */
export interface BookingRefundsShape {
  /** In the cancellation's transaction: `cents` of the booking's approved card payments owed back to the guest. */
  readonly refundOnCancel: (bookingId: number, cents: number, now: Date) => Effect.Effect<void, DbFailure>
}

export class BookingRefunds extends Context.Service<BookingRefunds, BookingRefundsShape>()("hotel/server/bookings/BookingRefunds") {}
