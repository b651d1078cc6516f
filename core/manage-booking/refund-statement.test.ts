import { describe, expect, it } from "vitest"
import { NOTHING_REFUNDED_NON_REFUNDABLE, REFUND_NOTHING_PAID } from "./messages.ts"
import { refundStatement } from "./refund-statement.ts"

describe("what cancelling gives back, in words (issue 29 §10)", () => {
  it("says nothing was paid, or that a non-refundable rate keeps what was", () => {
    expect(refundStatement({ cardCents: 0, points: 0 }, { cardCents: 0, points: 0 }, "ZAR")).toBe(REFUND_NOTHING_PAID)
    expect(refundStatement({ cardCents: 298_000, points: 0 }, { cardCents: 0, points: 0 }, "ZAR")).toBe(NOTHING_REFUNDED_NON_REFUNDABLE)
  })

  it("names the card refund and the points that go back", () => {
    expect(refundStatement({ cardCents: 298_000, points: 0 }, { cardCents: 298_000, points: 0 }, "ZAR")).toBe("R 2,980.00 will be refunded to the card you paid with.")
    expect(refundStatement({ cardCents: 0, points: 12_000 }, { cardCents: 0, points: 12_000 }, "ZAR")).toBe("The 12,000 points you paid with go back to your account.")
    expect(refundStatement({ cardCents: 100_000, points: 12_000 }, { cardCents: 100_000, points: 12_000 }, "ZAR")).toBe(
      "R 1,000.00 will be refunded to the card you paid with. The 12,000 points you paid with go back to your account.",
    )
  })

  it("names the share a mixed stay gives back", () => {
    expect(refundStatement({ cardCents: 322_000, points: 1_001 }, { cardCents: 172_500, points: 536 }, "ZAR")).toBe(
      "R 1,725.00 of the R 3,220.00 you paid will be refunded to the card you paid with; the non-refundable rooms' share is kept. 536 of the 1,001 points you paid with go back to your account.",
    )
  })
})
