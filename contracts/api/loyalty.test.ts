import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { loyaltyStatementExample } from "./testing/examples.ts"
import { LoyaltyStatementResponse } from "./loyalty.ts"

describe("the loyalty points statement's contract", () => {
  it("reads its example and writes it back the same, dates at noon on the hotels' clock", () => {
    const decoded = Schema.decodeUnknownSync(LoyaltyStatementResponse)(loyaltyStatementExample)
    expect(decoded.points_history[0]!.date).toBe("2026-09-02")
    expect(Schema.encodeSync(LoyaltyStatementResponse)(decoded)).toEqual(loyaltyStatementExample)
  })

  it("has an example whose usable points are the points expiring, whose pending rows add up to the pending points, and whose history adds up to both", () => {
    const { points_expiring, points_history, total_usable_loyalty_points, total_pending_loyalty_points } = loyaltyStatementExample
    expect(points_expiring.reduce((sum, row) => sum + row.points, 0)).toBe(total_usable_loyalty_points)
    expect(points_history.filter((row) => row.pending).reduce((sum, row) => sum + row.earned, 0)).toBe(total_pending_loyalty_points)
    expect(points_history.reduce((sum, row) => sum + row.earned - row.redeemed, 0)).toBe(total_usable_loyalty_points + total_pending_loyalty_points)
  })

  it("refuses a history row of a kind the ledger does not have", () => {
    const row = { ...loyaltyStatementExample.points_history[0]!, kind: "gift" }
    expect(() => Schema.decodeUnknownSync(LoyaltyStatementResponse)({ ...loyaltyStatementExample, points_history: [row] })).toThrow()
  })
})
