import { Result, Schema } from "effect"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { HOTEL_TIME_ZONE } from "../time/clock.ts"
import {
  type Booking,
  Booking as BookingSchema,
  bookedRoomDescription,
  bookedRoomName,
  type BookingItem,
  BOOKINGS_PER_PAGE,
  bookingsTableView,
  confirmationNumberOf,
  currentBookingLabel,
  displayStatus,
  previousBookingLabel,
  sidePanelOptions,
} from "./booking.ts"
import { sampleBooking } from "./booking.testing.ts"
import { CANCEL_CUTOFF, isBeforeCancelCutoff } from "./cancel-cutoff.ts"
import { CANCELLED, DONE, EDIT_BOOKING, NO_BOOKINGS, PAID, UNPAID, VIEW_BOOKING } from "./messages.ts"

const item: BookingItem = {
  id: 71,
  referenceNumber: "CTY-2026-0001",
  guests: [
    {
      title: "Ms",
      firstName: "Thandi",
      surname: "Nkosi",
      email: "thandi.nkosi@example.co.za",
      mobile: "0027821234567",
      address: { addressOne: "12 Long Street", addressTwo: null, city: "Cape Town", state: "ZA", postalCode: "8001", country: "South Africa" },
    },
  ],
  totalAdults: 2,
  totalChildren: 0,
  totalUnits: 1,
  roomTypeCode: "DLX",
  ratePlanCode: "BAR",
  refundable: true,
  costOfRoomCents: 250000,
  costOfRoomCurrency: "ZAR",
  promotionCode: null,
  content: { name: "Deluxe King", description: "A king bed and a view of Table Mountain", images: [{ url: "https://img.example/dlx.jpg" }] },
  sessionId: null,
  responseType: null,
  status: null,
}

const booking: Booking = sampleBooking("3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f", {
  bookingItems: [item],
  viaEmail: false,
  viaSms: true,
})

/** The hotels' wall clock at a given moment. */
const at = (dateTime: string): Temporal.ZonedDateTime =>
  Temporal.PlainDateTime.from(dateTime).toZonedDateTime(HOTEL_TIME_ZONE)

describe("booking schema", () => {
  it("decodes a booking, with ZAR when the server gives no currency", () => {
    const { totalForStayCurrency: _, ...withoutCurrency } = booking
    const { costOfRoomCurrency: __, ...itemWithoutCurrency } = item
    const decoded = Schema.decodeUnknownResult(BookingSchema)({ ...withoutCurrency, bookingItems: [itemWithoutCurrency] })
    expect(decoded).toEqual(Result.succeed(booking))
  })

  it("keeps another currency the server names", () => {
    const decoded = Schema.decodeUnknownResult(BookingSchema)({ ...booking, totalForStayCurrency: "BWP" })
    expect(Result.isSuccess(decoded) && decoded.success.totalForStayCurrency).toBe("BWP")
  })

  it("refuses a status outside Cancelled, Paid and Unpaid", () => {
    expect(Result.isFailure(Schema.decodeUnknownResult(BookingSchema)({ ...booking, status: "Pending" }))).toBe(true)
  })
})

describe("confirmation number", () => {
  it("is the first item's reference number", () => {
    expect(confirmationNumberOf(booking)).toBe("CTY-2026-0001")
    expect(
      confirmationNumberOf({ ...booking, bookingItems: [item, { ...item, referenceNumber: "CTY-2026-0002" }] }),
    ).toBe("CTY-2026-0001")
  })

  it("falls back to the uuid without items or a reference number", () => {
    expect(confirmationNumberOf({ ...booking, bookingItems: [] })).toBe(booking.uuid)
    expect(confirmationNumberOf({ ...booking, bookingItems: [{ ...item, referenceNumber: null }] })).toBe(booking.uuid)
    expect(confirmationNumberOf({ ...booking, bookingItems: [{ ...item, referenceNumber: " " }] })).toBe(booking.uuid)
  })
})

describe("booked room content", () => {
  it("shows the room's name and description", () => {
    expect(bookedRoomName(item)).toBe("Deluxe King")
    expect(bookedRoomDescription(item)).toBe("A king bed and a view of Table Mountain")
  })

  it("falls back to Unknown room name and Unknown room description", () => {
    expect(bookedRoomName({ content: null })).toBe("Unknown room name")
    expect(bookedRoomDescription({ content: null })).toBe("Unknown room description")
    expect(bookedRoomName({ content: { name: "", images: [] } })).toBe("Unknown room name")
    expect(bookedRoomDescription({ content: { name: "Deluxe King", images: [] } })).toBe("Unknown room description")
    expect(bookedRoomDescription({ content: { name: "Deluxe King", description: null, images: [] } })).toBe("Unknown room description")
  })
})

describe("display status", () => {
  it("is Cancelled when a cancelled date exists, paid or not", () => {
    expect(displayStatus({ cancelledAt: "2026-11-20T09:30:00+02:00", isPaid: true })).toBe("Cancelled")
    expect(displayStatus({ cancelledAt: "2026-11-20T09:30:00+02:00", isPaid: false })).toBe("Cancelled")
  })

  it("is otherwise Paid or Unpaid from isPaid", () => {
    expect(displayStatus({ cancelledAt: null, isPaid: true })).toBe("Paid")
    expect(displayStatus({ cancelledAt: null, isPaid: false })).toBe("Unpaid")
    expect(displayStatus({ cancelledAt: "", isPaid: false })).toBe("Unpaid")
  })

  it("uses the spec's words", () => {
    expect([CANCELLED, PAID, UNPAID, DONE]).toEqual(["Cancelled", "Paid", "Unpaid", "Done"])
  })

  it("current bookings show Paid or Unpaid, previous ones Done or Cancelled", () => {
    expect(currentBookingLabel(true)).toBe("Paid")
    expect(currentBookingLabel(false)).toBe("Unpaid")
    expect(previousBookingLabel(true)).toBe("Done")
    expect(previousBookingLabel(false)).toBe("Cancelled")
  })
})

