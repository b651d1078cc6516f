import { Effect } from "effect"
import type { HotelDetails } from "../content/hotel-listing.ts"
import { orEmpty } from "../http/or-empty.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { type ChosenHotel, chosenHotelOf, readChosenHotel, rememberChosenHotel } from "./chosen-hotel-store.ts"

/**
 * The chosen hotel's facts beyond its name (spec B §2: the summary's hotel image, the room modal's address). The
 * hotel list remembers them on View Rates; a search made by hotel name (or a shared link) never passes the list,
 * so they are read through GET /api/web/hotels/{id} and remembered for the rest of the booking. Null when the
 * hotel cannot be read (spec A §7: an empty object): the pages show the hotel's name alone, as before.
 */
export const loadChosenHotel = Effect.fn("ChosenHotel.load")(function* (hotelId: number) {
  const remembered = yield* readChosenHotel(hotelId)
  if (remembered !== null) return remembered
  const api = yield* ContentApi
  const hotel = yield* orEmpty<HotelDetails | null, unknown, never>(api.hotel(hotelId), null)
  if (hotel === null) return null
  yield* rememberChosenHotel(hotel)
  return chosenHotelOf(hotel) satisfies ChosenHotel
})
