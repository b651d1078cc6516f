import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { toIsoDate } from "../time/iso-date.ts"
import type { MandatoryPaymentPeriod } from "../booking/mandatory-payment.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../booking/hotel.ts"
import { guestDetailsActions, type PayLaterInput } from "./pay-later.ts"

const today = Temporal.PlainDate.from("2026-03-10")
const festive: MandatoryPaymentPeriod = { checkInDate: "2026-12-20", checkOutDate: "2026-12-31", description: "Festive" }

const ordinary: PayLaterInput = {
  hotelCode: "101",
  isMandatoryPayment: false,
  checkInDate: "2026-03-11",
  checkOutDate: "2026-03-13",
  rooms: [{ mandatoryPaymentPeriods: [] }],
  today,
}

describe("guest-details actions", () => {
  it("shows Pay Later beside Pay Booking for an ordinary booking", () => {
    expect(guestDetailsActions(ordinary)).toEqual({ payLater: "shown", payBooking: true })
  })

  it("hides Pay Later when payment is mandatory", () => {
    expect(guestDetailsActions({ ...ordinary, isMandatoryPayment: true })).toEqual({ payLater: "hidden", payBooking: true })
  })

  it("hides Pay Later when check-in is today, and shows it for check-in tomorrow", () => {
    expect(guestDetailsActions({ ...ordinary, checkInDate: "2026-03-10" })).toEqual({ payLater: "hidden", payBooking: true })
    expect(guestDetailsActions({ ...ordinary, checkInDate: "2026-03-11" }).payLater).toBe("shown")
  })

  it("hides Pay Later when a room's mandatory payment period overlaps the stay", () => {
    const stay = { checkInDate: "2026-12-30", checkOutDate: "2027-01-02" }
    const rooms = [{ mandatoryPaymentPeriods: [] }, { mandatoryPaymentPeriods: [festive] }]
    expect(guestDetailsActions({ ...ordinary, ...stay, rooms })).toEqual({ payLater: "hidden", payBooking: true })
  })

  it("shows Pay Later when the rooms' periods lie outside the stay", () => {
    const stay = { checkInDate: "2026-12-18", checkOutDate: "2026-12-20" }
    expect(guestDetailsActions({ ...ordinary, ...stay, rooms: [{ mandatoryPaymentPeriods: [festive] }] }).payLater).toBe(
      "shown",
    )
  })

  it("offers only Pay Later, and no Pay Booking, at hotel 830 even when the other rules would hide it", () => {
    expect(PAY_LATER_ONLY_HOTEL_CODE).toBe("830")
    const only = { payLater: "only", payBooking: false }
    expect(guestDetailsActions({ ...ordinary, hotelCode: "830" })).toEqual(only)
    expect(guestDetailsActions({ ...ordinary, hotelCode: "830", isMandatoryPayment: true, checkInDate: "2026-03-10" })).toEqual(
      only,
    )
  })

  it("for any booking: only Pay Later at hotel 830, else Pay Later hidden exactly when payment is mandatory, check-in is today or a room's period holds a night of the stay", () => {
    const day = (offset: number) => toIsoDate(today.add({ days: offset }))
    const period = fc
      .tuple(fc.nat(60), fc.nat(20))
      .map(([start, length]): MandatoryPaymentPeriod => ({ checkInDate: day(start), checkOutDate: day(start + length), description: "" }))
    const input = fc
      .record({
        hotelCode: fc.constantFrom("830", "831", "083", "101"),
        isMandatoryPayment: fc.boolean(),
        checkIn: fc.nat(60),
        nights: fc.integer({ min: 1, max: 14 }),
        rooms: fc.array(fc.record({ mandatoryPaymentPeriods: fc.array(period, { maxLength: 3 }) }), { minLength: 1, maxLength: 4 }),
      })
      .map(
        ({ checkIn, nights, ...rest }): PayLaterInput => ({
          ...rest,
          checkInDate: day(checkIn),
          checkOutDate: day(checkIn + nights),
          today,
        }),
      )
    fc.assert(
      fc.property(input, (booking) => {
        const checkIn = Temporal.PlainDate.from(booking.checkInDate)
        const nights = checkIn.until(Temporal.PlainDate.from(booking.checkOutDate)).days
        const nightsOfStay = Array.from({ length: nights }, (_, i) => checkIn.add({ days: i }).toString())
        const overlaps = booking.rooms.some((room) =>
          room.mandatoryPaymentPeriods.some((p) => nightsOfStay.some((night) => p.checkInDate <= night && night <= p.checkOutDate)),
        )
        const expected =
          booking.hotelCode === "830"
            ? { payLater: "only", payBooking: false }
            : {
                payLater: booking.isMandatoryPayment || booking.checkInDate === today.toString() || overlaps ? "hidden" : "shown",
                payBooking: true,
              }
        expect(guestDetailsActions(booking)).toEqual(expected)
      }),
    )
  })
})
