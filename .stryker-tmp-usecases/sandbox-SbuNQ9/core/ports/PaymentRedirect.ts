// @ts-nocheck
import { Context, type Effect } from "effect"

/** What the initiate-payment answer hands to the card gateway (spec booking-flow §4, Payment). */
export interface PaymentRequest {
  readonly payRequestId: string
  readonly checksum: string
}

/** spec B §4: the gateway's form field names. */
export const PAY_REQUEST_ID_FIELD = "PAY_REQUEST_ID"
export const CHECKSUM_FIELD = "CHECKSUM"

/** The fields of the form POST to the gateway. */
export const gatewayFormFields = (request: PaymentRequest): ReadonlyArray<readonly [string, string]> => [
  [PAY_REQUEST_ID_FIELD, request.payRequestId],
  [CHECKSUM_FIELD, request.checksum],
]

export interface PaymentRedirectShape {
  /** Leaves the site for the card gateway with a browser form POST of `gatewayFormFields(request)`. */
  readonly submit: (request: PaymentRequest) => Effect.Effect<void>
}

export class PaymentRedirect extends Context.Service<PaymentRedirect, PaymentRedirectShape>()("hotel/ports/PaymentRedirect") {}
