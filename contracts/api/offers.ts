import { Schema } from "effect"
import {
  CalendarDate,
  Email,
  Image,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PROMO_CODE_LENGTH,
  OneOf,
  Pagination,
  pagingQueryFields,
  QueryFlag,
  QueryWholeNumber,
  RequiredText,
  Slug,
  Text,
  WireStruct,
} from "./common.ts"
import { ALWAYS, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { EnquiryAccepted } from "./enquiries.ts"
import { MAX_ID } from "./hotels.ts"
import type { SpecialOffer as CoreSpecialOffer, SpecialOffersQuery as CoreOffersQuery } from "../../core/content/special-offer.ts"
import type { PromoLookupQuery, PromoOffer } from "../../core/search/promo-code.ts"

/** Special offers (spec A §7, B §4 promo lookup): the list with its filters, one offer, and the offer enquiry. */

/** spec A §3: the kinds of special offer. */
export const SPECIAL_TYPES = ["accommodation", "accommodation_plus_food", "food_and_beverage", "experience", "partnership"] as const

/** spec B §4, A §3: the action that makes a booking with the offer's promo code pay up front. */
export { MANDATORY_PAYMENT_ACTION } from "../../core/search/promo-code.ts"

/**
 * spec A §3: a special offer. `action_type` is open text (only booking_with_mandatory_payment has a
 * meaning the spec names); `promo_code` and `action_type` are null when the offer has none.
 */
export const SpecialOffer = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  slug: Schema.String,
  description: Schema.String,
  special_tag: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Image),
  banner_image: Schema.NullOr(Image),
  special_type: Schema.Literals(SPECIAL_TYPES),
  action_type: Schema.NullOr(Schema.String),
  promo_code: Schema.NullOr(Schema.String),
  start_at: CalendarDate(),
  end_at: CalendarDate(),
  market_start_at: Schema.NullOr(CalendarDate()),
  market_end_at: Schema.NullOr(CalendarDate()),
  hotel_ids: Schema.Array(Schema.Int),
  is_active: Schema.Boolean,
  link: Schema.NullOr(Schema.String),
  write_up: Schema.Struct({ html_content: Schema.String }),
  terms_and_conditions: Schema.NullOr(Schema.Struct({ url: Schema.String })),
}).annotate({ identifier: "SpecialOffer" })
export type SpecialOffer = typeof SpecialOffer.Type

// GET /api/web/special_offers

/**
 * spec A §7: active_status (true: running today, false: not running; absent: both), promo_code
 * (matches ignoring case and surrounding spaces), hotel_id (offers at that hotel), page and per
 * (default 12; the promo lookup asks page 1 of 10), type (one kind) and exclude_special_type.
 */
export const SpecialOffersQuery = WireStruct({
  ...pagingQueryFields(),
  active_status: Schema.optionalKey(QueryFlag),
  promo_code: Schema.optionalKey(Text(MAX_PROMO_CODE_LENGTH)),
  hotel_id: Schema.optionalKey(QueryWholeNumber({ min: 1, max: MAX_ID })),
  type: Schema.optionalKey(OneOf(SPECIAL_TYPES)),
  exclude_special_type: Schema.optionalKey(OneOf(SPECIAL_TYPES)),
}).annotate({ identifier: "SpecialOffersQuery" })
export type SpecialOffersQuery = typeof SpecialOffersQuery.Type

export const SpecialOffersResponse = Schema.Struct({
  specials: Schema.Array(SpecialOffer),
  pagination: Pagination,
}).annotate({ identifier: "SpecialOffersResponse" })
export type SpecialOffersResponse = typeof SpecialOffersResponse.Type

// GET /api/web/special_offers/{slug}

export const SpecialOfferParams = WireStruct({ slug: Slug }).annotate({ identifier: "SpecialOfferParams" })
export type SpecialOfferParams = typeof SpecialOfferParams.Type

export const SpecialOfferResponse = Schema.Struct({ special: SpecialOffer }).annotate({ identifier: "SpecialOfferResponse" })
export type SpecialOfferResponse = typeof SpecialOfferResponse.Type

// POST /api/web/special_offers/{slug}/book

/**
 * spec A §7: the enquiry about an offer, flat (no envelope). `hotel_email` names the chosen hotel;
 * the server sends the enquiry only to an e-mail of one of the offer's hotels (422 on hotel_email
 * otherwise), so the API cannot be used to mail anyone. The spec sets no format on the sender's
 * e-mail or mobile (A §5): they are required text.
 */
export const BookSpecialOfferRequest = WireStruct({
  hotel_email: Email,
  sender_email: RequiredText(MAX_EMAIL_LENGTH),
  sender_first_name: RequiredText(MAX_NAME_LENGTH),
  sender_mobile: RequiredText(30),
  sender_surname: RequiredText(MAX_NAME_LENGTH),
}).annotate({ identifier: "BookSpecialOfferRequest" })
export type BookSpecialOfferRequest = typeof BookSpecialOfferRequest.Type

/** spec A §7: core's listing query as the wire's (only the parameters that are set). */
export const toWireOffersQuery = (query: CoreOffersQuery): SpecialOffersQuery => ({
  page: query.page,
  per: query.per,
  ...(query.activeStatus === undefined ? {} : { active_status: query.activeStatus }),
  ...(query.promoCode === undefined ? {} : { promo_code: query.promoCode }),
  ...(query.hotelId === undefined ? {} : { hotel_id: query.hotelId }),
  ...(query.type === undefined ? {} : { type: query.type }),
  ...(query.excludeSpecialType === undefined ? {} : { exclude_special_type: query.excludeSpecialType }),
})

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

/** spec B §7: the offers the promo lookup found, as core's promo rule reads them. */
export const toPromoOffers = (answer: SpecialOffersResponse): ReadonlyArray<PromoOffer> =>
  answer.specials.map((special) => ({ promoCode: special.promo_code, actionType: special.action_type }))

/** spec A §3: the wire's offer (already checked by the contract; its dates are days) in core's terms. */
export const toSpecialOffer = (offer: SpecialOffer): CoreSpecialOffer => ({
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

export const offerEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "listSpecialOffers",
    method: "GET",
    path: "/api/web/special_offers",
    tag: "Special offers",
    summary: "Special offers, a page at a time; also the promo-code lookup (promo_code, hotel_id, page 1, per 10)",
    query: SpecialOffersQuery,
    success: { status: 200, description: "One page of offers and the pagination.", body: SpecialOffersResponse },
    errors: [422, ...ALWAYS],
  },
  {
    name: "getSpecialOffer",
    method: "GET",
    path: "/api/web/special_offers/{slug}",
    tag: "Special offers",
    summary: "One special offer",
    params: SpecialOfferParams,
    success: { status: 200, description: "The offer.", body: SpecialOfferResponse },
    errors: [404, ...ALWAYS],
  },
  {
    name: "bookSpecialOffer",
    method: "POST",
    path: "/api/web/special_offers/{slug}/book",
    tag: "Special offers",
    summary: "Send an enquiry about a special offer to the chosen hotel",
    params: SpecialOfferParams,
    body: BookSpecialOfferRequest,
    success: { status: 201, description: "The enquiry is recorded and sent to the hotel.", body: EnquiryAccepted },
    errors: [404, ...WITH_BODY, ...ALWAYS],
  },
]
