import { Context, type Effect } from "effect"
import type { BrandId } from "../../core/booking/hotel.ts"
import type { DbFailure } from "../db/Db.ts"
import type { BookingRow, ItemRow } from "./booking-wire.ts"

/**
 * What a booking needs of the loyalty programme (issue 15): the points it earns when paid, shown with the booking, and
 * the loyalty side of its cancellation. Bookings asks this port; the loyalty slice answers it (`LoyaltyStays.bookingLoyalty`).
 * Defined here so that bookings needs nothing of loyalty: loyalty, which reads and pays bookings, sits above it.
 */
export interface BookingLoyaltyShape {
  /** The points the booking earns when paid, for a member's; nothing for a guest's or a cancelled one. */
  readonly earnableFor: (booking: BookingRow, brandId: BrandId, items: ReadonlyArray<ItemRow>) => Effect.Effect<number>
  /**
   * In the cancellation's transaction: a member's cancelled stay's earned points taken back and its points payment
   * given back: all of it, or `pointsBack` where the cancellation refunds only part of the stay.
   */
  readonly stayCancelled: (bookingId: number, pointsBack?: number) => Effect.Effect<void, DbFailure>
}

export class BookingLoyalty extends Context.Service<BookingLoyalty, BookingLoyaltyShape>()("hotel/server/bookings/BookingLoyalty") {}
