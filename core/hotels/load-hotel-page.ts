import { Effect } from "effect"
import { DEFAULT_REVIEW_PLATFORM } from "../content/review-query.ts"
import { orEmpty } from "../http/or-empty.ts"
import { ContentApi } from "../ports/ContentApi.ts"

/** A hotel's page's reads (spec A §7); a failed read is an empty answer (spec A §8): no hotel, no rooms, no reviews. */

export const loadHotel = Effect.fn("HotelPage.loadHotel")(function* (id: number) {
  const api = yield* ContentApi
  return yield* orEmpty(api.hotel(id), null)
})

export const loadRoomTypes = Effect.fn("HotelPage.loadRoomTypes")(function* (id: number) {
  const api = yield* ContentApi
  return yield* orEmpty(api.roomTypes(id), [])
})

/** spec A §2, §7: the reviews shown are the default platform's (tripadvisor), read by the hotel's review-platform id. */
export const loadHotelReviews = Effect.fn("HotelPage.loadReviews")(function* (storeId: string) {
  const api = yield* ContentApi
  return yield* orEmpty(api.reviews(storeId, DEFAULT_REVIEW_PLATFORM), [])
})
