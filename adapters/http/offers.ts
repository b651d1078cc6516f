import { Effect } from "effect"
import { SpecialOffersQuery, SpecialOffersResponse } from "../../contracts/api/offers.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { PromoLookupQuery, PromoOffer } from "../../core/search/promo-code.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7 "Special offers lookup for promo": GET /api/web/special_offers. */
export const SPECIAL_OFFERS_PATH = "/api/web/special_offers"

const encodeQuery = encodeWith(SpecialOffersQuery)
const decodeAnswer = decodeWith(SpecialOffersResponse)

/**
 * spec B §7: the lookup's query is active_status, promo_code, hotel_id, page and per. Only offers
 * running today count (active_status=true: an expired code is "expired/invalid", spec B §8). The
 * spec lists `type` too but gives it no value; promo codes belong to offers of several types
 * (accommodation, accommodation plus food, ...), so any one type would refuse valid codes: it is left out.
 */
export const toSpecialOffersQuery = (query: PromoLookupQuery): SpecialOffersQuery => ({
  active_status: true,
  promo_code: query.promoCode,
  ...(query.hotelId === undefined ? {} : { hotel_id: query.hotelId }),
  page: query.page,
  per: query.per,
})

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
      return answer.specials.map((special) => ({ promoCode: special.promo_code, actionType: special.action_type }))
    })
