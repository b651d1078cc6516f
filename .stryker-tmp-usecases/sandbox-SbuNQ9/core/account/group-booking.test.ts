// @ts-nocheck
import { Result } from "effect"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import {
  arrivalIssue,
  departureIssue,
  GROUP_BOOKING_DEFAULTS,
  GROUP_BOOKING_SUCCESS_ROUTE,
  makeGroupBookingRequest,
} from "./group-booking.ts"
import { GROUP_BOOKING_FAILED, GROUP_BOOKING_SENT } from "./messages.ts"

const today = Temporal.PlainDate.from("2026-05-10")

const request = {
  firstName: "Sipho",
  lastName: "Dlamini",
  contactNumber: "+27 82 123 4567",
  email: "sipho@example.co.za",
  arrivalDate: "2026-05-10",
  departureDate: "2026-05-12",
  totalRooms: 10,
  totalGuests: 20,
  locationOrHotel: "Cape Town",
}

// Built per check rather than once, so every check runs the rule as it is now.
const errors = (input: unknown) => {
  const result = validate(makeGroupBookingRequest(today))(input)
  return Result.isFailure(result) ? result.failure : {}
}

describe("group booking request", () => {
  it("accepts a complete request arriving today", () => {
    expect(validate(makeGroupBookingRequest(today))(request)).toEqual(Result.succeed({ ...request, contactNumber: "+27821234567" }))
  })

  it("starts at 10 rooms and 1 guest, goes home when sent, with the spec's toasts", () => {
    expect(GROUP_BOOKING_DEFAULTS).toEqual({ totalRooms: 10, totalGuests: 1 })
    expect(GROUP_BOOKING_SUCCESS_ROUTE).toBe("/")
    expect(GROUP_BOOKING_SENT).toBe("Request has been sent.")
    expect(GROUP_BOOKING_FAILED).toBe("Could not make booking")
  })

  it("requires every text field, the hotel field reading Required", () => {
    expect(errors({ ...request, firstName: "", lastName: " ", locationOrHotel: "" })).toEqual({
      firstName: ["Required"],
      lastName: ["Required"],
      locationOrHotel: ["Required"],
    })
  })

  it("checks the contact number with the mobile rule and the e-mail with the e-mail rule", () => {
    expect(errors({ ...request, contactNumber: "", email: "sipho@" })).toEqual({
      contactNumber: ["Mobile number is required"],
      email: ["Must be a valid email"],
    })
  })

  it("refuses an arrival yesterday with Cannot be in the past.", () => {
    expect(errors({ ...request, arrivalDate: "2026-05-09", departureDate: "2026-05-12" })).toEqual({
      arrivalDate: ["Cannot be in the past."],
    })
  })

  it("refuses a departure the day before arrival and accepts one on the arrival day", () => {
    expect(errors({ ...request, arrivalDate: "2026-05-20", departureDate: "2026-05-19" })).toEqual({
      departureDate: ["Departure cannot be before arrival"],
    })
    expect(errors({ ...request, arrivalDate: "2026-05-20", departureDate: "2026-05-20" })).toEqual({})
  })

  it("requires the dates and refuses text that is not a date", () => {
    expect(errors({ ...request, arrivalDate: "", departureDate: "2026-02-30" })).toEqual({
      arrivalDate: ["Required"],
      departureDate: ["Invalid date"],
    })
  })

  it("needs at least 10 rooms: 9 is refused", () => {
    expect(errors({ ...request, totalRooms: 9 })).toEqual({ totalRooms: ["A group booking needs at least 10 rooms"] })
    expect(errors({ ...request, totalRooms: 11 })).toEqual({})
  })

  it("needs a positive whole number of guests: 0 is refused, 1 accepted", () => {
    expect(errors({ ...request, totalGuests: 0 })).toEqual({ totalGuests: ["Must be at least 1 guest"] })
    expect(errors({ ...request, totalGuests: 1 })).toEqual({})
    expect(errors({ ...request, totalGuests: 1.5, totalRooms: 10.5 })).toEqual({
      totalGuests: ["Must be a whole number"],
      totalRooms: ["Must be a whole number"],
    })
  })

  it("takes today from outside: the same arrival is fine today and in the past tomorrow", () => {
    const tomorrow = makeGroupBookingRequest(today.add({ days: 1 }))
    expect(Result.isSuccess(validate(tomorrow)({ ...request, arrivalDate: "2026-05-11" }))).toBe(true)
    expect(Result.isFailure(validate(tomorrow)(request))).toBe(true)
  })
})

const day = fc.integer({ min: -400, max: 400 }).map((offset) => today.add({ days: offset }))

describe("group booking dates", () => {
  it("an arrival is in the past exactly when it comes before today", () => {
    fc.assert(
      fc.property(day, (arrival) => {
        expect(arrivalIssue(arrival.toString(), today) !== undefined).toBe(Temporal.PlainDate.compare(arrival, today) < 0)
      }),
    )
  })

  it("a departure is refused exactly when it comes before the arrival", () => {
    fc.assert(
      fc.property(day, day, (arrival, departure) => {
        const issue = departureIssue(arrival.toString(), departure.toString())
        expect(issue).toBe(Temporal.PlainDate.compare(departure, arrival) < 0 ? "Departure cannot be before arrival" : undefined)
      }),
    )
  })
})
