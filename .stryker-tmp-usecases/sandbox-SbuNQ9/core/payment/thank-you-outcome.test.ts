// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { LastPayment } from "./last-payment.ts"
import { PAYMENT_STATUSES } from "./payment-status.ts"
import { THANK_YOU_POLL_MILLIS, thankYouOutcome } from "./thank-you-outcome.ts"

describe("thank-you outcome", () => {
  it("re-fetches the booking every 2500 ms", () => {
    expect(THANK_YOU_POLL_MILLIS).toBe(2500)
  })

  it("is confirmed when there is no payment", () => {
    expect(thankYouOutcome(undefined)).toEqual({ kind: "confirmed" })
    expect(thankYouOutcome(null)).toEqual({ kind: "confirmed" })
  })

  it("is confirmed when the last payment is Approved, Not Done or Received by a payment gateway", () => {
    const failing = { response: { resultDescription: "Insufficient funds" } }
    expect(thankYouOutcome({ status: "approved", ...failing })).toEqual({ kind: "confirmed" })
    expect(thankYouOutcome({ status: "not_done", ...failing })).toEqual({ kind: "confirmed" })
    expect(thankYouOutcome({ status: "received_by_pay_gate", ...failing })).toEqual({ kind: "confirmed" })
  })

  it("is confirmed when the last payment has no status, which reads Not Done", () => {
    expect(thankYouOutcome({})).toEqual({ kind: "confirmed" })
    expect(thankYouOutcome({ status: null, response: { resultDescription: "Declined" } })).toEqual({ kind: "confirmed" })
  })

  it("shows the payment unsuccessful with the gateway's reason", () => {
    expect(thankYouOutcome({ status: "declined", response: { resultDescription: "Insufficient funds" } })).toEqual({
      kind: "paymentUnsuccessful",
      reason: "Insufficient funds",
    })
    expect(thankYouOutcome({ status: "user_cancelled", response: { resultDescription: " Cancelled by user " } })).toEqual({
      kind: "paymentUnsuccessful",
      reason: "Cancelled by user",
    })
  })

  it("shows an unknown error when the gateway gave no reason", () => {
    const unknown = { kind: "paymentUnsuccessful", reason: "An unknown error occurred" }
    expect(thankYouOutcome({ status: "cancelled" })).toEqual(unknown)
    expect(thankYouOutcome({ status: "declined", response: null })).toEqual(unknown)
    expect(thankYouOutcome({ status: "declined", response: {} })).toEqual(unknown)
    expect(thankYouOutcome({ status: "settlement_voided", response: { resultDescription: null } })).toEqual(unknown)
    expect(thankYouOutcome({ status: "declined", response: { resultDescription: "  " } })).toEqual(unknown)
  })

  it("is confirmed exactly when there is no payment or its status is Approved, Not Done or Received by a payment gateway", () => {
    const lastPayment: fc.Arbitrary<LastPayment | null | undefined> = fc.option(
      fc.record(
        {
          status: fc.option(fc.constantFrom(...PAYMENT_STATUSES), { nil: undefined }),
          response: fc.option(fc.record({ resultDescription: fc.option(fc.string(), { nil: undefined }) }), { nil: null }),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    )
    fc.assert(
      fc.property(lastPayment, (payment) => {
        const status = payment?.status ?? "not_done"
        const shouldConfirm = payment == null || ["approved", "not_done", "received_by_pay_gate"].includes(status)
        const outcome = thankYouOutcome(payment)
        expect(outcome.kind === "confirmed").toBe(shouldConfirm)
        if (outcome.kind === "paymentUnsuccessful") {
          const given = payment?.response?.resultDescription?.trim() ?? ""
          expect(outcome.reason).toBe(given === "" ? "An unknown error occurred" : given)
        }
      }),
    )
  })
})
