import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "../booking/session-state.ts"
import { searchLinkHref, readSearchLink } from "./search-link.ts"
import { sessionSearch, sessionSearchInput } from "./session-search.ts"
import { paramsOf, searchArb } from "./testing/search-criteria.testing.ts"
import type { SearchCriteria } from "./search-criteria.ts"

/** The session after `criteria` was searched, its club card checked by the server as `cardValid`. */
const sessionAfter = (criteria: SearchCriteria, cardValid: boolean) => ({ ...withSearch(DEFAULT_BOOKING_SESSION_STATE, criteria), clubCardValid: cardValid })

describe("the session's search, one mapping for the form, the link and the refined searches", () => {
  it("a search survives session → criteria → URL → criteria, carrying the club card only when the server validated it", () => {
    fc.assert(
      fc.property(searchArb, fc.boolean(), (searched, cardValid) => {
        const criteria = sessionSearch(sessionAfter(searched, cardValid))
        expect(criteria).toEqual({ ...searched, clubCard: cardValid ? searched.clubCard : "" })
        expect(readSearchLink(paramsOf(searchLinkHref("/booking/rooms", criteria!)))).toEqual({ kind: "valid", criteria })
      }),
    )
  })

  it("is no search before one was made", () => {
    expect(sessionSearch(DEFAULT_BOOKING_SESSION_STATE)).toBeNull()
  })

  it("gives the form a club card the server did not validate as empty, as the room search sends it", () => {
    const searched: SearchCriteria = {
      destination: { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 },
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      flexiDate: false,
      guestRooms: [{ adults: 2, kids: 0 }],
      promoCode: "SUMMER",
      clubCard: "1234567890123",
    }
    expect(sessionSearchInput(sessionAfter(searched, false))).toEqual({ ...searched, clubCard: "" })
    expect(sessionSearchInput(sessionAfter(searched, true))).toEqual(searched)
  })
})
