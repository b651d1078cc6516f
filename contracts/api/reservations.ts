import { MAX_ROOMS, MIN_ROOMS } from "../../core/search/guest-rooms.ts"
import { ADDRESS_STATE_FOR_SERVER as ADDRESS_STATE, DEFAULT_ID_TYPE, ID_TYPES, TITLES } from "../../core/checkout/guest.ts"
import { Effect, Schema } from "effect"
import {
  BookingMobile,
  CalendarDate,
  Cents,
  Code,
  CurrencyCode,
  DEFAULT_CURRENCY,
  Email,
  Flag,
  FlagDefaultFalse,
  Instant,
  MAX_CODE_LENGTH,
  MAX_LINE_LENGTH,
  MAX_NAME_LENGTH,
  OneOf,
  OptionalBookingMobile,
  OptionalEmail,
  RequiredText,
  Text,
  Uuid,
  WholeNumber,
  WireStruct,
} from "./common.ts"
import { ALWAYS, BOOKINGS_API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import {
  CANNOT_SELECT_MORE_THAN_10_ROOMS,
  CONFIRMATION_METHOD_REQUIRED,
  ID_NUMBER_DIGITS_ONLY,
  ID_NUMBER_LENGTH,
  MAIN_GUEST_REQUIRED,
  MUST_BE_A_LIST,
  NEED_A_CHECK_IN_DATE,
  NEED_A_CHECK_OUT_DATE,
  NEED_TO_SELECT_A_ROOM,
  ONE_GUEST_PER_ROOM,
  PASSPORT_NUMBER_REQUIRED,
  TITLE_OR_EMPTY,
} from "./messages.ts"
import { GuestRoom, HotelCode, OptionalClubCard, PromotionCode, stayIssue } from "./search.ts"

/**
 * The booking engine's reservation calls, under /api/web/bookings (spec B §7): make a reservation
 * (a 15-minute hold of the rooms) and confirm it into a booking with its guests.
 */

const BASE = BOOKINGS_API_PATH

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

export const reservationEndpoints: ReadonlyArray<Endpoint> = [
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
]
