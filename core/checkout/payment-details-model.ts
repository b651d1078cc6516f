import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import type { Charity } from "../payment/charity.ts"
import { loadCharities } from "../payment/load-charities.ts"
import { DEFAULT_PAYMENT_FORM, PaymentForm, type PaymentOption } from "../payment/payment-option.ts"
import { type PointsOption, pointsOption } from "../payment/points-option.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { fixedKey, makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { type CheckoutHold, makeCheckoutHold } from "./checkout-hold.ts"
import { paymentDetailsNotice } from "./payment-details.ts"
import { startPayment } from "./start-payment.ts"


/** spec B §4: Pay now pays by card: the loyalty points payment is not wired (the spec leaves its action out). */
export const canPayNow = (option: PaymentOption): boolean => option === "paygate"

export interface PaymentDetailsModel {
  readonly initial: PaymentForm
  /** The charities on offer (none when the read failed: supporting one is optional). */
  readonly charities: ReadonlySignal<ViewState<ReadonlyArray<Charity>>>
  /** spec B §4: Loyalty Points, enabled only for an account with 500 points; else why not. */
  readonly points: PointsOption
  /** spec B §4: "Payment required upon checkout" when a mandatory payment period applies. */
  readonly notice: ReadonlySignal<string | undefined>
  readonly paying: ReadonlySignal<boolean>
  readonly hold: CheckoutHold
  /** Starts the card payment with the chosen charities, on to the hand-off page; a refusal was toasted. */
  readonly pay: (form: PaymentForm) => Effect.Effect<void, never, BookingApi | Notifications | BookingSession | Navigation>
}

/** The screen model of /booking/payment-details (spec B §2, §4). */
export const makePaymentDetailsModel = (): Effect.Effect<PaymentDetailsModel, never, BookingApi | BookingSession | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const hold = yield* makeCheckoutHold
    const charities = yield* makeResource({ key: fixedKey("charities"), load: () => loadCharities })
    const paying = signal(false)
    return {
      initial: DEFAULT_PAYMENT_FORM,
      charities: computed(() => {
        const read = charities.state.value
        if (read.kind === "ready") return ready(read.value)
        return read.kind === "failed" ? ready([]) : LOADING
      }),
      // The member's points are not read yet (MemberSession knows only whether one is signed in): no account.
      points: pointsOption(null),
      notice: computed(() => paymentDetailsNotice(session.state.value)),
      paying,
      hold,
      pay: (form) =>
        Effect.gen(function* () {
          if (!canPayNow(form.paymentOption)) return
          paying.value = true
          const started = yield* startPayment(form.selectedCharities)
          yield* Navigation.use((navigation) => navigation.go(started.to))
        }).pipe(Effect.catch(() => Effect.sync(() => void (paying.value = false)))),
    }
  })
