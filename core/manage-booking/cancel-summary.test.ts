import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { cancelSummaryOf } from "./cancel-summary.ts"
import { NOTHING_REFUNDED_NON_REFUNDABLE, REFUND_NOTHING_PAID } from "./messages.ts"

const booking = sampleBooking("3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f", {
  checkInDate: "2027-01-28",
  checkOutDate: "2027-01-30",
  bookingItems: [sampleBookingItem(2, 1)],
})

describe("the Cancel Booking question's summary (issue 29 §10)", () => {
  it("names the booking, its hotel, its stay in DD MMM YYYY with its nights, its guests and its total", () => {
    expect(cancelSummaryOf(booking).lines).toEqual([
      { label: "Booking Reference", value: "CTY-2026-0001" },
      { label: "Hotel", value: "Karoo City Hotel V&A Waterfront" },
      { label: "Stay", value: "28 Jan 2027 – 30 Jan 2027 (2 nights)" },
      { label: "Guests", value: "1 room, 2 adults, 1 child" },
      { label: "Total", value: "R 5,000.00" },
    ])
  })

  it("says an unpaid booking is cancelled free of charge, with nothing to refund", () => {
    expect(cancelSummaryOf(booking).refund).toEqual({ label: "Refund", value: REFUND_NOTHING_PAID })
  })

  it("says what a paid booking gets back on its card: all of it on a refundable rate, nothing on a non-refundable one", () => {
    const paid = { ...booking, isPaid: true, status: "Paid" as const }
    expect(cancelSummaryOf(paid).refund.value).toBe("R 5,000.00 will be refunded to the card you paid with.")
    const saver = { ...paid, bookingItems: [{ ...sampleBookingItem(2, 1), ratePlanCode: "NR-SAVER", refundable: false }] }
    expect(cancelSummaryOf(saver).refund.value).toBe(NOTHING_REFUNDED_NON_REFUNDABLE)
  })

  it("says the points that paid room-nights go back to the member, beside the card's part", () => {
    const withPoints = { ...booking, isPaid: true, status: "Paid" as const, pointsPayment: { nights: 1, points: 12_000, coveredCents: 200_000 } }
    expect(cancelSummaryOf(withPoints).refund.value).toBe(
      "R 3,000.00 will be refunded to the card you paid with. The 12,000 points you paid with go back to your account.",
    )
  })

  it("counts the guests from the rooms, without children when there are none, and from the booking's total when no room is listed", () => {
    const guests = (overrides: Partial<typeof booking>) => cancelSummaryOf({ ...booking, ...overrides }).lines.find((line) => line.label === "Guests")?.value
    expect(guests({ totalGuests: 3, bookingItems: [sampleBookingItem(2, 0)] })).toBe("1 room, 2 adults")
    expect(guests({ totalGuests: 3, bookingItems: [sampleBookingItem(0, 1)] })).toBe("1 room, 0 adults, 1 child")
    expect(guests({ totalGuests: 3, bookingItems: [] })).toBe("1 room, 3 adults")
  })
})
