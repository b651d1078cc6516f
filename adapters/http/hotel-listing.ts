import { Effect } from "effect"
import * as Wire from "../../contracts/api/hotels.ts"
import { type HotelDetails, type HotelsPage, type HotelsQuery, isLocationQuery } from "../../core/content/hotel-listing.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7, A §7 "Hotels": GET /api/web/hotels, and one hotel at /api/web/hotels/{id}. */
export const HOTELS_LIST_PATH = "/api/web/hotels"
export const hotelPath = (id: number): string => `${HOTELS_LIST_PATH}/${id}`

const encodeQuery = encodeWith(Wire.HotelsQuery)
const encodeParams = encodeWith(Wire.HotelParams)
const decodeList = decodeWith(Wire.HotelsResponse)
const decodeOne = decodeWith(Wire.HotelResponse)
const decodeDetails = decodeWith(Wire.HotelFromWire)

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
        ...(query.facility === undefined ? {} : { facility: query.facility }),
      }

export const listHotels =
  (http: HttpClient) =>
  (query: HotelsQuery): Effect.Effect<HotelsPage, HttpError> =>
    Effect.gen(function* () {
      const wireQuery = yield* encodeQuery(toWireQuery(query))
      const answer = yield* exchange(http, { method: "GET", path: HOTELS_LIST_PATH, query: wireQuery }, decodeList)
      const hotels = yield* Effect.forEach(answer.hotels, (hotel) => decodeDetails(HOTELS_LIST_PATH, hotel))
      return { hotels, totalPages: answer.pagination.total_pages }
    })

export const getHotel =
  (http: HttpClient) =>
  (id: number): Effect.Effect<HotelDetails, HttpError> =>
    Effect.gen(function* () {
      const { id: wireId } = yield* encodeParams({ id })
      const path = hotelPath(Number(wireId))
      const answer = yield* exchange(http, { method: "GET", path }, decodeOne)
      return yield* decodeDetails(path, answer.hotel)
    })
