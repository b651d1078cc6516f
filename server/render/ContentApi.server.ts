import { Effect, Exit, Layer, type ManagedRuntime, Option, Schema } from "effect"
import { HotelFromWire, RoomTypeFromWire } from "../../contracts/api/hotels.ts"
import { CONTENT_NOT_FOUND, HOTEL_NOT_FOUND, SPECIAL_OFFER_NOT_FOUND } from "../../contracts/api/errors.ts"
import { toSpecialOffer, toWireOffersQuery } from "../../contracts/api/offers.ts"
import { reviewQuery } from "../../core/content/review-query.ts"
import { type HttpError, normaliseHttpError } from "../../core/http/http-error.ts"
import { ContentApi, type ContentApiShape } from "../../core/ports/ContentApi.ts"
import { CatalogueService } from "../catalogue/CatalogueService.ts"
import { ServerConfig } from "../config.ts"
import { ContentService } from "../content/ContentService.ts"
import { JobVacancyService } from "../jobs/JobVacancyService.ts"
import { ReviewService } from "../reviews/ReviewService.ts"
import { contentItemFromWire } from "../../contracts/api/contents.ts"
import { jobVacancyFromWire } from "../../contracts/api/jobs.ts"
import { wireContentsQuery, wireJobVacanciesQuery } from "./content-reads.ts"

/**
 * Core's ContentApi port answered by the server's own services, for the pages it renders (core/screen/page-render.ts):
 * the same answers the browser's HTTP adapter gets from /api/web, without a trip through HTTP. Each call runs in the
 * server's runtime (its logger, its database); a failure is the HttpError the browser would have seen (a missing
 * hotel a 404, a fault the generic one), which core's reads show as their empty state.
 */

export type ContentServices = CatalogueService | ContentService | JobVacancyService | ReviewService | ServerConfig

const decodeHotel = Schema.decodeEffect(HotelFromWire)
const decodeRoomTypes = Schema.decodeEffect(Schema.Array(RoomTypeFromWire))

const NOT_FOUND = normaliseHttpError({ kind: "response", status: 404, body: { message: HOTEL_NOT_FOUND } })
const OFFER_NOT_FOUND = normaliseHttpError({ kind: "response", status: 404, body: { message: SPECIAL_OFFER_NOT_FOUND } })
const BROKEN = normaliseHttpError({ kind: "other" })
const CONTENT_MISSING = normaliseHttpError({ kind: "response", status: 404, body: { message: CONTENT_NOT_FOUND } })

/** A call the rendered pages do not make yet: the generic failure, as the browser's adapter answers one it lacks. */
const notServed = () => Effect.fail(BROKEN)

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
          return yield* Effect.orDie(decodeRoomTypes(roomTypes))
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
    specialOffer: (slug) =>
      call(
        Effect.gen(function* () {
          return toSpecialOffer(yield* (yield* CatalogueService).getSpecialOffer(slug))
        }),
        () => OFFER_NOT_FOUND,
      ),
    requestSpecialOffer: notServed,
    // The company's pages (issue 26): content items and job vacancies, as GET /api/web/contents and /job_vacancies answer them.
    contents: (query) =>
      call(
        Effect.gen(function* () {
          const wire = wireContentsQuery(query)
          if (wire === undefined) return { items: [], pagination: { currentPage: query.page ?? 1, totalPages: 0, totalCount: 0 } }
          const answer = yield* (yield* ContentService).list(wire)
          const { current_page, total_pages, total_count } = answer.pagination
          return { items: answer.contents.map(contentItemFromWire), pagination: { currentPage: current_page, totalPages: total_pages, totalCount: total_count } }
        }),
      ),
    content: (slug) =>
      call(
        Effect.gen(function* () {
          return contentItemFromWire(yield* (yield* ContentService).get(slug))
        }),
        () => CONTENT_MISSING,
      ),
    jobVacancies: (query) =>
      call(
        Effect.gen(function* () {
          const answer = yield* (yield* JobVacancyService).list(wireJobVacanciesQuery(query))
          return { jobVacancies: answer.job_vacancies.map(jobVacancyFromWire), totalPages: answer.pagination.total_pages }
        }),
      ),
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
