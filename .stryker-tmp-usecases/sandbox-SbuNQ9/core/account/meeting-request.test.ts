// @ts-nocheck
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { eventDurationOf, MEETING_REQUEST_DEFAULTS, MeetingRequest, toBoardroomBooking } from "./meeting-request.ts"

const request = {
  boardroomName: "Protea Boardroom",
  contactNumber: "+27 82 123 4567",
  duration: "Half Day",
  email: "events@example.co.za",
  eventDate: "2026-06-01",
  firstName: "Lerato",
  surname: "Nkosi",
  hotelId: 12,
  numberOfGuests: 14,
  pathname: "/meetings-and-events/conferences",
} as const

describe("meeting room request", () => {
  it("accepts a complete request", () => {
    expect(validate(MeetingRequest)(request)).toEqual(Result.succeed(request))
  })

  it("starts on Whole Day for 1 guest", () => {
    expect(MEETING_REQUEST_DEFAULTS).toEqual({ duration: "Whole Day", numberOfGuests: 1 })
  })

  it("requires names, contact number, e-mail and event date", () => {
    expect(validate(MeetingRequest)({ ...request, firstName: "", surname: "", contactNumber: "", email: "", eventDate: "" })).toEqual(
      Result.fail({
        firstName: ["Required"],
        surname: ["Required"],
        contactNumber: ["Required"],
        email: ["Required"],
        eventDate: ["Required"],
      }),
    )
  })

  it("needs at least 1 guest: 0 is refused", () => {
    expect(validate(MeetingRequest)({ ...request, numberOfGuests: 0 })).toEqual(
      Result.fail({ numberOfGuests: ["Must be at least 1 guest"] }),
    )
    expect(Result.isSuccess(validate(MeetingRequest)({ ...request, numberOfGuests: 1 }))).toBe(true)
  })

  it("takes only Half Day or Whole Day", () => {
    expect(Result.isSuccess(validate(MeetingRequest)({ ...request, duration: "Whole Day" }))).toBe(true)
    expect(Result.isFailure(validate(MeetingRequest)({ ...request, duration: "Evening" }))).toBe(true)
  })

  it("sends Whole Day as full_day and Half Day as half_day", () => {
    expect(eventDurationOf("Whole Day")).toBe("full_day")
    expect(eventDurationOf("Half Day")).toBe("half_day")
  })

  it("builds the book-boardroom request with the surname as last name, the date at noon and the page's booking type", () => {
    expect(toBoardroomBooking(request)).toEqual({
      boardroomName: "Protea Boardroom",
      bookingType: "conferences",
      contactNumber: "+27 82 123 4567",
      eventDuration: "half_day",
      expectedGuestCount: 14,
      emailAddress: "events@example.co.za",
      eventDate: "2026-06-01T12:00:00+02:00",
      firstName: "Lerato",
      hotelId: 12,
      lastName: "Nkosi",
    })
    expect(toBoardroomBooking({ ...request, pathname: "/our-hotels/city/12", duration: "Whole Day" })).toMatchObject({
      bookingType: "boardroom_and_meetings",
      eventDuration: "full_day",
    })
  })
})
