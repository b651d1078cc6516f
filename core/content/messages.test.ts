import { describe, expect, it } from "vitest"
import * as messages from "./messages.ts"

describe("content empty states", () => {
  it("are the spec's words", () => {
    expect({ ...messages }).toMatchObject({
      NO_RESULTS: "No results",
      NO_DOWNLOADS: "No downloads available.",
      NO_TERMS: "No Terms and Conditions available",
      NO_JOBS: "No jobs available",
      NO_SPECIAL_OFFERS: "No special offers available",
      NO_HOTELS: "No hotels available",
      NO_HOTEL_SPECIALS: "There are currently no specials available at this hotel.",
    })
  })

  it("keep the contact page's words the spec gives (spec A §2)", () => {
    expect([messages.HOTEL_CONTACT_DETAILS, messages.BOOK_HOTEL]).toEqual(["Hotel contact details", "Book Hotel"])
  })

  it("a banner says which of how many it is, counted from 1, and a review its stars out of 5 (decided words)", () => {
    expect(messages.bannerPosition(0, 3)).toBe("Banner 1 of 3")
    expect(messages.bannerPosition(2, 3)).toBe("Banner 3 of 3")
    expect(messages.starsLabel(4)).toBe("Rated 4 out of 5")
  })
})
