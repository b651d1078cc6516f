import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { sessionSearchInput } from "../search/session-search.ts"
import { calendarStaySearch, viewRatesSearch } from "./search-from-session.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 },
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-12",
  flexiDate: true,
  guestRooms: [{ adults: 2, kids: 1 }],
  promoCode: "SUMMER",
  clubCard: "1234567890123",
})
/** The server validated the club card. */
const state = { ...searched, clubCardValid: true }
const hotel = hotelDetails(9, "Road Lodge", 3, "Johannesburg", { code: "830" })

describe("searches refined from the session", () => {
  it("repeats the session's search as the form would submit it", () => {
    expect(sessionSearchInput(state)).toEqual({
      destination: state.destination,
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      flexiDate: true,
      guestRooms: [{ adults: 2, kids: 1 }],
      promoCode: "SUMMER",
      clubCard: "1234567890123",
    })
  })

  it("View Rates searches the same stay at the chosen hotel, keeping flexible dates", () => {
    expect(viewRatesSearch(state, hotel)).toEqual({
      ...sessionSearchInput(state),
      destination: { category: "hotel", hotelId: 9, hotelCode: "830", name: "Road Lodge" },
    })
  })

  it("dates picked on the calendar replace the stay and end flexible dates", () => {
    expect(calendarStaySearch(state, { checkInDate: "2026-04-01", checkOutDate: "2026-04-03" })).toEqual({
      ...sessionSearchInput(state),
      checkInDate: "2026-04-01",
      checkOutDate: "2026-04-03",
      flexiDate: false,
    })
  })

  it("carries no club card the server did not validate (as the form and the room search)", () => {
    expect(viewRatesSearch(searched, hotel).clubCard).toBe("")
    expect(calendarStaySearch(searched, { checkInDate: "2026-04-01", checkOutDate: "2026-04-03" }).clubCard).toBe("")
  })
})
