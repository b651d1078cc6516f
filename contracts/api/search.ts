import { MAX_GUESTS_PER_ROOM, MAX_ROOMS, MIN_ROOMS } from "../../core/search/guest-rooms.ts"
import { MAX_STAY_NIGHTS } from "../../core/search/search-criteria.ts"
import { ROOM_HOLD_SECONDS as HOLD_SECONDS } from "../../core/checkout/hold-length.ts"
import { Effect, Schema } from "effect"
import { daysBetween } from "../../core/time/hotel-day.ts"
import { RoomOffer as CoreRoomOffer } from "../../core/booking/room-offer.ts"
import { AmountCents } from "../../core/rates/amount.ts"
import { RateDetail as CoreRateDetail, RoomRate as CoreRoomRate } from "../../core/rates/room-rate.ts"
import {
  Amenity,
  Amount,
  BoundedNumber,
  CalendarDate,
  Image,
  MandatoryPaymentPeriod,
  MAX_CODE_LENGTH,
  MAX_PROMO_CODE_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
  Text,
  WholeNumber,
  WireStruct,
  TextBase,
} from "./common.ts"
import { ALWAYS, BOOKINGS_API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { Hotel, MandatoryPaymentPeriodFromWire } from "./hotels.ts"
import { fromWire, wireFields } from "./wire-keys.ts"
import {
  AT_LEAST_ONE_ADULT_REQUIRED,
  CANNOT_SELECT_MORE_THAN_10_ROOMS,
  CHECK_OUT_AFTER_CHECK_IN,
  CLUB_CARD_LENGTH,
  COORDINATES_GO_TOGETHER,
  HOTEL_REQUIRED,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  MUST_BE_A_LIST,
  MUST_BE_A_NUMBER,
  NEED_A_CHECK_IN_DATE,
  NEED_A_CHECK_OUT_DATE,
  NEED_TO_SELECT_A_ROOM,
  NEGATIVE_GUESTS,
  STAY_TOO_LONG,
  THIS_FIELD_IS_REQUIRED,
  TOO_MANY_GUESTS_IN_A_ROOM,
  tooLong,
  WHOLE_NUMBER,
} from "./messages.ts"

/**
 * The booking engine's searches, under /api/web/bookings (spec B §7): hotels for a stay near a
 * location, and one hotel's room offers and rates; with the rooms-and-guests and stay rules every
 * booking call shares.
 */

const BASE = BOOKINGS_API_PATH

// Rooms and guests (spec B §5, §9)

/**
 * spec B §5, §9: 1 to 10 rooms per search and per reservation; decisions: at most 10 adults and 10 kids in a room and
 * 30 nights in a stay (core's SearchCriteria says so before the server must); spec B §4, §9: a reservation holds its
 * rooms for 900 seconds.
 */
export { HOLD_SECONDS, MAX_GUESTS_PER_ROOM, MAX_ROOMS, MAX_STAY_NIGHTS, MIN_ROOMS }
/** A one-time code lives 10 minutes, locks after 5 wrong tries, and a new one can be sent every 60 seconds. */
export { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../core/account/one-time-code.ts"

const Kids = WholeNumber({ min: 0, max: MAX_GUESTS_PER_ROOM, minMessage: NEGATIVE_GUESTS, maxMessage: TOO_MANY_GUESTS_IN_A_ROOM })
/** Negative says "negative" only; zero says "at least one adult" (spec B §5). */
const Adults = Schema.Number.annotate({ message: MUST_BE_A_NUMBER }).check(
  Schema.isInt({ message: WHOLE_NUMBER }).abort(),
  Schema.isGreaterThanOrEqualTo(0, { message: NEGATIVE_GUESTS }).abort(),
  Schema.isGreaterThanOrEqualTo(1, { message: AT_LEAST_ONE_ADULT_REQUIRED }),
  Schema.isLessThanOrEqualTo(MAX_GUESTS_PER_ROOM, { message: TOO_MANY_GUESTS_IN_A_ROOM }),
)

/** The guests of one room: `{ "adults": 2, "kids": 0 }`; at least one adult, kids not negative. */
export const GuestRoom = WireStruct({ adults: Adults, kids: Kids }).annotate({ identifier: "GuestRoom" })
export type GuestRoom = typeof GuestRoom.Type

/** spec B §5: the rooms of a search, one entry per room: 1 to 10. */
export const GuestRooms = Schema.Array(GuestRoom)
  .annotate({ message: MUST_BE_A_LIST })
  .check(
    Schema.isMinLength(MIN_ROOMS, { message: NEED_TO_SELECT_A_ROOM }),
    Schema.isMaxLength(MAX_ROOMS, { message: CANNOT_SELECT_MORE_THAN_10_ROOMS }),
  )

/** The issues of a stay: check-out after check-in, at most MAX_STAY_NIGHTS nights (on the check-out field). */
export const stayIssue = (checkIn: string, checkOut: string, checkOutKey: string) => {
  const nights = daysBetween(checkIn, checkOut)
  if (nights < 1) return { path: [checkOutKey], issue: CHECK_OUT_AFTER_CHECK_IN }
  return nights > MAX_STAY_NIGHTS ? { path: [checkOutKey], issue: STAY_TOO_LONG } : undefined
}

/** A hotel code as bookings name it ("830"); "-1" (spec B §9: no hotel chosen) is refused. */
export const HotelCode = TextBase
  .check(
    Schema.isMaxLength(MAX_CODE_LENGTH, { message: tooLong(MAX_CODE_LENGTH) }).abort(),
    Schema.makeFilter((code: string) => (code.trim() === "" || code === "-1" ? HOTEL_REQUIRED : undefined), { expected: "a hotel code" }, true),
    Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9_-]*$/u, { message: "Must be letters, digits and dashes" }),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: HOTEL_REQUIRED }))

