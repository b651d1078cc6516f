import {
  BOOKING_STATUSES,
  BookingGuest as CoreBookingGuest,
  BookingGuestAddress,
  BookingItem as CoreBookingItem,
  Booking as CoreBooking,
  BookingHotel,
  RoomContent,
} from "../../core/booking/booking.ts"
import { BookingPointsPayment as CoreBookingPointsPayment } from "../../core/booking/booking-points-payment.ts"
import { LastPayment as CoreLastPayment, LastPaymentResponse } from "../../core/payment/last-payment.ts"
import { PAYMENT_STATUSES } from "../../core/payment/payment-status.ts"
import { ID_TYPES, IdType } from "../../core/checkout/guest.ts"
import { MASKED_ID_NUMBER_PATTERN } from "../../core/checkout/id-mask.ts"
import { MASKED_MOBILE_PATTERN } from "../../core/manage-booking/code-recipient.ts"
import { Schema } from "effect"
import { CalendarDate, Cents, Email, Image, Instant, RequiredText, Uuid, WireStruct } from "./common.ts"
import { ALWAYS, BOOKINGS_API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { Hotel } from "./hotels.ts"
import { InitiatePaymentRequest } from "./charities.ts"
import { NEED_A_CHECK_IN_DATE, NEED_A_CHECK_OUT_DATE, OTP_FORMAT } from "./messages.ts"
import { stayIssue } from "./search.ts"
import { fromWire, wireFields } from "./wire-keys.ts"

/**
 * The booking engine's calls on a booking, under /api/web/bookings (spec B §7): get it, update its
 * dates, start a card payment, send and verify a booking code, cancel, and resend the confirmation.
 * The searches are in search.ts and the reservation and confirmation in reservations.ts.
 */

const BASE = BOOKINGS_API_PATH

// The booking (GET /{id}/booking, PATCH /{id}, POST /{id}/cancel)

/** spec B §3: the statuses a payment goes through; spec B §3, §4: a booking's status. */
export { BOOKING_STATUSES, PAYMENT_STATUSES }

/** issue 13: an ID or passport number as it leaves the server: masked but for its last 3 characters (core/checkout/id-mask.ts). */
export const MaskedIdNumber = Schema.String.check(
  Schema.isPattern(MASKED_ID_NUMBER_PATTERN, { message: "must be masked but for its last 3 characters" }),
).annotate({ identifier: "MaskedIdNumber", description: "All but the last 3 characters replaced by •, the length kept.", examples: ["••••••••••087"] })

/**
 * spec B §3: a guest of a booked room as the engine keeps it: core's BookingGuest under its wire names (`wireFields`).
 * The ID or passport number only masked (issue 13): the whole number never leaves the server; both null for a guest who
 * gave none. The mobile as sent: digits with the 00 prefix.
 */
export const BookingGuest = Schema.Struct(
  wireFields(CoreBookingGuest.fields, {
    address: Schema.NullOr(Schema.Struct(wireFields(BookingGuestAddress.fields))),
    idType: Schema.NullOr(Schema.Literals(ID_TYPES)),
    maskedIdNumber: Schema.NullOr(MaskedIdNumber),
  }),
).annotate({ identifier: "BookingGuest" })
export type BookingGuest = typeof BookingGuest.Type

/**
 * spec B §3: one booked room type (total_units rooms of it), with its own reference: core's BookingItem under its wire
 * names. `refundable` is the rate's cancellation policy (issue 29): true, free to cancel until 16:00 on the check-in
 * day; false, non-refundable. The fields below are the wire's documented forms; every other field is core's own.
 */
export const BookingItem = Schema.Struct(
  wireFields(CoreBookingItem.fields, {
    guests: Schema.Array(BookingGuest),
    totalAdults: Schema.Int,
    totalChildren: Schema.Int,
    totalUnits: Schema.Int,
    costOfRoomCents: Cents,
    costOfRoomCurrency: Schema.String,
    content: Schema.NullOr(Schema.Struct(wireFields(RoomContent.fields, { description: Schema.NullOr(Schema.String), images: Schema.Array(Image) }))),
  }),
).annotate({ identifier: "BookingItem" })
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
 * Points as payment (issue 15, "Points as payment" in contracts/README.md): the room-nights paid with loyalty points,
 * the points taken and the part of total_for_stay_cents they paid; the card pays the rest.
 */
export const BookingPointsPayment = Schema.Struct(
  wireFields(CoreBookingPointsPayment.fields, { nights: Schema.Int, points: Schema.Int, coveredCents: Cents }),
).annotate({ identifier: "BookingPointsPayment" })

/** Core's booking under its wire names; the fields below are the wire's documented forms, every other field core's own. */
const { uuid: uuidField, id: idField, reference_number: referenceField, points_payment: pointsPaymentField, ...bookingFields } = wireFields(CoreBooking.fields, {
  referenceNumber: Schema.String,
  checkInDate: CalendarDate(),
  checkOutDate: CalendarDate(),
  totalGuests: Schema.Int,
  totalRooms: Schema.Int,
  costOfRoomCents: Cents,
  totalForStayCents: Cents,
  totalForStayCurrency: Schema.String,
  cancelledAt: Schema.NullOr(Instant),
  holdUntil: Schema.NullOr(Instant),
  hotel: Hotel,
  bookingItems: Schema.Array(BookingItem),
  lastPayment: Schema.NullOr(LastPayment),
  earnableLoyaltyPoints: Schema.Int,
  pointsPayment: Schema.optionalKey(Schema.NullOr(BookingPointsPayment)),
})

/**
 * spec B §3: a booking: core's Booking under its wire names, with what only the wire carries. Amounts are integer cents
 * with VAT: cost_of_room_cents the booked rooms, total_for_stay_cents what the guest pays for the stay (equal while there
 * are no extras). confirmation_number is the first item's reference (else the uuid). cancelled_at is set when
 * cancelled. hold_until (issue 29 §5): the instant an unpaid booking is released if still unpaid; null once paid or
 * cancelled, or where nothing is released (hotel 830). The uuid is the booking's public id and acts as its key: keep it
 * private. selected_charities (decision, contracts/README.md "Charities"): the ids of the charities the guest chose, in
 * the order chosen. points_payment (issue 24): what loyalty points paid of it (null: nothing); absent from servers
 * before it.
 */
export const Booking = Schema.Struct({
  uuid: uuidField,
  id: idField,
  reference_number: referenceField,
  confirmation_number: Schema.String,
  ...bookingFields,
  selected_charities: Schema.Array(Schema.Int),
  points_payment: pointsPaymentField,
}).annotate({ identifier: "Booking" })
export type Booking = typeof Booking.Type

/**
 * Core's booking and its wire names: the one mapping between the two (key encoding, each nested shape by its own),
 * for the website (adapters/http) and the server alike. Its encoded side is the decoded wire `Booking` (dates as
 * days); what only the wire carries (confirmation_number, selected_charities, the payment's gateway fields, the
 * hotel's other fields) is left out, and decoding runs core's rules. bookings.test.ts pins its keys to `Booking`'s.
 */
// The wire always carries a guest's document, a room's description (null when none) and its currency, which core may lack.
export const BookingGuestFromWire = fromWire(
  Schema.Struct({
    ...CoreBookingGuest.fields,
    address: Schema.NullOr(fromWire(BookingGuestAddress)),
    idType: Schema.NullOr(IdType),
    maskedIdNumber: Schema.NullOr(Schema.String),
  }),
)
export const BookingItemFromWire = fromWire(
  Schema.Struct({
    ...CoreBookingItem.fields,
    guests: Schema.Array(BookingGuestFromWire),
    costOfRoomCurrency: Schema.String,
    content: Schema.NullOr(fromWire(Schema.Struct({ ...RoomContent.fields, description: Schema.NullOr(Schema.String) }))),
  }),
)
export const BookingFromWire = fromWire(
  Schema.Struct({
    ...CoreBooking.fields,
    hotel: fromWire(BookingHotel),
    bookingItems: Schema.Array(BookingItemFromWire),
    lastPayment: Schema.NullOr(fromWire(Schema.Struct({ ...CoreLastPayment.fields, response: Schema.optional(Schema.NullOr(fromWire(LastPaymentResponse))) }))),
    pointsPayment: Schema.optionalKey(Schema.NullOr(fromWire(CoreBookingPointsPayment))),
  }),
)

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

/** issue 29 §13: the mobile a code went to, as it leaves the server: masked (core/manage-booking/code-recipient.ts). */
export const MaskedMobile = Schema.String.check(
  Schema.isPattern(MASKED_MOBILE_PATTERN, { message: "must be masked but for its country code and last 4 digits" }),
).annotate({ identifier: "MaskedMobile", description: "The country code, dots, the last 4 digits.", examples: ["+27 •• ••• 4567"] })

/**
 * Where the code went (the booking's via_email / via_sms), the mobile masked when it went by SMS (null otherwise),
 * and how long it lives, in seconds.
 */
export const SendBookingCodeResponse = Schema.Struct({
  message: Schema.String,
  channels: Schema.Array(Schema.Literals(["email", "sms"])),
  masked_mobile: Schema.NullOr(MaskedMobile),
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
