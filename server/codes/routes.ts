import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect } from "effect"
import { Hono } from "hono"
import {
  SendBookingCodeRequest,
  SendBookingCodeResponse,
  VerifyBookingCodeRequest,
  VerifyBookingCodeResponse,
} from "../../contracts/api/bookings.ts"
import { OTP_SENT } from "../../contracts/api/messages.ts"
import { type OtpBookingNotFound, type OtpIncorrect, type OtpLocked, type OtpRateLimited, OtpService } from "./OtpService.ts"
import { clientAddress } from "../http/node-bindings.ts"
import { NotFoundProblem, TooManyRequestsProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"

/**
 * One-time codes for managing a booking (spec B §7, contracts/README.md "Send booking code" and
 * "Verify booking code"), mounted at `/api/web/bookings`:
 *   POST /send_otp    `{ booking_otp: { email, reference_number } }` → 200 `{ message, channels, masked_mobile, expires_in }`;
 *                     404 Booking not found, 429 (per booking and per client, Retry-After), 400 / 413 / 415 / 422
 *   POST /verify_otp  `{ booking_otp: { email, otp, reference_number } }` → 200 `{ uuid }` (the code is used up);
 *                     404, 422 on booking_otp.otp (wrong, used or expired), 429 (locked, or the client's limit), 400 / 413 / 415
 */

/** Where the module is mounted. */
export const BOOKING_CODE_ROUTES_PATH = BOOKINGS_API_PATH

const decodeSend = jsonBodyDecoder(SendBookingCodeRequest)
const decodeVerify = jsonBodyDecoder(VerifyBookingCodeRequest)
const answerSent = jsonAnswer(SendBookingCodeResponse)
const answerVerified = jsonAnswer(VerifyBookingCodeResponse)

/** The field a wrong code is reported on (contracts/README.md). */
export const OTP_FIELD = "booking_otp.otp"

const toProblem = {
  OtpBookingNotFound: (error: OtpBookingNotFound) => Effect.fail(new NotFoundProblem({ message: error.message })),
  OtpRateLimited: (error: OtpRateLimited) =>
    Effect.fail(new TooManyRequestsProblem({ message: error.message, retryAfterSeconds: error.retryAfterSeconds })),
  OtpLocked: (error: OtpLocked) => Effect.fail(new TooManyRequestsProblem({ message: error.message, retryAfterSeconds: error.retryAfterSeconds })),
  OtpIncorrect: (error: OtpIncorrect) => Effect.fail(new ValidationProblem({ errors: { [OTP_FIELD]: [error.message] } })),
}

const send = Effect.fnUntraced(function* (c: AppContext) {
  const { booking_otp } = yield* decodeSend(c)
  const issued = yield* OtpService.use((otp) =>
    otp.sendForBooking({ email: booking_otp.email, referenceNumber: booking_otp.reference_number, clientKey: otp.clientKeyOf(clientAddress(c)) }),
  ).pipe(Effect.catchTags({ OtpBookingNotFound: toProblem.OtpBookingNotFound, OtpRateLimited: toProblem.OtpRateLimited }))
  return yield* answerSent(c, { message: OTP_SENT, channels: issued.channels, masked_mobile: issued.maskedMobile, expires_in: issued.expiresInSeconds })
})

const verify = Effect.fnUntraced(function* (c: AppContext) {
  const { booking_otp } = yield* decodeVerify(c)
  const opened = yield* OtpService.use((otp) =>
    otp.openWithCode({
      email: booking_otp.email,
      referenceNumber: booking_otp.reference_number,
      code: booking_otp.otp,
      clientKey: otp.clientKeyOf(clientAddress(c)),
    }),
  ).pipe(Effect.catchTags(toProblem))
  return yield* answerVerified(c, opened)
})

export const makeBookingCodeRoutes = <R>(http: HttpRuntime<R | OtpService>): Hono<AppEnv> =>
  new Hono<AppEnv>().post("/send_otp", (c) => http.respond(c, send(c))).post("/verify_otp", (c) => http.respond(c, verify(c)))
