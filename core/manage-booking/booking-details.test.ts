import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { bookingDetailsView } from "./booking-details.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: "thandi@example.co.za", mobile: "0027821234567", address: null }

describe("the booking detail view", () => {
  it("shows the hotel's name, city, address, phone and e-mail", () => {
    const view = bookingDetailsView(sampleBooking(UUID))
    expect(view.hotel).toEqual({
      name: "Karoo City Hotel V&A Waterfront",
      city: "Cape Town",
      address: "Corner Dock and Alfred Roads, Cape Town",
      phone: "+27214199450",
      email: "vanda@example.co.za",
    })
    expect(view.status).toBe("Unpaid")
    expect(view.total).toBe("R 5,000.00")
  })

  it("shows a mobile number starting 00 with a plus, and each guest with the room they stay in", () => {
    const view = bookingDetailsView(sampleBooking(UUID, { bookingItems: [sampleBookingItem(1, 0), { ...sampleBookingItem(2, 1), guests: [guest] }] }))
    expect(view.guests).toEqual([{ room: 2, name: "Thandi Nkosi", email: "thandi@example.co.za", mobile: "+27821234567", idType: "", idNumber: "" }])
    expect(view.rooms.map((row) => [row.room, row.roomName, row.adults, row.children])).toEqual([
      [1, "Unknown room name", 1, 0],
      [2, "Unknown room name", 2, 1],
    ])
  })

  it("shows a guest's ID or passport number masked but for its last 3 characters, even if it came whole", () => {
    const withId = { ...guest, idType: "ID Number" as const, maskedIdNumber: "••••••••••087" }
    const passportCameWhole = { ...guest, firstName: "Sipho", idType: "Passport" as const, maskedIdNumber: "A12345678" }
    const view = bookingDetailsView(sampleBooking(UUID, { bookingItems: [{ ...sampleBookingItem(2, 0), guests: [withId, passportCameWhole] }] }))
    expect(view.guests.map((row) => [row.idType, row.idNumber])).toEqual([
      ["ID Number", "••••••••••087"],
      ["Passport", "••••••678"],
    ])
  })

  it("shows the stay's dates in words", () => {
    const view = bookingDetailsView(sampleBooking(UUID))
    expect([view.checkIn, view.checkOut]).toEqual(["01 December 2026", "03 December 2026"])
  })

  it("shows a guest who gave no e-mail or mobile with those cells empty", () => {
    const quiet = { ...guest, email: null, mobile: null }
    const view = bookingDetailsView(sampleBooking(UUID, { bookingItems: [{ ...sampleBookingItem(1, 0), guests: [quiet] }] }))
    expect(view.guests.map((row) => [row.email, row.mobile])).toEqual([["", ""]])
  })

  it("shows each room's own reference, the booking's when the room has none", () => {
    const rooms = [
      { ...sampleBookingItem(1, 0), referenceNumber: "CTY-2026-0001-1" },
      { ...sampleBookingItem(2, 0), referenceNumber: "CTY-2026-0001-2" },
      { ...sampleBookingItem(2, 0), referenceNumber: null },
    ]
    const view = bookingDetailsView(sampleBooking(UUID, { bookingItems: rooms }))
    expect(view.rooms.map((row) => row.reference)).toEqual(["CTY-2026-0001-1", "CTY-2026-0001-2", "CTY-2026-0001-1"])
  })
})
