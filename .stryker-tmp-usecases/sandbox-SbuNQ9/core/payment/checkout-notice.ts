// @ts-nocheck
import { PAYMENT_REQUIRED_UPON_CHECKOUT } from "./messages.ts"

/**
 * spec B §2: the payment details page says "Payment required upon checkout" when mandatory payment
 * periods apply to the stay (the booking rules decide that: core/booking/mandatory-payment.ts).
 */
export const checkoutNotice = (mandatoryPaymentApplies: boolean): string | undefined =>
  mandatoryPaymentApplies ? PAYMENT_REQUIRED_UPON_CHECKOUT : undefined
