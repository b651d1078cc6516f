import { describe, expect, it } from "vitest"
import { bookingHeading, resendIn } from "./messages.ts"

describe("the manage-booking area's words", () => {
  it("name the time left before a new code and the booking a heading is about", () => {
    expect(resendIn("59 seconds")).toBe("You can ask for a new code in 59 seconds.")
    expect(bookingHeading("CTY-2026-0001")).toBe("Booking CTY-2026-0001")
  })
})
