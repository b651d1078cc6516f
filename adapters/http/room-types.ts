import { Effect, Schema } from "effect"
import { HotelParams, RoomTypeFromWire, RoomTypesResponse } from "../../contracts/api/hotels.ts"
import type { RoomType } from "../../core/content/hotel-listing.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { hotelPath } from "./hotel-listing.ts"

/** spec B §7, A §7 "Room types": GET /api/web/hotels/{id}/room_types. */
export const roomTypesPath = (hotelId: number): string => `${hotelPath(hotelId)}/room_types`

const encodeParams = encodeWith(HotelParams)
const decodeAnswer = decodeWith(RoomTypesResponse)
const decodeRoomTypes = decodeWith(Schema.Array(RoomTypeFromWire))

/** A hotel's room types as core shows them (the wire's occupancy fields are the server's rule, not shown). */
export const listRoomTypes =
  (http: HttpClient) =>
  (hotelId: number): Effect.Effect<ReadonlyArray<RoomType>, HttpError> =>
    Effect.gen(function* () {
      const { id } = yield* encodeParams({ id: hotelId })
      const path = roomTypesPath(Number(id))
      const answer = yield* exchange(http, { method: "GET", path }, decodeAnswer)
      return yield* decodeRoomTypes(path, answer.room_types)
    })
