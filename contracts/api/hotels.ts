import { Schema } from "effect"
import { BrandId, BrandKey } from "../../core/booking/hotel.ts"
import { MandatoryPaymentPeriod as CorePeriod } from "../../core/booking/mandatory-payment.ts"
import { HotelBrand, HotelDetails, LocationMatch as CoreLocationMatch, RoomType as CoreRoomType } from "../../core/content/hotel-listing.ts"
import {
  Amenity,
  Cents,
  Image,
  MandatoryPaymentPeriod,
  MAX_NAME_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
  OneOf,
  Pagination,
  pagingQueryFields,
  QueryIdList,
  QueryWholeNumber,
  RequiredText,
  Text,
  WireStruct,
} from "./common.ts"
import { ALWAYS, type Endpoint } from "./endpoint.ts"
import { fromWire, wireFields } from "./wire-keys.ts"

/**
 * Hotels (spec B §7, A §7): the hotels list with paging and every filter of both documents, one
 * hotel, its room types, its banners, and the location search by text.
 */

/** spec B §1, A §1: brand ids 1 city, 2 courtyard, 3 road, 4 town (core's). */
export const BRAND_IDS = BrandId.literals
/** spec B §1, A §9: the brand keys used in filters (core's). */
export const BRAND_KEYS = BrandKey.literals
/** Contract: the largest hotel id a path or filter may name (a 32-bit database id). */
export const MAX_ID = 2_147_483_647

/** spec A §3: a brand, with its slogan and logo: core's HotelBrand under its wire names. */
export const Brand = Schema.Struct(wireFields(HotelBrand.fields, { logo: Schema.NullOr(Image) })).annotate({ identifier: "Brand" })

/**
 * spec B §3 and A §3: a hotel, one shape everywhere (search results, the hotels list, one hotel,
 * a booking's hotel). `lowest_rate` is integer cents: in a search answer the cheapest price of one
 * night among the rates that can host the search, -1 when nothing is available for the stay (the
 * hotel list hides those); elsewhere the hotel's cheapest one-night price on sale in the next 365
 * days, -1 when none. Meeting-room rates are cents; seat counts null when the layout is not offered.
 *
 * Core's HotelDetails under its wire names, in its order (`wireFields`): the fields below are the wire's
 * documented forms (identifiers and descriptions for OpenAPI, calendar dates); every other field is core's own.
 */
export const Hotel = Schema.Struct(
  wireFields(HotelDetails.fields, {
    brand: Brand,
    images: Schema.Array(Image),
    amenities: Schema.Array(Amenity),
    mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriod),
    halfDayRate: Schema.NullOr(Cents),
    fullDayRate: Schema.NullOr(Cents),
    uShapedSeats: Schema.NullOr(Schema.Int),
    schoolRoomSeats: Schema.NullOr(Schema.Int),
    boardRoomSeats: Schema.NullOr(Schema.Int),
    cinemaSeats: Schema.NullOr(Schema.Int),
  }),
).annotate({ identifier: "Hotel" })
export type Hotel = typeof Hotel.Type

/** Core's mandatory payment period and its wire names (a hotel's and a room offer's periods): one mapping. */
export const MandatoryPaymentPeriodFromWire = fromWire(CorePeriod)

/**
 * Core's hotel (camelCase, HotelDetails: the booking flow's Hotel with the content pages' fields) and its wire
 * names: the one mapping between the two, derived from core's Schema by key encoding, for the website
 * (adapters/http) and the server alike. Its encoded side is the decoded wire `Hotel` (dates as days); decoding it
 * runs core's rules. hotels.test.ts pins its keys to `Hotel`'s.
 */
export const HotelFromWire = fromWire(Schema.Struct({ ...HotelDetails.fields, mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriodFromWire) }))

// GET /api/web/hotels

/**
 * spec B §7, A §7: page and per (12 in the explorer, 100 for menus; default 12, at most 100),
 * brand (a brand key), country, province, city, facility (an amenity's name); or location (page 1) for a text search over name,
 * city, province and country; ids (a comma list, the content API's form) for given hotels. Filters
 * combine with AND; text filters match ignoring case.
 */
export const HotelsQuery = WireStruct({
  ...pagingQueryFields(),
  brand: Schema.optionalKey(OneOf(BRAND_KEYS)),
  country: Schema.optionalKey(Text(MAX_NAME_LENGTH)),
  province: Schema.optionalKey(Text(MAX_NAME_LENGTH)),
  city: Schema.optionalKey(Text(MAX_NAME_LENGTH)),
  /** A facility's name: hotels with an amenity of that name (ignoring case); the explorer's facility filter. */
  facility: Schema.optionalKey(Text(MAX_NAME_LENGTH)),
  location: Schema.optionalKey(Text(MAX_SEARCH_TEXT_LENGTH)),
  ids: Schema.optionalKey(QueryIdList(100)),
}).annotate({ identifier: "HotelsQuery" })
export type HotelsQuery = typeof HotelsQuery.Type

