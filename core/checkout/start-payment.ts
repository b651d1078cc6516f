import { Effect, Option, Result, Schema } from "effect"
import { BookingApi } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { PaymentRedirect } from "../ports/PaymentRedirect.ts"
import {
  type PaymentHandoff,
  paymentHandoff,
  paymentInitiationOutcome,
  type QueryParams,
} from "../payment/payment-initiation.ts"
import { COULD_NOT_INITIATE_PAYMENT } from "../payment/messages.ts"
import { guestName } from "./guest.ts"
import { type BookingNotPayable, loadBookingToPay } from "./load-booking-to-pay.ts"
import { NO_RESERVATION, ReservationIncomplete } from "./reserve-rooms.ts"
import { BookingSession } from "../booking/session-store.ts"

/** spec B §8: the payment could not start ("Could not initiate payment for booking", also shown as a toast). */
export class PaymentNotStarted extends Schema.TaggedError<PaymentNotStarted>()("PaymentNotStarted", {
  message: Schema.String,
}) {}

export interface PaymentStarted {
  /** /booking/payment?pay_request_id=..&checksum=.. */
  readonly to: string
}

/**
 * spec B §4 "Payment": initiates the payment of the session's booking. On success the session keeps
 * the main guest's name, the confirmation methods and the payment's reference (as the confirmation
 * number, the session's one slot for a booking reference) and the answer is the payment route; an
 * unsuccessful answer or a failed call shows "Could not initiate payment for booking".
 */
export const startPayment = Effect.fn("Payment.start")(function* (
  selectedCharities?: ReadonlyArray<number>,
): Effect.fn.Return<PaymentStarted, PaymentNotStarted | ReservationIncomplete, BookingApi | Notifications | BookingSession> {
  const session = yield* BookingSession
  const state = session.state.value
  if (state.uuid === null) return yield* new ReservationIncomplete({ message: NO_RESERVATION })
  const api = yield* BookingApi
  const answer = yield* Effect.option(api.initiatePayment(state.uuid, selectedCharities))
  const outcome = paymentInitiationOutcome(Option.getOrUndefined(answer))
  if (outcome.kind === "failed") {
    yield* (yield* Notifications).error(outcome.message)
    return yield* new PaymentNotStarted({ message: outcome.message })
  }
  yield* session.setConfirmation({
    confirmationNumber: outcome.reference,
    mainGuestName: state.mainGuestName ?? guestName(null, null),
    confirmationCommunicationMethod: state.confirmationCommunicationMethod,
  })
  return { to: outcome.route }
})

/**
 * Issue 11 (beyond the spec): after a failed payment the thank-you page offers the payment again. The booking
 * is loaded into the session (it may have been opened from a link, in a fresh tab) and its payment starts.
 */
export const retryPayment = Effect.fn("Payment.retry")(function* (
  uuid: string,
): Effect.fn.Return<PaymentStarted, PaymentNotStarted | ReservationIncomplete | BookingNotPayable, BookingApi | Notifications | BookingSession> {
  const loaded = yield* Effect.result(loadBookingToPay(uuid))
  if (Result.isFailure(loaded)) {
    if (loaded.failure._tag === "BookingNotPayable") return yield* loaded.failure
    yield* (yield* Notifications).error(COULD_NOT_INITIATE_PAYMENT)
    return yield* new PaymentNotStarted({ message: COULD_NOT_INITIATE_PAYMENT })
  }
  return yield* startPayment()
})

/**
 * spec B §2, §4 (the /booking/payment page): with both pay_request_id and checksum it leaves for the
 * card gateway (a form POST of PAY_REQUEST_ID and CHECKSUM); without them it answers "Invalid
 * params" for the page to show.
 */
export const handOffPayment = Effect.fn("Payment.handOff")(function* (
  query: QueryParams,
): Effect.fn.Return<PaymentHandoff, never, PaymentRedirect> {
  const handoff = paymentHandoff(query)
  if (handoff.kind === "ready") {
    yield* (yield* PaymentRedirect).submit({ payRequestId: handoff.payRequestId, checksum: handoff.checksum })
  }
  return handoff
})
