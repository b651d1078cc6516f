import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { type ChosenRateTerms, chosenRateTerms } from "../booking/cancellation-terms.ts"
import { BookingSession } from "../booking/session-store.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { ROOMS_ROUTE } from "../routes.ts"
import { failed, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { type CheckoutHold, type HoldCommands, holdCommands, makeCheckoutHold } from "./checkout-hold.ts"
import type { PriceChange } from "./price-change.ts"
import { acceptCancellationPolicy, reserveRooms } from "./reserve-rooms.ts"

/** The rooms held: the held price when it differs from the one shown (told before Book now). */
export interface RoomsHeldView {
  readonly priceChange: PriceChange | null
}

export interface ReviewModel extends HoldCommands {
  /** Holding the rooms (loading), held, or the reason it failed ("Could not make reservation"). */
  readonly view: ReadonlySignal<ViewState<RoomsHeldView>>
  /** Book now on its way. */
  readonly booking: ReadonlySignal<boolean>
  /** Issue 29 §3: each chosen room's rate and its cancellation line, named above the policy's acceptance. */
  readonly terms: ReadonlySignal<ReadonlyArray<ChosenRateTerms>>
  readonly hold: CheckoutHold
  /** spec B §4 "Reservation": Book now with the policy's acceptance; on to the guest details, or Reservation Timeout. */
  readonly bookNow: (accepted: boolean) => Effect.Effect<void, never, BookingSession | Navigation>
}

/**
 * The screen model of /booking/review (spec B §2, §4, issue 11): opening it holds the rooms on the server (replacing
 * an earlier hold); a room without a choice (a stale tab) sends the guest back to the rooms page, where it is chosen.
 */
export const makeReviewModel = (): Effect.Effect<ReviewModel, never, BookingApi | Notifications | BookingSession | Navigation | Scope.Scope> =>
  Effect.gen(function* () {
    const hold = yield* makeCheckoutHold("reservation")
    const session = yield* BookingSession
    const view = signal<ViewState<RoomsHeldView>>(LOADING)
    const booking = signal(false)
    yield* Effect.forkScoped(
      reserveRooms().pipe(
        Effect.matchEffect({
          onSuccess: (held) => Effect.sync(() => void (view.value = ready({ priceChange: held.priceChange }))),
          onFailure: (error) =>
            error._tag === "ReservationIncomplete"
              ? Navigation.use((navigation) => navigation.go(ROOMS_ROUTE))
              : Effect.sync(() => void (view.value = failed(error.message))),
        }),
      ),
    )
    return {
      view,
      booking,
      terms: computed(() => chosenRateTerms(session.state.value.guestRooms)),
      hold,
      ...holdCommands(hold),
      bookNow: (accepted) =>
        Effect.gen(function* () {
          booking.value = true
          const next = yield* acceptCancellationPolicy(accepted)
          yield* Navigation.use((navigation) => navigation.go(next.to))
        }).pipe(
          Effect.catch((error) =>
            Effect.gen(function* () {
              booking.value = false
              if (error._tag === "HoldExpired") yield* hold.expire
            }),
          ),
        ),
    }
  })
