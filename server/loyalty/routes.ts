import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Uuid } from "../../contracts/api/common.ts"
import { PointsPaymentRequest, PointsPaymentResponse } from "../../contracts/api/loyalty-payments.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { POINTS_NIGHTS_FIELD } from "../../core/payment/points-payment.ts"
import { authentication, type MemberAuthentication, signedIn } from "../http/member.ts"
import { noStore } from "../http/middleware/no-store.ts"
import { BookingService } from "../bookings/BookingService.ts"
import { ConflictProblem, NotFoundProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"
import { LoyaltyStays } from "./LoyaltyStays.ts"

/**
 * Points as payment (contracts/api/loyalty-payments.ts, contracts/README.md "Points as payment"), beside the booking
 * calls under /api/web/bookings; needs the member's bearer token and answers Cache-Control: no-store:
 *   POST /{id}/points_payment  `{ points_payment: { nights } }` → 200 `{ points_payment, booking }`; 401 signed out,
 *                              404 not the member's booking, 409 paid / cancelled / points paid already / card payment
 *                              under way, 422 core's refusal on points_payment.nights
 */

export const LOYALTY_PAYMENT_ROUTES_PATH = BOOKINGS_API_PATH

const decodeRequest = jsonBodyDecoder(PointsPaymentRequest)
const answerPayment = jsonAnswer(PointsPaymentResponse)
const isUuid = Schema.is(Uuid)

export const makeLoyaltyPaymentRoutes = <R>(http: HttpRuntime<R | LoyaltyStays | BookingService | MemberAuthentication>): Hono<AppEnv> => {
  const pay = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    const id = c.req.param("id") ?? ""
    if (!isUuid(id)) return yield* new NotFoundProblem({ message: BOOKING_NOT_FOUND })
    const { points_payment } = yield* decodeRequest(c)
    const uuid = id.toLowerCase()
    const paid = yield* LoyaltyStays.use((stays) => stays.payWithPoints(accountId, uuid, points_payment.nights)).pipe(
      Effect.catchTags({
        PointsBookingNotFound: (error) => Effect.fail(new NotFoundProblem({ message: error.message })),
        PointsPaymentNotAllowed: (error) => Effect.fail(new ConflictProblem({ message: error.message })),
        PointsPaymentRefused: (error) => Effect.fail(new ValidationProblem({ errors: { [POINTS_NIGHTS_FIELD]: [error.message] } })),
      }),
    )
    // The booking as the other calls show it (its hotel, rooms and last payment), read once the payment committed.
    const booking = yield* BookingService.use((service) => service.get(uuid)).pipe(Effect.orDie)
    return yield* answerPayment(c, {
      points_payment: { nights: paid.nights, points: paid.points, covered_cents: paid.coveredCents, card_cents: paid.cardCents },
      booking,
    })
  })

  return new Hono<AppEnv>().post("/:id/points_payment", noStore, authentication(http), (c) => http.respond(c, pay(c)))
}