describe("bookings tables", () => {
  it("show 6 bookings a page", () => {
    expect(BOOKINGS_PER_PAGE).toBe(6)
  })

  it("say No bookings when empty", () => {
    expect(NO_BOOKINGS).toBe("No bookings")
    expect(bookingsTableView("current", [])).toEqual({ kind: "empty", message: "No bookings" })
    expect(bookingsTableView("previous", [])).toEqual({ kind: "empty", message: "No bookings" })
  })

  it("list each booking with its table's status label", () => {
    const paid = { ...booking, uuid: "u-2", isPaid: true, bookingItems: [] }
    const row = {
      uuid: booking.uuid,
      confirmationNumber: "CTY-2026-0001",
      hotelName: "Karoo City Hotel V&A Waterfront",
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      totalForStayCents: 500000,
      currency: "ZAR",
      statusLabel: "Unpaid",
    }
    expect(bookingsTableView("current", [booking, paid])).toEqual({
      kind: "ready",
      rows: [row, { ...row, uuid: "u-2", confirmationNumber: "u-2", statusLabel: "Paid" }],
    })
    expect(bookingsTableView("previous", [booking, paid])).toEqual({
      kind: "ready",
      rows: [
        { ...row, statusLabel: "Cancelled" },
        { ...row, uuid: "u-2", confirmationNumber: "u-2", statusLabel: "Done" },
      ],
    })
  })
})

describe("cancel cut-off", () => {
  it("is 16:00 on the check-in day", () => {
    expect(CANCEL_CUTOFF.toString()).toBe("16:00:00")
    expect(isBeforeCancelCutoff("2026-12-01", at("2026-12-01T15:59:59"))).toBe(true)
    expect(isBeforeCancelCutoff("2026-12-01", at("2026-12-01T16:00:00"))).toBe(false)
  })

  it("allows any earlier day and no later day", () => {
    expect(isBeforeCancelCutoff("2026-12-01", at("2026-11-30T23:59:59"))).toBe(true)
    expect(isBeforeCancelCutoff("2026-12-01", at("2026-12-02T09:00:00"))).toBe(false)
  })

  it("reads the hotels' clock whatever zone `now` is in", () => {
    // 13:59:59 UTC is 15:59:59 in Johannesburg; 14:00 UTC is 16:00 there
    expect(isBeforeCancelCutoff("2026-12-01", Temporal.ZonedDateTime.from("2026-12-01T13:59:59+00:00[UTC]"))).toBe(true)
    expect(isBeforeCancelCutoff("2026-12-01", Temporal.ZonedDateTime.from("2026-12-01T14:00:00+00:00[UTC]"))).toBe(false)
  })

  it("once too late, stays too late as time passes", () => {
    const checkIn = Temporal.PlainDate.from("2026-12-01")
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }), fc.nat(3 * 86_400), (offset, later) => {
        const now = at("2026-12-01T16:00:00").add({ seconds: offset })
        if (!isBeforeCancelCutoff("2026-12-01", now)) {
          expect(isBeforeCancelCutoff("2026-12-01", now.add({ seconds: later }))).toBe(false)
        }
        expect(isBeforeCancelCutoff(checkIn.toString(), now)).toBe(offset < 0)
      }),
    )
  })
})

describe("booking side panel", () => {
  const paid = { ...booking, isPaid: true, status: "Paid" as const }
  const cancelled = { ...booking, cancelledAt: "2026-11-20T09:30:00+02:00", status: "Cancelled" as const }
  const morning = at("2026-11-30T09:00:00")

  it("offers Edit Booking, Pay and Cancel for an unpaid booking before the cut-off", () => {
    expect(sidePanelOptions(booking, morning)).toEqual({ openLabel: EDIT_BOOKING, showPay: true, showCancel: true })
    expect(EDIT_BOOKING).toBe("Edit Booking")
  })

  it("offers View Booking and Cancel, no Pay, for a paid booking", () => {
    expect(sidePanelOptions(paid, morning)).toEqual({ openLabel: VIEW_BOOKING, showPay: false, showCancel: true })
    expect(VIEW_BOOKING).toBe("View Booking")
  })

  it("offers neither Pay nor Cancel for a cancelled booking", () => {
    expect(sidePanelOptions(cancelled, morning)).toEqual({ openLabel: VIEW_BOOKING, showPay: false, showCancel: false })
  })

  it("shows Cancel until 15:59:59 on the check-in day and not at 16:00:00", () => {
    expect(sidePanelOptions(paid, at("2026-12-01T15:59:59")).showCancel).toBe(true)
    expect(sidePanelOptions(paid, at("2026-12-01T16:00:00")).showCancel).toBe(false)
  })

  it("hides Pay at hotel 830, still opening an unpaid booking as Edit Booking", () => {
    const at830 = { ...booking, hotel: { ...booking.hotel, code: "830" } }
    expect(sidePanelOptions(at830, morning)).toEqual({ openLabel: EDIT_BOOKING, showPay: false, showCancel: true })
  })
})
