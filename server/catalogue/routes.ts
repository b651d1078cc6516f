import { API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect, Result, Schema } from "effect"
import { Hono } from "hono"
import { ValidateClubCardRequest, ValidateClubCardResponse } from "../../contracts/api/clicks.ts"
import { EnquiryAccepted } from "../../contracts/api/enquiries.ts"
import { HOTEL_NOT_FOUND, SPECIAL_OFFER_NOT_FOUND } from "../../contracts/api/errors.ts"
import {
  HotelBannersResponse,
  HotelParams,
  HotelResponse,
  HotelsQuery,
  HotelsResponse,
  LocationsQuery,
  LocationsResponse,
  RoomTypesResponse,
} from "../../contracts/api/hotels.ts"
import { REQUEST_SENT } from "../../contracts/api/messages.ts"
import { BookSpecialOfferRequest, SpecialOfferParams, SpecialOfferResponse, SpecialOffersQuery, SpecialOffersResponse } from "../../contracts/api/offers.ts"
import { CatalogueService, type HotelNotFound, type SpecialOfferNotFound } from "./CatalogueService.ts"
import { isValidClubCardNumber } from "../../core/rates/club-card-discount.ts"
import { NotFoundProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder, queryDecoder } from "../http/runtime.ts"

/**
 * The catalogue, mounted at /api/web (contracts/README.md): GET /hotels, /hotels/{id},
 * /hotels/{id}/room_types, /hotels/{id}/banners, /locations, /special_offers, /special_offers/{slug},
 * POST /special_offers/{slug}/book and POST /clicks/validate.
 */

export const CATALOGUE_ROUTES_PATH = API_PATH

const decodeHotelsQuery = queryDecoder(HotelsQuery)
const decodeLocationsQuery = queryDecoder(LocationsQuery)
const decodeOffersQuery = queryDecoder(SpecialOffersQuery)
const decodeOfferEnquiry = jsonBodyDecoder(BookSpecialOfferRequest)
const decodeClubCard = jsonBodyDecoder(ValidateClubCardRequest)

const answerHotels = jsonAnswer(HotelsResponse)
const answerHotel = jsonAnswer(HotelResponse)
const answerRoomTypes = jsonAnswer(RoomTypesResponse)
const answerBanners = jsonAnswer(HotelBannersResponse)
const answerLocations = jsonAnswer(LocationsResponse)
const answerOffers = jsonAnswer(SpecialOffersResponse)
const answerOffer = jsonAnswer(SpecialOfferResponse)
const answerEnquiry = jsonAnswer(EnquiryAccepted)
const answerClubCard = jsonAnswer(ValidateClubCardResponse)

/**
 * A path parameter that names nothing: the contract answers a malformed id or slug like an unknown one,
 * 404, since no such resource can exist.
 */
const pathDecoder = <S extends Schema.Top & { readonly DecodingServices: never }>(name: string, schema: S, notFound: string) => {
  const decode = Schema.decodeUnknownResult(schema)
  return (c: AppContext): Effect.Effect<S["Type"], NotFoundProblem> =>
    Effect.suspend(() => {
      const decoded = decode({ [name]: c.req.param(name) })
      return Result.isSuccess(decoded) ? Effect.succeed(decoded.success) : Effect.fail(new NotFoundProblem({ message: notFound }))
    })
}

const decodeHotelId = pathDecoder("id", HotelParams, HOTEL_NOT_FOUND)
const decodeSlug = pathDecoder("slug", SpecialOfferParams, SPECIAL_OFFER_NOT_FOUND)

const notFound = (error: HotelNotFound | SpecialOfferNotFound) => Effect.fail(new NotFoundProblem({ message: error.message }))

const listHotels = Effect.fnUntraced(function* (c: AppContext) {
  const query = yield* decodeHotelsQuery(c)
  return yield* answerHotels(c, yield* CatalogueService.use((catalogue) => catalogue.listHotels(query)))
})

const showHotel = Effect.fnUntraced(function* (c: AppContext) {
  const { id } = yield* decodeHotelId(c)
  const hotel = yield* CatalogueService.use((catalogue) => catalogue.getHotel(id)).pipe(Effect.catchTag("HotelNotFound", notFound))
  return yield* answerHotel(c, { hotel })
})

const listRoomTypes = Effect.fnUntraced(function* (c: AppContext) {
  const { id } = yield* decodeHotelId(c)
  const roomTypes = yield* CatalogueService.use((catalogue) => catalogue.listRoomTypes(id)).pipe(Effect.catchTag("HotelNotFound", notFound))
  return yield* answerRoomTypes(c, { room_types: roomTypes })
})

const listBanners = Effect.fnUntraced(function* (c: AppContext) {
  const { id } = yield* decodeHotelId(c)
  const banners = yield* CatalogueService.use((catalogue) => catalogue.listBanners(id)).pipe(Effect.catchTag("HotelNotFound", notFound))
  return yield* answerBanners(c, { banners })
})

const searchLocations = Effect.fnUntraced(function* (c: AppContext) {
  const { text } = yield* decodeLocationsQuery(c)
  return yield* answerLocations(c, { hotels: yield* CatalogueService.use((catalogue) => catalogue.searchLocations(text)) })
})

const listOffers = Effect.fnUntraced(function* (c: AppContext) {
  const query = yield* decodeOffersQuery(c)
  return yield* answerOffers(c, yield* CatalogueService.use((catalogue) => catalogue.listSpecialOffers(query)))
})

const showOffer = Effect.fnUntraced(function* (c: AppContext) {
  const { slug } = yield* decodeSlug(c)
  const special = yield* CatalogueService.use((catalogue) => catalogue.getSpecialOffer(slug)).pipe(Effect.catchTag("SpecialOfferNotFound", notFound))
  return yield* answerOffer(c, { special })
})

const enquireAboutOffer = Effect.fnUntraced(function* (c: AppContext) {
  const { slug } = yield* decodeSlug(c)
  const request = yield* decodeOfferEnquiry(c)
  const id = yield* CatalogueService.use((catalogue) => catalogue.bookSpecialOffer(slug, request)).pipe(
    Effect.catchTags({
      SpecialOfferNotFound: notFound,
      OfferEnquiryRejected: (error) => Effect.fail(new ValidationProblem({ errors: error.errors })),
    }),
  )
  return yield* answerEnquiry(c, { id, message: REQUEST_SENT }, 201)
})

const validateClubCard = Effect.fnUntraced(function* (c: AppContext) {
  const { clicks } = yield* decodeClubCard(c)
  return yield* answerClubCard(c, { is_valid: isValidClubCardNumber(clicks.clubcard_number) })
})

export const makeCatalogueRoutes = (http: HttpRuntime<CatalogueService>): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .get("/hotels", (c) => http.respond(c, listHotels(c)))
    .get("/hotels/:id", (c) => http.respond(c, showHotel(c)))
    .get("/hotels/:id/room_types", (c) => http.respond(c, listRoomTypes(c)))
    .get("/hotels/:id/banners", (c) => http.respond(c, listBanners(c)))
    .get("/locations", (c) => http.respond(c, searchLocations(c)))
    .get("/special_offers", (c) => http.respond(c, listOffers(c)))
    .get("/special_offers/:slug", (c) => http.respond(c, showOffer(c)))
    .post("/special_offers/:slug/book", (c) => http.respond(c, enquireAboutOffer(c)))
    .post("/clicks/validate", (c) => http.respond(c, validateClubCard(c)))
