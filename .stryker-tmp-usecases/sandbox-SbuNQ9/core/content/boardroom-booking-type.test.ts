// @ts-nocheck
import { describe, expect, it } from "vitest"
import { boardroomBookingType, DEFAULT_BOARDROOM_BOOKING_TYPE } from "./boardroom-booking-type.ts"

describe("boardroom booking type", () => {
  it("derives from the page path", () => {
    expect(boardroomBookingType("/meetings-and-events/boardrooms-and-meetings")).toBe("boardroom_and_meetings")
    expect(boardroomBookingType("/meetings-and-events/conferences")).toBe("conferences")
    expect(boardroomBookingType("/meetings-and-events/events")).toBe("events")
    expect(boardroomBookingType("/events?x=1")).toBe("events")
    expect(boardroomBookingType("conferences")).toBe("conferences")
  })

  it("defaults to boardroom_and_meetings", () => {
    expect(DEFAULT_BOARDROOM_BOOKING_TYPE).toBe("boardroom_and_meetings")
    expect(boardroomBookingType("/meetings-and-events")).toBe("boardroom_and_meetings")
    expect(boardroomBookingType("")).toBe("boardroom_and_meetings")
    expect(boardroomBookingType("/our-hotels/city/12")).toBe("boardroom_and_meetings")
  })

  it("matches whole path segments only", () => {
    expect(boardroomBookingType("/special-events")).toBe("boardroom_and_meetings")
    expect(boardroomBookingType("/conferences-2026")).toBe("boardroom_and_meetings")
    expect(boardroomBookingType("/constructor")).toBe("boardroom_and_meetings")
  })

  it("lets the deepest segment naming a type win", () => {
    expect(boardroomBookingType("/events/conferences")).toBe("conferences")
    expect(boardroomBookingType("/conferences/events/")).toBe("events")
  })
})
