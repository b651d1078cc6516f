// @ts-nocheck
import { Schema } from "effect"
import { PaymentStatus } from "./payment-status.ts"

/**
 * spec B §3: a booking's last payment as the booking answer carries it (status, and the gateway's
 * response with its result description, transaction status and result code). Every part may be
 * missing: a payment that never reached the gateway has no response, and no status reads Not Done.
 */
export const LastPaymentResponse = Schema.Struct({
  resultDescription: Schema.optional(Schema.NullOr(Schema.String)),
  transactionStatus: Schema.optional(Schema.NullOr(Schema.Number)),
  resultCode: Schema.optional(Schema.NullOr(Schema.String)),
})
export type LastPaymentResponse = typeof LastPaymentResponse.Type

export const LastPayment = Schema.Struct({
  status: Schema.optional(Schema.NullOr(PaymentStatus)),
  response: Schema.optional(Schema.NullOr(LastPaymentResponse)),
})
export type LastPayment = typeof LastPayment.Type
