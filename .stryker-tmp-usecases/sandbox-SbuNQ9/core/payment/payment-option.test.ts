// @ts-nocheck
import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { DEFAULT_PAYMENT_FORM, PAYMENT_OPTION_LABELS, PaymentForm, toggleCharity, togglePaymentOption } from "./payment-option.ts"
import type { PointsOption } from "./points-option.ts"

const enabled: PointsOption = { kind: "enabled" }
const disabled: PointsOption = { kind: "disabled", message: "not enough" }
const signIn: PointsOption = { kind: "signIn", message: "sign in" }

describe("payment option form", () => {
  it("accepts eft, loyaltyPoints and paygate with a list of charity ids", () => {
    for (const paymentOption of ["eft", "loyaltyPoints", "paygate"]) {
      expect(validate(PaymentForm)({ paymentOption, selectedCharities: [3, 7] })).toEqual(
        Result.succeed({ paymentOption, selectedCharities: [3, 7] }),
      )
    }
  })

  it("rejects any other option with a message on the option field", () => {
    expect(validate(PaymentForm)({ paymentOption: "cash", selectedCharities: [] })).toEqual(
      Result.fail({ paymentOption: ["Please choose a valid payment option"] }),
    )
  })

  it("starts on the card gateway with no charity chosen", () => {
    expect(DEFAULT_PAYMENT_FORM).toEqual({ paymentOption: "paygate", selectedCharities: [] })
  })

  it("labels the card gateway Credit Card and points Loyalty Points", () => {
    expect(PAYMENT_OPTION_LABELS).toEqual({ paygate: "Credit Card", loyaltyPoints: "Loyalty Points" })
  })
})

describe("payment option toggle", () => {
  it("toggles between the card gateway and loyalty points when points are enabled", () => {
    expect(togglePaymentOption("paygate", enabled)).toBe("loyaltyPoints")
    expect(togglePaymentOption("loyaltyPoints", enabled)).toBe("paygate")
    expect(togglePaymentOption("eft", enabled)).toBe("loyaltyPoints")
  })

  it("stays on the card gateway when the points option is disabled or needs a sign-in", () => {
    expect(togglePaymentOption("paygate", disabled)).toBe("paygate")
    expect(togglePaymentOption("paygate", signIn)).toBe("paygate")
    expect(togglePaymentOption("loyaltyPoints", disabled)).toBe("paygate")
  })

  it("toggling twice comes back to the card gateway or points when points are enabled", () => {
    fc.assert(
      fc.property(fc.constantFrom("paygate" as const, "loyaltyPoints" as const), (option) => {
        expect(togglePaymentOption(togglePaymentOption(option, enabled), enabled)).toBe(option)
      }),
    )
  })
})

describe("charity selection", () => {
  it("adds a charity that is not selected and removes one that is", () => {
    expect(toggleCharity([], 4)).toEqual([4])
    expect(toggleCharity([4, 9], 2)).toEqual([4, 9, 2])
    expect(toggleCharity([4, 9, 2], 9)).toEqual([4, 2])
  })

  it("ticking the same charity twice leaves the selection as it was", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50)), fc.nat(50), (selected, id) => {
        const once = toggleCharity(selected, id)
        expect(once.includes(id)).toBe(!selected.includes(id))
        expect(toggleCharity(once, id).toSorted()).toEqual([...selected].sort())
      }),
    )
  })
})
