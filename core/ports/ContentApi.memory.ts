import { Effect, Layer } from "effect"
import type { NewsletterSignup } from "../account/newsletter.ts"
import { BRAND_KEYS } from "../booking/hotel.ts"
import type { HotelBanner } from "../content/banner.ts"
import { type ContentItem, contentSlug } from "../content/content-item.ts"
import type { ContentsQuery } from "../content/content-query.ts"
import { type HotelDetails, type HotelsQuery, isLocationQuery, type RoomType } from "../content/hotel-listing.ts"
import type { JobVacanciesQuery, JobVacancy } from "../content/job-vacancy.ts"
import { DEFAULT_PAGE_SIZE } from "../content/pagination.ts"
import { REVIEW_LIMIT, REVIEW_MINIMUM_RATING, type ReviewPlatform } from "../content/review-query.ts"
import type { Review } from "../content/review.ts"
import { NO_SITE_CONFIG, type SiteConfig } from "../content/site-config.ts"
import type { SpecialOffer, SpecialOfferRequest, SpecialOffersQuery } from "../content/special-offer.ts"
import { HttpError } from "../http/http-error.ts"
import { ContentApi, type ContentApiShape } from "./ContentApi.ts"

/** A review as the platform holds it: for one hotel's store, on one platform. */
export interface StoredReview extends Review {
  readonly storeId: string
  readonly platform: ReviewPlatform
}

/** What the fake answers with; every field has an empty default. */
export interface ContentApiData {
  readonly hotels?: ReadonlyArray<HotelDetails>
  readonly roomTypes?: Readonly<Record<number, ReadonlyArray<RoomType>>>
  readonly hotelBanners?: Readonly<Record<number, ReadonlyArray<HotelBanner>>>
  readonly specialOffers?: ReadonlyArray<SpecialOffer>
  readonly contents?: ReadonlyArray<ContentItem>
  readonly jobVacancies?: ReadonlyArray<JobVacancy>
  readonly reviews?: ReadonlyArray<StoredReview>
  /** The deployment's settings (default: no map tiles). */
  readonly siteConfig?: SiteConfig
}

export interface ContentApiCall {
  readonly method: keyof ContentApiShape
  readonly args: ReadonlyArray<unknown>
}

export interface ContentApiMemory {
  readonly api: ContentApiShape
  readonly layer: Layer.Layer<ContentApi>
  /** Every call in order, for tests that check what was asked. */
  readonly calls: ReadonlyArray<ContentApiCall>
  /** Makes the next calls of `method` fail with `error` until cleared with `undefined`. */
  readonly failNext: (method: keyof ContentApiShape, error: HttpError | undefined) => void
  /** The special-offer requests received, with the offer's slug. */
  readonly offerRequests: ReadonlyArray<{ readonly slug: string; readonly request: SpecialOfferRequest }>
  readonly newsletterSignups: ReadonlyArray<NewsletterSignup>
}

const notFound = () => new HttpError({ status: 404, message: "Request failed with status code 404" })

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

const contains = (haystack: string, needle: string): boolean => haystack.toLowerCase().includes(needle.trim().toLowerCase())

/** Page `page` (from 1) of `per` items, and how many pages all the items fill. */
const pageOf = <T>(items: ReadonlyArray<T>, page: number, per: number) => ({
  items: items.slice((page - 1) * per, page * per),
  totalPages: Math.ceil(items.length / per),
})

const matchesHotel = (hotel: HotelDetails, query: HotelsQuery): boolean => {
  if (isLocationQuery(query))
    return [hotel.name, hotel.city, hotel.province, hotel.physicalAddress].some((text) => contains(text, query.location))
  return (
    (query.brand === undefined || BRAND_KEYS[hotel.brand.id] === query.brand) &&
    (query.country === undefined || same(hotel.country, query.country)) &&
    (query.province === undefined || same(hotel.province, query.province)) &&
    (query.city === undefined || same(hotel.city, query.city)) &&
    (query.facility === undefined || hotel.amenities.some((amenity) => same(amenity.name, query.facility!)))
  )
}

const matchesOffer = (offer: SpecialOffer, query: SpecialOffersQuery): boolean =>
  (query.activeStatus === undefined || offer.isActive === query.activeStatus) &&
  (query.promoCode === undefined || (offer.promoCode !== null && same(offer.promoCode, query.promoCode))) &&
  (query.hotelId === undefined || offer.hotelIds.includes(query.hotelId)) &&
  (query.type === undefined || offer.specialType === query.type) &&
  (query.excludeSpecialType === undefined || offer.specialType !== query.excludeSpecialType)

const fieldValue = (item: ContentItem, key: string) => item.fields.find((field) => field.key === key)?.value ?? null

const isEmpty = (value: ReturnType<typeof fieldValue>): boolean => value === null || value === ""

/** The contents filters, as decided in core/content/content-query.ts. */
const matchesContent = (item: ContentItem, query: ContentsQuery): boolean => {
  const { brandId, hotelId } = query
  const links = (type: "BrandLinkField" | "HotelLinkField", id: number) =>
    item.fields.some((field) => field.fieldableType === type && String(field.value) === String(id))
  return (
    item.contentType === query.contentType &&
    (brandId === undefined || item.fields.some((field) => field.brandId === brandId) || links("BrandLinkField", brandId)) &&
    (hotelId === undefined || links("HotelLinkField", hotelId)) &&
    (query.containsContentIds === undefined || query.containsContentIds.includes(item.id)) &&
    (query.stringFields ?? []).every(({ key, value }) =>
      item.fields.some((field) => field.fieldableType === "StringField" && field.key === key && field.value === value),
    ) &&
    (query.emptyValueKeyFilter === undefined || isEmpty(fieldValue(item, query.emptyValueKeyFilter))) &&
    (query.maxCapacityStringFields ?? []).every(({ key, value }) => Number(fieldValue(item, key)) >= Number(value))
  )
}

