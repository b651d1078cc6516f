import { Effect } from "effect"
import { attractionOf, diningInfoOf } from "../content/content-entities.ts"
import { entitiesOf } from "../content/content-item.ts"
import type { ContentsQuery } from "../content/content-query.ts"
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

/** How many attractions and dining entries a hotel's page reads (one page of the content API). */
export const HOTEL_CONTENT_PER_PAGE = 10

/** spec A §2, §3, §7: a hotel's content items of one type (its HotelLinkField), read by hotel_id. */
export const hotelContentQuery = (contentType: "attraction" | "dining_info", hotelId: number): ContentsQuery => ({ contentType, page: 1, per: HOTEL_CONTENT_PER_PAGE, hotelId })

const hotelItems = (contentType: "attraction" | "dining_info", hotelId: number) =>
  Effect.gen(function* () {
    const api = yield* ContentApi
    const page = yield* orEmpty(api.contents(hotelContentQuery(contentType, hotelId)), null)
    return page === null ? [] : page.items
  })

/** spec A §3: the attractions near a hotel (name and distance); a failed read is none. */
export const loadAttractions = Effect.fn("HotelPage.loadAttractions")(function* (hotelId: number) {
  return entitiesOf(yield* hotelItems("attraction", hotelId), attractionOf)
})

/** spec A §3: a hotel's dining (heading, description, its menu); a failed read is none. */
export const loadDining = Effect.fn("HotelPage.loadDining")(function* (hotelId: number) {
  return entitiesOf(yield* hotelItems("dining_info", hotelId), diningInfoOf).map((info) => ({ heading: info.heading, description: info.description, menu: info.pdf?.url ?? null }))
})
