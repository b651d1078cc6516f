/** User-facing words of payment: status labels, the thank-you outcome, options and the gateway hand-off. */

import { PAYMENT_SESSION_MINUTES } from "./card-payments.ts"

// spec B §3, A §4: payment status labels
export const APPROVED = "Approved"
// the word of the booking status (core/booking/messages.ts)
export { CANCELLED } from "../booking/messages.ts"
export const DECLINED = "Declined"
// spec B §3, A §4: also the label when a payment has no status
export const NOT_DONE = "Not Done"
// spec B §3 (A §4 says "Received by PayGate"; the guest is not told the name of our processor)
export const RECEIVED_BY_PAYMENT_GATEWAY = "Received by a payment gateway"
export const SETTLEMENT_VOIDED = "Settlement Voided"
export const USER_CANCELLED = "User Cancelled"

// spec B §4: thank-you failure when the gateway gave no reason (the words of core/http's unknown error)
export { UNKNOWN_ERROR as UNKNOWN_PAYMENT_ERROR } from "../http/messages.ts"

// spec B §2: payment options
export const CREDIT_CARD = "Credit Card"
export const LOYALTY_POINTS = "Loyalty Points"

// spec B §5: payment option must be eft, loyaltyPoints or paygate (the words are ours)
export const INVALID_PAYMENT_OPTION = "Please choose a valid payment option"

// spec B §4, §6: points option disabled below 500 points (the words are ours)
export const NOT_ENOUGH_POINTS = "You need at least 500 loyalty points to pay with Loyalty Points"

// spec B §4: points option without an account prompts login or sign-up, 100 points on sign-up (the words are ours)
export const SIGN_IN_FOR_POINTS = "Log in or sign up to pay with Loyalty Points. New members receive 100 points on sign-up."

// spec B §8: payment could not start (unsuccessful result or failure)
export const COULD_NOT_INITIATE_PAYMENT = "Could not initiate payment for booking"

// spec B §8: payment page without pay_request_id and checksum
export const INVALID_PARAMS = "Invalid params"

// spec B §2: payment details label when mandatory payment periods apply
export const PAYMENT_REQUIRED_UPON_CHECKOUT = "Payment required upon checkout"

// issue 15: paying whole nights with points (the words are ours)
export const CHOOSE_NIGHTS_FOR_POINTS = "Choose how many nights to pay with points"
export const NOT_ENOUGH_POINTS_FOR_NIGHTS = "You do not have enough points for that many nights"
export const NO_POINTS_VALUE_FOR_NIGHT = "These nights cannot be paid with points at this hotel"
// issue 15: a points payment went through; what is left is paid by card (the words are ours)
export const POINTS_PAYMENT_TAKEN = "Your loyalty points have been applied to this booking."
// issue 15: a points payment could not be made and nothing says why (the words are ours)
export const POINTS_PAYMENT_FAILED = "Could not pay with loyalty points"

// issue 22: a points payment refused while a card payment of the booking is in flight (the words are ours)
export const CARD_PAYMENT_UNDER_WAY = `A card payment for this booking is in progress. Finish it, or wait ${PAYMENT_SESSION_MINUTES} minutes, before paying with points.`

// Not the spec's words: the payment details' charity section, its heading and hint
export const SUPPORT_A_CHARITY = "Support a charity (optional)"
export const CHARITY_HINT = "Tick any charity you would like to support with this booking."
