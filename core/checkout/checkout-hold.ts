import { computed, effect, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Fiber, type Scope } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import { holdExpiryMillis, type HoldTimer, makeHoldTimer } from "./hold.ts"

/** The rooms' hold as the review, guest-details and payment-details steps show it (spec B §4, issue 11). */
export interface CheckoutHold {
  /** The countdown to the session's hold (following it when the review takes a new one), or null when none is kept. */
  readonly timer: ReadonlySignal<HoldTimer | null>
  /** Whether the Reservation Timeout modal is open: the timer reached zero, or the server refused a lapsed hold. */
  readonly timedOut: ReadonlySignal<boolean>
  /** Opens the modal although the timer still runs (the server refused a confirmation for a lapsed hold). */
  readonly expire: Effect.Effect<void>
}

/**
 * The hold part of a checkout step's screen model: its timer ticks while the step's scope is open (a new hold in the
 * session starts a new countdown) and stops with it.
 */
export const makeCheckoutHold: Effect.Effect<CheckoutHold, never, BookingSession | Scope.Scope> = Effect.gen(function* () {
  const session = yield* BookingSession
  const fork = Effect.runForkWith(yield* Effect.context<never>())
  const expiry = computed(() => holdExpiryMillis(session.state.value.holdExpiresAt))
  const timer = computed(() => (expiry.value === null ? null : makeHoldTimer(expiry.value)))
  const refused = signal(false)
  let ticking: Fiber.Fiber<void> | undefined
  const follow = effect(() => {
    const current = timer.value
    ticking?.interruptUnsafe()
    ticking = current === null ? undefined : fork(current.run)
  })
  yield* Effect.addFinalizer(() =>
    Effect.sync(() => {
      follow()
      ticking?.interruptUnsafe()
    }),
  )
  return {
    timer,
    timedOut: computed(() => refused.value || timer.value?.timeout.value != null),
    expire: Effect.sync(() => {
      refused.value = true
    }),
  }
})
