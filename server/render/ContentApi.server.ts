import { Effect, Exit, Layer, type ManagedRuntime, Option, Schema } from "effect"
import { HotelFromWire } from "../../contracts/api/hotels.ts"
import { HOTEL_NOT_FOUND } from "../../contracts/api/errors.ts"
import { reviewQuery } from "../../core/content/review-query.ts"
import { DEFAULT_PAGE_SIZE } from "../../core/content/pagination.ts"
import { type HttpError, normaliseHttpError } from "../../core/http/http-error.ts"
import { ContentApi, type ContentApiShape } from "../../core/ports/ContentApi.ts"
import { CatalogueService } from "../catalogue/CatalogueService.ts"
import { ServerConfig } from "../config.ts"
import { ReviewService } from "../reviews/ReviewService.ts"
import { ContentService } from "../content/ContentService.ts"
import type * as ContentWire from "../../contracts/api/contents.ts"
import type * as OfferWire from "../../contracts/api/offers.ts"
import type { ContentItem } from "../../core/content/content-item.ts"
import type { ContentsQuery } from "../../core/content/content-query.ts"
import type { SpecialOffer, SpecialOffersQuery } from "../../core/content/special-offer.ts"

/**
 * Core's ContentApi port answered by the server's own services, for the pages it renders (core/screen/page-render.ts):
 * the same answers the browser's HTTP adapter gets from /api/web, without a trip through HTTP. Each call runs in the
 * server's runtime (its logger, its database); a failure is the HttpError the browser would have seen (a missing
 * hotel a 404, a fault the generic one), which core's reads show as their empty state.
 */

export type ContentServices = CatalogueService | ContentService | ReviewService | ServerConfig

const decodeHotel = Schema.decodeEffect(HotelFromWire)

const NOT_FOUND = normaliseHttpError({ kind: "response", status: 404, body: { message: HOTEL_NOT_FOUND } })
const BROKEN = normaliseHttpError({ kind: "other" })

/** A call the rendered pages do not make yet: the generic failure, as the browser's adapter answers one it lacks. */
const notServed = () => Effect.fail(BROKEN)

/**
 * Core's content query as the wire's, for the filters the rendered pages use (the type, the page, a brand or a hotel);
 * a query with other filters is not served here (undefined), so the browser reads it through /api/web/contents.
 */
const toWireContentsQuery = (query: ContentsQuery): ContentWire.ContentsQuery | undefined =>
  query.containsContentIds !== undefined || query.stringFields !== undefined || query.emptyValueKeyFilter !== undefined || query.maxCapacityStringFields !== undefined
    ? undefined
    : ({
        content_type: query.contentType,
        page: query.page ?? 1,
        per: query.per ?? DEFAULT_PAGE_SIZE,
        ...(query.brandId === undefined ? {} : { brand_id: query.brandId }),
        ...(query.hotelId === undefined ? {} : { hotel_id: query.hotelId }),
      } as ContentWire.ContentsQuery)

/** The wire's item in core's terms, as the browser's adapter reads it (adapters/http/contents.ts). */
const toContentItem = (item: ContentWire.ContentItem): ContentItem => ({
  id: item.id,
  contentType: item.content_type,
  fields: item.fields.map((field) => ({ id: field.id, fieldableType: field.fieldable_type, key: field.key, value: field.value, brandId: field.brand_id })),
  images: item.images,
  files: item.files,
  createdAt: item.created_at,
})

/** Core's offers query as the wire's. */
const toWireOffersQuery = (query: SpecialOffersQuery): OfferWire.SpecialOffersQuery =>
  ({
    page: query.page,
    per: query.per,
    ...(query.activeStatus === undefined ? {} : { active_status: query.activeStatus }),
    ...(query.promoCode === undefined ? {} : { promo_code: query.promoCode }),
    ...(query.hotelId === undefined ? {} : { hotel_id: query.hotelId }),
    ...(query.type === undefined ? {} : { type: query.type }),
    ...(query.excludeSpecialType === undefined ? {} : { exclude_special_type: query.excludeSpecialType }),
  }) as OfferWire.SpecialOffersQuery

/** The wire's offer in core's terms (spec A §3, camelCase). */
const toSpecialOffer = (offer: OfferWire.SpecialOffer): SpecialOffer => ({
  id: offer.id,
  name: offer.name,
  slug: offer.slug,
  description: offer.description,
  specialTag: offer.special_tag,
  image: offer.image,
  bannerImage: offer.banner_image,
  specialType: offer.special_type,
  actionType: offer.action_type,
  promoCode: offer.promo_code,
  startAt: offer.start_at,
  endAt: offer.end_at,
  marketStartAt: offer.market_start_at,
  marketEndAt: offer.market_end_at,
  hotelIds: offer.hotel_ids,
  isActive: offer.is_active,
  link: offer.link,
  writeUp: { htmlContent: offer.write_up.html_content },
  termsAndConditions: offer.terms_and_conditions,
})

