import { describe, expect, it } from "vitest"
import { HOTEL_NOT_FOUND } from "../api/errors.ts"
import { CANNOT_BE_IN_THE_PAST } from "../api/messages.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import type { HotelSearch, PriceCalendarSearch, RoomSearch } from "../../core/ports/BookingApi.ts"
import { booking, bookingFailure, websitePact } from "./testing/consumer-pact.ts"
import { errorLike, fieldErrorsLike, hotelLike, roomOfferLike } from "./testing/wire-bodies.ts"
import { PAST_STAY, PAST_STAY_ON_THE_WIRE, STAY, stayFromState, TWO_ADULTS } from "./testing/stays.ts"
import { boolean, calendarDate, integer, jsonAnswer, listOf, orNull, string } from "./testing/wire-matchers.ts"

/**
 * The searches (spec B §7 "Search hotels", "Search rooms"; contracts/README.md "Price calendar"): the stay's dates
 * come from the provider state (two nights two weeks ahead of the provider's today), so the pact outlives its dates.
 */

const pact = websitePact()

describe("the hotel search (POST /api/web/bookings/hotels)", () => {
  const search: HotelSearch = { ...STAY, guestRooms: TWO_ADULTS, location: "Sandton", coordinates: null, promoCode: "" }

  it("gives the hotels of a place, each with its lowest rate for the stay", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.roomsFree)
      .uponReceiving("a hotel search by place for two adults")
      .withRequest("POST", "/api/web/bookings/hotels", (request) =>
        request.jsonBody({ rooms: { ...stayFromState(), guests: TWO_ADULTS, latitude: null, longitude: null, location: "Sandton", promotion_code: "" } }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, { hotels: listOf(hotelLike()) }))
      .executeTest(async (mock) => {
        const hotels = await booking(mock, (api) => api.searchHotels(search))
        expect(hotels.map((hotel) => [hotel.code, hotel.lowestRate])).toStrictEqual([["801", 127270]])
      })
  })

  it("refuses a stay that starts in the past, on the check-in field", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a hotel search for a stay in the past")
      .withRequest("POST", "/api/web/bookings/hotels", (request) =>
        request.jsonBody({
          rooms: { ...PAST_STAY_ON_THE_WIRE, guests: TWO_ADULTS, latitude: null, longitude: null, location: "Sandton", promotion_code: "" },
        }),
      )
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("rooms.start_date", CANNOT_BE_IN_THE_PAST)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.searchHotels({ ...search, ...PAST_STAY }))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "rooms.start_date": [CANNOT_BE_IN_THE_PAST] })
      })
  })
})

describe("the room search (POST /api/web/bookings/rooms)", () => {
  const search: RoomSearch = { hotelCode: "801", ...STAY, guestRooms: TWO_ADULTS, clubCard: "", promoCode: "" }

  it("gives the hotel's room offers with their rates for the stay", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.roomsFree)
      .uponReceiving("a room search at hotel 801 for two adults")
      .withRequest("POST", "/api/web/bookings/rooms", (request) =>
        request.jsonBody({ rooms: { hotel_code: "801", ...stayFromState(), guests: TWO_ADULTS, clicks_club_card: "", promotion_code: "" } }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, { room_offers: listOf(roomOfferLike()) }))
      .executeTest(async (mock) => {
        const [offer] = await booking(mock, (api) => api.searchRooms(search))
        expect(offer).toMatchObject({ roomTypeCode: "QUEEN", ratePlanCode: "RO-FLEX", totalAmount: 254_540, numberOfUnits: 12 })
        expect(offer?.rates[0]?.details[0]).toMatchObject({ totalAmountCents: 254_540, unitMultiplier: 2, effectiveDate: "2030-03-05", expiryDate: "2030-03-07" })
        expect(offer?.rates[0]?.refundable).toBe(true)
      })
  })

  it("answers 404 for a hotel code that does not exist", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.noHotelCode999)
      .uponReceiving("a room search at a hotel that does not exist")
      .withRequest("POST", "/api/web/bookings/rooms", (request) =>
        request.jsonBody({ rooms: { hotel_code: MISSING.hotelCode, ...stayFromState(), guests: TWO_ADULTS, clicks_club_card: "", promotion_code: "" } }),
      )
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(HOTEL_NOT_FOUND)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.searchRooms({ ...search, hotelCode: MISSING.hotelCode }))
        expect(error.status).toBe(404)
      })
  })
})

describe("the price calendar (POST /api/web/bookings/calendar)", () => {
  const search: PriceCalendarSearch = { hotelCode: "801", startDate: STAY.checkInDate, endDate: STAY.checkOutDate, guestRooms: TWO_ADULTS, clubCard: "", promoCode: "" }
  const night = {
    date: calendarDate("2030-03-05T12:00:00+02:00"),
    available: boolean(true),
    price_cents: orNull(integer(127_270)),
    currency: string("ZAR"),
    rate_description: orNull(string("Flexible Rate")),
  }

  it("gives each night's from-price, description and availability", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.roomsFree)
      .uponReceiving("a price calendar of hotel 801 for two adults")
      .withRequest("POST", "/api/web/bookings/calendar", (request) =>
        request.jsonBody({ calendar: { hotel_code: "801", ...stayFromState(), guests: TWO_ADULTS, clicks_club_card: "", promotion_code: "" } }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, { nights: listOf(night) }))
      .executeTest(async (mock) => {
        const cells = await booking(mock, (api) => api.priceCalendar(search))
        expect(cells).toStrictEqual([{ price: 127_270, description: "Flexible Rate", start: "2030-03-05", end: "2030-03-06" }])
      })
  })

  it("answers 404 for a hotel code that does not exist", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.noHotelCode999)
      .uponReceiving("a price calendar of a hotel that does not exist")
      .withRequest("POST", "/api/web/bookings/calendar", (request) =>
        request.jsonBody({ calendar: { hotel_code: MISSING.hotelCode, ...stayFromState(), guests: TWO_ADULTS, clicks_club_card: "", promotion_code: "" } }),
      )
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(HOTEL_NOT_FOUND)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.priceCalendar({ ...search, hotelCode: MISSING.hotelCode }))
        expect(error.status).toBe(404)
      })
  })
})
