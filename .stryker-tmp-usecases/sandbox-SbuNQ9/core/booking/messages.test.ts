// @ts-nocheck
import { describe, expect, it } from "vitest"
import * as messages from "./messages.ts"

// Every message is a requirement word for word (spec B §8 and the sections named in messages.ts).
describe("booking messages", () => {
  it("booking toasts use the spec's words", () => {
    expect(messages.COULD_NOT_CONFIRM_BOOKING).toBe("Could not confirm booking")
    expect(messages.COULD_NOT_MAKE_RESERVATION).toBe("Could not make reservation")
    expect(messages.BOOKING_CREATED).toBe("Booking created successfully")
    expect(messages.BOOKING_FAILED).toBe("Booking has failed, Please try again.")
  })

  it("manage-booking words use the spec's words", () => {
    expect([
      messages.BREADCRUMB_HOME,
      messages.BREADCRUMB_MY_ACCOUNT,
      messages.BREADCRUMB_MY_BOOKINGS,
      messages.BREADCRUMB_MANAGE_BOOKING,
    ]).toEqual(["Home", "My Account", "My Bookings", "Manage Booking"])
    expect([messages.VIEW_BOOKING, messages.EDIT_BOOKING]).toEqual(["View Booking", "Edit Booking"])
  })

  it("keeps B's final full stop on the cancellation failure", () => {
    expect(messages.BOOKING_CANCEL_FAILED.endsWith("try again.")).toBe(true)
  })

  it("every message is a non-blank string without stray spaces", () => {
    for (const value of Object.values(messages)) {
      expect(typeof value).toBe("string")
      expect(value.trim()).toBe(value)
      expect(value.length).toBeGreaterThan(0)
    }
  })
})