/** A club card number, or "" for none (spec B §5: exactly 13 characters). */
export const OptionalClubCard = TextBase
  .check(
    Schema.makeFilter((text: string) => (text === "" || text.length === 13 ? undefined : CLUB_CARD_LENGTH), {
      expected: "empty or 13 characters",
      toJsonSchema: () => [{ maxLength: 13 }, true],
    }),
  )
  .pipe(Schema.withDecodingDefaultKey(Effect.succeed("")))

/** A promo code, or "" for none (absent reads as ""). */
export const PromotionCode = Text(MAX_PROMO_CODE_LENGTH).pipe(Schema.withDecodingDefaultKey(Effect.succeed("")))

// POST /api/web/bookings/hotels

const Latitude = Schema.NullOr(BoundedNumber(-90, 90, LATITUDE_RANGE)).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))
const Longitude = Schema.NullOr(BoundedNumber(-180, 180, LONGITUDE_RANGE)).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))

/**
 * spec B §7 "Search hotels": a stay, its rooms and a destination: `location` (text matched against
 * hotel name, city, province and country) and/or `latitude` with `longitude` (hotels nearest
 * first). One of the two is required; absent fields read as "" and null.
 */
export const HotelSearch = WireStruct({
  start_date: CalendarDate(NEED_A_CHECK_IN_DATE),
  end_date: CalendarDate(NEED_A_CHECK_OUT_DATE),
  guests: GuestRooms,
  latitude: Latitude,
  longitude: Longitude,
  location: Text(MAX_SEARCH_TEXT_LENGTH).pipe(Schema.withDecodingDefaultKey(Effect.succeed(""))),
  promotion_code: PromotionCode,
}).check(
  Schema.makeFilter((search) => {
    const issues = []
    const stay = stayIssue(search.start_date, search.end_date, "end_date")
    if (stay !== undefined) issues.push(stay)
    if ((search.latitude === null) !== (search.longitude === null)) {
      issues.push({ path: [search.latitude === null ? "latitude" : "longitude"], issue: COORDINATES_GO_TOGETHER })
    } else if (search.latitude === null && search.location.trim() === "") {
      issues.push({ path: ["location"], issue: THIS_FIELD_IS_REQUIRED })
    }
    return issues
  }),
)

/** `{ "rooms": { start_date, end_date, guests, latitude, longitude, location, promotion_code } }`. */
export const SearchHotelsRequest = WireStruct({ rooms: HotelSearch }).annotate({ identifier: "SearchHotelsRequest" })
export type SearchHotelsRequest = typeof SearchHotelsRequest.Type

/**
 * Every hotel matching the destination, with `lowest_rate` the cheapest one-night price (cents) of a
 * rate available for every night and every requested room, or -1 when there is none.
 */
export const SearchHotelsResponse = Schema.Struct({ hotels: Schema.Array(Hotel) }).annotate({ identifier: "SearchHotelsResponse" })
export type SearchHotelsResponse = typeof SearchHotelsResponse.Type

// POST /api/web/bookings/rooms

/** spec B §7 "Search rooms": one hotel's offers for the stay and rooms, with club card and promo prices when valid. */
export const RoomSearch = WireStruct({
  hotel_code: HotelCode,
  start_date: CalendarDate(NEED_A_CHECK_IN_DATE),
  end_date: CalendarDate(NEED_A_CHECK_OUT_DATE),
  guests: GuestRooms,
  clicks_club_card: OptionalClubCard,
  promotion_code: PromotionCode,
}).check(Schema.makeFilter((search) => stayIssue(search.start_date, search.end_date, "end_date")))

/** `{ "rooms": { hotel_code, start_date, end_date, guests, clicks_club_card, promotion_code } }`. */
export const SearchRoomsRequest = WireStruct({ rooms: RoomSearch }).annotate({ identifier: "SearchRoomsRequest" })
export type SearchRoomsRequest = typeof SearchRoomsRequest.Type

