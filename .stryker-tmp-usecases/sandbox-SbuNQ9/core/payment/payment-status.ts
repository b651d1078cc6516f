// @ts-nocheck
import { Schema } from "effect"
import {
  APPROVED,
  CANCELLED,
  DECLINED,
  NOT_DONE,
  RECEIVED_BY_PAYMENT_GATEWAY,
  SETTLEMENT_VOIDED,
  USER_CANCELLED,
} from "./messages.ts"

/** spec B §3: the statuses a payment goes through, as the server names them. */
export const PAYMENT_STATUSES = [
  "approved",
  "cancelled",
  "declined",
  "not_done",
  "received_by_pay_gate",
  "settlement_voided",
  "user_cancelled",
] as const

export const PaymentStatus = Schema.Literals(PAYMENT_STATUSES)
export type PaymentStatus = typeof PaymentStatus.Type

const labels: Readonly<Record<PaymentStatus, string>> = {
  approved: APPROVED,
  cancelled: CANCELLED,
  declined: DECLINED,
  not_done: NOT_DONE,
  received_by_pay_gate: RECEIVED_BY_PAYMENT_GATEWAY,
  settlement_voided: SETTLEMENT_VOIDED,
  user_cancelled: USER_CANCELLED,
}

/** spec B §3, A §4: the label of a payment status; a payment without one reads Not Done. */
export const paymentStatusLabel = (status: PaymentStatus | null | undefined): string =>
  status == null ? NOT_DONE : labels[status]
