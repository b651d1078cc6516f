import { describe, expect, it } from "vitest"
import { idNumberLabel, pointsPaidSummary, requiredLabel } from "./messages.ts"

describe("the checkout's words", () => {
  it("mark a required field's label with *, and leave an optional one as it is", () => {
    expect(requiredLabel("First name", true)).toBe("First name *")
    expect(requiredLabel("First name", false)).toBe("First name")
  })

  it("name the identification number by its ID type", () => {
    expect(idNumberLabel("Passport")).toBe("Passport number")
    expect(idNumberLabel("ID Number")).toBe("South African ID number")
  })

  it("say what the points paid, one room-night or several", () => {
    expect(pointsPaidSummary(1, 12_000, "R 2,500.00")).toBe("Your points paid 1 room-night: 12,000 points for R 2,500.00.")
    expect(pointsPaidSummary(2, 24_000, "R 5,000.00")).toBe("Your points paid 2 room-nights: 24,000 points for R 5,000.00.")
  })
})
