import { describe, expect, it } from "vitest"
import { hotelsTitle } from "./hotels-title.ts"
import { HOTELS_NEAR, HOTELS_TITLE } from "./messages.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "./session-state.ts"

describe("the hotel list's title", () => {
  it("names the place of a location search, and is the list's own title for a hotel or no search", () => {
    expect(hotelsTitle({ ...DEFAULT_BOOKING_SESSION_STATE, destination: { category: "location", name: "Durban", latitude: -29.85, longitude: 31.02 } })).toBe(`${HOTELS_NEAR} Durban`)
    expect(hotelsTitle({ ...DEFAULT_BOOKING_SESSION_STATE, destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" } })).toBe(HOTELS_TITLE)
    expect(hotelsTitle({ ...DEFAULT_BOOKING_SESSION_STATE, destination: null })).toBe(HOTELS_TITLE)
  })
})
