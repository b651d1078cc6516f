// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { POINTS_NEEDED_FOR_POINTS_PAYMENT, SIGN_UP_POINTS } from "../account/loyalty-points.ts"
import { pointsOption } from "./points-option.ts"

const disabled = { kind: "disabled", message: "You need at least 500 loyalty points to pay with Loyalty Points" }

describe("loyalty points payment option", () => {
  it("needs 500 points; sign-up gives 100", () => {
    expect(POINTS_NEEDED_FOR_POINTS_PAYMENT).toBe(500)
    expect(SIGN_UP_POINTS).toBe(100)
  })

  it("is enabled from 500 points and disabled with a message at 499", () => {
    expect(pointsOption({ totalUsableLoyaltyPoints: 500 })).toEqual({ kind: "enabled" })
    expect(pointsOption({ totalUsableLoyaltyPoints: 12_000 })).toEqual({ kind: "enabled" })
    expect(pointsOption({ totalUsableLoyaltyPoints: 499 })).toEqual(disabled)
    expect(pointsOption({ totalUsableLoyaltyPoints: 0 })).toEqual(disabled)
  })

  it("prompts login or sign-up, with the 100 sign-up points, when there is no account", () => {
    const signIn = {
      kind: "signIn",
      message: "Log in or sign up to pay with Loyalty Points. New members receive 100 points on sign-up.",
    }
    expect(pointsOption(undefined)).toEqual(signIn)
    expect(pointsOption(null)).toEqual(signIn)
  })

  it("is enabled exactly when the account holds at least 500 points", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (points) => {
        expect(pointsOption({ totalUsableLoyaltyPoints: points }).kind).toBe(points >= 500 ? "enabled" : "disabled")
      }),
    )
  })
})
