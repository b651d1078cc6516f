// @ts-nocheck
import type { PaymentStatus } from "./payment-status.ts"

/**
 * PayWeb3's TRANSACTION_STATUS code reporting each payment status (PayWeb3: 0 Not Done,
 * 1 Approved, 2 Declined, 3 Cancelled, 4 User Cancelled, 5 Received by PayGate, 7 Settlement
 * Voided; it defines no 6). The server records a payment's status from the gateway's notify and
 * query answers with this table; the gateway simulator answers with it.
 */
const codeByStatus: Readonly<Record<PaymentStatus, number>> = {
  not_done: 0,
  approved: 1,
  declined: 2,
  cancelled: 3,
  user_cancelled: 4,
  received_by_pay_gate: 5,
  settlement_voided: 7,
}

const statusByCode: ReadonlyMap<number, PaymentStatus> = new Map(
  Object.entries(codeByStatus).map(([status, code]) => [code, status as PaymentStatus] as const),
)

/**
 * The payment status of a PayWeb3 transaction status code; `undefined` for a code PayWeb3 does not
 * define, which the server treats as a gateway fault rather than guess a status.
 */
export const paymentStatusOfTransactionStatus = (code: number): PaymentStatus | undefined => statusByCode.get(code)

/** The PayWeb3 transaction status code that reports `status`. */
export const transactionStatusOfPaymentStatus = (status: PaymentStatus): number => codeByStatus[status]
