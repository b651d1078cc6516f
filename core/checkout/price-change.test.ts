import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { priceChangeOf } from "./price-change.ts"

describe("the price at reservation against the price shown", () => {
  it("says nothing when the server held the rooms at the price shown", () => {
    expect(priceChangeOf(430_000, 430_000, "ZAR")).toBeNull()
  })

  it("tells the guest the new price and the old one when the price rose", () => {
    expect(priceChangeOf(430_000, 452_500, "ZAR")).toEqual({
      direction: "up",
      shownCents: 430_000,
      heldCents: 452_500,
      title: "The price of your stay has changed",
      message:
        "The hotel's price for your stay is now R 4,525.00 (it was R 4,300.00 when you chose your rooms). This is the price you will book at.",
    })
  })

  it("tells the guest when the price fell too", () => {
    expect(priceChangeOf(430_000, 400_000, "ZAR")?.direction).toBe("down")
  })

  it("a notice appears exactly when the two prices differ", () =>
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (shown, held) => (priceChangeOf(shown, held, "ZAR") === null) === (shown === held)),
    ))
})
