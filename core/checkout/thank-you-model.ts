import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Clock, Effect, type Scope } from "effect"
import { NO_BOOKING_TO_THANK } from "../booking/messages.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Downloads } from "../ports/Downloads.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import type { BookingSession } from "../booking/session-store.ts"
import { bookingCalendarFile } from "./calendar-event.ts"
import { pollThankYou, THANK_YOU_LOADING, type ThankYouView } from "./load-thank-you.ts"
import { retryPayment } from "./start-payment.ts"
import { type ThankYouCard, thankYouCard } from "./thank-you-card.ts"

export interface ThankYouModel {
  /** The booking and its payment's outcome, fetched again every 2500 ms while the page is open. */
  readonly view: ReadonlySignal<ThankYouView>
  /** The booking's card (hotel, dates, rooms, guests, total, contacts, map), once fetched. */
  readonly card: ReadonlySignal<ThankYouCard | null>
  readonly retrying: ReadonlySignal<boolean>
  /** Issue 11: after a failed payment, the payment again (the booking loaded into the session). */
  readonly retry: () => Effect.Effect<void, never, BookingApi | Notifications | BookingSession | Navigation>
  /** Issue 11: the stay as a calendar file, handed to the browser. */
  readonly addToCalendar: () => Effect.Effect<void, never, Downloads>
}

/**
 * The screen model of /booking/thank-you?booking={uuid} (spec B §2, §4): the booking, polled until its payment is
 * known, confirmed or unsuccessful with the reason; the poll stops with the page. Without a booking in the link,
 * nothing is fetched.
 */
export const makeThankYouModel = (uuid: string): Effect.Effect<ThankYouModel, never, BookingApi | Notifications | Scope.Scope> =>
  Effect.gen(function* () {
    const view = signal<ThankYouView>(uuid === "" ? { kind: "error", message: NO_BOOKING_TO_THANK } : THANK_YOU_LOADING)
    if (uuid !== "") yield* Effect.forkScoped(pollThankYou(uuid, view))
    const retrying = signal(false)
    return {
      view,
      card: computed(() => (view.value.kind === "ready" ? thankYouCard(view.value.booking) : null)),
      retrying,
      retry: () =>
        Effect.gen(function* () {
          retrying.value = true
          const started = yield* retryPayment(uuid)
          yield* Navigation.use((navigation) => navigation.go(started.to))
        }).pipe(Effect.catch(() => Effect.sync(() => void (retrying.value = false)))),
      addToCalendar: () =>
        Effect.gen(function* () {
          const current = view.value
          if (current.kind !== "ready") return
          const file = bookingCalendarFile(current.booking, yield* Clock.currentTimeMillis)
          yield* Downloads.use((downloads) => downloads.save(file))
        }),
    }
  })
