import { Effect, Result, Schema } from "effect"
import { BookingApi, type RoomSearch } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { today } from "../time/clock.ts"
import type { Booking } from "./booking.ts"
import { availabilityVerdict, pastDatesError, type StayDates } from "./date-change.ts"
import { COULD_NOT_UPDATE_DATES, DATES_UPDATED } from "./messages.ts"

/** spec B §5, §8: the dates were not changed, for the reason the spec words (also shown as a toast). */
export class DatesNotChanged extends Schema.TaggedError<DatesNotChanged>()("DatesNotChanged", {
  message: Schema.String,
}) {}

/**
 * spec B §4, §7: the booking-rooms call for the booking's hotel and new dates, one room per booked
 * item with its guests. The booking's club card and promo code go along, so a room booked on a
 * member or promo rate plan is looked for among the rates that include it.
 */
export const roomSearchFor = (booking: Booking, dates: StayDates): RoomSearch => ({
  hotelCode: booking.hotel.code,
  checkInDate: dates.checkInDate,
  checkOutDate: dates.checkOutDate,
  guestRooms: booking.bookingItems.map((item) => ({ adults: item.totalAdults, kids: item.totalChildren })),
  clubCard: booking.clicksClubCardNumber ?? "",
  promoCode: booking.bookingItems[0]?.promotionCode ?? "",
})

/**
 * spec B §4 "Edit dates", §5, §8 (once the guest confirmed the save): new dates may not start
 * before today at the hotels ("Cannot update to past dates"); the booked room types and rate plans
 * must be offered for them ("The selected dates are not available..." / "Your room type is not
 * available..."); then the dates are updated ("Dates updated successfully."). A failed availability
 * check or update shows "Could not update the dates". Every failure is a toast and a
 * DatesNotChanged with the same words. Answers the updated booking.
 */
export const changeDates = Effect.fn("BookingDates.change")(function* (
  booking: Booking,
  dates: StayDates,
): Effect.fn.Return<Booking, DatesNotChanged, BookingApi | Notifications> {
  const notifications = yield* Notifications
  const refuse = (message: string) =>
    Effect.andThen(notifications.error(message), Effect.fail(new DatesNotChanged({ message })))

  const past = pastDatesError(dates.checkInDate, yield* today)
  if (past !== undefined) return yield* refuse(past)

  const api = yield* BookingApi
  const offers = yield* Effect.result(api.searchRooms(roomSearchFor(booking, dates)))
  if (Result.isFailure(offers)) return yield* refuse(COULD_NOT_UPDATE_DATES)
  const verdict = availabilityVerdict(booking.bookingItems, offers.success)
  if (!verdict.available) return yield* refuse(verdict.message)

  const updated = yield* Effect.result(api.updateDates(booking.uuid, dates))
  if (Result.isFailure(updated)) return yield* refuse(COULD_NOT_UPDATE_DATES)
  yield* notifications.success(DATES_UPDATED)
  return updated.success
})
