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
})
