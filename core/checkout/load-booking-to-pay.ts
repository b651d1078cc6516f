import { Effect, Schema } from "effect"
import type { HttpError } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { PAYMENT_DETAILS_ROUTE } from "../routes.ts"
import { type Booking, bookedRoomName, confirmationNumberOf, displayStatus } from "../booking/booking.ts"
import { type CommunicationMethod, DEFAULT_COMMUNICATION_METHOD } from "./communication.ts"
import { guestName } from "./guest.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../booking/hotel.ts"
import { BOOKING_NOT_PAYABLE, UNPAID } from "../booking/messages.ts"
import { BookingSession } from "../booking/session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, type GuestRoomState } from "../booking/session-state.ts"

/** Pay Booking was asked for a booking that is paid or cancelled, or at the hotel that takes payment on arrival. */
export class BookingNotPayable extends Schema.TaggedError<BookingNotPayable>()("BookingNotPayable", {
  message: Schema.String,
}) {}

/** spec B §4, §6: an unpaid booking may be paid online, except at hotel 830 (pay later only). */
export const isPayable = (booking: Pick<Booking, "cancelledAt" | "isPaid" | "hotel">): boolean =>
  displayStatus(booking) === UNPAID && booking.hotel.code !== PAY_LATER_ONLY_HOTEL_CODE

const methodsOf = (booking: Pick<Booking, "viaEmail" | "viaSms">): ReadonlyArray<CommunicationMethod> => {
  const methods: Array<CommunicationMethod> = []
  if (booking.viaEmail) methods.push("email")
  if (booking.viaSms) methods.push("sms")
  return methods.length > 0 ? methods : [DEFAULT_COMMUNICATION_METHOD]
}

const roomOf = (item: Booking["bookingItems"][number]): GuestRoomState => ({
  adults: item.totalAdults,
  kids: item.totalChildren,
  roomDescription: { roomName: bookedRoomName(item), totalAmount: item.costOfRoomCents, mandatoryPaymentPeriods: [] },
  ratePlanCode: item.ratePlanCode,
  roomTypeCode: item.roomTypeCode,
  rates: [],
})

/**
 * The booking session an existing booking stands for, as Pay Booking needs it (issue 11; the manage-booking
 * and account screens reuse it): its hotel, dates, rooms with their guests and prices, its total, uuid and
 * reference, the main guest's name and the confirmation methods it was booked with. The policy was accepted
 * when it was booked; payment is now the point (mandatory); the hold is the booking's own (its hold_until).
 */
export const sessionStateOfBooking = (booking: Booking): BookingSessionState => {
  const mainGuest = booking.bookingItems[0]?.guests[0]
  const rooms = booking.bookingItems.map(roomOf)
  return {
    ...DEFAULT_BOOKING_SESSION_STATE,
    destination: { category: "hotel", hotelId: booking.hotel.id, hotelCode: booking.hotel.code, name: booking.hotel.name },
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    guestRooms: rooms.length > 0 ? rooms : DEFAULT_BOOKING_SESSION_STATE.guestRooms,
    clubCard: booking.clicksClubCardNumber ?? "",
    clubCardValid: (booking.clicksClubCardNumber ?? "") !== "",
    isMandatoryPayment: true,
    uuid: booking.uuid,
    confirmationNumber: confirmationNumberOf(booking),
    mainGuestName: guestName(mainGuest?.firstName, mainGuest?.surname),
    confirmationCommunicationMethod: methodsOf(booking),
    isCancellationPolicyAccepted: true,
    // issue 29: the payment step counts down to the booking's own hold (its pay-by deadline), never a fresh 15 minutes
    holdExpiresAt: booking.holdUntil,
    totalPriceForStay: booking.totalForStayCents,
    // issue 29: points that paid some room-nights; the card pays the rest (payment-details.ts)
    ...(booking.pointsPayment ? { pointsPaid: booking.pointsPayment } : {}),
    currency: booking.totalForStayCurrency,
    isSearchInitialised: true,
  }
}

export interface BookingToPay {
  readonly booking: Booking
  readonly to: typeof PAYMENT_DETAILS_ROUTE
}

/**
 * Pay Booking for an existing booking (issue 11; from the thank-you page after a failed payment, and from the
 * manage-booking and account screens): fetches the booking, refuses one that cannot be paid online, loads it
 * into the booking session and answers the payment details as the next route.
 */
export const loadBookingToPay = Effect.fn("Booking.loadToPay")(function* (
  uuid: string,
): Effect.fn.Return<BookingToPay, HttpError | BookingNotPayable, BookingApi | BookingSession> {
  const session = yield* BookingSession
  const booking = yield* (yield* BookingApi).getBooking(uuid)
  if (!isPayable(booking)) return yield* new BookingNotPayable({ message: BOOKING_NOT_PAYABLE })
  yield* session.restore(sessionStateOfBooking(booking))
  return { booking, to: PAYMENT_DETAILS_ROUTE }
})
