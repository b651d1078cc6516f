import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Duration, Effect, type Scope } from "effect"
import type { BookingSession } from "../booking/session-store.ts"
import { checkoutNotice } from "../payment/checkout-notice.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { checkPromoCode } from "./check-promo-code.ts"
import { PROMO_CODE_DEBOUNCE_MS, type PromoState } from "./promo-code.ts"
import type { SearchForm } from "./search-form.ts"

export interface PromoCodeModel {
  /** The code typed. */
  readonly text: ReadonlySignal<string>
  readonly promo: ReadonlySignal<PromoState>
  /** The code is being typed or checked. */
  readonly checking: ReadonlySignal<boolean>
  /** A mandatory-payment offer's code: payment is required (spec B §4), once checked. */
  readonly mandatoryNotice: ReadonlySignal<string | null>
  readonly type: (code: string) => Effect.Effect<void>
}

/**
 * The promo code field's model (spec B §2, §4): the code is checked after a 500 ms pause in typing (a newer code or
 * another destination interrupts the older check), and at once for the code the form opened with.
 */
export const makePromoCodeModel = ({ form }: { readonly form: SearchForm }): Effect.Effect<PromoCodeModel, never, BookingApi | BookingSession | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const text = computed(() => form.values.value.promoCode)
    const destination = computed(() => form.values.value.destination)
    const settled = signal(text.peek())
    const key = computed(() => ({ code: text.value, destination: destination.value }))
    yield* makeResource({
      key,
      load: ({ code, destination: where }) =>
        // the code the form opened with (or the destination changed): checked at once, after this render
        Effect.sleep(Duration.millis(code.trim() === settled.peek().trim() ? 0 : PROMO_CODE_DEBOUNCE_MS)).pipe(
          Effect.andThen(Effect.sync(() => void (settled.value = code))),
          Effect.andThen(checkPromoCode(form.promo, code, where)),
        ),
    })
    const checking = computed(() => text.value.trim() !== settled.value.trim() || form.promo.value.kind === "checking")
    return {
      text,
      promo: form.promo,
      checking,
      mandatoryNotice: computed(() => {
        const promo = form.promo.value
        return promo.kind === "valid" && promo.mandatoryPayment && !checking.value ? (checkoutNotice(true) ?? null) : null
      }),
      type: (code) => Effect.sync(() => form.setPromoCode(code)),
    }
  })
