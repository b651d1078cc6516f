import { describe, expect, it } from "vitest"
import { hotelsTitle } from "./hotels-title.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "./session-state.ts"

describe("the hotel list's title", () => {
  it("names the place of a location search", () => {
    const destination = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 } as const
    expect(hotelsTitle({ ...DEFAULT_BOOKING_SESSION_STATE, destination })).toBe("Hotels near Cape Town")
  })

  it("is Hotels for a hotel's search, or before any search", () => {
    const destination = { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" } as const
    expect(hotelsTitle({ ...DEFAULT_BOOKING_SESSION_STATE, destination })).toBe("Hotels")
    expect(hotelsTitle(DEFAULT_BOOKING_SESSION_STATE)).toBe("Hotels")
  })
})
