import { describe, expect, it } from "vitest"
import { paymentDetailsNotice } from "./payment-details.ts"
import { DEFAULT_BOOKING_SESSION_STATE, unchosenRoom } from "../booking/session-state.ts"

const withPeriod = (checkInDate: string, checkOutDate: string) => ({
  ...unchosenRoom({ adults: 1, kids: 0 }),
  roomDescription: { roomName: "Queen", totalAmount: 100_000, mandatoryPaymentPeriods: [{ checkInDate, checkOutDate, description: "Festive season" }] },
})

describe("Payment required upon checkout", () => {
  const stay = { ...DEFAULT_BOOKING_SESSION_STATE, checkInDate: "2026-12-20", checkOutDate: "2026-12-23" }

  it("shows when a chosen room's mandatory payment period overlaps the stay", () => {
    expect(paymentDetailsNotice({ ...stay, guestRooms: [withPeriod("2026-12-22", "2027-01-05")] })).toBe("Payment required upon checkout")
  })

  it("does not show when no period overlaps, or without dates", () => {
    expect(paymentDetailsNotice({ ...stay, guestRooms: [withPeriod("2027-01-01", "2027-01-05")] })).toBeUndefined()
    expect(paymentDetailsNotice(DEFAULT_BOOKING_SESSION_STATE)).toBeUndefined()
  })
})
