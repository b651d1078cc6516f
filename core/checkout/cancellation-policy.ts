import { Schema } from "effect"
import { NEEDS_TO_BE_ACCEPTED } from "../booking/messages.ts"

/** spec B §5, A §5: the hotel cancellation policy must be accepted (Needs to be accepted). */
export const AcceptedCancellationPolicy = Schema.Boolean.check(
  Schema.makeFilter((accepted: boolean) => (accepted ? undefined : NEEDS_TO_BE_ACCEPTED)),
)

/** spec B §4: the hotel cancellation policy form (View Policy link, accept checkbox, Book now). */
export const CancellationPolicyForm = Schema.Struct({ isCancellationPolicyAccepted: AcceptedCancellationPolicy })
export type CancellationPolicyForm = typeof CancellationPolicyForm.Type

/** spec B §4: Book now is enabled only when the policy is accepted. */
export const canBookNow = (isCancellationPolicyAccepted: boolean): boolean => isCancellationPolicyAccepted
