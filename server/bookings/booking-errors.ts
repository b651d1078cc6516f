import { Schema } from "effect"
import { FieldErrors, VALIDATION_FAILED } from "../../contracts/api/errors.ts"

/** What BookingService refuses, each answered by bookings/routes.ts with its status. */

/** 404: no booking has this uuid (a hold not yet confirmed is no booking either). */
export class BookingNotFound extends Schema.TaggedError<BookingNotFound>()("BookingNotFound", {
  message: Schema.String,
}) {}

/** 409: the booking is cancelled (by the guest, or released unpaid). */
export class BookingIsCancelled extends Schema.TaggedError<BookingIsCancelled>()("BookingIsCancelled", {
  message: Schema.String,
}) {}

/** 409: a paid booking does not change dates online. */
export class BookingAlreadyPaid extends Schema.TaggedError<BookingAlreadyPaid>()("BookingAlreadyPaid", {
  message: Schema.String,
}) {}

/** 409: a card payment of the booking is under way. */
export class PaymentInProgress extends Schema.TaggedError<PaymentInProgress>()("PaymentInProgress", {
  message: Schema.String,
}) {}

/** 409: the new dates cannot be had (spec B §5, §8: no rooms at all, or not the booked room type and rate plan). */
export class DatesNotAvailable extends Schema.TaggedError<DatesNotAvailable>()("DatesNotAvailable", {
  message: Schema.String,
}) {}

/** 422: the new dates are in the past ("Cannot update to past dates" on booking.check_in_date). */
export class DatesRejected extends Schema.TaggedError<DatesRejected>()("DatesRejected", {
  message: Schema.String,
  errors: FieldErrors,
}) {
  static readonly of = (errors: FieldErrors) => new DatesRejected({ message: VALIDATION_FAILED, errors })
}

/** 409: cancellation closes at 16:00 on the check-in day (spec B §4, §9). */
export class CancellationClosed extends Schema.TaggedError<CancellationClosed>()("CancellationClosed", {
  message: Schema.String,
}) {}

/** 429: the confirmation went by this channel a moment ago. */
export class ResendTooSoon extends Schema.TaggedError<ResendTooSoon>()("ResendTooSoon", {
  message: Schema.String,
  retryAfterSeconds: Schema.Number,
}) {}
