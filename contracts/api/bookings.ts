import { BOOKING_STATUSES } from "../../core/booking/booking.ts"
import { PAYMENT_STATUSES } from "../../core/payment/payment-status.ts"
import { MAX_GUESTS_PER_ROOM, MAX_ROOMS, MIN_ROOMS } from "../../core/search/guest-rooms.ts"
import { MAX_STAY_NIGHTS } from "../../core/search/search-criteria.ts"
import { ROOM_HOLD_SECONDS as HOLD_SECONDS } from "../../core/checkout/hold.ts"
import { ADDRESS_STATE_FOR_SERVER as ADDRESS_STATE, DEFAULT_ID_TYPE, ID_TYPES, TITLES } from "../../core/checkout/guest.ts"
import { MASKED_ID_NUMBER_PATTERN } from "../../core/checkout/id-mask.ts"
import { Effect, Schema } from "effect"
import { daysBetween } from "../../core/time/hotel-day.ts"
import {
  Amenity,
  Amount,
  BookingMobile,
  BoundedNumber,
  CalendarDate,
  Cents,
  Code,
  CurrencyCode,
  DEFAULT_CURRENCY,
  Email,
  Flag,
  FlagDefaultFalse,
  Image,
  Instant,
  MandatoryPaymentPeriod,
  MAX_CODE_LENGTH,
  MAX_LINE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PROMO_CODE_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
  OneOf,
  OptionalBookingMobile,
  OptionalEmail,
  RequiredText,
  Text,
  Uuid,
  WholeNumber,
  WireStruct,
  TextBase,
} from "./common.ts"
import { ALWAYS, BOOKINGS_API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { Hotel } from "./hotels.ts"
import { InitiatePaymentRequest } from "./charities.ts"
import {
  AT_LEAST_ONE_ADULT_REQUIRED,
  CANNOT_SELECT_MORE_THAN_10_ROOMS,
  CHECK_OUT_AFTER_CHECK_IN,
  CLUB_CARD_LENGTH,
  CONFIRMATION_METHOD_REQUIRED,
  COORDINATES_GO_TOGETHER,
  HOTEL_REQUIRED,
  ID_NUMBER_DIGITS_ONLY,
  ID_NUMBER_LENGTH,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  MAIN_GUEST_REQUIRED,
  MUST_BE_A_LIST,
  MUST_BE_A_NUMBER,
  NEED_A_CHECK_IN_DATE,
  NEED_A_CHECK_OUT_DATE,
  NEED_TO_SELECT_A_ROOM,
  NEGATIVE_GUESTS,
  ONE_GUEST_PER_ROOM,
  OTP_FORMAT,
  PASSPORT_NUMBER_REQUIRED,
  STAY_TOO_LONG,
  THIS_FIELD_IS_REQUIRED,
  TITLE_OR_EMPTY,
  TOO_MANY_GUESTS_IN_A_ROOM,
  tooLong,
  WHOLE_NUMBER,
} from "./messages.ts"

/**
 * The booking engine's calls, all under /api/web/bookings (spec B §7): search hotels, search rooms,
 * make a reservation (a 15-minute hold), confirm it into a booking, get a booking, update its dates,
 * start a card payment, send and verify a booking code, cancel, and resend the confirmation.
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
const stayIssue = (checkIn: string, checkOut: string, checkOutKey: string) => {
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

/**
 * spec B §3 (Room rate): one detail of a rate plan. A rate has one detail covering the whole stay:
 * `effective_date` the check-in, `expiry_date` the check-out, `unit_multiplier` the nights,
 * `total_amount` the price of the stay for one room with VAT and every discount (promo, club card),
 * `base_amount` the same before discounts. Price per night = total / unit_multiplier (spec B §9).
 */
export const RateDetail = Schema.Struct({
  rate_description: Schema.String,
  total_amount: Amount,
  total_currency: Schema.String,
  base_currency: Schema.String,
  unit_multiplier: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  effective_date: CalendarDate(),
  expiry_date: CalendarDate(),
  base_amount: Amount,
}).annotate({ identifier: "RateDetail" })
export type RateDetail = typeof RateDetail.Type

/** spec B §3: a rate plan and its details. */
export const RoomRate = Schema.Struct({
  rate_plan_code: Schema.String,
  details: Schema.Array(RateDetail),
}).annotate({ identifier: "RoomRate" })
export type RoomRate = typeof RoomRate.Type

/**
 * spec B §3 (Room selection): a room type on offer for one of the requested occupancies: one offer
 * per room type and distinct guest count asked for. `rate_plan_code` and `total_amount` are the
 * cheapest rate's; `number_of_units` is how many rooms of the type are free for every night.
 */
export const RoomOffer = Schema.Struct({
  amenities: Schema.Array(Amenity),
  images: Schema.Array(Image),
  rate_plan_code: Schema.String,
  room_description: Schema.String,
  room_name: Schema.String,
  room_type_code: Schema.String,
  total_amount: Amount,
  total_currency: Schema.String,
  mandatory_payment_periods: Schema.Array(MandatoryPaymentPeriod),
  rates: Schema.Array(RoomRate),
  applicable_number_of_guests: Schema.Int,
  hotel_code: Schema.String,
  hotel_name: Schema.String,
  number_of_units: Schema.Int,
}).annotate({ identifier: "RoomOffer" })
export type RoomOffer = typeof RoomOffer.Type

/** Every offer available for every night of the stay and every requested room; empty when none. */
export const SearchRoomsResponse = Schema.Struct({ room_offers: Schema.Array(RoomOffer) }).annotate({ identifier: "SearchRoomsResponse" })
export type SearchRoomsResponse = typeof SearchRoomsResponse.Type

// POST /api/web/bookings/reservation

/** spec B §7: one requested room of a reservation. */
export const ReservedRoom = WireStruct({
  rate_plan_code: Code(),
  room_type_code: Code(),
  number_of_units: WholeNumber({ min: 1, max: MAX_ROOMS, maxMessage: CANNOT_SELECT_MORE_THAN_10_ROOMS }),
  currency_code: CurrencyCode.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_CURRENCY))),
  guests: GuestRoom,
  promotion_code: PromotionCode,
}).annotate({ identifier: "ReservedRoom" })
export type ReservedRoom = typeof ReservedRoom.Type

