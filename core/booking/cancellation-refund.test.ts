import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { cancellationRefund } from "./cancellation-refund.ts"

const flexible = (costCents: number) => ({ costCents, refundable: true })
const saver = (costCents: number) => ({ costCents, refundable: false })

describe("what cancelling a booking gives back (docs/decisions.md, issue 29)", () => {
  it("gives a refundable stay's whole card payment and points back", () => {
    expect(cancellationRefund([flexible(150_000), flexible(90_000)], { cardCents: 276_000, points: 0 })).toEqual({ cardCents: 276_000, points: 0 })
    expect(cancellationRefund([flexible(150_000)], { cardCents: 40_000, points: 12_000 })).toEqual({ cardCents: 40_000, points: 12_000 })
  })

  it("keeps a non-refundable stay's card payment and points", () => {
    expect(cancellationRefund([saver(130_000)], { cardCents: 149_500, points: 0 })).toEqual({ cardCents: 0, points: 0 })
    expect(cancellationRefund([saver(130_000), saver(130_000)], { cardCents: 100_000, points: 9_000 })).toEqual({ cardCents: 0, points: 0 })
  })

  it("gives back the refundable rooms' share of a mixed stay, rounded down to the cent and the point", () => {
    // the flexible room is 150/280 of the rooms' price
    expect(cancellationRefund([flexible(150_000), saver(130_000)], { cardCents: 322_000, points: 1_001 })).toEqual({ cardCents: 172_500, points: 536 })
  })

  it("gives nothing back when nothing was paid", () => {
    expect(cancellationRefund([flexible(150_000)], { cardCents: 0, points: 0 })).toEqual({ cardCents: 0, points: 0 })
  })

  it("treats a stay whose rooms cost nothing as refundable when every room is", () => {
    expect(cancellationRefund([flexible(0)], { cardCents: 0, points: 5_000 })).toEqual({ cardCents: 0, points: 5_000 })
    expect(cancellationRefund([saver(0)], { cardCents: 0, points: 5_000 })).toEqual({ cardCents: 0, points: 0 })
  })

  it("never gives back more than was paid nor less than nothing, and is exact for very large stays", () => {
    const room = fc.record({ costCents: fc.integer({ min: 0, max: 100_000_000 }), refundable: fc.boolean() })
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 600_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (rooms, cardCents, points) => {
        const back = cancellationRefund(rooms, { cardCents, points })
        expect(back.cardCents).toBeGreaterThanOrEqual(0)
        expect(back.cardCents).toBeLessThanOrEqual(cardCents)
        expect(back.points).toBeGreaterThanOrEqual(0)
        expect(back.points).toBeLessThanOrEqual(points)
        expect(Number.isInteger(back.cardCents) && Number.isInteger(back.points)).toBe(true)
        if (rooms.every((r) => r.refundable)) expect(back).toEqual({ cardCents, points })
        if (rooms.every((r) => !r.refundable)) expect(back).toEqual({ cardCents: 0, points: 0 })
      }),
    )
  })
})
