import { Effect, Result, Schema } from "effect"
import { BookingApi, type RoomSearch } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { today } from "../time/clock.ts"
import type { Booking } from "../booking/booking.ts"
import { type BookedPlan, dateChangeQuote, pastDatesError, type StayDates } from "./date-change.ts"
import { COULD_NOT_UPDATE_DATES, DATES_UPDATED } from "../booking/messages.ts"

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

/** spec B §4: the booked items as the quote prices them. */
const bookedPlans = (booking: Booking): ReadonlyArray<BookedPlan> =>
  booking.bookingItems.map((item) => ({ roomTypeCode: item.roomTypeCode, ratePlanCode: item.ratePlanCode, totalUnits: item.totalUnits }))

/**
 * spec B §4 "Edit dates", §5, §8, issue 13 (the check comes before the confirmation, so it can show the price): new
 * dates may not start before today at the hotels ("Cannot update to past dates"); the booked room types and rate
 * plans must be offered for them ("The selected dates are not available..." / "Your room type is not
 * available..."). Answers the stay's new total in cents. A failed availability check shows "Could not update the
 * dates". Every failure is a toast and a DatesNotChanged with the same words; a quote takes the earlier tries' error
 * toasts away.
 */
export const quoteDateChange = Effect.fn("BookingDates.quote")(function* (
  booking: Booking,
  dates: StayDates,
): Effect.fn.Return<number, DatesNotChanged, BookingApi | Notifications> {
  const notifications = yield* Notifications
  const refuse = (message: string) =>
    Effect.andThen(notifications.error(message), Effect.fail(new DatesNotChanged({ message })))

  const past = pastDatesError(dates.checkInDate, yield* today)
  if (past !== undefined) return yield* refuse(past)

  const offers = yield* Effect.result((yield* BookingApi).searchRooms(roomSearchFor(booking, dates)))
  if (Result.isFailure(offers)) return yield* refuse(COULD_NOT_UPDATE_DATES)
  const quote = dateChangeQuote(bookedPlans(booking), offers.success)
  if (!quote.available) return yield* refuse(quote.message)
  // the "not available" of an earlier try would stand over the confirmation of this one
  yield* notifications.dismissErrors
  return quote.totalCents
})

/**
 * spec B §4, §8 (once the guest confirmed the quoted price): updates the dates ("Dates updated successfully."), or
 * shows "Could not update the dates" (the server refuses dates taken meanwhile). Answers the updated booking.
 */
export const applyDateChange = Effect.fn("BookingDates.apply")(function* (
  booking: Booking,
  dates: StayDates,
): Effect.fn.Return<Booking, DatesNotChanged, BookingApi | Notifications> {
  const notifications = yield* Notifications
  const updated = yield* Effect.result((yield* BookingApi).updateDates(booking.uuid, dates))
  if (Result.isFailure(updated)) {
    yield* notifications.error(COULD_NOT_UPDATE_DATES)
    return yield* new DatesNotChanged({ message: COULD_NOT_UPDATE_DATES })
  }
  yield* notifications.success(DATES_UPDATED)
  return updated.success
})

/** Quote and update in one go (what a caller without a confirmation step does). */
export const changeDates = Effect.fn("BookingDates.change")(function* (
  booking: Booking,
  dates: StayDates,
): Effect.fn.Return<Booking, DatesNotChanged, BookingApi | Notifications> {
  yield* quoteDateChange(booking, dates)
  return yield* applyDateChange(booking, dates)
})