const ReservedRooms = Schema.Array(ReservedRoom)
  .annotate({ message: MUST_BE_A_LIST })
  .check(
    Schema.isMinLength(MIN_ROOMS, { message: NEED_TO_SELECT_A_ROOM }),
    Schema.isMaxLength(MAX_ROOMS, { message: CANNOT_SELECT_MORE_THAN_10_ROOMS }),
  )

/**
 * The reservation's fields (spec B §7). Defaults when absent: allows_mail_list, mandatory_payment
 * and via_email false, via_sms true (spec B §9: sms is the default method), clicks_club_card_number
 * "", uuid null, currency_code "ZAR", promotion_code "".
 */
const reservationFields = {
  allows_mail_list: FlagDefaultFalse,
  clicks_club_card_number: OptionalClubCard,
  start_date: CalendarDate(NEED_A_CHECK_IN_DATE),
  end_date: CalendarDate(NEED_A_CHECK_OUT_DATE),
  hotel_code: HotelCode,
  mandatory_payment: FlagDefaultFalse,
  rooms: ReservedRooms,
  /** null for a new hold; the uuid of the visitor's current hold to replace it. */
  uuid: Schema.NullOr(Uuid).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  via_email: FlagDefaultFalse,
  via_sms: Flag.pipe(Schema.withDecodingDefaultKey(Effect.succeed(true))),
}

type ReservationChecked = {
  readonly start_date: string
  readonly end_date: string
  readonly rooms: ReadonlyArray<{ readonly number_of_units: number }>
  readonly via_email: boolean
  readonly via_sms: boolean
}

/** Stay, at most 10 rooms in all (units summed), at least one confirmation method (spec B §5). */
const reservationIssues = (reservation: ReservationChecked) => {
  const issues = []
  const stay = stayIssue(reservation.start_date, reservation.end_date, "end_date")
  if (stay !== undefined) issues.push(stay)
  const units = reservation.rooms.reduce((sum, room) => sum + room.number_of_units, 0)
  if (units > MAX_ROOMS) issues.push({ path: ["rooms"], issue: CANNOT_SELECT_MORE_THAN_10_ROOMS })
  if (!reservation.via_email && !reservation.via_sms) issues.push({ path: ["via_email"], issue: CONFIRMATION_METHOD_REQUIRED })
  return issues
}

