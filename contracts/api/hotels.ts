import { Schema } from "effect"
import { Hotel as CoreHotel } from "../../core/booking/hotel.ts"
import { MandatoryPaymentPeriod as CorePeriod } from "../../core/booking/mandatory-payment.ts"
import { HotelDetails } from "../../core/content/hotel-listing.ts"
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

/**
 * Hotels (spec B §7, A §7): the hotels list with paging and every filter of both documents, one
 * hotel, its room types, its banners, and the location search by text.
 */

/** spec B §1, A §1: brand ids 1 city, 2 courtyard, 3 road, 4 town. */
export const BRAND_IDS = [1, 2, 3, 4] as const
/** spec B §1, A §9: the brand keys used in filters. */
export const BRAND_KEYS = ["city", "courtyard", "road", "town"] as const
/** Contract: the largest hotel id a path or filter may name (a 32-bit database id). */
export const MAX_ID = 2_147_483_647

/** spec A §3: a brand, with its slogan and logo. */
export const Brand = Schema.Struct({
  id: Schema.Literals(BRAND_IDS),
  name: Schema.String,
  slogan: Schema.NullOr(Schema.String),
  logo: Schema.NullOr(Image),
}).annotate({ identifier: "Brand" })

/**
 * spec B §3 and A §3: a hotel, one shape everywhere (search results, the hotels list, one hotel,
 * a booking's hotel). `lowest_rate` is integer cents: in a search answer the cheapest price of one
 * night among the rates that can host the search, -1 when nothing is available for the stay (the
 * hotel list hides those); elsewhere the hotel's cheapest one-night price on sale in the next 365
 * days, -1 when none. Meeting-room rates are cents; seat counts null when the layout is not offered.
 */
export const Hotel = Schema.Struct({
  id: Schema.Int,
  /** The code bookings use ("830"). */
  code: Schema.String,
  name: Schema.String,
  brand: Brand,
  physical_address: Schema.String,
  city: Schema.String,
  country: Schema.String,
  province: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  manager_phone: Schema.NullOr(Schema.String),
  alternative_number: Schema.NullOr(Schema.String),
  latitude: CoreHotel.fields.latitude,
  longitude: CoreHotel.fields.longitude,
  images: Schema.Array(Image),
  description: Schema.String,
  amenities: Schema.Array(Amenity),
  /** The hotel's info pack. */
  pdf: Schema.NullOr(Schema.Struct({ url: Schema.String })),
  mandatory_payment_periods: Schema.Array(MandatoryPaymentPeriod),
  lowest_rate: Schema.Int.check(Schema.isGreaterThanOrEqualTo(-1)),
  half_day_rate: Schema.NullOr(Cents),
  full_day_rate: Schema.NullOr(Cents),
  u_shaped_seats: Schema.NullOr(Schema.Int),
  school_room_seats: Schema.NullOr(Schema.Int),
  board_room_seats: Schema.NullOr(Schema.Int),
  cinema_seats: Schema.NullOr(Schema.Int),
  facilities_linked: Schema.Array(Schema.Int),
  hotels_linked: Schema.Array(Schema.Int),
  /** The hotel's id on the review platforms (the reviews call's storeId). */
  social_places_id: Schema.NullOr(Schema.String),
}).annotate({ identifier: "Hotel" })
export type Hotel = typeof Hotel.Type

/** Core's mandatory payment period and its wire names (a hotel's and a room offer's periods): one mapping. */
export const MandatoryPaymentPeriodFromWire = CorePeriod.pipe(Schema.encodeKeys({ checkInDate: "check_in_date", checkOutDate: "check_out_date" }))

/**
 * Core's hotel (camelCase, HotelDetails: the booking flow's Hotel with the content pages' fields) and its wire
 * names: the one mapping between the two, derived from core's Schema by key encoding, for the website
 * (adapters/http) and the server alike. Its encoded side is the decoded wire `Hotel` (dates as days); decoding it
 * runs core's rules. hotels.test.ts pins its keys to `Hotel`'s.
 */
export const HotelFromWire = Schema.Struct({
  ...HotelDetails.fields,
  mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriodFromWire),
}).pipe(
  Schema.encodeKeys({
    physicalAddress: "physical_address",
    managerPhone: "manager_phone",
    alternativeNumber: "alternative_number",
    mandatoryPaymentPeriods: "mandatory_payment_periods",
    lowestRate: "lowest_rate",
    halfDayRate: "half_day_rate",
    fullDayRate: "full_day_rate",
    uShapedSeats: "u_shaped_seats",
    schoolRoomSeats: "school_room_seats",
    boardRoomSeats: "board_room_seats",
    cinemaSeats: "cinema_seats",
    facilitiesLinked: "facilities_linked",
    hotelsLinked: "hotels_linked",
    socialPlacesId: "social_places_id",
  }),
)

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

/** spec A §7, B §7: a room type of a hotel (fields beyond the spec's list: occupancy, for the guests rule). */
export const RoomType = Schema.Struct({
  id: Schema.Int,
  room_type_code: Schema.String,
  name: Schema.String,
  description: Schema.String,
  images: Schema.Array(Image),
  amenities: Schema.Array(Amenity),
  /** Most adults one room takes. */
  max_adults: Schema.Int,
  /** Most guests (adults and kids) one room takes. */
  max_occupancy: Schema.Int,
}).annotate({ identifier: "RoomType" })
export type RoomType = typeof RoomType.Type

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

/** spec B §7, A §7: a matching hotel, with name, physical address, code and coordinates (and id and city). */
export const LocationMatch = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  physical_address: Schema.String,
  city: Schema.String,
  code: Schema.String,
  latitude: Hotel.fields.latitude,
  longitude: Hotel.fields.longitude,
}).annotate({ identifier: "LocationMatch" })
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
