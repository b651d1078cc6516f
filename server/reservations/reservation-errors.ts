import { Schema } from "effect"
import type { Confirmation, Reservation } from "../../contracts/api/reservations.ts"
import { FieldErrors, VALIDATION_FAILED } from "../../contracts/api/errors.ts"

/** What ReservationService refuses (answered by reservations/routes.ts), and the requests it takes. */

/** 422: rules that need the server's data or today's date (room type, rate plan, occupancy, promo, card, past dates, SA ID). */
export class ReservationRejected extends Schema.TaggedError<ReservationRejected>()("ReservationRejected", {
  message: Schema.String,
  errors: FieldErrors,
}) {
  static readonly of = (errors: FieldErrors) => new ReservationRejected({ message: VALIDATION_FAILED, errors })
}

/** 404: no hold has this uuid. */
export class ReservationNotFound extends Schema.TaggedError<ReservationNotFound>()("ReservationNotFound", {
  message: Schema.String,
}) {}

/** 409: the hold ran out (or was replaced): the Reservation Timeout text. */
export class HoldExpired extends Schema.TaggedError<HoldExpired>()("HoldExpired", {
  message: Schema.String,
}) {}

/** 409: the hold is already a booking. */
export class AlreadyConfirmed extends Schema.TaggedError<AlreadyConfirmed>()("AlreadyConfirmed", {
  message: Schema.String,
}) {}

/** 409: paying online asked for at the pay-later-only hotel (830). */
export class PayAtHotelOnly extends Schema.TaggedError<PayAtHotelOnly>()("PayAtHotelOnly", {
  message: Schema.String,
}) {}

export type HoldRequest = typeof Reservation.Type
export type ConfirmationRequest = typeof Confirmation.Type