export const Reservation = WireStruct(reservationFields).check(Schema.makeFilter(reservationIssues))

/** `{ "reservation": { allows_mail_list, clicks_club_card_number, start_date, end_date, hotel_code, mandatory_payment, rooms, uuid, via_email, via_sms } }`. */
export const ReservationRequest = WireStruct({ reservation: Reservation }).annotate({ identifier: "ReservationRequest" })
export type ReservationRequest = typeof ReservationRequest.Type

/**
 * The hold: its uuid, when it lapses (15 minutes after it was taken, spec B §4, §9) and the stay's total in
 * cents at the prices the rooms were held at (issue 11: the guest is told when it differs from the price shown).
 */
export const ReservationResponse = Schema.Struct({
  uuid: Schema.String,
  expires_at: Instant,
  total_cents: Cents,
}).annotate({ identifier: "ReservationResponse" })
export type ReservationResponse = typeof ReservationResponse.Type

// POST /api/web/bookings/confirmation

/** spec B §3, A §3: guest titles; identification types, ID Number by default; the address state sent is ZA. */
export { ADDRESS_STATE, DEFAULT_ID_TYPE, ID_TYPES, TITLES }
/** Contract: a passport number is at most 20 characters (ICAO documents use 9). */
export const MAX_ID_NUMBER_LENGTH = 20

const onlyDigits = /^\d*$/

/**
 * spec B §5: the shape of the id number for its type: an ID Number has 13 characters, digits only
 * (whether it is a real South African ID, "Invalid South African ID number", is the server's rule
 * through core/checkout/sa-id.ts); a passport number is given. Optional for further guests: empty passes.
 * A rule across two fields, so it is reported once the guest's other fields are valid. Travellers of a corporate
 * account follow the same rule (contracts/api/corporate.ts).
 */
export const identificationIssues = (idType: string, identification: string): ReadonlyArray<string> => {
  if (idType === "Passport") return identification.trim() === "" ? [PASSPORT_NUMBER_REQUIRED] : []
  const issues = []
  if (identification.length !== 13) issues.push(ID_NUMBER_LENGTH)
  if (!onlyDigits.test(identification)) issues.push(ID_NUMBER_DIGITS_ONLY)
  return issues
}

const idNumberIssues = (required: boolean) => (guest: { readonly id_type: string; readonly id_number: string }) => {
  const { id_type, id_number } = guest
  if (!required && id_number === "") return undefined
  return identificationIssues(id_type, id_number).map((issue) => ({ path: ["id_number"], issue }))
}

const IdType = OneOf(ID_TYPES).pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_ID_TYPE)))
const IdNumber = Text(MAX_ID_NUMBER_LENGTH)

/** spec B §3: the main guest's address (address_two may be empty; state is ZA). */
export const GuestAddress = WireStruct({
  address_one: RequiredText(MAX_LINE_LENGTH),
  address_two: Text(MAX_LINE_LENGTH).pipe(Schema.withDecodingDefaultKey(Effect.succeed(""))),
  city: RequiredText(MAX_NAME_LENGTH),
  state: Text(MAX_NAME_LENGTH).pipe(Schema.withDecodingDefaultKey(Effect.succeed(ADDRESS_STATE))),
  postal_code: RequiredText(MAX_CODE_LENGTH),
  country: RequiredText(MAX_NAME_LENGTH),
}).annotate({ identifier: "GuestAddress" })
export type GuestAddress = typeof GuestAddress.Type

/**
 * spec B §3, §5: the main guest: title, first name and surname required, the booking mobile
 * ("0027821234567") and e-mail, the address, and an id number fitting its type.
 */
export const MainGuest = WireStruct({
  title: OneOf(TITLES),
  first_name: RequiredText(MAX_NAME_LENGTH),
  surname: RequiredText(MAX_NAME_LENGTH),
  mobile: BookingMobile,
  email: Email,
  address: GuestAddress,
  id_number: IdNumber,
  id_type: IdType,
})
  .check(Schema.makeFilter(idNumberIssues(true)))
  .annotate({ identifier: "MainGuest" })
