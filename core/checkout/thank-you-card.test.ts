import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { confirmationSentBy, thankYouCard } from "./thank-you-card.ts"

describe("the thank-you card", () => {
  it("shows the reference, the hotel's contacts, a map at zoom 15 without scroll zoom, the dates, rooms, guests and total", () => {
    expect(thankYouCard(sampleBooking("u", { totalRooms: 2, bookingItems: [sampleBookingItem(2, 1), sampleBookingItem(1, 1)] }))).toEqual({
      title: "Your booking is confirmed",
      reference: "CTY-2026-0001",
      hotelName: "Karoo City Hotel V&A Waterfront",
      address: "Corner Dock and Alfred Roads, Cape Town",
      phone: "+27214199450",
      email: "vanda@example.co.za",
      map: { latitude: -33.9066, longitude: 18.4179, zoom: 15, scrollWheelZoom: false, label: "Karoo City Hotel V&A Waterfront" },
      checkIn: "Tuesday, 01 December 2026",
      checkOut: "Thursday, 03 December 2026",
      rooms: "2 rooms",
      guests: "3 adults, 2 children",
      totalLabel: "Total",
      total: "R 5,000.00",
      nextStep: "We have sent your confirmation by e-mail. Keep your booking reference: you will need it to manage your booking.",
      payBy: "Pay by 12:00, Mon 30 Nov, or the room is released.",
      declined: null,
      paidWith: [],
    })
  })

  it("after a declined card payment on an unpaid booking, says no money was taken and until when the room is held (issue 29 §5)", () => {
    const declined = sampleBooking("u", { isPaid: false, cancelledAt: null, holdUntil: "2026-11-30T09:30:00.000Z", lastPayment: { status: "declined", response: null } })
    expect(thankYouCard(declined).declined).toEqual({ noMoneyTaken: "No money was taken from your card.", heldUntil: "Your room is held until 11:30, Mon 30 Nov.", payLater: null })
    expect(thankYouCard({ ...declined, isPaid: true }).declined).toBeNull()
    expect(thankYouCard({ ...declined, cancelledAt: "2026-11-29T10:00:00Z" }).declined).toBeNull()
  })

  it("says what loyalty points paid and what the card paid, for a booking paid partly with points (issue 24)", () => {
    const pointsPayment = { nights: 2, points: 3_600, coveredCents: 240_000 }
    expect(thankYouCard(sampleBooking("u", { isPaid: true, totalForStayCents: 500_000, pointsPayment })).paidWith).toEqual([
      { label: "Paid with loyalty points", value: "3,600 points for 2 room-nights: R 2,400.00" },
      { label: "Paid by card", value: "R 2,600.00" },
    ])
    expect(thankYouCard(sampleBooking("u", { isPaid: false, totalForStayCents: 500_000, pointsPayment: { nights: 1, points: 900, coveredCents: 100_000 } })).paidWith).toEqual([
      { label: "Paid with loyalty points", value: "900 points for 1 room-night: R 1,000.00" },
      { label: "Left to pay by card", value: "R 4,000.00" },
    ])
    expect(thankYouCard(sampleBooking("u", { isPaid: true, pointsPayment: null })).paidWith).toEqual([])
    expect(thankYouCard(sampleBooking("u", { isPaid: true, pointsPayment: { nights: 0, points: 0, coveredCents: 0 } })).paidWith).toEqual([])
  })

  it("uses the singular for one room, one adult and one child, and leaves out children when there are none", () => {
    const one = thankYouCard(sampleBooking("u", { totalRooms: 1, bookingItems: [sampleBookingItem(1, 1)] }))
    expect([one.rooms, one.guests]).toEqual(["1 room", "1 adult, 1 child"])
    expect(thankYouCard(sampleBooking("u", { totalRooms: 1, bookingItems: [sampleBookingItem(2, 0)] })).guests).toBe("2 adults")
  })

  it("says how the confirmation was sent", () => {
    expect(confirmationSentBy({ viaEmail: true, viaSms: true })).toMatch(/^We have sent your confirmation by e-mail and SMS\./)
    expect(confirmationSentBy({ viaEmail: false, viaSms: true })).toMatch(/^We have sent your confirmation by SMS\./)
    expect(confirmationSentBy({ viaEmail: false, viaSms: false })).toBe("Keep your booking reference: you will need it to manage your booking.")
  })

  it("says that a paid booking is paid, in its heading and by its total (issue 27 §5)", () => {
    const paid = thankYouCard(sampleBooking("u", { isPaid: true }))
    expect([paid.title, paid.totalLabel, paid.payBy]).toEqual(["Your booking is confirmed and paid", "Total paid", null])
  })

  it("falls back to the booking's guest count when it lists no rooms", () => {
    expect(thankYouCard(sampleBooking("u", { totalGuests: 1 })).guests).toBe("1 adult")
  })
})
