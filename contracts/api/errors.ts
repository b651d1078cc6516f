import { FieldErrors as CoreFieldErrors, issueToFieldErrors } from "../../core/validation/field-errors.ts"
import { PAYMENT_SESSION_MINUTES } from "../../core/payment/card-payments.ts"
import { Schema, SchemaIssue } from "effect"
import {
  CANNOT_BE_IN_THE_PAST,
  CANNOT_UPDATE_TO_PAST_DATES,
  DATES_NOT_AVAILABLE,
  INVALID_SA_ID_NUMBER,
  RESERVATION_TIMEOUT_MESSAGE,
  ROOM_TYPE_NOT_AVAILABLE,
} from "./messages.ts"

/**
 * The error bodies of the API. Every error answer is JSON with a `message` a person can read:
 *
 * - 4xx: `{ "message": "...", "errors"?: { "field.path": ["message", ...] } }` (ClientErrorBody).
 *   A 422 always has `errors` (ValidationErrorBody): one key per field, the dot-joined path from the
 *   root of the request body or query ("rooms.guests.0.adults", "reservation.guests.0.email",
 *   "page"), each with the field's messages; "" for the body as a whole. The UI applies them to
 *   its form fields (spec B §5).
 * - 5xx: `{ "message": "...", "errors": [{ "message": "..." }] }` (ServerErrorBody): no field is to
 *   blame, so the errors are a list (spec B §7, A §7: "errors carry serverError.errors with message").
 */

/** `{ field: [message] }`: the messages of each failing field (core's, named for the OpenAPI description). */
export const FieldErrors = CoreFieldErrors.annotate({
  identifier: "FieldErrors",
  description: 'Messages per field, keyed by the dot-joined path from the root of the body or query, e.g. "rooms.guests.0.adults".',
})
export type FieldErrors = typeof FieldErrors.Type

/** The body of every 4xx answer (400, 404, 409, 413, 415, 422, 429). */
export const ClientErrorBody = Schema.Struct({
  message: Schema.String,
  errors: Schema.optionalKey(FieldErrors),
}).annotate({ identifier: "ClientError", description: "Any 4xx answer: a message, and messages per field when fields are to blame." })
export type ClientErrorBody = typeof ClientErrorBody.Type

/** The body of a 422: the request's fields and what is wrong with each. */
export const ValidationErrorBody = Schema.Struct({
  message: Schema.String,
  errors: FieldErrors,
}).annotate({ identifier: "ValidationError", description: "422: the request has missing or invalid fields." })
export type ValidationErrorBody = typeof ValidationErrorBody.Type

/** The body of every 5xx answer. */
export const ServerErrorBody = Schema.Struct({
  message: Schema.String,
  errors: Schema.Array(Schema.Struct({ message: Schema.String })),
}).annotate({ identifier: "ServerError", description: "Any 5xx answer: a message, repeated as the first entry of errors." })
export type ServerErrorBody = typeof ServerErrorBody.Type

// Messages of the error answers (contract, except where a spec message is mirrored)

/** 400: the body is not JSON. */
export const MALFORMED_JSON = "The request body is not valid JSON."
/** 422: the message beside the field errors. */
export const VALIDATION_FAILED = "Some fields are missing or invalid."
/** 404: no such route. */
export const NOT_FOUND = "Not found."
export const HOTEL_NOT_FOUND = "Hotel not found."
export const SPECIAL_OFFER_NOT_FOUND = "Special offer not found."
/** GET /api/web/contents/{slug}: no content item has that slug (or id). */
export const CONTENT_NOT_FOUND = "Content not found."
/** 409: the rooms asked for are not free for every night (spec B §8). */
export { NO_ROOMS_AVAILABLE } from "../../core/booking/messages.ts"
/** 409: confirming a hold that has expired (spec B §4, Reservation Timeout). */
export const HOLD_EXPIRED = RESERVATION_TIMEOUT_MESSAGE
/** 409: confirming a reservation twice. */
export const ALREADY_CONFIRMED = "This reservation has already been confirmed."
/** 409: changing, paying or cancelling a cancelled booking. */
export const BOOKING_IS_CANCELLED = "This booking has been cancelled."
/** 409: paying or changing the dates of a paid booking. */
export const ALREADY_PAID = "This booking has already been paid."
/**
 * Decision (contracts/README.md): a card payment started in the last PAYMENT_SESSION_MINUTES and not finished blocks a
 * date change and a points payment, so the amount the guest pays by card is the booking's (core's constant).
 */
