// @ts-nocheck
import { Schema } from "effect"
import { PaymentStatus } from "./payment-status.ts"

/** spec B §3: the gateway's last answer about a payment. */
export const PaymentResponse = Schema.Struct({
  transactionStatus: Schema.Int,
  resultCode: Schema.String,
  description: Schema.String,
})
export type PaymentResponse = typeof PaymentResponse.Type

/**
 * spec B §3: one payment attempt for a booking. The amount is integer cents; `createdAt` is the
 * server's ISO date-time; `lastResponse` is null until the gateway has answered.
 */
export const PaymentRecord = Schema.Struct({
  id: Schema.Int,
  amountCents: Schema.Int,
  currency: Schema.String,
  country: Schema.String,
  createdAt: Schema.String,
  locale: Schema.String,
  reference: Schema.String,
  status: PaymentStatus,
  lastResponse: Schema.NullOr(PaymentResponse),
})
export type PaymentRecord = typeof PaymentRecord.Type
