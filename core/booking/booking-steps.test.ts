import { describe, expect, it } from "vitest"
import { bookingSteps } from "./booking-steps.ts"

describe("the booking step indicator", () => {
  it("reads Rooms, Review, Guest details, Payment", () => {
    expect(bookingSteps("Rooms").map((step) => step.label)).toEqual(["Rooms", "Review", "Guest details", "Payment"])
  })

  it("marks the steps before the current one done and the ones after upcoming", () => {
    expect(bookingSteps("Guest details").map((step) => step.status)).toEqual(["done", "done", "current", "upcoming"])
    expect(bookingSteps("Rooms").map((step) => step.status)).toEqual(["current", "upcoming", "upcoming", "upcoming"])
  })
})
