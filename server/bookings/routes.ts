import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect, Schema } from "effect"
import { Hono } from "hono"
import {
  BookingResponse,
  CancelBookingRequest,
  ConfirmationRequest,
  ConfirmationResponse,
  ReservationRequest,
  ReservationResponse,
  ResendConfirmationResponse,
  UpdateDatesRequest,
} from "../../contracts/api/bookings.ts"
import { Uuid } from "../../contracts/api/common.ts"
import { BOOKING_NOT_FOUND, CONFIRMATION_SENT } from "../../contracts/api/messages.ts"
import type { NotificationChannel } from "../notify/Notifier.ts"
import { BookingService } from "./BookingService.ts"
import { ReservationService } from "../reservations/ReservationService.ts"
import { clientAddress } from "../http/node-bindings.ts"
import { ConflictProblem, NotFoundProblem, TooManyRequestsProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"

/**
 * Holds and bookings (contracts/README.md "Bookings"), mounted at `/api/web/bookings`:
 *   POST  /reservation                     201 { uuid, expires_at }; 404 hotel, 409 no rooms, 422, 429 too many rooms on hold
 *   POST  /confirmation                    201 { reference_number, uuid }; 404 hold, 409 expired / confirmed / payment, 422
 *   GET   /{id}/booking                    200 { booking }; 404
 *   PATCH /{id}                            200 { booking }; 404, 409 dates / cancelled / paid, 422 past dates
 *   POST  /{id}/cancel                     200 { booking }; 404, 409 cancelled / too late, 422 wrong code, 429 locked
 *   POST  /{id}/resend_confirmation_email  200 { message }; 404, 409 cancelled, 429 too soon
 *   POST  /{id}/resend_confirmation_sms    the same by SMS
 * A path id that is not a UUID is an unknown booking (404), as the contract says.
 */

export const BOOKING_ROUTES_PATH = BOOKINGS_API_PATH

const decodeReservation = jsonBodyDecoder(ReservationRequest)
const decodeConfirmation = jsonBodyDecoder(ConfirmationRequest)
const decodeNewDates = jsonBodyDecoder(UpdateDatesRequest)
const decodeCancel = jsonBodyDecoder(CancelBookingRequest)
const answerHold = jsonAnswer(ReservationResponse)
const answerConfirmed = jsonAnswer(ConfirmationResponse)
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
const tooMany = (error: { readonly message: string; readonly retryAfterSeconds: number }) =>
  Effect.fail(new TooManyRequestsProblem({ message: error.message, retryAfterSeconds: error.retryAfterSeconds }))

const reserve = Effect.fnUntraced(function* (c: AppContext) {
  const { reservation } = yield* decodeReservation(c)
  const hold = yield* ReservationService.use((service) => service.hold(reservation, clientAddress(c))).pipe(
    Effect.catchTags({ HotelNotFound: notFound, ReservationRejected: invalid, NoRoomsAvailable: conflict, TooManyRoomsOnHold: tooMany }),
  )
  return yield* answerHold(c, { uuid: hold.uuid, expires_at: hold.expiresAt.toISOString() }, 201)
})

const confirm = Effect.fnUntraced(function* (c: AppContext) {
  const { reservation } = yield* decodeConfirmation(c)
  const confirmed = yield* ReservationService.use((service) => service.confirm({ ...reservation, uuid: reservation.uuid.toLowerCase() })).pipe(
    Effect.catchTags({
      ReservationRejected: invalid,
      ReservationNotFound: notFound,
      HoldExpired: conflict,
      AlreadyConfirmed: conflict,
      PaymentRequiredNow: conflict,
      PayAtHotelOnly: conflict,
    }),
  )
  return yield* answerConfirmed(c, { reference_number: confirmed.referenceNumber, uuid: confirmed.uuid }, 201)
})

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

export const makeBookingRoutes = <R>(http: HttpRuntime<R | ReservationService | BookingService>): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .post("/reservation", (c) => http.respond(c, reserve(c)))
    .post("/confirmation", (c) => http.respond(c, confirm(c)))
    .get("/:id/booking", (c) => http.respond(c, show(c)))
    .patch("/:id", (c) => http.respond(c, move(c)))
    .post("/:id/cancel", (c) => http.respond(c, cancel(c)))
    .post("/:id/resend_confirmation_email", (c) => http.respond(c, resend(c, "email")))
    .post("/:id/resend_confirmation_sms", (c) => http.respond(c, resend(c, "sms")))
