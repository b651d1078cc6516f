import { Effect } from "effect"
import { BookBoardroomRequest, EnquiryAccepted, GroupBookingRequest as WireGroupBookingRequest } from "../../contracts/api/enquiries.ts"
import type { GroupBookingRequest } from "../../core/account/group-booking.ts"
import type { BoardroomBooking } from "../../core/account/meeting-request.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { fromWireDate } from "./wire.ts"

/** spec A §7: the group booking (more than 10 rooms) and the boardroom enquiry. */
export const GROUP_BOOKING_PATH = "/api/web/bookings/group_booking"
export const BOOK_BOARDROOM_PATH = "/api/web/bookings/book_boardroom"

const encodeGroupBooking = encodeWith(WireGroupBookingRequest)
const encodeBoardroom = encodeWith(BookBoardroomRequest)
const decodeAccepted = decodeWith(EnquiryAccepted)

export const toGroupBookingRequest = (request: GroupBookingRequest): WireGroupBookingRequest => ({
  group_booking: {
    email: request.email,
    first_name: request.firstName,
    last_name: request.lastName,
    arrival_date: request.arrivalDate,
    contact_number: request.contactNumber,
    departure_date: request.departureDate,
    location_or_hotel: request.locationOrHotel,
    total_guests: request.totalGuests,
    total_rooms: request.totalRooms,
  },
})

/** The boardroom booking's event date comes as noon ISO (core/account/meeting-request.ts); the contract takes the day. */
export const toBookBoardroomRequest = (booking: BoardroomBooking): BookBoardroomRequest => ({
  boardroom_name: booking.boardroomName,
  booking_type: booking.bookingType,
  contact_number: booking.contactNumber,
  event_duration: booking.eventDuration,
  expected_guest_count: booking.expectedGuestCount,
  email_address: booking.emailAddress,
  event_date: fromWireDate(booking.eventDate),
  first_name: booking.firstName,
  hotel_id: booking.hotelId,
  last_name: booking.lastName,
})

export const requestGroupBooking =
  (http: HttpClient) =>
  (request: GroupBookingRequest): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeGroupBooking(toGroupBookingRequest(request))
      yield* exchange(http, { method: "POST", path: GROUP_BOOKING_PATH, body }, decodeAccepted)
    })

export const requestBoardroom =
  (http: HttpClient) =>
  (booking: BoardroomBooking): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeBoardroom(toBookBoardroomRequest(booking))
      yield* exchange(http, { method: "POST", path: BOOK_BOARDROOM_PATH, body }, decodeAccepted)
    })
