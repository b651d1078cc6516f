import { Context, type Effect } from "effect"
import type { NewsletterSignup } from "../account/newsletter.ts"
import type { HotelBanner } from "../content/banner.ts"
import type { ContentItem } from "../content/content-item.ts"
import type { ContentPage, ContentsQuery } from "../content/content-query.ts"
import type { HotelDetails, HotelsPage, HotelsQuery, LocationMatch, RoomType } from "../content/hotel-listing.ts"
import type { JobVacanciesQuery, JobVacancy } from "../content/job-vacancy.ts"
import type { ReviewPlatform } from "../content/review-query.ts"
import type { SiteConfig } from "../content/site-config.ts"
import type { Review } from "../content/review.ts"
import type { SpecialOffer, SpecialOfferRequest, SpecialOffersQuery } from "../content/special-offer.ts"
import type { HttpError } from "../http/http-error.ts"

/** spec A §7: one page of special offers and how many pages there are. */
export interface SpecialOffersPage {
  readonly offers: ReadonlyArray<SpecialOffer>
  readonly totalPages: number
}

/** spec A §7: one page of job vacancies and how many pages there are. */
export interface JobVacanciesPage {
  readonly jobVacancies: ReadonlyArray<JobVacancy>
  readonly totalPages: number
}

/**
 * The hotels, offers, content, jobs, reviews and newsletter calls (spec A §7, B §7). Every call
 * fails with the normalised HttpError; the reads that pages show are wrapped by
 * core/content/content-reads.ts, which turns a failure into an empty answer (spec A §7, §8).
 */
export interface ContentApiShape {
  /** GET /api/web/hotels: page, per, brand, country, province, city; or location with page 1. */
  readonly hotels: (query: HotelsQuery) => Effect.Effect<HotelsPage, HttpError>
  readonly hotel: (id: number) => Effect.Effect<HotelDetails, HttpError>
  readonly roomTypes: (hotelId: number) => Effect.Effect<ReadonlyArray<RoomType>, HttpError>
  readonly hotelBanners: (hotelId: number) => Effect.Effect<ReadonlyArray<HotelBanner>, HttpError>
  readonly searchLocations: (text: string) => Effect.Effect<ReadonlyArray<LocationMatch>, HttpError>
  readonly specialOffers: (query: SpecialOffersQuery) => Effect.Effect<SpecialOffersPage, HttpError>
  readonly specialOffer: (slug: string) => Effect.Effect<SpecialOffer, HttpError>
  /** POST /api/web/special_offers/{slug}/book. */
  readonly requestSpecialOffer: (slug: string, request: SpecialOfferRequest) => Effect.Effect<void, HttpError>
  readonly contents: (query: ContentsQuery) => Effect.Effect<ContentPage, HttpError>
  readonly content: (slug: string) => Effect.Effect<ContentItem, HttpError>
  readonly jobVacancies: (query: JobVacanciesQuery) => Effect.Effect<JobVacanciesPage, HttpError>
  /** GET /api/social-places: the adapter adds the fixed scale, minimum rating and limit (core/content/review-query.ts). */
  readonly reviews: (storeId: string, platform: ReviewPlatform) => Effect.Effect<ReadonlyArray<Review>, HttpError>
  /** POST /api/web/news_letters. */
  readonly signUpForNewsletter: (signup: NewsletterSignup) => Effect.Effect<void, HttpError>
  /** GET /api/web/site_config: the deployment's settings the website reads (the map's tile server). */
  readonly siteConfig: () => Effect.Effect<SiteConfig, HttpError>
}

export class ContentApi extends Context.Service<ContentApi, ContentApiShape>()("hotel/ports/ContentApi") {}
