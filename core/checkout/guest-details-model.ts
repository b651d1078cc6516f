import type { Account } from "../account/account.ts"
import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { MemberSession } from "../account/member-session-store.ts"
import { readMemberAccount } from "../account/user-menu-model.ts"
import type { AccountApi } from "../ports/AccountApi.ts"
import { LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { BookingSession } from "../booking/session-store.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { today } from "../time/clock.ts"
import type { FieldErrors } from "../validation/field-errors.ts"
import { type CheckoutHold, type HoldCommands, holdCommands, makeCheckoutHold } from "./checkout-hold.ts"
import { type ConfirmChoice, confirmBooking } from "./confirm-booking.ts"
import { type GuestDetailsInput, guestDetailsActionsOf, guestDetailsInput } from "./guest-details-form.ts"
import type { GuestDetailsActions } from "./pay-later.ts"
import { prefillForMember } from "./member-prefill.ts"
import { payLaterChoiceNote } from "./pay-by.ts"
import type { SavedTraveller } from "../account/traveller.ts"
import { CorporateApi, type TravellerSearch } from "../ports/CorporateApi.ts"
import { makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { type QuickAssignOffer, quickAssignOffer } from "./quick-assign.ts"


/** Quick Assign offers the company's travellers on the first page of the unsearched list. */
const QUICK_ASSIGN_SEARCH: TravellerSearch = { query: "", page: 1 }

/** A visitor starts blank at once; a member waits for the account (blank if it cannot be read), then starts prefilled. */
export const guestDetailsStart = (blank: GuestDetailsInput, loggedIn: boolean, account: Account | null, accountRead: boolean): ViewState<GuestDetailsInput> => {
  if (!loggedIn) return ready(blank)
  if (account !== null) return ready(prefillForMember(blank, account))
  return accountRead ? ready(blank) : LOADING
}

export interface GuestDetailsModel extends HoldCommands {
  /**
   * The form's start: a blank main guest with an address, one further guest per further room; a signed-in member's
   * details prefill the main guest (spec B §4), so the form waits (loading) until the member's account is read.
   */
  readonly start: ReadonlySignal<ViewState<GuestDetailsInput>>
  /** spec B §4: which buttons the stay offers (hotel 830: Pay Later only; a mandatory payment hides it). */
  readonly actions: ReadonlySignal<GuestDetailsActions | null>
  /** Issue 29 §4: "Pay by 12:00, Mon 28 Dec, or the room is released." where pay later is offered beside Pay Booking. */
  readonly payBy: ReadonlySignal<string | null>
  /** spec B §2, §6: Quick Assign or the points note, by the member's session. */
  readonly offer: ReadonlySignal<QuickAssignOffer>
  /** spec B §2: the member's travellers Quick Assign Guests offers (loaded for members whose type is not individual). */
  readonly travellers: ReadonlySignal<ViewState<ReadonlyArray<SavedTraveller>>>
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
export const makeGuestDetailsModel = (): Effect.Effect<GuestDetailsModel, never, BookingSession | MemberSession | AccountApi | CorporateApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const member = yield* MemberSession
    const hold = yield* makeCheckoutHold("reservation")
    const day = yield* today
    const busy = signal<ConfirmChoice | null>(null)
    const fieldErrors = signal<FieldErrors | null>(null)
    const accountRead = signal(false)
    yield* Effect.forkScoped(Effect.ensuring(readMemberAccount, Effect.sync(() => void (accountRead.value = true))))
    const blank = guestDetailsInput(session.state.value)
    const offer = computed(() => quickAssignOffer({ signedIn: member.loggedIn.value, memberType: member.account.value?.loyaltyType }))
    const travellers = yield* makeResource({
      key: computed(() => (offer.value === "quickAssign" ? QUICK_ASSIGN_SEARCH : null)),
      load: (search: TravellerSearch) =>
        Effect.map(
          Effect.option(CorporateApi.use((api) => member.run((token) => api.listTravellers(token, search)))),
          (page) => (page._tag === "Some" ? page.value.travellers : []),
        ),
    })
    const actions = computed(() => guestDetailsActionsOf(session.state.value, day))
    return {
      start: computed(() => guestDetailsStart(blank, member.loggedIn.value, member.account.value, accountRead.value)),
      actions,
      payBy: computed(() => payLaterChoiceNote(actions.value, session.state.value.checkInDate)),
      offer,
      travellers: computed(() => {
        const read = travellers.state.value
        return read.kind === "ready" ? ready(read.value) : LOADING
      }),
      busy,
      fieldErrors,
      hold,
      ...holdCommands(hold),
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
