/** spec accounts-and-content §5 (money input): the field's message when the text is not numeric. */
// @ts-nocheck

export const NOT_A_NUMBER = "Invalid input: Not a number"

/** spec booking-flow §9, accounts-and-content §9: from-price label, "From R {amount}". */
export const FROM_PRICE_PREFIX = "From"

/**
 * Not a spec message: a server amount string that is not a decimal amount ("1,250.00"). It never
 * reaches a guest as such; it fails the decode at the edge, where a drifting server is caught.
 */
export const INVALID_AMOUNT = "Invalid amount"
