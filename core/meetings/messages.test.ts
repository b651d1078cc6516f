import { describe, expect, it } from "vitest"
import { moreInformationLabel, requestTitle, upToGuests } from "./messages.ts"

// spec A §2 "Meeting-room request form on a hotel card ('More Information' modal, 'Book Now')": each names its hotel.
describe("meetings messages", () => {
  it("a hotel card's More Information and the request's title name the hotel", () => {
    expect(moreInformationLabel("Karoo Courtyard Rosebank")).toBe("More Information: Karoo Courtyard Rosebank")
    expect(requestTitle("Karoo Courtyard Rosebank")).toBe("Request a meeting room at Karoo Courtyard Rosebank")
  })

  it("a venue's seats say how many guests it holds", () => {
    expect(upToGuests(40)).toBe("Up to 40 guests")
  })
})
