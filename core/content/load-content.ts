import { Effect } from "effect"
import { orEmpty } from "../http/or-empty.ts"
import { ContentApi, type JobVacanciesPage, type SpecialOffersPage } from "../ports/ContentApi.ts"
import type { HotelBanner } from "./banner.ts"
import type { ContentItem } from "./content-item.ts"
import type { ContentPage, ContentsQuery } from "./content-query.ts"
import type { HotelDetails, HotelsPage, HotelsQuery, LocationMatch, RoomType } from "./hotel-listing.ts"
import type { JobVacanciesQuery } from "./job-vacancy.ts"
import type { ReviewPlatform } from "./review-query.ts"
import type { Review } from "./review.ts"
import { NO_SITE_CONFIG, type SiteConfig } from "./site-config.ts"
import type { SpecialOffer, SpecialOffersQuery } from "./special-offer.ts"

// spec A §7, §8: failed content or hotel fetches return an empty list or object. A list read gives
// no items and no pages; a single hotel, offer or content item gives null (the "empty object"),
// which the page shows as its empty state. Writes (offer requests, newsletter) are not wrapped:
// their failures have their own messages.

export const NO_HOTELS_PAGE: HotelsPage = { hotels: [], totalPages: 0 }
export const NO_SPECIAL_OFFERS_PAGE: SpecialOffersPage = { offers: [], totalPages: 0 }
export const NO_JOB_VACANCIES_PAGE: JobVacanciesPage = { jobVacancies: [], totalPages: 0 }
export const noContentPage = (query: ContentsQuery): ContentPage => ({
  items: [],
  pagination: { currentPage: query.page ?? 1, totalPages: 0, totalCount: 0 },
})

export const loadHotels = Effect.fn("ContentReads.loadHotels")(function* (query: HotelsQuery): Effect.fn.Return<HotelsPage, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.hotels(query), NO_HOTELS_PAGE)
})

export const loadHotel = Effect.fn("ContentReads.loadHotel")(function* (id: number): Effect.fn.Return<HotelDetails | null, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty<HotelDetails | null, unknown, never>(api.hotel(id), null)
})

export const loadRoomTypes = Effect.fn("ContentReads.loadRoomTypes")(function* (
  hotelId: number,
): Effect.fn.Return<ReadonlyArray<RoomType>, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.roomTypes(hotelId), [])
})

export const loadHotelBanners = Effect.fn("ContentReads.loadHotelBanners")(function* (
  hotelId: number,
): Effect.fn.Return<ReadonlyArray<HotelBanner>, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.hotelBanners(hotelId), [])
})

export const loadLocations = Effect.fn("ContentReads.loadLocations")(function* (
  text: string,
): Effect.fn.Return<ReadonlyArray<LocationMatch>, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.searchLocations(text), [])
})

export const loadSpecialOffers = Effect.fn("ContentReads.loadSpecialOffers")(function* (
  query: SpecialOffersQuery,
): Effect.fn.Return<SpecialOffersPage, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.specialOffers(query), NO_SPECIAL_OFFERS_PAGE)
})

export const loadSpecialOffer = Effect.fn("ContentReads.loadSpecialOffer")(function* (
  slug: string,
): Effect.fn.Return<SpecialOffer | null, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty<SpecialOffer | null, unknown, never>(api.specialOffer(slug), null)
})

export const loadContents = Effect.fn("ContentReads.loadContents")(function* (
  query: ContentsQuery,
): Effect.fn.Return<ContentPage, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.contents(query), noContentPage(query))
})

export const loadContent = Effect.fn("ContentReads.loadContent")(function* (
  slug: string,
): Effect.fn.Return<ContentItem | null, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty<ContentItem | null, unknown, never>(api.content(slug), null)
})

export const loadJobVacancies = Effect.fn("ContentReads.loadJobVacancies")(function* (
  query: JobVacanciesQuery,
): Effect.fn.Return<JobVacanciesPage, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.jobVacancies(query), NO_JOB_VACANCIES_PAGE)
})

export const loadReviews = Effect.fn("ContentReads.loadReviews")(function* (
  storeId: string,
  platform: ReviewPlatform,
): Effect.fn.Return<ReadonlyArray<Review>, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.reviews(storeId, platform), [])
})

/** The deployment's settings; a failed read is the default (no tiles), so a map never waits on it to be usable. */
export const loadSiteConfig = Effect.fn("ContentReads.loadSiteConfig")(function* (): Effect.fn.Return<SiteConfig, never, ContentApi> {
  const api = yield* ContentApi
  return yield* orEmpty(api.siteConfig(), NO_SITE_CONFIG)
})
