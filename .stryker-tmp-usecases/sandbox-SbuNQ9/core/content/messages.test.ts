// @ts-nocheck
import { describe, expect, it } from "vitest"
import * as messages from "./messages.ts"

describe("content empty states", () => {
  it("are the spec's words", () => {
    expect({ ...messages }).toEqual({
      NO_RESULTS: "No results",
      NO_DOWNLOADS: "No downloads available.",
      NO_TERMS: "No Terms and Conditions available",
      NO_JOBS: "No jobs available",
      NO_SPECIAL_OFFERS: "No special offers available",
      NO_HOTELS: "No hotels available",
      NO_HOTEL_SPECIALS: "There are currently no specials available at this hotel.",
    })
  })
})
