import { computed, effect, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Fiber, Option, type Scope } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { holdExpiryMillis, type HoldTimer, holdWarningDue, type HoldWarningView, holdWarningView, makeHoldTimer, searchAgainHref } from "./hold.ts"
import { type HoldKind, keepHold } from "./keep-hold.ts"

/** The rooms' hold as the review, guest-details and payment-details steps show it (spec B §4, issue 11). */
export interface CheckoutHold {
  /** The countdown to the session's hold (following it when the review takes a new one), or null when none is kept. */
  readonly timer: ReadonlySignal<HoldTimer | null>
  /** Whether the Reservation Timeout modal is open: the timer reached zero, or the server refused a lapsed hold. */
  readonly timedOut: ReadonlySignal<boolean>
  /** Opens the modal although the timer still runs (the server refused a confirmation for a lapsed hold). */
  readonly expire: Effect.Effect<void>
  /** issue 29 §9: the warning is open: the hold's last two minutes, until the guest keeps the room or says not now. */
  readonly warning: ReadonlySignal<boolean>
  /**
   * issue 29 §9: the hold ends at the confirmed booking's own release (its `hold_until`), which nothing but paying
   * outlasts: Keep my room cannot renew it. Always false for a reservation.
   */
  readonly final: ReadonlySignal<boolean>
  /** The warning's words and buttons (Keep my room only where it can work). */
  readonly warningView: ReadonlySignal<HoldWarningView>
  /** Records the confirmed booking's release (epoch ms) once read from the server; null when it has none. */
  readonly knowRelease: (releaseAtMillis: number | null) => Effect.Effect<void>
  /** Keep my room on its way. */
  readonly keeping: ReadonlySignal<boolean>
  /** issue 29 §9 "Keep my room": renews the hold (core/checkout/keep-hold.ts); the warning closes either way. */
  readonly keep: Effect.Effect<void, never, BookingApi | Notifications | BookingSession>
  /** "Not now": closes this hold's warning; the countdown runs on to the timeout. */
  readonly dismissWarning: Effect.Effect<void>
  /** issue 29 §9: where "Check availability again" goes once the hold ended (the same search), or null without one. */
  readonly searchAgain: ReadonlySignal<string | null>
}

/**
 * The hold part of a checkout step's screen model: its timer ticks while the step's scope is open (a new hold in the
 * session starts a new countdown) and stops with it. `kind` says what Keep my room renews (a reservation, or a
 * confirmed booking's hold on payment details).
 */
export const makeCheckoutHold = (kind: HoldKind): Effect.Effect<CheckoutHold, never, BookingSession | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const fork = Effect.runForkWith(yield* Effect.context<never>())
    const expiry = computed(() => holdExpiryMillis(session.state.value.holdExpiresAt))
    const timer = computed(() => (expiry.value === null ? null : makeHoldTimer(expiry.value)))
    const refused = signal(false)
    // the hold whose warning the guest answered (by its expiry): a kept hold has a new expiry, and warns again
    const answered = signal<number | null>(null)
    const keeping = signal(false)
    // the confirmed booking's release, once read (payment details only)
    const release = signal<number | null>(null)
    const final = computed(() => kind === "booking" && release.value !== null && expiry.value !== null && expiry.value >= release.value)
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
    const timedOut = computed(() => refused.value || timer.value?.timeout.value != null)
    const answer = Effect.sync(() => {
      answered.value = expiry.value
    })
    return {
      timer,
      timedOut,
      expire: Effect.sync(() => {
        refused.value = true
      }),
      warning: computed(() => {
        const current = timer.value
        return current !== null && !timedOut.value && answered.value !== expiry.value && holdWarningDue(current.remaining.value)
      }),
      final,
      warningView: computed(() => holdWarningView(final.value, expiry.value)),
      knowRelease: (releaseAtMillis) =>
        Effect.sync(() => {
          release.value = releaseAtMillis
        }),
      keeping,
      keep: Effect.gen(function* () {
        // a final hold has nothing to renew: the warning offers no Keep my room, and a call would only be refused
        if (final.value) {
          answered.value = expiry.value
          return
        }
        keeping.value = true
        const before = expiry.value
        const kept = yield* keepHold(kind).pipe(Effect.option)
        if (Option.isSome(kept)) release.value = kept.value.releaseAtMillis ?? release.value
        // refused: this hold's warning is answered; kept: the new hold's expiry is another, which warns in its turn
        if (expiry.value === before) answered.value = before
      }).pipe(Effect.ensuring(Effect.sync(() => void (keeping.value = false)))),
      dismissWarning: answer,
      searchAgain: computed(() => searchAgainHref(session.state.value)),
    }
  })

/** The hold's commands as a step's model offers them to its view (a view calls a model's own commands). */
export interface HoldCommands {
  readonly keepRoom: () => Effect.Effect<void, never, BookingApi | Notifications | BookingSession>
  readonly dismissHoldWarning: () => Effect.Effect<void>
}

export const holdCommands = (hold: CheckoutHold): HoldCommands => ({
  keepRoom: () => hold.keep,
  dismissHoldWarning: () => hold.dismissWarning,
})
