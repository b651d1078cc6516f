import { BOOKING_STATUSES } from "../../core/booking/booking.ts"
import { PAYMENT_STATUSES } from "../../core/payment/payment-status.ts"
import { ID_TYPES } from "../../core/checkout/guest.ts"
import { MASKED_ID_NUMBER_PATTERN } from "../../core/checkout/id-mask.ts"
import { MASKED_MOBILE_PATTERN } from "../../core/manage-booking/code-recipient.ts"
import { Schema } from "effect"
import { CalendarDate, Cents, Email, Image, Instant, RequiredText, Uuid, WireStruct } from "./common.ts"
import { ALWAYS, BOOKINGS_API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { Hotel } from "./hotels.ts"
import { InitiatePaymentRequest } from "./charities.ts"
import { NEED_A_CHECK_IN_DATE, NEED_A_CHECK_OUT_DATE, OTP_FORMAT } from "./messages.ts"
import { stayIssue } from "./search.ts"

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
  /** Issue 29: the rate's cancellation policy: true, free to cancel until 16:00 on the check-in day; false, non-refundable. */
  refundable: Schema.Boolean,
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
 * Points as payment (issue 15, "Points as payment" in contracts/README.md): the room-nights paid with loyalty points,
 * the points taken and the part of total_for_stay_cents they paid; the card pays the rest.
 */
export const BookingPointsPayment = Schema.Struct({
  nights: Schema.Int,
  points: Schema.Int,
  covered_cents: Cents,
}).annotate({ identifier: "BookingPointsPayment" })

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
  /** Issue 29 §5: the instant an unpaid booking is released if still unpaid; null once paid or cancelled, or where nothing is released (hotel 830). */
  hold_until: Schema.NullOr(Instant),
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
  /** Issue 24: what loyalty points paid of it (null: nothing); the thank-you page shows it. Absent from servers before it. */
  points_payment: Schema.optionalKey(Schema.NullOr(BookingPointsPayment)),
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