/** Core keeps a rate detail's amounts as the cents it parsed them into (`…Cents`); the wire names them as amounts. */
const RATE_DETAIL_WIRE_NAMES = { totalAmountCents: "total_amount", baseAmountCents: "base_amount" } as const

/**
 * spec B §3 (Room rate): one detail of a rate plan. A rate has one detail covering the whole stay:
 * `effective_date` the check-in, `expiry_date` the check-out, `unit_multiplier` the nights,
 * `total_amount` the price of the stay for one room with VAT and every discount (promo, club card),
 * `base_amount` the same before discounts. Price per night = total / unit_multiplier (spec B §9).
 *
 * Core's RateDetail under its wire names (`wireFields`); the amounts are the wire's text and the dates calendar dates.
 */
export const RateDetail = Schema.Struct(
  wireFields(
    CoreRateDetail.to.fields,
    { totalAmountCents: Amount, baseAmountCents: Amount, effectiveDate: CalendarDate(), expiryDate: CalendarDate() },
    RATE_DETAIL_WIRE_NAMES,
  ),
).annotate({ identifier: "RateDetail" })
export type RateDetail = typeof RateDetail.Type

/** A wire rate detail (already checked by `RateDetail`) as core's: the one mapping, which parses the amounts into cents. */
export const RateDetailFromWire = fromWire(CoreRateDetail.to, RATE_DETAIL_WIRE_NAMES)

/**
 * spec B §3: a rate plan and its details. Issue 29 §3: `refundable` is the rate's cancellation policy: true, free
 * cancellation until 16:00 (the hotels' clock) on the check-in day, the group's cut-off (spec B §9); false,
 * non-refundable (no refund if cancelled or changed). Core's RoomRate under its wire names; the wire always says it.
 */
export const RoomRate = Schema.Struct(wireFields(CoreRoomRate.fields, { details: Schema.Array(RateDetail), refundable: Schema.Boolean })).annotate({
  identifier: "RoomRate",
})
export type RoomRate = typeof RoomRate.Type

/** A wire rate as core's: the one mapping. */
export const RoomRateFromWire = fromWire(Schema.Struct({ ...CoreRoomRate.fields, details: Schema.Array(RateDetailFromWire) }))

/**
 * spec B §3 (Room selection): a room type on offer for one of the requested occupancies: one offer
 * per room type and distinct guest count asked for. `rate_plan_code` and `total_amount` are the
 * cheapest rate's; `number_of_units` is how many rooms of the type are free for every night.
 *
 * Core's RoomOffer under its wire names; the fields below are the wire's documented forms (identifiers for OpenAPI,
 * the amount's text, the counts' plain integers), every other field is core's own.
 */
export const RoomOffer = Schema.Struct(
  wireFields(CoreRoomOffer.fields, {
    amenities: Schema.Array(Amenity),
    images: Schema.Array(Image),
    totalAmount: Amount,
    mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriod),
    rates: Schema.Array(RoomRate),
    applicableNumberOfGuests: Schema.Int,
    numberOfUnits: Schema.Int,
  }),
).annotate({ identifier: "RoomOffer" })
export type RoomOffer = typeof RoomOffer.Type

/**
 * A wire room offer (already checked by `RoomOffer`) as core's, running core's rules: the one mapping for the
 * browser's HTTP adapter (adapters/http/rooms.ts) and the server's own port for the pages it draws
 * (server/render/BookingApi.server.ts). The offer's amount is the wire's text, read as the cents core keeps.
 */
export const RoomOfferFromWire = fromWire(
  Schema.Struct({
    ...CoreRoomOffer.fields,
    totalAmount: AmountCents,
    mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriodFromWire),
    rates: Schema.Array(RoomRateFromWire),
  }),
)

/** Every offer available for every night of the stay and every requested room; empty when none. */
export const SearchRoomsResponse = Schema.Struct({ room_offers: Schema.Array(RoomOffer) }).annotate({ identifier: "SearchRoomsResponse" })
export type SearchRoomsResponse = typeof SearchRoomsResponse.Type

export const searchEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "searchHotels",
    method: "POST",
    path: `${BASE}/hotels`,
    tag: "Bookings",
    summary: "Hotels for a stay near a location, with the lowest available rate of each",
    body: SearchHotelsRequest,
    success: { status: 200, description: "Every hotel matching the destination; lowest_rate -1 when nothing is available.", body: SearchHotelsResponse },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "searchRooms",
    method: "POST",
    path: `${BASE}/rooms`,
    tag: "Bookings",
    summary: "A hotel's room offers and rates for a stay",
    body: SearchRoomsRequest,
    success: { status: 200, description: "The available offers (an empty list when none).", body: SearchRoomsResponse },
    errors: [404, ...WITH_BODY, ...ALWAYS],
  },
]
