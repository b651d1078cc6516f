import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { PaymentHandoff } from "../payment/payment-initiation.ts"
import type { PaymentRedirect } from "../ports/PaymentRedirect.ts"
import { handOffPayment } from "./start-payment.ts"

export interface PaymentHandoffModel {
  /** Null while the browser leaves for the gateway; "Invalid params" without both parameters. */
  readonly handoff: ReadonlySignal<PaymentHandoff | null>
}

/**
 * The screen model of /booking/payment?pay_request_id=..&checksum=.. (spec B §2, §4): posts both to the card
 * gateway as it opens (the PaymentRedirect port), or answers Invalid params.
 */
export const makePaymentHandoffModel = (query: string): Effect.Effect<PaymentHandoffModel, never, PaymentRedirect | Scope.Scope> =>
  Effect.gen(function* () {
    const handoff = signal<PaymentHandoff | null>(null)
    yield* Effect.forkScoped(Effect.map(handOffPayment(new URLSearchParams(query)), (answer) => void (handoff.value = answer)))
    return { handoff }
  })