export { PAYMENT_SESSION_MINUTES }
/** 409: changing the dates while a card payment of the booking is under way (its amount would no longer be the booking's). */
export const PAYMENT_IN_PROGRESS = `A card payment for this booking is in progress. Finish it, or wait ${PAYMENT_SESSION_MINUTES} minutes, before changing the dates.`
/** 409: paying online at the pay-later-only hotel (spec B §4, §6: hotel code 830). */
export const PAY_AT_HOTEL_ONLY = "This hotel takes payment at the hotel; the booking cannot be paid online."
/** 409: cancelling at or after 16:00 on the check-in day (spec B §4, §9). */
export const CANCELLATION_CLOSED = "This booking can no longer be cancelled online: cancellation closes at 16:00 on the check-in day."
/** 409: a booking that needs payment up front confirmed as pay later (mandatory periods, same-day check-in, a mandatory-payment offer). */
export const PAYMENT_REQUIRED_NOW = "This booking must be paid online when it is made."
/** 409: update dates (spec B §5, §8). */
export { DATES_NOT_AVAILABLE, ROOM_TYPE_NOT_AVAILABLE }
/** 422, on the field, for rules that need the server's data or today's date. */
export { CANNOT_BE_IN_THE_PAST, CANNOT_UPDATE_TO_PAST_DATES, INVALID_SA_ID_NUMBER }
/** 422 on a promotion_code; on clicks_club_card_number of a reservation (spec B §8). */
export { CLUB_CARD_INVALID, PROMO_CODE_INVALID } from "../../core/search/messages.ts"
/** 422 on rooms.N.room_type_code / rate_plan_code / guests of a reservation. */
export const UNKNOWN_ROOM_TYPE = "Unknown room type at this hotel"
export const UNKNOWN_RATE_PLAN = "Unknown rate plan for this room type"
export const TOO_MANY_GUESTS_FOR_ROOM = "Too many guests for this room type"
/** 422 on hotel_email of an offer enquiry whose hotels do not have that e-mail. */
export const NOT_A_HOTEL_OF_THE_OFFER = "Not a hotel of this offer"
/** 422 on booking_otp.otp: wrong, used, voided or expired code. */
export const OTP_INCORRECT = "The code is incorrect or has expired."
/** 429: five wrong codes lock the code. */
export const OTP_LOCKED = "Too many incorrect codes. Please request a new code."
/** 429: too many sends, resends or requests; the answer carries Retry-After (seconds). */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again."
/** 413. */
export const PAYLOAD_TOO_LARGE = "The request body is too large."
/** 415. */
export const UNSUPPORTED_MEDIA_TYPE = "The request body must be JSON (Content-Type: application/json)."
/** 415: JSON sent in another character set than UTF-8 (RFC 8259 §8.1). */
export const UNSUPPORTED_CHARSET = "The request body must be JSON in UTF-8 (Content-Type: application/json; charset=utf-8)."
/** 500. */
export const INTERNAL_ERROR = "Something went wrong on our side. Please try again."
/** 502: the card gateway refused or did not answer the initiate call. */
export const PAYMENT_GATEWAY_UNAVAILABLE = "The card payment service could not be reached. Please try again."
/** 503, with Retry-After: the server's database cannot serve now (unreachable, timed out, dropped the connection, disk full). */
export const SERVICE_UNAVAILABLE = "The service is unavailable. Please try again shortly."

/** A 4xx body with a message only. */
export const clientError = (message: string): ClientErrorBody => ({ message })

/** A 5xx body. */
export const serverError = (message: string): ServerErrorBody => ({ message, errors: [{ message }] })

/** At most this many fields are reported in one 422, so a hostile body cannot make a huge answer. */
export const MAX_REPORTED_FIELDS = 50

/**
 * The 422 body of a request that failed its Schema (decode with `{ errors: "all" }` to report every
 * field): core's field errors (the keys and messages the website's forms use), capped at
 * MAX_REPORTED_FIELDS fields. `prefix` names where the value sat when it was decoded on its own
 * (a query string decodes at its root, so no prefix).
 */
export const validationErrorBody = (issue: SchemaIssue.Issue, prefix: ReadonlyArray<string> = []): ValidationErrorBody => ({
  message: VALIDATION_FAILED,
  errors: issueToFieldErrors(issue, { prefix, maxFields: MAX_REPORTED_FIELDS }),
})

/** The error statuses the API answers, the body each carries, and when. */
export const ERROR_STATUSES = {
  400: { body: ClientErrorBody, description: "The body is not valid JSON." },
  401: { body: ClientErrorBody, description: "No signed-in member (a missing, expired or revoked access token), or sign-in refused." },
  404: { body: ClientErrorBody, description: "No such booking, hotel, offer or route." },
  409: { body: ClientErrorBody, description: "The request conflicts with the state of the booking or the inventory." },
  413: { body: ClientErrorBody, description: "The body is larger than 64 KiB." },
  415: { body: ClientErrorBody, description: "The body is not sent as application/json, or not in UTF-8." },
  422: { body: ValidationErrorBody, description: "Missing or invalid fields; errors says which." },
  429: { body: ClientErrorBody, description: "Too many requests; see Retry-After." },
  500: { body: ServerErrorBody, description: "An unexpected fault on the server." },
  502: { body: ServerErrorBody, description: "The card gateway failed." },
  503: { body: ServerErrorBody, description: "The server cannot serve now (its database unreachable, timed out or busy); see Retry-After." },
} as const
export type ErrorStatus = keyof typeof ERROR_STATUSES
