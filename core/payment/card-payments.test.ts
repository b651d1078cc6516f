import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type AwaitedPayment, settleCardApproval } from "./card-payments.ts"

/** Amounts up to R 1,000,000 in cents: more than any stay of 10 rooms for 30 nights. */
const cents = fc.integer({ min: 0, max: 100_000_000 })
const status = fc.constantFrom<AwaitedPayment["status"]>("unpaid", "paid", "cancelled")

describe("a card approval against what the booking awaits", () => {
  it("pays an unpaid booking for exactly what it awaits, with nothing to refund", () => {
    expect(settleCardApproval({ status: "unpaid", dueCents: 79_170 }, 79_170)).toEqual({ kind: "pays", refundCents: 0 })
  })

  it("pays an unpaid booking the card paid more for (points paid part meanwhile), and keeps the rest for refund", () => {
    expect(settleCardApproval({ status: "unpaid", dueCents: 79_170 }, 158_340)).toEqual({ kind: "pays", refundCents: 79_170 })
  })

  it("keeps a booking paid already, or cancelled, as it is, and the whole amount for refund", () => {
    expect(settleCardApproval({ status: "paid", dueCents: 0 }, 104_400)).toEqual({ kind: "refund", refundCents: 104_400 })
    expect(settleCardApproval({ status: "cancelled", dueCents: 104_400 }, 104_400)).toEqual({ kind: "refund", refundCents: 104_400 })
  })

  it("leaves an unpaid booking that now costs more Unpaid, saying by how much it is short", () => {
    expect(settleCardApproval({ status: "unpaid", dueCents: 120_000 }, 100_000)).toEqual({ kind: "short", shortCents: 20_000 })
  })

  it("never leaves an unpaid booking the amount covers Unpaid, and what it keeps plus the refund is the amount", () => {
    fc.assert(
      fc.property(status, cents, cents, (bookingStatus, dueCents, amountCents) => {
        const approval = settleCardApproval({ status: bookingStatus, dueCents }, amountCents)
        if (bookingStatus === "unpaid" && amountCents >= dueCents) expect(approval.kind).toBe("pays")
        if (approval.kind === "short") expect(approval.shortCents).toBeGreaterThan(0)
        const kept = approval.kind === "pays" ? dueCents : approval.kind === "refund" ? 0 : amountCents
        const refunded = approval.kind === "short" ? 0 : approval.refundCents
        expect(refunded).toBeGreaterThanOrEqual(0)
        expect(kept + refunded).toBe(amountCents)
      }),
    )
  })
})
