import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ConfirmationRequest, ReservationRequest } from "../../contracts/api/reservations.ts"
import { SearchHotelsRequest, SearchRoomsRequest } from "../../contracts/api/search.ts"
import { PriceCalendarRequest } from "../../contracts/api/calendar.ts"
import { ValidateClubCardRequest } from "../../contracts/api/clicks.ts"
import { BookBoardroomRequest, GroupBookingRequest } from "../../contracts/api/enquiries.ts"
import {
  bookBoardroomExample,
  bookingResponseExample,
  cancelBookingExample,
  confirmationExample,
  groupBookingExample,
  hotelExample,
  initiatePaymentResponseExample,
  priceCalendarExample,
  reservationExample,
  searchRoomsExample,
  searchRoomsResponseExample,
  sendBookingCodeExample,
  specialOfferExample,
  updateDatesExample,
  UUID,
  validateClubCardExample,
  verifyBookingCodeExample,
} from "../../contracts/api/testing/examples.ts"
import { confirmationNumberOf } from "../../core/booking/booking.ts"
import { BookingApi, type Confirmation, type Reservation } from "../../core/ports/BookingApi.ts"
import { answer, acceptedBody, http, makeApiHarness, url, useMswServer } from "../testing/http.testing.ts"

const server = useMswServer()
const api = makeApiHarness()

const stay = { checkInDate: "2026-12-01", checkOutDate: "2026-12-03" } as const

const reservation: Reservation = {
  uuid: null,
  hotelCode: "830",
  ...stay,
  rooms: [{ roomTypeCode: "QN", ratePlanCode: "BAR-RO", numberOfUnits: 1, currencyCode: "ZAR", guests: { adults: 2, kids: 0 }, promotionCode: "" }],
  mandatoryPayment: false,
  clubCard: "",
  communicationMethods: ["email", "sms"],
  allowsMailList: false,
}

const confirmation: Confirmation = {
  ...reservation,
  uuid: UUID,
  rooms: [{ ...reservation.rooms[0]!, numberOfUnits: 2 }],
  guests: {
    mainGuest: {
      title: "Ms",
      firstName: "Thandi",
      lastName: "Mokoena",
      mobile: "+27821234567",
      email: "thandi@example.co.za",
      address: { country: "South Africa", lineOne: "12 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001" },
      idType: "ID Number",
      idNumber: "8001015009087",
    },
    guests: [{ title: "", firstName: "Lerato", lastName: "Mokoena", mobile: "", email: "", idType: "ID Number", idNumber: "" }],
    communication: { method: ["email", "sms"], addToMailingListPermission: false },
    isCancellationPolicyAccepted: true,
  } as Confirmation["guests"],
}

/** Records the one request a handler saw. */
const seen = () => {
  const requests: Array<{ readonly body: unknown; readonly url: URL; readonly method: string }> = []
  const record = async (request: Request) => {
    const text = await request.text()
    requests.push({ body: text === "" ? undefined : JSON.parse(text), url: new URL(request.url), method: request.method })
  }
  return { requests, record }
}

