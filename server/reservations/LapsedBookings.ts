import { Context, type Effect } from "effect"

/**
 * The hold sweeper's second half (HoldSweeper.ts): bookings still unpaid at their hold time give their rooms back.
 * Reservations asks this port; the bookings slice answers it (`BookingService.lapsedBookings`). Defined here so that
 * reservations needs nothing of bookings: bookings, which moves and cancels what a confirmed hold became, sits above it.
 */
export interface LapsedBookingsShape {
  /** Cancels every unpaid booking past its hold time and gives its rooms back; answers how many. */
  readonly release: Effect.Effect<number>
}

export class LapsedBookings extends Context.Service<LapsedBookings, LapsedBookingsShape>()("hotel/server/reservations/LapsedBookings") {}
