import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect } from "effect"
import { Hono } from "hono"
import { authentication, type MemberAuthentication, memberIfSent } from "../http/member.ts"
import { ConfirmationRequest, ConfirmationResponse, ReservationRequest, ReservationResponse } from "../../contracts/api/reservations.ts"
import { ReservationService } from "./ReservationService.ts"
import { clientAddress } from "../http/node-bindings.ts"
import { ConflictProblem, NotFoundProblem, TooManyRequestsProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"

/**
 * Holds and their confirmation (contracts/README.md "Bookings"), mounted at `/api/web/bookings`:
 *   POST  /reservation    201 { uuid, expires_at, total_cents }; 404 hotel, 409 no rooms, 422, 429 too many rooms on hold
 *   POST  /confirmation   201 { reference_number, uuid }; 404 hold, 409 expired / confirmed / payment, 422
 * The booking a confirmation makes is then the bookings slice's (server/bookings/routes.ts).
 */

export const RESERVATION_ROUTES_PATH = BOOKINGS_API_PATH

const decodeReservation = jsonBodyDecoder(ReservationRequest)
const decodeConfirmation = jsonBodyDecoder(ConfirmationRequest)
const answerHold = jsonAnswer(ReservationResponse)
const answerConfirmed = jsonAnswer(ConfirmationResponse)

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
  return yield* answerHold(c, { uuid: hold.uuid, expires_at: hold.expiresAt.toISOString(), total_cents: hold.totalCents }, 201)
})

const confirm = Effect.fnUntraced(function* (c: AppContext) {
  const { reservation } = yield* decodeConfirmation(c)
  // issue 14: a booking made while signed in is the member's; a token that no longer works is a 401, so the site refreshes.
  const member = yield* memberIfSent(c)
  const confirmed = yield* ReservationService.use((service) => service.confirm({ ...reservation, uuid: reservation.uuid.toLowerCase() }, member?.accountId)).pipe(
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

export const makeReservationRoutes = <R>(http: HttpRuntime<R | ReservationService | MemberAuthentication>): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .post("/reservation", (c) => http.respond(c, reserve(c)))
    .post("/confirmation", authentication(http), (c) => http.respond(c, confirm(c)))