describe("the BookingApi over HTTP sends what the server takes and maps what it answers", () => {
  it("searches hotels with the contract's request and maps the hotels to core's", async () => {
    const { requests, record } = seen()
    server.use(http.post(url("/api/web/bookings/hotels"), async ({ request }) => (await record(request), answer({ hotels: [hotelExample] }))))
    const hotels = await api.run(
      Effect.flatMap(Effect.service(BookingApi), (booking) =>
        booking.searchHotels({ ...stay, guestRooms: [{ adults: 2, kids: 1 }], location: "Cape Town", coordinates: { latitude: -33.9249, longitude: 18.4241 }, promoCode: "" }),
      ),
    )
    const sent = acceptedBody(SearchHotelsRequest, requests[0]!.body) as { readonly rooms: unknown }
    expect(sent.rooms).toMatchObject({ start_date: "2026-12-01T12:00:00+02:00", location: "Cape Town", latitude: -33.9249, guests: [{ adults: 2, kids: 1 }] })
    expect(hotels[0]).toMatchObject({ code: hotelExample.code, physicalAddress: hotelExample.physical_address, lowestRate: hotelExample.lowest_rate })
  })

  it("searches rooms with exactly the example request and parses the rate amounts into cents", async () => {
    const { requests, record } = seen()
    server.use(http.post(url("/api/web/bookings/rooms"), async ({ request }) => (await record(request), answer(searchRoomsResponseExample))))
    const offers = await api.run(
      Effect.flatMap(Effect.service(BookingApi), (booking) =>
        booking.searchRooms({ hotelCode: "830", ...stay, guestRooms: [{ adults: 2, kids: 0 }], clubCard: "6009123456781", promoCode: "FESTIVE" }),
      ),
    )
    expect(acceptedBody(SearchRoomsRequest, requests[0]!.body)).toEqual(searchRoomsExample)
    expect(offers[0]).toMatchObject({ roomTypeCode: "QN", totalAmount: 250_000, numberOfUnits: 4 })
    expect(offers[0]!.rates[0]!.details[0]).toMatchObject({ totalAmountCents: 250_000, effectiveDate: "2026-12-01", expiryDate: "2026-12-03" })
  })

  it("holds rooms with exactly the example reservation", async () => {
    const { requests, record } = seen()
    server.use(
      http.post(url("/api/web/bookings/reservation"), async ({ request }) => (await record(request), answer({ uuid: UUID, expires_at: "2026-12-01T10:15:00.000Z", total_cents: 452_500 }, 201))),
    )
    const hold = await api.run(Effect.flatMap(Effect.service(BookingApi), (booking) => booking.makeReservation(reservation)))
    expect(acceptedBody(ReservationRequest, requests[0]!.body)).toEqual(reservationExample)
    expect(hold).toEqual({ uuid: UUID, expiresAt: "2026-12-01T10:15:00.000Z", totalCents: 452_500 })
  })

  it("confirms with exactly the example confirmation: mobile with 00, address state ZA, further guests' blanks", async () => {
    const { requests, record } = seen()
    server.use(
      http.post(url("/api/web/bookings/confirmation"), async ({ request }) => (await record(request), answer({ reference_number: "TL-7K3M9Q", uuid: UUID }, 201))),
    )
    const confirmed = await api.run(Effect.flatMap(Effect.service(BookingApi), (booking) => booking.confirmBooking(confirmation)))
    expect(acceptedBody(ConfirmationRequest, requests[0]!.body)).toEqual(confirmationExample)
    expect(confirmed).toEqual({ uuid: UUID, referenceNumber: "TL-7K3M9Q" })
  })

  it("gets a booking and maps it to core's, dates as calendar days", async () => {
    server.use(http.get(url(`/api/web/bookings/${UUID}/booking`), () => answer(bookingResponseExample)))
    const booking = await api.run(Effect.flatMap(Effect.service(BookingApi), (api) => api.getBooking(UUID)))
    expect(booking).toMatchObject({ uuid: UUID, checkInDate: "2026-12-01", checkOutDate: "2026-12-03", status: "Unpaid", totalForStayCents: 250_000 })
    expect(confirmationNumberOf(booking)).toBe(bookingResponseExample.booking.booking_items[0]!.reference_number)
  })

  it("updates a booking's dates with a PATCH of the example body", async () => {
    const { requests, record } = seen()
    server.use(http.patch(url(`/api/web/bookings/${UUID}`), async ({ request }) => (await record(request), answer(bookingResponseExample))))
    await api.run(Effect.flatMap(Effect.service(BookingApi), (api) => api.updateDates(UUID, { checkInDate: "2026-12-05", checkOutDate: "2026-12-07" })))
    expect(requests[0]!.body).toEqual(updateDatesExample)
  })

  it("initiates a payment and remembers the gateway's process page from the answer", async () => {
    server.use(http.post(url(`/api/web/bookings/${UUID}/initiate_payment`), () => answer(initiatePaymentResponseExample)))
    const started = await api.run(Effect.flatMap(Effect.service(BookingApi), (api) => api.initiatePayment(UUID)))
    expect(started).toEqual({
      success: true,
      body: { payRequestId: initiatePaymentResponseExample.body!.pay_request_id, checksum: initiatePaymentResponseExample.body!.checksum, reference: "TL-7K3M9Q" },
    })
    expect(Option.getOrUndefined(await Effect.runPromise(api.processUrl.current))).toBe(initiatePaymentResponseExample.body!.process_url)
  })

  it("sends and verifies a booking code, cancels and resends the confirmation on their paths", async () => {
    const { requests, record } = seen()
    server.use(
      http.post(url("/api/web/bookings/send_otp"), async ({ request }) => (await record(request), answer({ message: "sent", channels: ["email", "sms"], masked_mobile: "+27 •• ••• 4567", expires_in: 600 }))),
      http.post(url("/api/web/bookings/verify_otp"), async ({ request }) => (await record(request), answer({ uuid: UUID }))),
      http.post(url(`/api/web/bookings/${UUID}/cancel`), async ({ request }) => (await record(request), answer(bookingResponseExample))),
      http.post(url(`/api/web/bookings/${UUID}/resend_confirmation_sms`), async ({ request }) => (await record(request), answer({ message: "Booking confirmation sent!" }))),
    )
    const code = { email: "thandi@example.co.za", referenceNumber: "TL-7K3M9Q" }
    const verified = await api.run(
      Effect.gen(function* () {
        const booking = yield* BookingApi
        const sent = yield* booking.sendBookingCode(code)
        const verified = yield* booking.verifyBookingCode({ ...code, otp: "042917" })
        yield* booking.cancelBooking(UUID, "042917")
        yield* booking.resendConfirmation(UUID, "sms")
        return { sent, verified }
      }),
    )
    expect(verified).toEqual({ sent: { channels: ["email", "sms"], maskedMobile: "+27 •• ••• 4567" }, verified: { uuid: UUID } })
    expect(requests.map((request) => request.body)).toEqual([sendBookingCodeExample, verifyBookingCodeExample, cancelBookingExample, undefined])
  })

  it("looks a promo code up among the offers running today, with every query parameter the spec gives a value", async () => {
    const { requests, record } = seen()
    server.use(http.get(url("/api/web/special_offers"), async ({ request }) => (await record(request), answer({ specials: [specialOfferExample], pagination: { current_page: 1, total_pages: 1, total_count: 1 } }))))
    const offers = await api.run(Effect.flatMap(Effect.service(BookingApi), (api) => api.lookupPromoCode({ page: 1, per: 10, promoCode: "FESTIVE", hotelId: 12 })))
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ active_status: "true", promo_code: "FESTIVE", hotel_id: "12", page: "1", per: "10" })
    expect(offers).toEqual([{ promoCode: "FESTIVE", actionType: "booking_with_mandatory_payment" }])
  })

  it("validates a club card and sends the group booking and boardroom enquiries", async () => {
    const { requests, record } = seen()
    server.use(
      http.post(url("/api/web/clicks/validate"), async ({ request }) => (await record(request), answer({ is_valid: true }))),
      http.post(url("/api/web/bookings/group_booking"), async ({ request }) => (await record(request), answer({ id: 1, message: "ok" }, 201))),
      http.post(url("/api/web/bookings/book_boardroom"), async ({ request }) => (await record(request), answer({ id: 2, message: "ok" }, 201))),
    )
    const valid = await api.run(
      Effect.gen(function* () {
        const booking = yield* BookingApi
        const valid = yield* booking.validateClubCard("6009123456781")
        yield* booking.requestGroupBooking({
          email: "events@example.co.za",
          firstName: "Sipho",
          lastName: "Dlamini",
          arrivalDate: "2027-03-10",
          contactNumber: "+27821234567",
          departureDate: "2027-03-13",
          locationOrHotel: "Durban",
          totalGuests: 24,
          totalRooms: 12,
        })
        yield* booking.requestBoardroom({
          boardroomName: "Protea Boardroom",
          bookingType: "boardroom_and_meetings",
          contactNumber: "+27821234567",
          eventDuration: "full_day",
          expectedGuestCount: 12,
          emailAddress: "events@example.co.za",
          eventDate: "2027-02-18T12:00:00+02:00",
          firstName: "Sipho",
          hotelId: 12,
          lastName: "Dlamini",
        })
        return valid
      }),
    )
    expect(valid).toEqual({ isValid: true })
    expect(acceptedBody(ValidateClubCardRequest, requests[0]!.body)).toEqual(validateClubCardExample)
    expect(acceptedBody(GroupBookingRequest, requests[1]!.body)).toEqual(groupBookingExample)
    expect(acceptedBody(BookBoardroomRequest, requests[2]!.body)).toEqual(bookBoardroomExample)
  })
})

describe("the rate calendar over HTTP", () => {
  it("asks with exactly the example request and keeps the priced nights as cells", async () => {
    const { requests, record } = seen()
    server.use(
      http.post(url("/api/web/bookings/calendar"), async ({ request }) => (
        await record(request),
        answer({
          nights: [
            { date: "2026-12-01", available: true, price_cents: 125_000, currency: "ZAR", rate_description: "Room only" },
            { date: "2026-12-02", available: false, price_cents: null, currency: "ZAR", rate_description: null },
          ],
        })
      )),
    )
    const cells = await api.run(
      Effect.flatMap(Effect.service(BookingApi), (booking) =>
        booking.priceCalendar({ hotelCode: "830", startDate: "2026-12-01", endDate: "2027-03-01", guestRooms: [{ adults: 2, kids: 0 }], clubCard: "", promoCode: "" }),
      ),
    )
    expect(acceptedBody(PriceCalendarRequest, requests[0]!.body)).toEqual(priceCalendarExample)
    expect(cells).toEqual([{ price: 125_000, description: "Room only", start: "2026-12-01", end: "2026-12-02" }])
  })
})
