import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { spreadRefund } from "./cancellation-refunds.ts"

describe("a cancellation's card refund spread over the booking's approved payments", () => {
  it("fills the oldest payment first, up to what it does not owe back already", () => {
    const approved = [
      { id: 1, amountCents: 100_000, refundDueCents: 30_000 },
      { id: 2, amountCents: 50_000, refundDueCents: 0 },
    ]
    expect(spreadRefund(approved, 90_000)).toEqual([
      { id: 1, refundDueCents: 100_000 },
      { id: 2, refundDueCents: 20_000 },
    ])
    expect(spreadRefund(approved, 0)).toEqual([])
  })

  it("passes over a payment that owes back all it took already: it is not reached", () => {
    const approved = [
      { id: 1, amountCents: 40_000, refundDueCents: 40_000 },
      { id: 2, amountCents: 50_000, refundDueCents: 0 },
    ]
    expect(spreadRefund(approved, 30_000)).toEqual([{ id: 2, refundDueCents: 30_000 }])
  })

  it("never owes back more than a payment took, and owes the whole refund when the payments can carry it", () => {
    const payment = fc.record({ amountCents: fc.integer({ min: 1, max: 1_000_000 }), due: fc.double({ min: 0, max: 1, noNaN: true }) })
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 5 }), fc.integer({ min: 0, max: 3_000_000 }), (raw, cents) => {
        const approved = raw.map((each, index) => ({ id: index + 1, amountCents: each.amountCents, refundDueCents: Math.floor(each.amountCents * each.due) }))
        const due = spreadRefund(approved, cents)
        const added = due.reduce((sum, each) => sum + each.refundDueCents - approved.find((p) => p.id === each.id)!.refundDueCents, 0)
        for (const each of due) expect(each.refundDueCents).toBeLessThanOrEqual(approved.find((p) => p.id === each.id)!.amountCents)
        const room = approved.reduce((sum, p) => sum + p.amountCents - p.refundDueCents, 0)
        expect(added).toBe(Math.min(cents, room))
      }),
    )
  })
})
