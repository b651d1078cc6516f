// @ts-nocheck
import { Schema } from "effect"
import { CREDIT_CARD, INVALID_PAYMENT_OPTION, LOYALTY_POINTS } from "./messages.ts"
import type { PointsOption } from "./points-option.ts"

/** spec B §3, §5: eft, loyalty points or the card gateway (paygate). */
export const PAYMENT_OPTIONS = ["eft", "loyaltyPoints", "paygate"] as const

export const PaymentOption = Schema.Literals(PAYMENT_OPTIONS).annotate({ message: INVALID_PAYMENT_OPTION })
export type PaymentOption = typeof PaymentOption.Type

/** spec B §3: the payment details form. */
export const PaymentForm = Schema.Struct({
  paymentOption: PaymentOption,
  selectedCharities: Schema.Array(Schema.Int),
})
export type PaymentForm = typeof PaymentForm.Type

/** The form starts on the card gateway, the option every guest can use, with no charity chosen. */
export const DEFAULT_PAYMENT_FORM: PaymentForm = { paymentOption: "paygate", selectedCharities: [] }

/** spec B §2: the two options the page offers (eft is accepted but not offered). */
export const PAYMENT_OPTION_LABELS = { paygate: CREDIT_CARD, loyaltyPoints: LOYALTY_POINTS } as const

/**
 * spec B §4: the option toggles between the card gateway and loyalty points; it moves to points only
 * when the points option is enabled, so a guest can never end up on a disabled option.
 */
export const togglePaymentOption = (current: PaymentOption, points: PointsOption): PaymentOption =>
  current !== "loyaltyPoints" && points.kind === "enabled" ? "loyaltyPoints" : "paygate"

/** Ticking a charity adds it to the selection, ticking it again removes it; the order of ticking is kept. */
export const toggleCharity = (selected: ReadonlyArray<number>, charityId: number): ReadonlyArray<number> =>
  selected.includes(charityId) ? selected.filter((id) => id !== charityId) : [...selected, charityId]
