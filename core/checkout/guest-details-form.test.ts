import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { guestDetailsActionsOf, guestDetailsErrors, guestDetailsInput } from "./guest-details-form.ts"
import { DEFAULT_BOOKING_SESSION_STATE, unchosenRoom } from "../booking/session-state.ts"

const threeRooms = {
  ...DEFAULT_BOOKING_SESSION_STATE,
  guestRooms: [unchosenRoom({ adults: 1, kids: 0 }), unchosenRoom({ adults: 2, kids: 0 }), unchosenRoom({ adults: 1, kids: 1 })],
  confirmationCommunicationMethod: ["sms" as const],
  isCancellationPolicyAccepted: true,
}

const mainGuest = {
  title: "Ms",
  firstName: "Thandi",
  lastName: "Nkosi",
  mobile: "+27 82 123 4567",
  email: "thandi@example.co.za",
  idType: "Passport" as const,
  idNumber: "A1234567",
  address: { country: "South Africa", lineOne: "1 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001" },
}

describe("the guest-details form", () => {
  it("starts blank, with the main guest's address in South Africa, a further guest per further room, sms and no mailing-list consent", () => {
    const input = guestDetailsInput(threeRooms)
    expect(input.mainGuest.address).toEqual({ country: "South Africa", lineOne: "", lineTwo: "", city: "", postalCode: "" })
    expect(input.guests).toHaveLength(2)
    expect(input.guests[0]).toEqual({ title: "", firstName: "", lastName: "", mobile: "", email: "", idType: "ID Number", idNumber: "" })
    expect(input.communication).toEqual({ method: ["sms"], addToMailingListPermission: false })
    expect(input.isCancellationPolicyAccepted).toBe(true)
  })

  it("names every required field of the main guest when blank (the country is chosen already), and none of the further guests'", () => {
    const errors = guestDetailsErrors(guestDetailsInput(threeRooms))
    expect(Object.keys(errors).sort()).toEqual(
      [
        "mainGuest.address.city",
        "mainGuest.address.lineOne",
        "mainGuest.address.postalCode",
        "mainGuest.email",
        "mainGuest.firstName",
        "mainGuest.idNumber",
        "mainGuest.lastName",
        "mainGuest.mobile",
        "mainGuest.title",
      ].sort(),
    )
  })

  it("is valid once the main guest is complete, the further guests left blank", () => {
    expect(guestDetailsErrors({ ...guestDetailsInput(threeRooms), mainGuest })).toEqual({})
  })

  it("checks what a further guest did fill in", () => {
    const input = guestDetailsInput(threeRooms)
    const errors = guestDetailsErrors({ ...input, mainGuest, guests: [{ ...input.guests[0]!, email: "not-an-email" }, input.guests[1]!] })
    expect(errors).toEqual({ "guests.0.email": ["Must be a valid email"] })
  })
})

describe("the guest-details buttons for the session's stay", () => {
  const stay = { ...threeRooms, checkInDate: "2026-12-01", checkOutDate: "2026-12-03" }
  const hotel = (code: string) => ({ category: "hotel" as const, hotelId: 1, hotelCode: code, name: "Hotel" })

  it("offers both on a later stay, Pay Later only at hotel 830, and hides Pay Later for a mandatory-payment promo", () => {
    const before = Temporal.PlainDate.from("2026-11-25")
    expect(guestDetailsActionsOf({ ...stay, destination: hotel("101") }, before)).toEqual({ payLater: "shown", payBooking: true })
    expect(guestDetailsActionsOf({ ...stay, destination: hotel("830"), isMandatoryPayment: true }, before)).toEqual({ payLater: "only", payBooking: false })
    expect(guestDetailsActionsOf({ ...stay, destination: hotel("101"), isMandatoryPayment: true }, before)).toEqual({ payLater: "hidden", payBooking: true })
  })

  it("hides Pay Later when check-in is today, and answers nothing without dates", () => {
    expect(guestDetailsActionsOf({ ...stay, destination: hotel("101") }, Temporal.PlainDate.from("2026-12-01"))?.payLater).toBe("hidden")
    expect(guestDetailsActionsOf(threeRooms, Temporal.PlainDate.from("2026-12-01"))).toBeNull()
    expect(guestDetailsActionsOf({ ...stay, destination: hotel("101"), checkOutDate: null }, Temporal.PlainDate.from("2026-11-25"))).toBeNull()
    expect(guestDetailsActionsOf({ ...stay, destination: hotel("101"), checkInDate: null }, Temporal.PlainDate.from("2026-11-25"))).toBeNull()
  })
})
