// @ts-nocheck
import { POINTS_NEEDED_FOR_POINTS_PAYMENT } from "../account/loyalty-points.ts"
import { NOT_ENOUGH_POINTS, SIGN_IN_FOR_POINTS } from "./messages.ts"

export type PointsOption =
  | { readonly kind: "enabled" }
  | { readonly kind: "disabled"; readonly message: string }
  | { readonly kind: "signIn"; readonly message: string }

/** The part of a signed-in member's account the points option looks at. */
export interface PointsBalance {
  readonly totalUsableLoyaltyPoints: number
}

/**
 * spec B §4, §6: the Loyalty Points option is enabled only for an account holding at least 500
 * usable points; below that it is disabled with a message; without an account it prompts login or
 * sign-up (100 points on sign-up).
 */
export const pointsOption = (account: PointsBalance | null | undefined): PointsOption => {
  if (account == null) return { kind: "signIn", message: SIGN_IN_FOR_POINTS }
  return account.totalUsableLoyaltyPoints >= POINTS_NEEDED_FOR_POINTS_PAYMENT
    ? { kind: "enabled" }
    : { kind: "disabled", message: NOT_ENOUGH_POINTS }
}
