import { Effect } from "effect"
import { citiesOf, facilitiesOf, type HotelsFilterQuery, type HotelsPage } from "../content/hotel-listing.ts"
import { orEmpty } from "../http/or-empty.ts"
import { ContentApi } from "../ports/ContentApi.ts"

const EMPTY_PAGE: HotelsPage = { hotels: [], totalPages: 0 }

/** spec A §7, §8: a page of the explorer's hotels; a failed read shows as an empty list. */
export const loadHotelsPage = Effect.fn("HotelsExplorer.loadHotels")(function* (query: HotelsFilterQuery) {
  const api = yield* ContentApi
  return yield* orEmpty(api.hotels(query), EMPTY_PAGE)
})

/** The city filter's options: the cities of all hotels (page 1 of 100, spec A §9). */
export const loadHotelChoices = Effect.fn("HotelsExplorer.loadChoices")(function* (query: HotelsFilterQuery) {
  const api = yield* ContentApi
  return yield* orEmpty(
    Effect.map(api.hotels(query), (page) => ({ cities: citiesOf(page.hotels), facilities: facilitiesOf(page.hotels) })),
    { cities: [], facilities: [] },
  )
})
