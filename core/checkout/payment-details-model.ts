import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import type { Charity } from "../payment/charity.ts"
import { loadCharities } from "../payment/load-charities.ts"
import { type PointsOption, pointsOption } from "../payment/points-option.ts"
import { cardDueCents } from "../payment/card-due.ts"
import type { PointsPaid } from "../payment/points-payment.ts"
import type { BookingSessionState } from "../booking/session-state.ts"
import { submitPointsPayment } from "../payment/submit-points-payment.ts"
import type { Account } from "../account/account.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { readMemberAccount } from "../account/user-menu-model.ts"
import type { AccountApi } from "../ports/AccountApi.ts"
import { PAYMENT_DETAILS_ROUTE, thankYouRoute } from "../routes.ts"
import { SIGN_IN_QUERY } from "../account/auth-model.ts"
import { POINTS_ALREADY_APPLIED } from "./messages.ts"
import { NO_RESERVATION, ReservationIncomplete } from "./reserve-rooms.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { fixedKey, makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { type CheckoutHold, type HoldCommands, holdCommands, makeCheckoutHold } from "./checkout-hold.ts"
import { followBookingHold } from "./keep-hold.ts"
import {
  canPay,
  CHARITY_ADDED_CENTS,
  charityPriceNote,
  DEFAULT_PAYMENT_DETAILS_FORM,
  nightsForPointsChoices,
  payByCardLabel,
  type PaymentDetailsForm,
  paymentDetailsNotice,
  type PointsPaidView,
  pointsPaidView,
  roomNightsOfSession,
} from "./payment-details.ts"
import { startPayment } from "./start-payment.ts"


export interface PaymentDetailsModel extends HoldCommands {
  readonly initial: PaymentDetailsForm
  /** The charities on offer (none when the read failed: supporting one is optional). */
  readonly charities: ReadonlySignal<ViewState<ReadonlyArray<Charity>>>
  /**
   * spec B §4: Loyalty Points, enabled only for an account with 500 points; else why not (log in, too few points,
   * or points already paid part of this booking); null while the member's account is being read.
   */
  readonly points: ReadonlySignal<PointsOption | null>
  /** issue 24: how many of the stay's room-nights the points may pay (1 to rooms times nights). */
  readonly nightsChoices: ReadonlyArray<number>
  /** issue 24: what the points paid and what is left for the card, once they have paid. */
  readonly pointsPaid: ReadonlySignal<PointsPaidView | null>
  /** spec B §4: "Payment required upon checkout" when a mandatory payment period applies. */
  readonly notice: ReadonlySignal<string | undefined>
  readonly paying: ReadonlySignal<boolean>
  /** issue 29 §8: the card's button, with what it charges ("Pay R 2,980.00"). */
  readonly cardLabel: ReadonlySignal<string>
  /** issue 29 §8: what supporting a charity adds to the price, stated beside the (collapsed) choice. */
  readonly charityNote: ReadonlySignal<string>
  /** issue 29 §8: Loyalty Points for a visitor: the link that opens the sign-in on this page. */
  readonly signInHref: string
  readonly hold: CheckoutHold
  /** Whether the form's choice can be paid now (the submit button's rule). */
  readonly canPay: (form: PaymentDetailsForm) => boolean
  /**
   * The card: starts the card payment (of what is left) with the chosen charities, on to the hand-off page. Points:
   * pays the chosen room-nights with points; all paid goes to thank-you, else the card's part is shown. A refusal
   * was toasted.
   */
  readonly pay: (form: PaymentDetailsForm) => Effect.Effect<void, never, BookingApi | Notifications | BookingSession | Navigation>
}

/** spec B §4: the points option for the member as last read; points that already paid close it. */
export const pointsOptionOf = (loggedIn: boolean, account: Account | null, accountRead: boolean, pointsApplied: boolean): PointsOption | null => {
  if (!loggedIn) return pointsOption(null)
  if (pointsApplied) return { kind: "disabled", message: POINTS_ALREADY_APPLIED }
  if (account === null) return accountRead ? pointsOption({ totalUsableLoyaltyPoints: 0 }) : null
  return pointsOption(account)
}

