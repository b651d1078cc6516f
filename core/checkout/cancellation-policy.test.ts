import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { canBookNow, CancellationPolicyForm } from "./cancellation-policy.ts"
import { NEEDS_TO_BE_ACCEPTED } from "../booking/messages.ts"

describe("cancellation policy acceptance", () => {
  it("must be accepted, with the spec's words", () => {
    expect(NEEDS_TO_BE_ACCEPTED).toBe("Needs to be accepted")
    expect(validate(CancellationPolicyForm)({ isCancellationPolicyAccepted: false })).toEqual(
      Result.fail({ isCancellationPolicyAccepted: ["Needs to be accepted"] }),
    )
    expect(validate(CancellationPolicyForm)({ isCancellationPolicyAccepted: true })).toEqual(
      Result.succeed({ isCancellationPolicyAccepted: true }),
    )
  })

  it("enables Book now only when accepted", () => {
    expect(canBookNow(true)).toBe(true)
    expect(canBookNow(false)).toBe(false)
  })
})
