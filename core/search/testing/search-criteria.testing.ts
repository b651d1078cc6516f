import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import type { Destination } from "../destination.ts"
import { MAX_GUESTS_PER_ROOM, MAX_ROOMS } from "../guest-rooms.ts"
import { MAX_STAY_NIGHTS, type SearchCriteria } from "../search-criteria.ts"
import type { SearchLinkParams } from "../search-link.ts"

/** What a browser hands back for a link: the parameters of its query string. */
export const paramsOf = (href: string): SearchLinkParams => Object.fromEntries(new URL(href, "https://hotels.example").searchParams)

// Bounds of the arbitrary searches: the search rules' own (1..10 rooms, 1..30 nights, 9-digit ids in the link).
const MAX_LINK_ID = 999_999_999
const FIRST_DAY = Temporal.PlainDate.from("2026-01-01")
const DAYS_SPAN = 3 * 365

const noNegativeZero = (value: number): number => (Object.is(value, -0) ? 0 : value)
export const destinationArb: fc.Arbitrary<Destination> = fc.oneof(
  fc.record({
    category: fc.constant("hotel" as const),
    hotelId: fc.integer({ min: 0, max: MAX_LINK_ID }),
    hotelCode: fc.string({ unit: "grapheme" }),
    name: fc.string({ unit: "grapheme" }),
  }),
  fc.record({
    category: fc.constant("location" as const),
    name: fc.string({ unit: "grapheme" }),
    latitude: fc.double({ min: -90, max: 90, noNaN: true }).map(noNegativeZero),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }).map(noNegativeZero),
  }),
)

/** Any valid search: every rule of SearchCriteria holds. */
export const searchArb: fc.Arbitrary<SearchCriteria> = fc
  .record({
    destination: destinationArb,
    start: fc.integer({ min: 0, max: DAYS_SPAN }),
    nights: fc.integer({ min: 1, max: MAX_STAY_NIGHTS }),
    flexiDate: fc.boolean(),
    guestRooms: fc.array(
      fc.record({ adults: fc.integer({ min: 1, max: MAX_GUESTS_PER_ROOM }), kids: fc.integer({ min: 0, max: MAX_GUESTS_PER_ROOM }) }),
      { minLength: 1, maxLength: MAX_ROOMS },
    ),
    promoCode: fc.string({ unit: "grapheme" }),
    clubCard: fc.string({ unit: "grapheme" }),
  })
  .map(({ start, nights, ...rest }) => {
    const checkIn = FIRST_DAY.add({ days: start })
    return { ...rest, checkInDate: checkIn.toString(), checkOutDate: checkIn.add({ days: nights }).toString() }
  })
