import { Context, type Effect, Schema } from "effect"

/**
 * The one-time code a guest's cancellation spends (spec B §7). Bookings asks this port; the codes slice answers it
 * (`OtpService.cancellationCode`). Defined here so that bookings needs nothing of codes: codes, which reads a booking
 * and its main guest to send a code, sits above bookings (docs/architecture.md, the slice graph).
 */

/** 422 on booking_otp.otp: the code is wrong, used, voided by a newer one, expired, or none was sent. */
export class OtpIncorrect extends Schema.TaggedError<OtpIncorrect>()("OtpIncorrect", {
  message: Schema.String,
}) {}

/** 429: the live code took OTP_MAX_ATTEMPTS wrong tries; only a new code (send_otp) helps. */
export class OtpLocked extends Schema.TaggedError<OtpLocked>()("OtpLocked", {
  message: Schema.String,
  /** Seconds until the booking may be sent a new code (the send limits), at least 1: the Retry-After. */
  retryAfterSeconds: Schema.Number,
}) {}

export interface CancellationCodeShape {
  /** Checks the booking's live code and uses it up (in a transaction of its own), or fails. */
  readonly consume: (bookingId: number, code: string) => Effect.Effect<void, OtpIncorrect | OtpLocked>
}

export class CancellationCode extends Context.Service<CancellationCode, CancellationCodeShape>()("hotel/server/bookings/CancellationCode") {}
