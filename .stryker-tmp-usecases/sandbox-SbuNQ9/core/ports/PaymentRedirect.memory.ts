// @ts-nocheck
import { Effect, Layer } from "effect"
import { PaymentRedirect, type PaymentRequest } from "./PaymentRedirect.ts"

export interface PaymentRedirectMemory {
  readonly layer: Layer.Layer<PaymentRedirect>
  /** Every submission, in order. */
  readonly submissions: ReadonlyArray<PaymentRequest>
}

/** A PaymentRedirect that records submissions instead of leaving the page. */
export const makePaymentRedirectMemory = (): PaymentRedirectMemory => {
  const submissions: Array<PaymentRequest> = []
  const layer = Layer.succeed(PaymentRedirect, {
    submit: (request) => Effect.sync(() => void submissions.push(request)),
  })
  return { layer, submissions }
}
