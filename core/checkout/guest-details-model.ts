import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { MemberSession } from "../account/member-session-store.ts"
import { BookingSession } from "../booking/session-store.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { today } from "../time/clock.ts"
import type { FieldErrors } from "../validation/field-errors.ts"
import { type CheckoutHold, makeCheckoutHold } from "./checkout-hold.ts"
import { type ConfirmChoice, confirmBooking } from "./confirm-booking.ts"
import { type GuestDetailsInput, guestDetailsActionsOf, guestDetailsInput } from "./guest-details-form.ts"
import type { GuestDetailsActions } from "./pay-later.ts"
import { type QuickAssignOffer, quickAssignOffer } from "./quick-assign.ts"


export interface GuestDetailsModel {
  /** The form's start: a blank main guest with an address, one further guest per further room. */
  readonly initial: GuestDetailsInput
  /** spec B §4: which buttons the stay offers (hotel 830: Pay Later only; a mandatory payment hides it). */
  readonly actions: ReadonlySignal<GuestDetailsActions | null>
  /** spec B §2, §6: Quick Assign or the points note, by the member's session. */
  readonly offer: ReadonlySignal<QuickAssignOffer>
  /** The button whose confirmation is on its way, else null. */
  readonly busy: ReadonlySignal<ConfirmChoice | null>
  /** The server's messages on the fields of the last refused confirmation (a 422), by core's field paths. */
  readonly fieldErrors: ReadonlySignal<FieldErrors | null>
  readonly hold: CheckoutHold
  /** spec B §4: Confirm & Pay Later or Pay Booking with the form's values; on to the next page, or why not. */
  readonly confirm: (values: GuestDetailsInput, choice: ConfirmChoice) => Effect.Effect<void, never, BookingApi | Notifications | BookingSession | Navigation>
}

/**
 * The screen model of /booking/guest-details (spec B §2, §4, §5): the form's start, the buttons, the hold, and the
 * confirmation: the server's field errors land on the form's fields, a lapsed hold opens Reservation Timeout, a failed
 * call has told the guest already (a toast); what was typed stays in the form.
 */
export const makeGuestDetailsModel = (): Effect.Effect<GuestDetailsModel, never, BookingSession | MemberSession | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const member = yield* MemberSession
    const hold = yield* makeCheckoutHold
    const day = yield* today
    const busy = signal<ConfirmChoice | null>(null)
    const fieldErrors = signal<FieldErrors | null>(null)
    return {
      initial: guestDetailsInput(session.state.value),
      actions: computed(() => guestDetailsActionsOf(session.state.value, day)),
      offer: computed(() => quickAssignOffer({ signedIn: member.loggedIn.value, memberType: null })),
      busy,
      fieldErrors,
      hold,
      confirm: (values, choice) =>
        Effect.gen(function* () {
          busy.value = choice
          const next = yield* confirmBooking(values, choice)
          yield* Navigation.use((navigation) => navigation.go(next.to))
        }).pipe(
          Effect.catch((error) =>
            Effect.gen(function* () {
              if (error._tag === "HoldExpired") yield* hold.expire
              if (error._tag === "GuestDetailsInvalid") fieldErrors.value = error.fieldErrors
            }),
          ),
          Effect.ensuring(Effect.sync(() => void (busy.value = null))),
        ),
    }
  })
