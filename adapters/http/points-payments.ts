import { Effect } from "effect"
import { PointsPaymentRequest, PointsPaymentResponse } from "../../contracts/api/loyalty-payments.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { PointsPaid } from "../../core/payment/points-payment.ts"
import { bookingPath, decodeWireBooking } from "./bookings.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** Points as payment (contracts/README.md "Points as payment"): POST /api/web/bookings/{uuid}/points_payment. */
export const pointsPaymentPath = (uuid: string): string => `${bookingPath(uuid)}/points_payment`

const encodeRequest = encodeWith(PointsPaymentRequest)
const decodeAnswer = decodeWith(PointsPaymentResponse)

const pointsPaidAnswer = (path: string, body: unknown): Effect.Effect<PointsPaid, HttpError> =>
  Effect.gen(function* () {
    const answer = yield* decodeAnswer(path, body)
    const booking = yield* decodeWireBooking(path, answer.booking)
    const paid = answer.points_payment
    return { nights: paid.nights, points: paid.points, coveredCents: paid.covered_cents, cardCents: paid.card_cents, booking }
  })

/** Pays the booking's first `nights` room-nights with the member's points (the client sends the bearer token). */
export const payWithPoints =
  (http: HttpClient) =>
  (uuid: string, nights: number): Effect.Effect<PointsPaid, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRequest({ points_payment: { nights } })
      return yield* exchange(http, { method: "POST", path: pointsPaymentPath(uuid), body }, pointsPaidAnswer)
    })
