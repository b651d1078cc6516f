import { Effect } from "effect"
import { LocationsQuery, LocationsResponse } from "../../contracts/api/hotels.ts"
import type { LocationMatch } from "../../core/content/hotel-listing.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7, A §7 "Location search by text" (contracts/api/hotels.ts): GET /api/web/locations?text=. */
export const LOCATIONS_PATH = "/api/web/locations"

const encodeQuery = encodeWith(LocationsQuery)
const decodeAnswer = decodeWith(LocationsResponse)

export const searchLocations =
  (http: HttpClient) =>
  (text: string): Effect.Effect<ReadonlyArray<LocationMatch>, HttpError> =>
    Effect.gen(function* () {
      const query = yield* encodeQuery({ text })
      const answer = yield* exchange(http, { method: "GET", path: LOCATIONS_PATH, query }, decodeAnswer)
      return answer.hotels.map((hotel) => ({
        id: hotel.id,
        city: hotel.city,
        name: hotel.name,
        physicalAddress: hotel.physical_address,
        code: hotel.code,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
      }))
    })