export type MainGuest = typeof MainGuest.Type

const blank = Effect.succeed("")

/** spec B §4: a further guest: every field optional (absent reads ""); what is filled in follows the main guest's formats. */
export const FurtherGuest = WireStruct({
  title: Schema.Literals(["", ...TITLES]).annotate({ message: TITLE_OR_EMPTY }).pipe(Schema.withDecodingDefaultKey(Effect.succeed("" as const))),
  first_name: Text(MAX_NAME_LENGTH).pipe(Schema.withDecodingDefaultKey(blank)),
  surname: Text(MAX_NAME_LENGTH).pipe(Schema.withDecodingDefaultKey(blank)),
  mobile: OptionalBookingMobile.pipe(Schema.withDecodingDefaultKey(blank)),
  email: OptionalEmail.pipe(Schema.withDecodingDefaultKey(blank)),
  id_number: IdNumber.pipe(Schema.withDecodingDefaultKey(blank)),
  id_type: IdType,
})
  .check(Schema.makeFilter(idNumberIssues(false)))
  .annotate({ identifier: "FurtherGuest" })
export type FurtherGuest = typeof FurtherGuest.Type

/** The guests: the main guest first, then at most one further guest per further room. */
export const ConfirmationGuests = Schema.TupleWithRest(
  Schema.Tuple([MainGuest.pipe(Schema.annotateKey({ messageMissingKey: MAIN_GUEST_REQUIRED }))]),
  [FurtherGuest],
)
  .annotate({ message: MUST_BE_A_LIST })
  .check(Schema.isMaxLength(MAX_ROOMS, { message: ONE_GUEST_PER_ROOM }))

/**
 * spec B §7 "Confirm booking": the reservation (its uuid required) plus the guests. guests[i] is the
 * guest named on the i-th room unit (rooms in order, each room's number_of_units in turn); rooms
 * beyond the list are booked in the main guest's name. The confirmation communication is the
 * reservation's via_email, via_sms and allows_mail_list.
 */
export const Confirmation = WireStruct({
  ...reservationFields,
  uuid: Uuid,
  guests: ConfirmationGuests,
}).check(
  Schema.makeFilter((confirmation) => {
    const issues: Array<{ readonly path: ReadonlyArray<PropertyKey>; readonly issue: string }> = reservationIssues(confirmation)
    const units = confirmation.rooms.reduce((sum, room) => sum + room.number_of_units, 0)
    if (confirmation.guests.length > units) issues.push({ path: ["guests"], issue: ONE_GUEST_PER_ROOM })
    return issues
  }),
)

/** `{ "reservation": { ...the reservation, uuid, guests: [...] } }`. */
export const ConfirmationRequest = WireStruct({ reservation: Confirmation }).annotate({ identifier: "ConfirmationRequest" })
export type ConfirmationRequest = typeof ConfirmationRequest.Type

/** The booking's reference (the one guests quote) and its uuid (the hold's, unchanged). */
export const ConfirmationResponse = Schema.Struct({
  reference_number: Schema.String,
  uuid: Schema.String,
}).annotate({ identifier: "ConfirmationResponse" })
export type ConfirmationResponse = typeof ConfirmationResponse.Type

// The booking (GET /{id}/booking, PATCH /{id}, POST /{id}/cancel)

/** spec B §3: the statuses a payment goes through; spec B §3, §4: a booking's status. */
export { BOOKING_STATUSES, PAYMENT_STATUSES }

/** issue 13: an ID or passport number as it leaves the server: masked but for its last 3 characters (core/checkout/id-mask.ts). */
export const MaskedIdNumber = Schema.String.check(
  Schema.isPattern(MASKED_ID_NUMBER_PATTERN, { message: "must be masked but for its last 3 characters" }),
).annotate({ identifier: "MaskedIdNumber", description: "All but the last 3 characters replaced by •, the length kept.", examples: ["••••••••••087"] })

/**
 * spec B §3: a guest of a booked room as the engine keeps it. The ID or passport number only masked (issue 13): the
 * whole number never leaves the server; both null for a guest who gave none.
 */