/** What points paid of the booking: the payment page's own points payment, or one made before (the booking's). */
type PointsPaidPart = Pick<PointsPaid, "nights" | "points" | "coveredCents" | "cardCents">

/** issue 29: the session's earlier points payment as the page's, the card's part from the stay's total; null when none. */
const pointsPaidOfSession = (state: BookingSessionState): PointsPaidPart | null =>
  state.pointsPaid === undefined || state.pointsPaid.coveredCents <= 0
    ? null
    : { ...state.pointsPaid, cardCents: cardDueCents(state.totalPriceForStay, state.pointsPaid.coveredCents) }

/** The screen model of /booking/payment-details (spec B §2, §4; points as payment, issue 24). */
export const makePaymentDetailsModel = (): Effect.Effect<PaymentDetailsModel, never, BookingApi | BookingSession | MemberSession | AccountApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const member = yield* MemberSession
    const hold = yield* makeCheckoutHold("booking")
    yield* Effect.forkScoped(Effect.flatMap(followBookingHold(), hold.knowRelease))
    const charities = yield* makeResource({ key: fixedKey("charities"), load: () => loadCharities })
    const accountRead = signal(false)
    yield* Effect.forkScoped(Effect.ensuring(readMemberAccount, Effect.sync(() => void (accountRead.value = true))))
    const paying = signal(false)
    // issue 29: points that already paid part of the booking (loaded to pay) count as paid: the card pays the rest
    const paid = signal<PointsPaidPart | null>(pointsPaidOfSession(session.state.value))
    const points = computed(() => pointsOptionOf(member.loggedIn.value, member.account.value, accountRead.value, paid.value !== null))
    const roomNights = roomNightsOfSession(session.state.value)
    const payByCard = (form: PaymentDetailsForm) =>
      Effect.gen(function* () {
        const started = yield* startPayment(form.selectedCharities)
        yield* Navigation.use((navigation) => navigation.go(started.to))
      })
    const payByPoints = (form: PaymentDetailsForm) =>
      Effect.gen(function* () {
        const uuid = session.state.value.uuid
        if (uuid === null) return yield* new ReservationIncomplete({ message: NO_RESERVATION })
        const outcome = yield* submitPointsPayment(uuid, form.pointsNights)
        paid.value = outcome.paid
        // the summary says it too: what the points paid and what is left for the card, under the total
        yield* session.setPointsPaid(outcome.paid)
        if (outcome.kind === "paid") yield* Navigation.use((navigation) => navigation.go(thankYouRoute(uuid)))
        else paying.value = false
      })
    return {
      initial: DEFAULT_PAYMENT_DETAILS_FORM,
      charities: computed(() => {
        const read = charities.state.value
        if (read.kind === "ready") return ready(read.value)
        return read.kind === "failed" ? ready([]) : LOADING
      }),
      points,
      nightsChoices: nightsForPointsChoices(roomNights),
      pointsPaid: computed(() => (paid.value === null ? null : pointsPaidView(paid.value, session.state.value.currency))),
      notice: computed(() => paymentDetailsNotice(session.state.value)),
      paying,
      cardLabel: computed(() => payByCardLabel(session.state.value.totalPriceForStay, paid.value, session.state.value.currency)),
      charityNote: computed(() => charityPriceNote(CHARITY_ADDED_CENTS, session.state.value.currency)),
      signInHref: `${PAYMENT_DETAILS_ROUTE}${SIGN_IN_QUERY}`,
      hold,
      ...holdCommands(hold),
      canPay: (form) => canPay(form, points.value, roomNights),
      pay: (form) =>
        Effect.gen(function* () {
          if (!canPay(form, points.value, roomNights)) return
          paying.value = true
          yield* form.paymentOption === "loyaltyPoints" ? payByPoints(form) : payByCard(form)
        }).pipe(Effect.catch(() => Effect.sync(() => void (paying.value = false)))),
    }
  })
