/** spec B §4, §6, §9 and A §9: paying with loyalty points needs an account holding at least this many. */
// @ts-nocheck

export const POINTS_NEEDED_FOR_POINTS_PAYMENT = 500

/** spec B §4, A §9: new members get these points on sign-up. */
export const SIGN_UP_POINTS = 100
