import { Schema } from "effect"

/**
 * What can go wrong speaking PayWeb3, as values. None of them carries a message body or field
 * values: PayWeb3 messages hold e-mail addresses and card details, which never reach a log.
 */

/** Which PayWeb3 message a failure is about. */
export const PayWeb3Message = Schema.Literals(["initiate answer", "query answer", "notify", "return"])
export type PayWeb3Message = typeof PayWeb3Message.Type

/** The gateway answered `ERROR=<code>` (e.g. DATA_CHK for a bad checksum). */
export class PayWeb3Refused extends Schema.TaggedError<PayWeb3Refused>()("PayWeb3Refused", {
  message: Schema.String,
  code: Schema.String,
  description: Schema.String,
}) {}

/** A message whose CHECKSUM is missing or wrong: forged, tampered with, or signed with another key. Refused unread. */
export class PayWeb3Forged extends Schema.TaggedError<PayWeb3Forged>()("PayWeb3Forged", {
  message: Schema.String,
  about: PayWeb3Message,
}) {}

/**
 * A correctly signed message that is not what PayWeb3 sends: a field missing or out of range, or an
 * answer about another merchant, request or reference than the one asked about. `fields` names them.
 */
export class PayWeb3Malformed extends Schema.TaggedError<PayWeb3Malformed>()("PayWeb3Malformed", {
  message: Schema.String,
  about: PayWeb3Message,
  fields: Schema.Array(Schema.String),
}) {}

/** The gateway could not be reached, timed out, or answered with an HTTP error status. */
export class PayWeb3Unreachable extends Schema.TaggedError<PayWeb3Unreachable>()("PayWeb3Unreachable", {
  message: Schema.String,
  status: Schema.optionalKey(Schema.Int),
}) {}

/** A message that failed verification. */
export type PayWeb3VerifyError = PayWeb3Forged | PayWeb3Malformed

/** Anything a call to the gateway can fail with. */
export type PayWeb3CallError = PayWeb3Refused | PayWeb3Forged | PayWeb3Malformed | PayWeb3Unreachable
