import type { RateDetail, RoomOffer } from "../../../contracts/api/bookings.ts"
import { noonIsoOf } from "../../../contracts/api/common.ts"
import type { Hotel } from "../../../contracts/api/hotels.ts"
import { oncePerObject, rememberedUpTo } from "../../memo.ts"

/**
 * The search answers as JSON text, written directly: byte for byte what `JSON.stringify` of
 * `Schema.encodeSync(SearchRoomsResponse)` (and SearchHotelsResponse) writes (keys in the contract's order,
 * calendar dates at noon on the hotels' clock), without walking the Schema, without a second wire object per
 * offer, and without JSON.stringify walking ~10 KB of objects: together the largest CPU cost of a search.
 * Every value is valid by construction (SearchService builds amounts with formatAmount, dates as days);
 * search-wire.test.ts proves each answer equals the Schema's encoding and decodes with the contract.
 *
 * Most of an offer is the room type's and the same in every search: SearchService hands out the same
 * amenities and images arrays for a room type (and hotel) as long as the catalogue lives, so their JSON is
 * kept by the arrays' identity and a repeated search only concatenates it. Those arrays are never mutated.
 */

type Images = RoomOffer["images"]
type Amenities = RoomOffer["amenities"]
type Periods = RoomOffer["mandatory_payment_periods"]

/** What JSON.stringify escapes in a string: quotes, backslashes, control characters and (when lone) surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const escaped = /["\\\u0000-\u001f\ud800-\udfff]/

/**
 * `text` made one flat string, in place. V8 keeps a concatenation as a tree of its pieces, and writing an answer
 * (the server takes its UTF-8 length, then its bytes) walks every node: a kept piece walked in every answer cost
 * more than writing it. Reading one character flattens the tree once; later answers copy it whole.
 */
const flattened = (text: string): string => {
  text.charCodeAt(0)
  return text
}

/** A string exactly as JSON.stringify writes it; most text needs no escape, and a quote is far cheaper than the call. */
const quotedNow = (text: string): string => (escaped.test(text) ? JSON.stringify(text) : `"${text}"`)

/**
 * Decision: the text of answers repeats from search to search (names, codes, currencies, plan descriptions,
 * amounts, days), so each is quoted once and kept; quoting was still the largest cost here. Forgotten all at
 * once past this many, so the memory stays bounded whatever the searches ask.
 */
const MAX_KEPT_TEXTS = 10_000

const quotedLong = rememberedUpTo(MAX_KEPT_TEXTS, (text: string): string => flattened(quotedNow(text)))

/**
 * Short texts (codes, amounts, days, currencies) are quoted on the spot: checking a few characters costs less
 * than finding them among thousands of kept texts, most of them freshly made strings that must be hashed first.
 */
const SHORT_TEXT = 32

const quoted = (text: string): string => (text.length <= SHORT_TEXT ? quotedNow(text) : quotedLong(text))

const quotedOrNull = (text: string | null): string => (text === null ? "null" : quoted(text))

/** A calendar day as the wire writes it: noon on the hotels' clock. */
const quotedDay = (day: string): string => quoted(noonIsoOf(day))

// Numbers: every wire number is finite (integers, coordinates), and for those `${n}` is exactly JSON's form.

const listJson = <T>(items: ReadonlyArray<T>, write: (item: T) => string): string => {
  let json = "["
  for (let index = 0; index < items.length; index++) json += (index === 0 ? "" : ",") + write(items[index]!)
  return json + "]"
}

/** `write`, remembered per argument object: the same array is written once, however many answers carry it. */
const keptByIdentity = <K extends object>(write: (key: K) => string): ((key: K) => string) => oncePerObject((key: K) => flattened(write(key)))

const imagesJson = keptByIdentity((images: Images) => listJson(images, (image) => `{"url":${quoted(image.url)}}`))

const amenitiesJson = keptByIdentity((amenities: Amenities) =>
  listJson(amenities, (amenity) => `{"name":${quoted(amenity.name)},"images":${imagesJson(amenity.images)}}`),
)

// The offers of one hotel share one periods list, written once per answer (or once while the list is kept).
const periodsJson = keptByIdentity((periods: Periods) =>
  listJson(
    periods,
    (period) => `{"check_in_date":${quotedDay(period.check_in_date)},"check_out_date":${quotedDay(period.check_out_date)},"description":${quoted(period.description)}}`,
  ),
)

