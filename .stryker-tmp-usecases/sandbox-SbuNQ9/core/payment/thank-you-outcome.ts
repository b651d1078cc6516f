// @ts-nocheck
import type { LastPayment } from "./last-payment.ts"
import { UNKNOWN_PAYMENT_ERROR } from "./messages.ts"
import type { PaymentStatus } from "./payment-status.ts"

/** spec B §4, §9: the thank-you page re-fetches the booking this often. */
export const THANK_YOU_POLL_MILLIS = 2500

export type ThankYouOutcome =
  | { readonly kind: "confirmed" }
  | { readonly kind: "paymentUnsuccessful"; readonly reason: string }

/**
 * spec B §4: the statuses that leave the booking confirmed. Not Done is among them so a booking whose
 * payment never reached a result (pay later) still reads confirmed; Received by a payment gateway is
 * a payment awaiting settlement, not a failure.
 */
const confirmingStatuses: ReadonlySet<PaymentStatus> = new Set(["approved", "not_done", "received_by_pay_gate"])

/**
 * spec B §4: confirmed when there is no payment, or the last payment's status is Approved, Not Done
 * (also when it has no status) or Received by a payment gateway; otherwise the payment was
 * unsuccessful, for the gateway's stated reason or an unknown error when it gave none.
 */
export const thankYouOutcome = (lastPayment: LastPayment | null | undefined): ThankYouOutcome => {
  if (lastPayment == null || confirmingStatuses.has(lastPayment.status ?? "not_done")) return { kind: "confirmed" }
  const reason = lastPayment.response?.resultDescription?.trim()
  return { kind: "paymentUnsuccessful", reason: reason ? reason : UNKNOWN_PAYMENT_ERROR }
}
