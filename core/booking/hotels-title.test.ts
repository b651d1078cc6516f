import { describe, expect, it } from "vitest"
import { hotelsTitle } from "./hotels-title.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "./session-state.ts"

describe("the hotel list's title", () => {
  it("names the place of a location search, and is Hotels before a search or for a hotel's", () => {
    const capeTown = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 } as const
    const rosebank = { category: "hotel", hotelId: 7, hotelCode: "107", name: "Karoo Courtyard Rosebank" } as const
    expect(hotelsTitle({ ...DEFAULT_BOOKING_SESSION_STATE, destination: capeTown })).toBe("Hotels near Cape Town")
    expect(hotelsTitle(DEFAULT_BOOKING_SESSION_STATE)).toBe("Hotels")
    expect(hotelsTitle({ ...DEFAULT_BOOKING_SESSION_STATE, destination: rosebank })).toBe("Hotels")
  })
})