export const HotelsResponse = Schema.Struct({
  hotels: Schema.Array(Hotel),
  pagination: Pagination,
}).annotate({ identifier: "HotelsResponse" })
export type HotelsResponse = typeof HotelsResponse.Type

// GET /api/web/hotels/{id}, /room_types, /banners

/** The hotel id in a path. */
export const HotelParams = WireStruct({
  id: QueryWholeNumber({ min: 1, max: MAX_ID }),
}).annotate({ identifier: "HotelParams" })
export type HotelParams = typeof HotelParams.Type

export const HotelResponse = Schema.Struct({ hotel: Hotel }).annotate({ identifier: "HotelResponse" })
export type HotelResponse = typeof HotelResponse.Type

/**
 * spec A §7, B §7: a room type of a hotel: core's RoomType under its wire names, and the occupancy (the most
 * adults one room takes, the most guests, adults and kids) for the guests rule, which the website does not show.
 */
export const RoomType = Schema.Struct(
  wireFields(
    { ...CoreRoomType.fields, maxAdults: Schema.Int, maxOccupancy: Schema.Int },
    { images: Schema.Array(Image), amenities: Schema.Array(Amenity) },
  ),
).annotate({ identifier: "RoomType" })
export type RoomType = typeof RoomType.Type

/** A wire room type (already checked by `RoomType`) as core's, through the one mapping; the occupancy stays behind. */
export const RoomTypeFromWire = fromWire(CoreRoomType)

export const RoomTypesResponse = Schema.Struct({ room_types: Schema.Array(RoomType) }).annotate({ identifier: "RoomTypesResponse" })
export type RoomTypesResponse = typeof RoomTypesResponse.Type

/** spec A §7, B §7 "Hotel banner by hotel id": pictures given by image.url. */
export const HotelBanner = Schema.Struct({ id: Schema.Int, image: Image }).annotate({ identifier: "HotelBanner" })
export type HotelBanner = typeof HotelBanner.Type

export const HotelBannersResponse = Schema.Struct({ banners: Schema.Array(HotelBanner) }).annotate({ identifier: "HotelBannersResponse" })
export type HotelBannersResponse = typeof HotelBannersResponse.Type

// GET /api/web/locations

/** Contract: at most this many matches (search-as-you-type shows a short list). */
export const MAX_LOCATION_MATCHES = 10

/** spec B §7, A §7 "Location search by text": the text typed (1..100 characters). */
export const LocationsQuery = WireStruct({
  text: RequiredText(MAX_SEARCH_TEXT_LENGTH),
}).annotate({ identifier: "LocationsQuery" })
export type LocationsQuery = typeof LocationsQuery.Type

/** spec B §7, A §7: a matching hotel, with name, physical address, code and coordinates (and id and city): core's, under its wire names. */
export const LocationMatch = Schema.Struct(wireFields(CoreLocationMatch.fields)).annotate({ identifier: "LocationMatch" })
export type LocationMatch = typeof LocationMatch.Type

export const LocationsResponse = Schema.Struct({ hotels: Schema.Array(LocationMatch) }).annotate({ identifier: "LocationsResponse" })
export type LocationsResponse = typeof LocationsResponse.Type

export const hotelEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "listHotels",
    method: "GET",
    path: "/api/web/hotels",
    tag: "Hotels",
    summary: "Hotels, a page at a time, filtered by brand, country, province, city, location or ids",
    query: HotelsQuery,
    success: { status: 200, description: "One page of hotels and the pagination.", body: HotelsResponse },
    errors: [422, ...ALWAYS],
  },
  {
    name: "getHotel",
    method: "GET",
    path: "/api/web/hotels/{id}",
    tag: "Hotels",
    summary: "One hotel",
    params: HotelParams,
    success: { status: 200, description: "The hotel.", body: HotelResponse },
    errors: [404, ...ALWAYS],
  },
  {
    name: "listRoomTypes",
    method: "GET",
    path: "/api/web/hotels/{id}/room_types",
    tag: "Hotels",
    summary: "The room types of a hotel",
    params: HotelParams,
    success: { status: 200, description: "The hotel's room types.", body: RoomTypesResponse },
    errors: [404, ...ALWAYS],
  },
  {
    name: "listHotelBanners",
    method: "GET",
    path: "/api/web/hotels/{id}/banners",
    tag: "Hotels",
    summary: "The banner pictures of a hotel",
    params: HotelParams,
    success: { status: 200, description: "The hotel's banners.", body: HotelBannersResponse },
    errors: [404, ...ALWAYS],
  },
  {
    name: "searchLocations",
    method: "GET",
    path: "/api/web/locations",
    tag: "Hotels",
    summary: "Hotels whose name, city, province or address matches a text",
    query: LocationsQuery,
    success: { status: 200, description: `At most ${MAX_LOCATION_MATCHES} matching hotels, best first.`, body: LocationsResponse },
    errors: [422, ...ALWAYS],
  },
]
