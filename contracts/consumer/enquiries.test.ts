import { describe, expect, it } from "vitest"
import { HOTEL_NOT_FOUND } from "../api/errors.ts"
import { CANNOT_BE_IN_THE_PAST, REQUEST_SENT } from "../api/messages.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import type { BoardroomBooking } from "../../core/account/meeting-request.ts"
import type { GroupBookingRequest } from "../../core/account/group-booking.ts"
import { booking, bookingFailure, websitePact } from "./testing/consumer-pact.ts"
import { PAST_STAY, PAST_STAY_ON_THE_WIRE, STAY, STAY_ON_THE_WIRE } from "./testing/stays.ts"
import { fieldErrorsLike } from "./testing/wire-bodies.ts"
import { dateFromState, integer, jsonAnswer, string } from "./testing/wire-matchers.ts"

/**
 * The enquiries the booking pages send (spec A §7 "Group booking", "Book boardroom"): their dates are the provider
 * state's stay, so they are never in the past.
 */

const pact = websitePact()

const accepted = { id: integer(31), message: string(REQUEST_SENT) }

describe("a group booking request (POST /api/web/bookings/group_booking)", () => {
  const request: GroupBookingRequest = {
    firstName: "Sipho",
    lastName: "Dlamini",
    contactNumber: "+27821234567",
    email: "events@example.co.za",
    arrivalDate: STAY.checkInDate,
    departureDate: STAY.checkOutDate,
    totalRooms: 12,
    totalGuests: 24,
    locationOrHotel: "Durban",
  }
  const body = (dates: { readonly arrival_date: unknown; readonly departure_date: unknown }) => ({
    group_booking: {
      email: "events@example.co.za",
      first_name: "Sipho",
      last_name: "Dlamini",
      contact_number: "+27821234567",
      location_or_hotel: "Durban",
      total_guests: 24,
      total_rooms: 12,
      ...dates,
    },
  })

  it("is accepted", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .uponReceiving("a group booking request for 12 rooms")
      .withRequest("POST", "/api/web/bookings/group_booking", (builder) =>
        builder.jsonBody(
          body({
            arrival_date: dateFromState("start_date", STAY_ON_THE_WIRE.start_date),
            departure_date: dateFromState("end_date", STAY_ON_THE_WIRE.end_date),
          }),
        ),
      )
      .willRespondWith(201, (response) => jsonAnswer(response, accepted))
      .executeTest(async (mock) => {
        await booking(mock, (api) => api.requestGroupBooking(request))
      })
  })

  it("is refused with an arrival in the past, on the arrival date", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a group booking request arriving in the past")
      .withRequest("POST", "/api/web/bookings/group_booking", (builder) =>
        builder.jsonBody(body({ arrival_date: PAST_STAY_ON_THE_WIRE.start_date, departure_date: PAST_STAY_ON_THE_WIRE.end_date })),
      )
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("group_booking.arrival_date", CANNOT_BE_IN_THE_PAST)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.requestGroupBooking({ ...request, arrivalDate: PAST_STAY.checkInDate, departureDate: PAST_STAY.checkOutDate }))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "group_booking.arrival_date": [CANNOT_BE_IN_THE_PAST] })
      })
  })
})

describe("a meeting room request (POST /api/web/bookings/book_boardroom)", () => {
  const request: BoardroomBooking = {
    boardroomName: "Protea Boardroom",
    bookingType: "boardroom_and_meetings",
    contactNumber: "+27821234567",
    eventDuration: "full_day",
    expectedGuestCount: 12,
    emailAddress: "events@example.co.za",
    eventDate: STAY_ON_THE_WIRE.start_date,
    firstName: "Sipho",
    hotelId: 1,
    lastName: "Dlamini",
  }
  const body = (hotelId: number) => ({
    boardroom_name: "Protea Boardroom",
    booking_type: "boardroom_and_meetings",
    contact_number: "+27821234567",
    event_duration: "full_day",
    expected_guest_count: 12,
    email_address: "events@example.co.za",
    event_date: dateFromState("start_date", STAY_ON_THE_WIRE.start_date),
    first_name: "Sipho",
    hotel_id: hotelId,
    last_name: "Dlamini",
  })

  it("is accepted for a hotel that exists", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.hotelOne)
      .uponReceiving("a boardroom request at hotel 1")
      .withRequest("POST", "/api/web/bookings/book_boardroom", (builder) => builder.jsonBody(body(1)))
      .willRespondWith(201, (response) => jsonAnswer(response, accepted))
      .executeTest(async (mock) => {
        await booking(mock, (api) => api.requestBoardroom(request))
      })
  })

  it("is refused for a hotel that does not exist, on the hotel", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.noHotelId999999)
      .uponReceiving("a boardroom request at a hotel that does not exist")
      .withRequest("POST", "/api/web/bookings/book_boardroom", (builder) => builder.jsonBody(body(MISSING.hotelId)))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("hotel_id", HOTEL_NOT_FOUND)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.requestBoardroom({ ...request, hotelId: MISSING.hotelId }))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ hotel_id: [HOTEL_NOT_FOUND] })
      })
  })
})
