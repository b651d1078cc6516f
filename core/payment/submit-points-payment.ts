import { Effect, Result, Schema } from "effect"
import type { HttpError } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { POINTS_PAYMENT_FAILED, POINTS_PAYMENT_TAKEN } from "./messages.ts"
import { POINTS_NIGHTS_FIELD, type PointsPaid } from "./points-payment.ts"

/**
 * Points as a real payment (issue 15, docs/decisions.md "Points as payment"): a signed-in member pays whole
 * room-nights of their own unpaid booking with loyalty points; the server decides the plan with core's
 * pointsPaymentPlan, takes the points and leaves the rest for the card.
 */

/** Where to go next: the card for the rest, or nothing more to pay. */
export type PointsPaymentOutcome = { readonly kind: "paid"; readonly paid: PointsPaid } | { readonly kind: "card"; readonly paid: PointsPaid; readonly cardCents: number }

/** The payment did not go through, with the words to show (the server's refusal, core's own message). */
export class PointsPaymentFailed extends Schema.TaggedError<PointsPaymentFailed>()("PointsPaymentFailed", {
  message: Schema.String,
}) {}

/** A refusal's words: the server's message for the nights (core's own), else its message, else ours. */
export const pointsPaymentFailure = (error: HttpError): string => {
  const forNights = error.fieldErrors?.[POINTS_NIGHTS_FIELD]?.[0]
  if (forNights !== undefined) return forNights
  return error.status >= 400 && error.status < 500 && error.status !== 401 && error.message !== "" ? error.message : POINTS_PAYMENT_FAILED
}

/**
 * Pays `nights` room-nights of the booking with points (POST /api/web/bookings/{uuid}/points_payment, the member's
 * bearer token). Paid: a success toast, and the card's part if any is left. Refused or failed: the reason as an
 * error toast, and PointsPaymentFailed.
 */
export const submitPointsPayment = Effect.fn("PointsPayment.submit")(function* (
  uuid: string,
  nights: number,
): Effect.fn.Return<PointsPaymentOutcome, PointsPaymentFailed, BookingApi | Notifications> {
  const api = yield* BookingApi
  const notifications = yield* Notifications
  const answer = yield* Effect.result(api.payWithPoints(uuid, nights))
  if (Result.isFailure(answer)) {
    const message = pointsPaymentFailure(answer.failure)
    yield* notifications.error(message)
    return yield* new PointsPaymentFailed({ message })
  }
  yield* notifications.success(POINTS_PAYMENT_TAKEN)
  const paid = answer.success
  return paid.cardCents === 0 ? { kind: "paid", paid } : { kind: "card", paid, cardCents: paid.cardCents }
})
