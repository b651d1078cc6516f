import { Effect } from "effect"
import { EnquiryAccepted } from "../../contracts/api/enquiries.ts"
import * as Wire from "../../contracts/api/offers.ts"
import { SpecialOffersQuery, SpecialOffersResponse, toPromoOffers, toSpecialOffer, toSpecialOffersQuery, toWireOffersQuery } from "../../contracts/api/offers.ts"
import type { SpecialOffer, SpecialOfferRequest, SpecialOffersQuery as CoreOffersQuery } from "../../core/content/special-offer.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { SpecialOffersPage } from "../../core/ports/ContentApi.ts"
import type { PromoLookupQuery, PromoOffer } from "../../core/search/promo-code.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7 "Special offers lookup for promo": GET /api/web/special_offers. */
export const SPECIAL_OFFERS_PATH = "/api/web/special_offers"
/** spec A §7: GET /api/web/special_offers/{slug} and POST /api/web/special_offers/{slug}/book. */
export const specialOfferPath = (slug: string): string => `${SPECIAL_OFFERS_PATH}/${encodeURIComponent(slug)}`

const encodeQuery = encodeWith(SpecialOffersQuery)
const decodeAnswer = decodeWith(SpecialOffersResponse)
const encodeParams = encodeWith(Wire.SpecialOfferParams)
const decodeOne = decodeWith(Wire.SpecialOfferResponse)
const encodeBook = encodeWith(Wire.BookSpecialOfferRequest)
const decodeAccepted = decodeWith(EnquiryAccepted)

export const lookupPromoCode =
  (http: HttpClient) =>
  (query: PromoLookupQuery): Effect.Effect<ReadonlyArray<PromoOffer>, HttpError> =>
    Effect.gen(function* () {
      const encoded = yield* encodeQuery(toSpecialOffersQuery(query))
      const answer = yield* exchange(
        http,
        { method: "GET", path: SPECIAL_OFFERS_PATH, query: encoded as Readonly<Record<string, string | number | boolean>> },
        decodeAnswer,
      )
      return toPromoOffers(answer)
    })

/** spec A §7: one page of offers and how many pages there are. */
export const listSpecialOffers =
  (http: HttpClient) =>
  (query: CoreOffersQuery): Effect.Effect<SpecialOffersPage, HttpError> =>
    Effect.gen(function* () {
      const encoded = yield* encodeQuery(toWireOffersQuery(query))
      const answer = yield* exchange(
        http,
        { method: "GET", path: SPECIAL_OFFERS_PATH, query: encoded as Readonly<Record<string, string | number | boolean>> },
        decodeAnswer,
      )
      return { offers: answer.specials.map(toSpecialOffer), totalPages: answer.pagination.total_pages }
    })

/** spec A §7: one offer by its slug (404 when there is none). */
export const getSpecialOffer =
  (http: HttpClient) =>
  (slug: string): Effect.Effect<SpecialOffer, HttpError> =>
    Effect.gen(function* () {
      const params = yield* encodeParams({ slug })
      const answer = yield* exchange(http, { method: "GET", path: specialOfferPath(params.slug) }, decodeOne)
      return toSpecialOffer(answer.special)
    })

/** spec A §7: the enquiry about an offer, sent to the chosen hotel's e-mail. */
export const toBookSpecialOfferRequest = (request: SpecialOfferRequest): Wire.BookSpecialOfferRequest => ({
  hotel_email: request.hotelEmail,
  sender_email: request.senderEmail,
  sender_first_name: request.senderFirstName,
  sender_mobile: request.senderMobile,
  sender_surname: request.senderSurname,
})

export const requestSpecialOffer =
  (http: HttpClient) =>
  (slug: string, request: SpecialOfferRequest): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const params = yield* encodeParams({ slug })
      const body = yield* encodeBook(toBookSpecialOfferRequest(request))
      yield* exchange(http, { method: "POST", path: `${specialOfferPath(params.slug)}/book`, body }, decodeAccepted)
    })