export const BookingGuest = Schema.Struct({
  title: Schema.NullOr(Schema.String),
  first_name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  /** As sent: digits with the 00 prefix. */
  mobile: Schema.NullOr(Schema.String),
  address: Schema.NullOr(
    Schema.Struct({
      address_one: Schema.NullOr(Schema.String),
      address_two: Schema.NullOr(Schema.String),
      city: Schema.NullOr(Schema.String),
      state: Schema.NullOr(Schema.String),
      postal_code: Schema.NullOr(Schema.String),
      country: Schema.NullOr(Schema.String),
    }),
  ),
  id_type: Schema.NullOr(Schema.Literals(ID_TYPES)),
  masked_id_number: Schema.NullOr(MaskedIdNumber),
}).annotate({ identifier: "BookingGuest" })
export type BookingGuest = typeof BookingGuest.Type

/** spec B §3: one booked room type (total_units rooms of it), with its own reference. */
export const BookingItem = Schema.Struct({
  id: Schema.Int,
  reference_number: Schema.NullOr(Schema.String),
  guests: Schema.Array(BookingGuest),
  total_adults: Schema.Int,
  total_children: Schema.Int,
  total_units: Schema.Int,
  room_type_code: Schema.String,
  rate_plan_code: Schema.String,
  cost_of_room_cents: Cents,
  cost_of_room_currency: Schema.String,
  promotion_code: Schema.NullOr(Schema.String),
  content: Schema.NullOr(
    Schema.Struct({
      name: Schema.NullOr(Schema.String),
      description: Schema.NullOr(Schema.String),
      images: Schema.Array(Image),
    }),
  ),
  session_id: Schema.NullOr(Schema.String),
  response_type: Schema.NullOr(Schema.String),
  status: Schema.NullOr(Schema.String),
}).annotate({ identifier: "BookingItem" })
export type BookingItem = typeof BookingItem.Type

/**
 * spec B §3: the last payment attempt: amount, reference (the booking's payment reference sent to
 * the gateway), status, and the gateway's last answer (PayWeb3 TRANSACTION_STATUS, RESULT_CODE,
 * RESULT_DESC), null until the gateway has answered.
 */
export const LastPayment = Schema.Struct({
  id: Schema.Int,
  amount_cents: Cents,
  currency: Schema.String,
  country: Schema.String,
  created_at: Instant,
  locale: Schema.String,
  reference: Schema.String,
  status: Schema.Literals(PAYMENT_STATUSES),
  response: Schema.NullOr(
    Schema.Struct({
      result_description: Schema.NullOr(Schema.String),
      transaction_status: Schema.NullOr(Schema.Int),
      result_code: Schema.NullOr(Schema.String),
    }),
  ),
}).annotate({ identifier: "LastPayment" })
export type LastPayment = typeof LastPayment.Type

/**
 * spec B §3: a booking. Amounts are integer cents with VAT: cost_of_room_cents the booked rooms,
 * total_for_stay_cents what the guest pays for the stay (equal while there are no extras).
 * confirmation_number is the first item's reference (else the uuid). cancelled_at is set when
 * cancelled. The uuid is the booking's public id and acts as its key: keep it private.
 */
export const Booking = Schema.Struct({
  uuid: Schema.String,
  id: Schema.Int,
  reference_number: Schema.String,
  confirmation_number: Schema.String,
  check_in_date: CalendarDate(),
  check_out_date: CalendarDate(),
  total_guests: Schema.Int,
  total_rooms: Schema.Int,
  cost_of_room_cents: Cents,
  total_for_stay_cents: Cents,
  total_for_stay_currency: Schema.String,
  is_paid: Schema.Boolean,
  status: Schema.Literals(BOOKING_STATUSES),
  cancelled_at: Schema.NullOr(Instant),
  hotel: Hotel,
  booking_items: Schema.Array(BookingItem),
  last_payment: Schema.NullOr(LastPayment),
  via_email: Schema.Boolean,
  via_sms: Schema.Boolean,
  clicks_club_card_number: Schema.NullOr(Schema.String),
  allows_mail_list: Schema.Boolean,
  earnable_loyalty_points: Schema.Int,
  is_redemption: Schema.Boolean,
  /** Decision (contracts/README.md "Charities"): the ids of the charities the guest chose, in the order chosen. */
  selected_charities: Schema.Array(Schema.Int),
}).annotate({ identifier: "Booking" })
export type Booking = typeof Booking.Type

