import { Effect, Schema } from "effect"
import { RoomOfferFromWire, SearchRoomsRequest, SearchRoomsResponse } from "../../contracts/api/search.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import type { RoomOffer } from "../../core/booking/room-offer.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { RoomSearch } from "../../core/ports/BookingApi.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7 "Search rooms": POST /api/web/bookings/rooms. */
export const SEARCH_ROOMS_PATH = `${BOOKINGS_API_PATH}/rooms`

const encodeRequest = encodeWith(SearchRoomsRequest)
const decodeAnswer = decodeWith(SearchRoomsResponse)
/** The contract's one mapping to core's offer (contracts/api/search.ts, shared with the server's render). */
const decodeOffers = decodeWith(Schema.Array(RoomOfferFromWire))

export const toSearchRoomsRequest = (search: RoomSearch): SearchRoomsRequest => ({
  rooms: {
    hotel_code: search.hotelCode,
    start_date: search.checkInDate,
    end_date: search.checkOutDate,
    guests: search.guestRooms.map(({ adults, kids }) => ({ adults, kids })),
    clicks_club_card: search.clubCard,
    promotion_code: search.promoCode,
  },
})

export const searchRooms =
  (http: HttpClient) =>
  (search: RoomSearch): Effect.Effect<ReadonlyArray<RoomOffer>, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRequest(toSearchRoomsRequest(search))
      const answer = yield* exchange(http, { method: "POST", path: SEARCH_ROOMS_PATH, body }, decodeAnswer)
      return yield* decodeOffers(SEARCH_ROOMS_PATH, answer.room_offers)
    })
