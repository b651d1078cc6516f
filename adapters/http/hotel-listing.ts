import { Effect } from "effect"
import * as Wire from "../../contracts/api/hotels.ts"
import { HotelDetails, type HotelsPage, type HotelsQuery, isLocationQuery } from "../../core/content/hotel-listing.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { fromWireHotel } from "./wire.ts"

/** spec B §7, A §7 "Hotels": GET /api/web/hotels, and one hotel at /api/web/hotels/{id}. */
export const HOTELS_LIST_PATH = "/api/web/hotels"
export const hotelPath = (id: number): string => `${HOTELS_LIST_PATH}/${id}`

const encodeQuery = encodeWith(Wire.HotelsQuery)
const encodeParams = encodeWith(Wire.HotelParams)
const decodeList = decodeWith(Wire.HotelsResponse)
const decodeOne = decodeWith(Wire.HotelResponse)
const decodeDetails = decodeWith(HotelDetails)

/** Core's query as the wire's: a location search, or the filters that are set. */
const toWireQuery = (query: HotelsQuery): Wire.HotelsQuery =>
  isLocationQuery(query)
    ? { page: query.page, per: query.per, location: query.location }
    : {
        page: query.page,
        per: query.per,
        ...(query.brand === undefined ? {} : { brand: query.brand }),
        ...(query.country === undefined ? {} : { country: query.country }),
        ...(query.province === undefined ? {} : { province: query.province }),
        ...(query.city === undefined ? {} : { city: query.city }),
      }

/** spec A §3: a hotel with its brand's slogan and logo and its meeting-room fields (camelCase, for core's Schema). */
const fromWireHotelDetails = (hotel: Wire.Hotel): typeof HotelDetails.Encoded => ({
  ...fromWireHotel(hotel),
  brand: hotel.brand,
  halfDayRate: hotel.half_day_rate,
  fullDayRate: hotel.full_day_rate,
  uShapedSeats: hotel.u_shaped_seats,
  schoolRoomSeats: hotel.school_room_seats,
  boardRoomSeats: hotel.board_room_seats,
  cinemaSeats: hotel.cinema_seats,
  facilitiesLinked: hotel.facilities_linked,
  hotelsLinked: hotel.hotels_linked,
  socialPlacesId: hotel.social_places_id,
})

export const listHotels =
  (http: HttpClient) =>
  (query: HotelsQuery): Effect.Effect<HotelsPage, HttpError> =>
    Effect.gen(function* () {
      const wireQuery = yield* encodeQuery(toWireQuery(query))
      const answer = yield* exchange(http, { method: "GET", path: HOTELS_LIST_PATH, query: wireQuery }, decodeList)
      const hotels = yield* Effect.forEach(answer.hotels, (hotel) => decodeDetails(HOTELS_LIST_PATH, fromWireHotelDetails(hotel)))
      return { hotels, totalPages: answer.pagination.total_pages }
    })

export const getHotel =
  (http: HttpClient) =>
  (id: number): Effect.Effect<HotelDetails, HttpError> =>
    Effect.gen(function* () {
      const { id: wireId } = yield* encodeParams({ id })
      const path = hotelPath(Number(wireId))
      const answer = yield* exchange(http, { method: "GET", path }, decodeOne)
      return yield* decodeDetails(path, fromWireHotelDetails(answer.hotel))
    })
