import { Effect, Schema } from "effect"
import { SearchHotelsRequest, SearchHotelsResponse } from "../../contracts/api/search.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Hotel } from "../../core/booking/hotel.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { HotelSearch } from "../../core/ports/BookingApi.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { fromWireHotel } from "./wire.ts"

/** spec B §7 "Search hotels": POST /api/web/bookings/hotels. */
export const SEARCH_HOTELS_PATH = `${BOOKINGS_API_PATH}/hotels`

const encodeRequest = encodeWith(SearchHotelsRequest)
const decodeAnswer = decodeWith(SearchHotelsResponse)
const decodeHotels = decodeWith(Schema.Array(Hotel))

export const toSearchHotelsRequest = (search: HotelSearch): SearchHotelsRequest => ({
  rooms: {
    start_date: search.checkInDate,
    end_date: search.checkOutDate,
    guests: search.guestRooms.map(({ adults, kids }) => ({ adults, kids })),
    latitude: search.coordinates?.latitude ?? null,
    longitude: search.coordinates?.longitude ?? null,
    location: search.location,
    promotion_code: search.promoCode,
  },
})

export const searchHotels =
  (http: HttpClient) =>
  (search: HotelSearch): Effect.Effect<ReadonlyArray<Hotel>, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRequest(toSearchHotelsRequest(search))
      const answer = yield* exchange(http, { method: "POST", path: SEARCH_HOTELS_PATH, body }, decodeAnswer)
      return yield* decodeHotels(SEARCH_HOTELS_PATH, answer.hotels.map(fromWireHotel))
    })