const matchesJob = (job: JobVacancy, query: JobVacanciesQuery): boolean =>
  (query.brand === undefined || (job.brandLinked !== null && BRAND_KEYS[job.brandLinked] === query.brand)) &&
  (query.category === undefined || job.category === query.category)

/**
 * An in-memory ContentApi for use-case tests: answers from the data it is given, filtering and
 * paging as the server does, keeps the requests and sign-ups it receives, and records every call.
 */
export const makeContentApiMemory = (data: ContentApiData = {}): ContentApiMemory => {
  const calls: Array<ContentApiCall> = []
  const failures = new Map<keyof ContentApiShape, HttpError>()
  const offerRequests: Array<{ slug: string; request: SpecialOfferRequest }> = []
  const newsletterSignups: Array<NewsletterSignup> = []
  const hotels = data.hotels ?? []
  const offers = data.specialOffers ?? []

  const call =
    <Args extends ReadonlyArray<unknown>, A>(method: keyof ContentApiShape, answer: (...args: Args) => Effect.Effect<A, HttpError>) =>
    (...args: Args): Effect.Effect<A, HttpError> =>
      Effect.suspend(() => {
        calls.push({ method, args })
        const failure = failures.get(method)
        return failure === undefined ? answer(...args) : Effect.fail(failure)
      })

  const found = <T>(value: T | undefined): Effect.Effect<T, HttpError> =>
    value === undefined ? Effect.fail(notFound()) : Effect.succeed(value)

  const ofHotel = <T>(hotelId: number, lists: Readonly<Record<number, ReadonlyArray<T>>> | undefined) =>
    Effect.map(found(hotels.find((hotel) => hotel.id === hotelId)), () => lists?.[hotelId] ?? [])

  const api: ContentApiShape = {
    hotels: call("hotels", (query) => {
      const { items, totalPages } = pageOf(
        hotels.filter((hotel) => matchesHotel(hotel, query)),
        query.page,
        query.per,
      )
      return Effect.succeed({ hotels: items, totalPages })
    }),
    hotel: call("hotel", (id) => found(hotels.find((hotel) => hotel.id === id))),
    roomTypes: call("roomTypes", (hotelId) => ofHotel(hotelId, data.roomTypes)),
    hotelBanners: call("hotelBanners", (hotelId) => ofHotel(hotelId, data.hotelBanners)),
    searchLocations: call("searchLocations", (text) =>
      Effect.succeed(
        text.trim() === ""
          ? []
          : hotels
              .filter((hotel) => [hotel.name, hotel.city, hotel.physicalAddress].some((field) => contains(field, text)))
              .map(({ id, city, name, physicalAddress, code, latitude, longitude }) => ({ id, city, name, physicalAddress, code, latitude, longitude })),
      ),
    ),
    specialOffers: call("specialOffers", (query) => {
      const { items, totalPages } = pageOf(
        offers.filter((offer) => matchesOffer(offer, query)),
        query.page,
        query.per,
      )
      return Effect.succeed({ offers: items, totalPages })
    }),
    specialOffer: call("specialOffer", (slug) => found(offers.find((offer) => offer.slug === slug))),
    requestSpecialOffer: call("requestSpecialOffer", (slug, request) =>
      Effect.map(found(offers.find((offer) => offer.slug === slug)), () => {
        offerRequests.push({ slug, request })
      }),
    ),
    contents: call("contents", (query) => {
      const page = query.page ?? 1
      const matching = (data.contents ?? []).filter((item) => matchesContent(item, query))
      const { items, totalPages } = pageOf(matching, page, query.per ?? DEFAULT_PAGE_SIZE)
      return Effect.succeed({ items, pagination: { currentPage: page, totalPages, totalCount: matching.length } })
    }),
    content: call("content", (slug) => found((data.contents ?? []).find((item) => contentSlug(item) === slug))),
    jobVacancies: call("jobVacancies", (query) => {
      const { items, totalPages } = pageOf(
        (data.jobVacancies ?? []).filter((job) => matchesJob(job, query)),
        query.page,
        query.per,
      )
      return Effect.succeed({ jobVacancies: items, totalPages })
    }),
    reviews: call("reviews", (storeId, platform) =>
      Effect.succeed(
        (data.reviews ?? [])
          .filter((review) => review.storeId === storeId && review.platform === platform && review.rating >= REVIEW_MINIMUM_RATING)
          .slice(0, REVIEW_LIMIT)
          .map(({ rating, reviewerText, reviewerName, storeUrl }) => ({ rating, reviewerText, reviewerName, storeUrl })),
      ),
    ),
    signUpForNewsletter: call("signUpForNewsletter", (signup) =>
      Effect.sync(() => {
        newsletterSignups.push(signup)
      }),
    ),
    siteConfig: call("siteConfig", () => Effect.succeed(data.siteConfig ?? NO_SITE_CONFIG)),
  }

  return {
    api,
    layer: Layer.succeed(ContentApi, api),
    calls,
    failNext: (method, error) => (error === undefined ? failures.delete(method) : failures.set(method, error)),
    offerRequests,
    newsletterSignups,
  }
}
