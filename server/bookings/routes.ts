import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { BookingResponse, CancelBookingRequest, ResendConfirmationResponse, UpdateDatesRequest } from "../../contracts/api/bookings.ts"
import { Uuid } from "../../contracts/api/common.ts"
import { BOOKING_NOT_FOUND, CONFIRMATION_SENT } from "../../contracts/api/messages.ts"
import type { NotificationChannel } from "../notify/Notifier.ts"
import { authentication, type MemberAuthentication, memberIfSent } from "../http/member.ts"
import { BookingService } from "./BookingService.ts"
import { ConflictProblem, NotFoundProblem, TooManyRequestsProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"

/**
 * Confirmed bookings (contracts/README.md "Bookings"), mounted at `/api/web/bookings`; holds and their
 * confirmation are the reservations slice's (server/reservations/routes.ts):
 *   GET   /{id}/booking                    200 { booking }; 404
 *   PATCH /{id}                            200 { booking }; 404, 409 dates / cancelled / paid, 422 past dates
 *   POST  /{id}/cancel                     200 { booking }; 401 a bearer token that no longer works (a member's is
 *                                          accepted beside the code, never instead of it); 404, 409 cancelled / too late,
 *                                          422 wrong code, 429 locked
 *   POST  /{id}/resend_confirmation_email  200 { message }; 404, 409 cancelled, 429 too soon
 *   POST  /{id}/resend_confirmation_sms    the same by SMS
 * A path id that is not a UUID is an unknown booking (404), as the contract says.
 */

export const BOOKING_ROUTES_PATH = BOOKINGS_API_PATH

const decodeNewDates = jsonBodyDecoder(UpdateDatesRequest)
const decodeCancel = jsonBodyDecoder(CancelBookingRequest)
const answerBooking = jsonAnswer(BookingResponse)
const answerSent = jsonAnswer(ResendConfirmationResponse)
const isUuid = Schema.is(Uuid)

/** The booking uuid of the path, lower case; 404 when it is not a UUID at all. */
const bookingId = (c: AppContext): Effect.Effect<string, NotFoundProblem> => {
  const id = c.req.param("id") ?? ""
  return isUuid(id) ? Effect.succeed(id.toLowerCase()) : Effect.fail(new NotFoundProblem({ message: BOOKING_NOT_FOUND }))
}

const notFound = (error: { readonly message: string }) => Effect.fail(new NotFoundProblem({ message: error.message }))
const conflict = (error: { readonly message: string }) => Effect.fail(new ConflictProblem({ message: error.message }))
const invalid = (error: { readonly errors: ValidationProblem["errors"] }) => Effect.fail(new ValidationProblem({ errors: error.errors }))

const show = Effect.fnUntraced(function* (c: AppContext) {
  const id = yield* bookingId(c)
  const booking = yield* BookingService.use((service) => service.get(id)).pipe(Effect.catchTag("BookingNotFound", notFound))
  return yield* answerBooking(c, { booking })
})

const move = Effect.fnUntraced(function* (c: AppContext) {
  const id = yield* bookingId(c)
  const { booking: dates } = yield* decodeNewDates(c)
  const booking = yield* BookingService.use((service) => service.updateDates(id, dates)).pipe(
    Effect.catchTags({
      BookingNotFound: notFound,
      BookingIsCancelled: conflict,
      BookingAlreadyPaid: conflict,
      PaymentInProgress: conflict,
      DatesNotAvailable: conflict,
      PaymentRequiredNow: conflict,
      DatesRejected: invalid,
    }),
  )
  return yield* answerBooking(c, { booking })
})

const cancel = Effect.fnUntraced(function* (c: AppContext) {
  const id = yield* bookingId(c)
  const { booking_otp } = yield* decodeCancel(c)
  // issue 14, the account panel's cancel: a member's bearer token is accepted beside the code, never instead of it, and
  // is checked before the code is spent: one that no longer works is a 401, and the site's retry still has its code.
  yield* memberIfSent(c)
  const booking = yield* BookingService.use((service) => service.cancel(id, booking_otp.otp)).pipe(
    Effect.catchTags({
      BookingNotFound: notFound,
      BookingIsCancelled: conflict,
      CancellationClosed: conflict,
      OtpIncorrect: (error) => Effect.fail(new ValidationProblem({ errors: { "booking_otp.otp": [error.message] } })),
      OtpLocked: (error) => Effect.fail(new TooManyRequestsProblem({ message: error.message, retryAfterSeconds: error.retryAfterSeconds })),
    }),
  )
  return yield* answerBooking(c, { booking })
})

const resend = Effect.fnUntraced(function* (c: AppContext, channel: NotificationChannel) {
  const id = yield* bookingId(c)
  yield* BookingService.use((service) => service.resendConfirmation(id, channel)).pipe(
    Effect.catchTags({
      BookingNotFound: notFound,
      BookingIsCancelled: conflict,
      ResendTooSoon: (error) => Effect.fail(new TooManyRequestsProblem({ message: error.message, retryAfterSeconds: error.retryAfterSeconds })),
    }),
  )
  return yield* answerSent(c, { message: CONFIRMATION_SENT })
})

export const makeBookingRoutes = <R>(http: HttpRuntime<R | BookingService | MemberAuthentication>): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .get("/:id/booking", (c) => http.respond(c, show(c)))
    .patch("/:id", (c) => http.respond(c, move(c)))
    .post("/:id/cancel", authentication(http), (c) => http.respond(c, cancel(c)))
    .post("/:id/resend_confirmation_email", (c) => http.respond(c, resend(c, "email")))
    .post("/:id/resend_confirmation_sms", (c) => http.respond(c, resend(c, "sms")))