const detailJson = (detail: RateDetail): string =>
  `{"rate_description":${quoted(detail.rate_description)},"total_amount":${quoted(detail.total_amount)},"total_currency":${quoted(detail.total_currency)}` +
  `,"base_currency":${quoted(detail.base_currency)},"unit_multiplier":${detail.unit_multiplier},"effective_date":${quotedDay(detail.effective_date)}` +
  `,"expiry_date":${quotedDay(detail.expiry_date)},"base_amount":${quoted(detail.base_amount)}}`

const rateJson = (rate: RoomOffer["rates"][number]): string => `{"rate_plan_code":${quoted(rate.rate_plan_code)},"details":${listJson(rate.details, detailJson)}}`

const offerJson = (offer: RoomOffer): string =>
  `{"amenities":${amenitiesJson(offer.amenities)},"images":${imagesJson(offer.images)},"rate_plan_code":${quoted(offer.rate_plan_code)}` +
  `,"room_description":${quoted(offer.room_description)},"room_name":${quoted(offer.room_name)},"room_type_code":${quoted(offer.room_type_code)}` +
  `,"total_amount":${quoted(offer.total_amount)},"total_currency":${quoted(offer.total_currency)}` +
  `,"mandatory_payment_periods":${periodsJson(offer.mandatory_payment_periods)},"rates":${listJson(offer.rates, rateJson)}` +
  `,"applicable_number_of_guests":${offer.applicable_number_of_guests},"hotel_code":${quoted(offer.hotel_code)},"hotel_name":${quoted(offer.hotel_name)}` +
  `,"number_of_units":${offer.number_of_units}}`

/** `{ room_offers }` as JSON text. */
export const roomSearchJson = (offers: ReadonlyArray<RoomOffer>): string => `{"room_offers":${listJson(offers, offerJson)}}`

const brandJson = (brand: Hotel["brand"]): string =>
  `{"id":${brand.id},"name":${quoted(brand.name)},"slogan":${quotedOrNull(brand.slogan)},"logo":${brand.logo === null ? "null" : `{"url":${quoted(brand.logo.url)}}`}}`

const numberOrNull = (value: number | null): string => (value === null ? "null" : `${value}`)

const hotelJson = (hotel: Hotel): string =>
  `{"id":${hotel.id},"code":${quoted(hotel.code)},"name":${quoted(hotel.name)},"brand":${brandJson(hotel.brand)}` +
  `,"physical_address":${quoted(hotel.physical_address)},"city":${quoted(hotel.city)},"country":${quoted(hotel.country)},"province":${quoted(hotel.province)}` +
  `,"email":${quoted(hotel.email)},"phone":${quoted(hotel.phone)},"manager_phone":${quotedOrNull(hotel.manager_phone)}` +
  `,"alternative_number":${quotedOrNull(hotel.alternative_number)},"latitude":${hotel.latitude},"longitude":${hotel.longitude}` +
  `,"images":${imagesJson(hotel.images)},"description":${quoted(hotel.description)},"amenities":${amenitiesJson(hotel.amenities)}` +
  `,"pdf":${hotel.pdf === null ? "null" : `{"url":${quoted(hotel.pdf.url)}}`},"mandatory_payment_periods":${periodsJson(hotel.mandatory_payment_periods)}` +
  `,"lowest_rate":${hotel.lowest_rate},"half_day_rate":${numberOrNull(hotel.half_day_rate)},"full_day_rate":${numberOrNull(hotel.full_day_rate)}` +
  `,"u_shaped_seats":${numberOrNull(hotel.u_shaped_seats)},"school_room_seats":${numberOrNull(hotel.school_room_seats)}` +
  `,"board_room_seats":${numberOrNull(hotel.board_room_seats)},"cinema_seats":${numberOrNull(hotel.cinema_seats)}` +
  `,"facilities_linked":[${hotel.facilities_linked.join(",")}],"hotels_linked":[${hotel.hotels_linked.join(",")}]` +
  `,"social_places_id":${quotedOrNull(hotel.social_places_id)}}`

/** `{ hotels }` as JSON text. */
export const hotelSearchJson = (hotels: ReadonlyArray<Hotel>): string => `{"hotels":${listJson(hotels, hotelJson)}}`
