import { describe, expect, it } from "vitest"
import { CHARITY_ADDED_CENTS, charityPriceNote, payByCardLabel, paymentDetailsNotice, roomNightsOfSession } from "./payment-details.ts"
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
    const overlapping = [withPeriod("2026-12-22", "2027-01-05")]
    expect(paymentDetailsNotice({ ...stay, checkOutDate: null, guestRooms: overlapping })).toBeUndefined()
    expect(paymentDetailsNotice({ ...stay, checkInDate: null, guestRooms: overlapping })).toBeUndefined()
  })

  it("shows when any one of the chosen rooms needs it, a room not yet chosen among them", () => {
    const rooms = [unchosenRoom({ adults: 1, kids: 0 }), withPeriod("2027-01-01", "2027-01-05"), withPeriod("2026-12-22", "2027-01-05")]
    expect(paymentDetailsNotice({ ...stay, guestRooms: rooms })).toBe("Payment required upon checkout")
  })
})

describe("the room-nights points may pay", () => {
  const room = unchosenRoom({ adults: 1, kids: 0 })
  it("are the rooms times the nights, and none before both dates are known", () => {
    const stay = { ...DEFAULT_BOOKING_SESSION_STATE, checkInDate: "2026-12-20", checkOutDate: "2026-12-23", guestRooms: [room, room] }
    expect(roomNightsOfSession(stay)).toBe(6)
    expect(roomNightsOfSession({ ...stay, checkOutDate: null })).toBe(0)
    expect(roomNightsOfSession({ ...stay, checkInDate: null })).toBe(0)
  })
})

describe("the payment step's words (issue 29 §8)", () => {
  it("the card's button says what it charges: the stay's total, or what is left after points, in core's money format", () => {
    expect(payByCardLabel(298_000, null, "ZAR")).toBe("Pay R 2,980.00")
    expect(payByCardLabel(298_000, { cardCents: 149_000 }, "ZAR")).toBe("Pay R 1,490.00")
  })

  it("a charity states its amount: nothing added, or by how much it adds to the price", () => {
    expect(charityPriceNote(CHARITY_ADDED_CENTS, "ZAR")).toBe("Adds nothing to your price")
    expect(charityPriceNote(5_000, "ZAR")).toBe("Adds R 50.00 to your price")
  })
})
