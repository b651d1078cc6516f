import { describe, expect, it } from "vitest"
import { dateChangeLock } from "./date-change-lock.ts"
import { DATES_LOCKED_CANCELLED, DATES_LOCKED_NON_REFUNDABLE, DATES_LOCKED_PAID, DATES_LOCKED_POINTS } from "./messages.ts"

const flexible = { refundable: true }
const saver = { refundable: false }
const unpaid = { cancelledAt: null, isPaid: false, bookingItems: [saver], pointsPayment: null }

describe("whether a booking's dates may change online (docs/decisions.md, issue 29 leftovers)", () => {
  it("leaves an unpaid booking's dates open to change, on a non-refundable rate too (nothing is paid to lose)", () => {
    expect(dateChangeLock(unpaid)).toBeNull()
    expect(dateChangeLock({ ...unpaid, bookingItems: [flexible] })).toBeNull()
  })

  it("keeps a paid booking on a non-refundable rate on its dates, saying why", () => {
    expect(dateChangeLock({ ...unpaid, isPaid: true })).toBe(DATES_LOCKED_NON_REFUNDABLE)
    expect(dateChangeLock({ ...unpaid, isPaid: true, bookingItems: [flexible, saver] })).toBe(DATES_LOCKED_NON_REFUNDABLE)
  })

  it("keeps a paid booking on refundable rates on its dates too (the card's amount is not re-priced online)", () => {
    expect(dateChangeLock({ ...unpaid, isPaid: true, bookingItems: [flexible] })).toBe(DATES_LOCKED_PAID)
  })

  it("keeps a booking that loyalty points paid part of on its dates", () => {
    expect(dateChangeLock({ ...unpaid, pointsPayment: { nights: 1 } })).toBe(DATES_LOCKED_POINTS)
    expect(dateChangeLock({ ...unpaid, pointsPayment: { nights: 0 } })).toBeNull()
  })

  it("keeps a cancelled booking on its dates, whatever was paid", () => {
    expect(dateChangeLock({ ...unpaid, cancelledAt: "2026-11-20T10:00:00Z" })).toBe(DATES_LOCKED_CANCELLED)
    expect(dateChangeLock({ ...unpaid, isPaid: true, cancelledAt: "2026-11-20T10:00:00Z" })).toBe(DATES_LOCKED_CANCELLED)
  })
})
