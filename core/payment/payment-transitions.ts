import { PAYMENT_STATUSES, type PaymentStatus } from "./payment-status.ts"

/**
 * How a PayWeb3 payment's status may change (PayGate PayWeb3 "Transaction Status"): a request starts Not Done and
 * ends once, as Approved, Declined, Cancelled or User Cancelled, or as Received by PayGate when the payment method
 * settles later (it then ends Approved or Declined); an approval's settlement can still be voided. Nothing else
 * happens, so a result saying otherwise (Declined after Approved, Not Done after anything) contradicts what the
 * gateway told us before: the server keeps it for audit and changes nothing.
 */
const NEXT: Readonly<Record<PaymentStatus, ReadonlyArray<PaymentStatus>>> = {
  not_done: ["approved", "declined", "cancelled", "user_cancelled", "received_by_pay_gate"],
  received_by_pay_gate: ["approved", "declined"],
  approved: ["settlement_voided"],
  declined: [],
  cancelled: [],
  user_cancelled: [],
  settlement_voided: [],
}

/** The statuses reachable from `from` in one or more of the gateway's steps. */
const reachableFrom = (from: PaymentStatus): ReadonlySet<PaymentStatus> => {
  const seen = new Set<PaymentStatus>()
  const visit = (status: PaymentStatus): void => {
    for (const next of NEXT[status]) {
      if (seen.has(next)) continue
      seen.add(next)
      visit(next)
    }
  }
  visit(from)
  return seen
}

const REACHABLE: Readonly<Record<PaymentStatus, ReadonlySet<PaymentStatus>>> = Object.fromEntries(
  PAYMENT_STATUSES.map((status) => [status, reachableFrom(status)]),
) as Record<PaymentStatus, ReadonlySet<PaymentStatus>>

/** `forward`: the result moves the payment on; `same`: it reports the recorded status; `contradicts`: it cannot follow it. */
export type PaymentStatusChange = "forward" | "same" | "contradicts"

/**
 * What a gateway result reporting `to` is to a payment recorded as `from`. Forward also across steps we never heard
 * of (a notify lost between an approval and its void): the gateway's later word is the newer one.
 */
export const paymentStatusChange = (from: PaymentStatus, to: PaymentStatus): PaymentStatusChange =>
  from === to ? "same" : REACHABLE[from].has(to) ? "forward" : "contradicts"

/** The recorded statuses a result reporting `to` may be applied over (for a conditional update in one statement). */
export const statusesAccepting = (to: PaymentStatus): ReadonlyArray<PaymentStatus> =>
  PAYMENT_STATUSES.filter((from) => paymentStatusChange(from, to) !== "contradicts")
