import type { PaymentRequest } from "../ports/PaymentRedirect.ts"
import { PAYMENT_ROUTE } from "../routes.ts"
import { COULD_NOT_INITIATE_PAYMENT, INVALID_PARAMS } from "./messages.ts"

/** spec B §7: the payment request the gateway issued for a booking, and the booking's payment reference. */
export interface InitiatedPayment extends PaymentRequest {
  readonly reference: string
}

/** spec B §7: the initiate-payment answer: `success`, and the request when it succeeded. */
export interface InitiatePaymentResult {
  readonly success: boolean
  readonly body?: InitiatedPayment | null | undefined
}

export type PaymentInitiationOutcome =
  | { readonly kind: "redirect"; readonly route: string; readonly reference: string }
  | { readonly kind: "failed"; readonly message: string }

/** spec B §2: the payment hand-off page; both parameters URL-encoded so any gateway value survives the trip. */
export const paymentRoute = (request: PaymentRequest): string =>
  `${PAYMENT_ROUTE}?pay_request_id=${encodeURIComponent(request.payRequestId)}&checksum=${encodeURIComponent(request.checksum)}`

/**
 * spec B §4, §8: on success the client goes to the payment route (and stores the reference); an
 * unsuccessful answer, or one without a request, shows "Could not initiate payment for booking".
 * A failed call (`undefined`) shows the same toast.
 */
export const paymentInitiationOutcome = (result: InitiatePaymentResult | undefined): PaymentInitiationOutcome =>
  result?.success === true && result.body != null
    ? { kind: "redirect", route: paymentRoute(result.body), reference: result.body.reference }
    : { kind: "failed", message: COULD_NOT_INITIATE_PAYMENT }

/** Read access to a query string, as `URLSearchParams` gives it. */
export interface QueryParams {
  get(name: string): string | null
}

export type PaymentHandoff =
  | { readonly kind: "ready"; readonly payRequestId: string; readonly checksum: string }
  | { readonly kind: "invalid"; readonly message: string }

/** spec B §2, §8: the payment page posts to the gateway only with both parameters, otherwise shows Invalid params. */
export const paymentHandoff = (query: QueryParams): PaymentHandoff => {
  const payRequestId = query.get("pay_request_id")
  const checksum = query.get("checksum")
  return payRequestId && checksum ? { kind: "ready", payRequestId, checksum } : { kind: "invalid", message: INVALID_PARAMS }
}