export const BookingResponse = Schema.Struct({ booking: Booking }).annotate({ identifier: "BookingResponse" })
export type BookingResponse = typeof BookingResponse.Type

/** The booking's uuid in a path; one that is not a UUID is answered 404 like an unknown one. */
export const BookingParams = WireStruct({ id: Uuid }).annotate({ identifier: "BookingParams" })
export type BookingParams = typeof BookingParams.Type

// PATCH /api/web/bookings/{id}

/** spec B §7 "Update dates": `{ "booking": { check_in_date, check_out_date } }`. */
export const UpdateDatesRequest = WireStruct({
  booking: WireStruct({
    check_in_date: CalendarDate(NEED_A_CHECK_IN_DATE),
    check_out_date: CalendarDate(NEED_A_CHECK_OUT_DATE),
  }).check(Schema.makeFilter((dates) => stayIssue(dates.check_in_date, dates.check_out_date, "check_out_date"))),
}).annotate({ identifier: "UpdateDatesRequest" })
export type UpdateDatesRequest = typeof UpdateDatesRequest.Type

// POST /api/web/bookings/{id}/initiate_payment

/**
 * spec B §7: `success` and the payment request the browser posts to the gateway: PAY_REQUEST_ID
 * and CHECKSUM go to `process_url` (PayWeb3's process.trans) as a form POST; `reference` is the
 * booking's payment reference. The server answers 200 only with success true; failures are
 * error statuses (409, 502), and `body` is null only when success is false.
 */
export const InitiatePaymentResponse = Schema.Struct({
  success: Schema.Boolean,
  body: Schema.NullOr(
    Schema.Struct({
      checksum: Schema.String,
      pay_request_id: Schema.String,
      reference: Schema.String,
      process_url: Schema.String,
    }),
  ),
}).annotate({ identifier: "InitiatePaymentResponse" })
export type InitiatePaymentResponse = typeof InitiatePaymentResponse.Type

// POST /api/web/bookings/send_otp, /verify_otp, /{id}/cancel

/** A booking reference's form: letters, digits and dashes. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9-]+$/u

/** A booking reference as guests type it (the booking's, or any room's). */
export const ReferenceNumber = RequiredText(40).check(Schema.isPattern(REFERENCE_PATTERN, { message: "Must be letters, digits and dashes" }))

/** A one-time code: 6 digits. */
export const OTP_PATTERN = /^\d{6}$/u

export const Otp = Schema.String.annotate({ message: OTP_FORMAT }).check(Schema.isPattern(OTP_PATTERN, { message: OTP_FORMAT }))

/** spec B §7: `{ "booking_otp": { email, reference_number } }`. */
export const SendBookingCodeRequest = WireStruct({
  booking_otp: WireStruct({ email: Email, reference_number: ReferenceNumber }),
}).annotate({ identifier: "SendBookingCodeRequest" })
export type SendBookingCodeRequest = typeof SendBookingCodeRequest.Type

/** Where the code went (the booking's via_email / via_sms) and how long it lives, in seconds. */
export const SendBookingCodeResponse = Schema.Struct({
  message: Schema.String,
  channels: Schema.Array(Schema.Literals(["email", "sms"])),
  expires_in: Schema.Int,
}).annotate({ identifier: "SendBookingCodeResponse" })
export type SendBookingCodeResponse = typeof SendBookingCodeResponse.Type

/** spec B §7: `{ "booking_otp": { email, otp, reference_number } }`. */
export const VerifyBookingCodeRequest = WireStruct({
  booking_otp: WireStruct({ email: Email, otp: Otp, reference_number: ReferenceNumber }),
}).annotate({ identifier: "VerifyBookingCodeRequest" })
export type VerifyBookingCodeRequest = typeof VerifyBookingCodeRequest.Type

/** The booking's uuid, to open it. */
export const VerifyBookingCodeResponse = Schema.Struct({ uuid: Schema.String }).annotate({ identifier: "VerifyBookingCodeResponse" })
export type VerifyBookingCodeResponse = typeof VerifyBookingCodeResponse.Type

/** spec B §7: `{ "booking_otp": { otp } }`: a code sent for this booking and not yet used. */
export const CancelBookingRequest = WireStruct({
  booking_otp: WireStruct({ otp: Otp }),
}).annotate({ identifier: "CancelBookingRequest" })
export type CancelBookingRequest = typeof CancelBookingRequest.Type

