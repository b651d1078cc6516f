import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { sampleBooking } from "../booking/booking.testing.ts"
import { declinedPaymentNote, payByNote, payLaterChoiceNote, payLaterDeadline } from "./pay-by.ts"

describe("when a pay-later booking must be paid (issue 29 §4)", () => {
  it("is noon on the hotels' clock the day before check-in (24 hours before the noon check-in)", () => {
    expect(new Date(payLaterDeadline("2026-12-29")).toISOString()).toBe("2026-12-28T10:00:00.000Z")
  })

  it("is told as a time and a day, with what happens otherwise", () => {
    expect(payByNote(sampleBooking("u", { checkInDate: "2026-12-29", isPaid: false, lastPayment: null, cancelledAt: null }))).toBe(
      "Pay by 12:00, Mon 28 Dec, or the room is released.",
    )
  })

  it("is not told for a paid or cancelled booking, nor one paid at the hotel (830)", () => {
    const unpaid = sampleBooking("u", { checkInDate: "2026-12-29", isPaid: false, lastPayment: null, cancelledAt: null })
    expect(payByNote({ ...unpaid, isPaid: true })).toBeNull()
    expect(payByNote({ ...unpaid, cancelledAt: "2026-11-01T10:00:00Z" })).toBeNull()
    expect(payByNote({ ...unpaid, hotel: { ...unpaid.hotel, code: "830" } })).toBeNull()
    // a card payment was tried (declined): the page says what the declined payment leaves instead (issue 29 §5)
    expect(payByNote({ ...unpaid, lastPayment: { status: "declined", response: null } })).toBeNull()
  })

  it("always falls on the day before check-in at 12:00", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const checkIn = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)
        const dayBefore = new Date(Date.parse(checkIn) - 86_400_000).toISOString().slice(0, 10)
        expect(new Date(payLaterDeadline(checkIn)).toISOString()).toBe(`${dayBefore}T10:00:00.000Z`)
      }),
    )
  })
})

describe("what a declined card payment tells the guest (issue 29 §5)", () => {
  const declined = sampleBooking("u", {
    checkInDate: "2026-12-29",
    isPaid: false,
    cancelledAt: null,
    lastPayment: { status: "declined", response: null },
  })

  it("says no money was taken and until when the room is held, from the server's hold", () => {
    expect(declinedPaymentNote({ ...declined, holdUntil: "2026-11-30T09:30:00.000Z" })).toEqual({
      noMoneyTaken: "No money was taken from your card.",
      heldUntil: "Your room is held until 11:30, Mon 30 Nov.",
      payLater: null,
    })
  })

  it("offers paying later when the hold is the pay-later deadline (pay later was open to the stay)", () => {
    expect(declinedPaymentNote({ ...declined, holdUntil: new Date(payLaterDeadline("2026-12-29")).toISOString() })).toEqual({
      noMoneyTaken: "No money was taken from your card.",
      heldUntil: "Your room is held until 12:00, Mon 28 Dec.",
      payLater: "You can also pay later: pay by 12:00, Mon 28 Dec, or the room is released.",
    })
  })

  it("names no hold where nothing is released (no hold told by the server)", () => {
    expect(declinedPaymentNote({ ...declined, holdUntil: null })).toEqual({ noMoneyTaken: "No money was taken from your card.", heldUntil: null, payLater: null })
  })
})

describe("the pay-by deadline on guest details (issue 29 §4)", () => {
  it("is told beside Confirm & Pay Later when pay later is one of two choices", () => {
    expect(payLaterChoiceNote({ payLater: "shown", payBooking: true }, "2026-12-29")).toBe("Pay by 12:00, Mon 28 Dec, or the room is released.")
  })

  it("is not told where pay later is hidden, at hotel 830 (pay on arrival, nothing released), or before the stay has dates", () => {
    expect(payLaterChoiceNote({ payLater: "hidden", payBooking: true }, "2026-12-29")).toBeNull()
    expect(payLaterChoiceNote({ payLater: "only", payBooking: false }, "2026-12-29")).toBeNull()
    expect(payLaterChoiceNote(null, null)).toBeNull()
    expect(payLaterChoiceNote({ payLater: "shown", payBooking: true }, null)).toBeNull()
  })
})
