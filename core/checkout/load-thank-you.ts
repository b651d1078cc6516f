import type { Signal } from "@preact/signals-core"
import { Duration, Effect, Result } from "effect"
import type { HttpError } from "../http/http-error.ts"
import { THANK_YOU_POLL_MILLIS, type ThankYouOutcome, thankYouOutcome } from "../payment/thank-you-outcome.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import type { Booking } from "../booking/booking.ts"
import { BOOKING_CREATED, BOOKING_FAILED } from "../booking/messages.ts"

export interface ThankYouReady {
  readonly kind: "ready"
  readonly booking: Booking
  readonly outcome: ThankYouOutcome
}

/** What the thank-you page shows: the booking with its payment outcome, or why it could not be fetched. */
export type ThankYouView = { readonly kind: "loading" } | ThankYouReady | { readonly kind: "error"; readonly message: string }

export const THANK_YOU_LOADING: ThankYouView = { kind: "loading" }

/** spec B §4 "Thank-you page": the booking and whether it reads confirmed or payment unsuccessful. */
export const fetchThankYou = Effect.fn("ThankYou.fetch")(function* (
  uuid: string,
): Effect.fn.Return<ThankYouReady, HttpError, BookingApi> {
  const booking = yield* (yield* BookingApi).getBooking(uuid)
  return { kind: "ready", booking, outcome: thankYouOutcome(booking.lastPayment) }
})

/**
 * The view after a fetch: the fetched booking, or on a failed fetch the booking already shown (a
 * poll that misses once must not take the confirmation away); the error only while nothing was shown.
 */
export const nextThankYouView = (current: ThankYouView, fetched: Result.Result<ThankYouReady, HttpError>): ThankYouView =>
  Result.match(fetched, {
    onSuccess: (ready): ThankYouView => ready,
    onFailure: (error): ThankYouView => (current.kind === "ready" ? current : { kind: "error", message: error.message }),
  })

export interface ThankYouToast {
  readonly kind: "success" | "error"
  readonly message: string
}

/**
 * spec B §8: "Booking created successfully" (success, 5 s) once the page first shows the booking confirmed, and
 * "Booking has failed, Please try again." once the page cannot show the booking at all. A declined payment gets no
 * toast (issue 29 §5, docs/decisions.md): the booking stands, unpaid, and the page says so with what to do; a toast
 * saying the booking failed would contradict it. A poll that finds the same outcome says nothing again.
 */
export const thankYouToast = (previous: ThankYouView, next: ThankYouView): ThankYouToast | null => {
  if (next.kind === "error") return previous.kind === "loading" ? { kind: "error", message: BOOKING_FAILED } : null
  if (next.kind !== "ready" || next.outcome.kind !== "confirmed") return null
  return previous.kind === "ready" && previous.outcome.kind === "confirmed" ? null : { kind: "success", message: BOOKING_CREATED }
}

/**
 * spec B §4, §9: fetches the booking at once, then again every 2500 ms, publishing each view to
 * `view` (a payment may settle after the guest returns from the gateway). Runs until interrupted,
 * which the page does when it is left.
 */
export const pollThankYou = Effect.fn("ThankYou.poll")(function* (
  uuid: string,
  view: Signal<ThankYouView>,
): Effect.fn.Return<never, never, BookingApi | Notifications> {
  for (;;) {
    const fetched = yield* Effect.result(fetchThankYou(uuid))
    const next = nextThankYouView(view.value, fetched)
    const toast = thankYouToast(view.value, next)
    view.value = next
    if (toast !== null) yield* (yield* Notifications)[toast.kind](toast.message)
    yield* Effect.sleep(Duration.millis(THANK_YOU_POLL_MILLIS))
  }
})