// POST /api/web/bookings/{id}/resend_confirmation_email, _sms

/** "Booking confirmation sent!" (spec B §8). */
export const ResendConfirmationResponse = Schema.Struct({ message: Schema.String }).annotate({
  identifier: "ResendConfirmationResponse",
})
export type ResendConfirmationResponse = typeof ResendConfirmationResponse.Type

export const bookingEndpoints: ReadonlyArray<Endpoint> = [
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
  {
    name: "makeReservation",
    method: "POST",
    path: `${BASE}/reservation`,
    tag: "Bookings",
    summary: "Hold rooms for 15 minutes",
    body: ReservationRequest,
    success: { status: 201, description: "The hold: its uuid, expiry and held total.", body: ReservationResponse },
    errors: [404, 409, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "confirmBooking",
    method: "POST",
    path: `${BASE}/confirmation`,
    tag: "Bookings",
    summary: "Turn a hold into a booking with its guests",
    body: ConfirmationRequest,
    success: { status: 201, description: "The booking's reference and uuid.", body: ConfirmationResponse },
    errors: [404, 409, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "getBooking",
    method: "GET",
    path: `${BASE}/{id}/booking`,
    tag: "Bookings",
    summary: "A booking by its uuid",
    params: BookingParams,
    success: { status: 200, description: "The booking.", body: BookingResponse },
    errors: [404, ...ALWAYS],
  },
  {
    name: "updateBookingDates",
    method: "PATCH",
    path: `${BASE}/{id}`,
    tag: "Bookings",
    summary: "Move an unpaid booking to new dates (same room types and rate plans, re-priced)",
    params: BookingParams,
    body: UpdateDatesRequest,
    success: { status: 200, description: "The updated booking.", body: BookingResponse },
    errors: [404, 409, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "initiatePayment",
    method: "POST",
    path: `${BASE}/{id}/initiate_payment`,
    tag: "Bookings",
    summary: "Start a card payment of the booking's total with the gateway (PayWeb3 initiate), keeping the charities the guest chose",
    params: BookingParams,
    body: InitiatePaymentRequest,
    bodyOptional: true,
    success: { status: 200, description: "The payment request for the browser's form POST to the gateway.", body: InitiatePaymentResponse },
    errors: [404, 409, 502, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "sendBookingCode",
    method: "POST",
    path: `${BASE}/send_otp`,
    tag: "Bookings",
    summary: "Send a one-time code to manage a booking",
    body: SendBookingCodeRequest,
    success: { status: 200, description: "The code is sent.", body: SendBookingCodeResponse },
    errors: [404, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "verifyBookingCode",
    method: "POST",
    path: `${BASE}/verify_otp`,
    tag: "Bookings",
    summary: "Check a one-time code and get the booking's uuid",
    body: VerifyBookingCodeRequest,
    success: { status: 200, description: "The booking's uuid.", body: VerifyBookingCodeResponse },
    errors: [404, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "cancelBooking",
    method: "POST",
    path: `${BASE}/{id}/cancel`,
    tag: "Bookings",
    summary: "Cancel a booking with a one-time code (a member's bearer token is accepted beside it, never instead of it)",
    params: BookingParams,
    body: CancelBookingRequest,
    success: { status: 200, description: "The cancelled booking.", body: BookingResponse },
    errors: [401, 404, 409, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "resendConfirmationEmail",
    method: "POST",
    path: `${BASE}/{id}/resend_confirmation_email`,
    tag: "Bookings",
    summary: "Send the booking confirmation again by e-mail",
    params: BookingParams,
    success: { status: 200, description: "The confirmation is sent.", body: ResendConfirmationResponse },
    errors: [404, ...ALWAYS],
  },
  {
    name: "resendConfirmationSms",
    method: "POST",
    path: `${BASE}/{id}/resend_confirmation_sms`,
    tag: "Bookings",
    summary: "Send the booking confirmation again by SMS",
    params: BookingParams,
    success: { status: 200, description: "The confirmation is sent.", body: ResendConfirmationResponse },
    errors: [404, ...ALWAYS],
  },
]
