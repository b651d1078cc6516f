import { describe, expect, it } from "vitest"
import { brandHotelsDescription, ratingLabel, viewHotelLabel } from "./messages.ts"

// The hotel pages' words (decided around the spec's own: View Hotel, a brand's page, the guests' rating).
describe("hotel pages messages", () => {
  it("a brand's page is described by its slogan, or as every hotel of the brand when it has none", () => {
    expect(brandHotelsDescription("Karoo Courtyard", "Stay in the heart of it")).toBe("Stay in the heart of it: find one by city and book it online.")
    expect(brandHotelsDescription("Karoo Courtyard", null)).toBe("Every Karoo Courtyard hotel of the Karoo group: find one by city and book it online.")
  })

  it("View Hotel names the hotel, and the rating says its average out of 5", () => {
    expect(viewHotelLabel("Karoo Courtyard Rosebank")).toBe("View Hotel: Karoo Courtyard Rosebank")
    expect(ratingLabel(4.5)).toBe("Rated 4.5 out of 5")
  })
})