export const makeServerContentApi = (runtime: ManagedRuntime.ManagedRuntime<ContentServices, unknown>): ContentApiShape => {
  /** Runs a service call in the server's runtime; its expected failures and its defects alike become HttpErrors. */
  const call = <A, E>(program: Effect.Effect<A, E, ContentServices>, failure: (error: E) => HttpError = () => BROKEN): Effect.Effect<A, HttpError> =>
    Effect.flatMap(
      Effect.promise(() => runtime.runPromiseExit(program)),
      (exit) => {
        if (Exit.isSuccess(exit)) return Effect.succeed(exit.value)
        const error = Exit.findErrorOption(exit)
        // The runtime's own failure (its layer's) is typed unknown; a program's is E.
        return Effect.fail(Option.isSome(error) ? failure(error.value as E) : BROKEN)
      },
    )
  return {
    hotels: (query) =>
      call(
        Effect.gen(function* () {
          const answer = yield* (yield* CatalogueService).listHotels(query)
          const hotels = yield* Effect.forEach(answer.hotels, (hotel) => Effect.orDie(decodeHotel(hotel)))
          return { hotels, totalPages: answer.pagination.total_pages }
        }),
      ),
    hotel: (id) =>
      call(
        Effect.gen(function* () {
          return yield* Effect.orDie(decodeHotel(yield* (yield* CatalogueService).getHotel(id)))
        }),
        () => NOT_FOUND,
      ),
    roomTypes: (hotelId) =>
      call(
        Effect.gen(function* () {
          const roomTypes = yield* (yield* CatalogueService).listRoomTypes(hotelId)
          return roomTypes.map((roomType) => ({
            id: roomType.id,
            roomTypeCode: roomType.room_type_code,
            name: roomType.name,
            description: roomType.description,
            images: roomType.images,
            amenities: roomType.amenities,
          }))
        }),
        () => NOT_FOUND,
      ),
    hotelBanners: (hotelId) =>
      call(
        Effect.gen(function* () {
          const banners = yield* (yield* CatalogueService).listBanners(hotelId)
          return banners.map((banner) => ({ image: { url: banner.image.url } }))
        }),
        () => NOT_FOUND,
      ),
    searchLocations: notServed,
    specialOffers: (query) =>
      call(
        Effect.gen(function* () {
          const answer = yield* (yield* CatalogueService).listSpecialOffers(toWireOffersQuery(query))
          return { offers: answer.specials.map(toSpecialOffer), totalPages: answer.pagination.total_pages }
        }),
      ),
    specialOffer: notServed,
    requestSpecialOffer: notServed,
    contents: (query) => {
      const wireQuery = toWireContentsQuery(query)
      if (wireQuery === undefined) return notServed()
      return call(
        Effect.gen(function* () {
          const answer = yield* (yield* ContentService).list(wireQuery)
          const { current_page, total_pages, total_count } = answer.pagination
          return { items: answer.contents.map(toContentItem), pagination: { currentPage: current_page, totalPages: total_pages, totalCount: total_count } }
        }),
      )
    },
    content: notServed,
    jobVacancies: notServed,
    reviews: (storeId, platform) =>
      call(
        Effect.gen(function* () {
          const reviews = yield* (yield* ReviewService).list(reviewQuery(storeId, platform))
          return reviews.map((review) => ({ rating: review.rating, reviewerText: review.reviewer_text, reviewerName: review.reviewer_name, storeUrl: review.store_url }))
        }),
      ),
    signUpForNewsletter: notServed,
    siteConfig: () =>
      call(
        Effect.gen(function* () {
          const { mapTiles, legacyLoyaltyUrl } = yield* ServerConfig
          return {
            mapTiles: mapTiles === undefined || mapTiles.url.trim() === "" ? null : { url: mapTiles.url, attribution: mapTiles.attribution ?? null },
            legacyLoyaltyUrl: legacyLoyaltyUrl ?? null,
          }
        }),
      ),
  }
}

export const serverContentApiLayer = (runtime: ManagedRuntime.ManagedRuntime<ContentServices, unknown>): Layer.Layer<ContentApi> =>
  Layer.succeed(ContentApi, makeServerContentApi(runtime))
