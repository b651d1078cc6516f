import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Destination } from "./destination.ts"
import type { SearchCriteria } from "./search-criteria.ts"
import { paramsOf, searchArb } from "./testing/search-criteria.testing.ts"
import { readSearchLink, searchLinkHref, searchLinkHrefKeeping, searchLinkParams, type SearchLinkParams } from "./search-link.ts"

const hotel: Destination = { category: "hotel", hotelId: 12, hotelCode: "830", name: "Karoo City Hotel V&A Waterfront" }
const capeTown: Destination = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 }

const search: SearchCriteria = {
  destination: hotel,
  checkInDate: "2026-12-01",
  checkOutDate: "2026-12-03",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 0 },
    { adults: 1, kids: 1 },
  ],
  promoCode: "",
  clubCard: "",
}

describe("the search in the URL", () => {
  it("reads back every valid search it writes, through a real URL (round trip)", () => {
    fc.assert(
      fc.property(searchArb, (criteria) => {
        expect(readSearchLink(paramsOf(searchLinkHref("/booking/rooms", criteria)))).toEqual({ kind: "valid", criteria })
      }),
    )
  })

  it("writes short, readable parameters, leaving out what is empty", () => {
    expect(searchLinkParams(search)).toEqual({ hotel: "12", code: "830", name: "Karoo City Hotel V&A Waterfront", check_in: "2026-12-01", check_out: "2026-12-03", rooms: "2-0_1-1" })
    expect(searchLinkParams({ ...search, destination: capeTown, flexiDate: true, promoCode: "SUMMER", clubCard: "1234567890123" })).toEqual({
      location: "Cape Town",
      lat: "-33.9249",
      lng: "18.4241",
      check_in: "2026-12-01",
      check_out: "2026-12-03",
      rooms: "2-0_1-1",
      flexi: "1",
      promo: "SUMMER",
      club_card: "1234567890123",
    })
    expect(searchLinkHref("/booking/rooms", search)).toBe(
      "/booking/rooms?hotel=12&code=830&name=Karoo%20City%20Hotel%20V%26A%20Waterfront&check_in=2026-12-01&check_out=2026-12-03&rooms=2-0_1-1",
    )
  })

  it("names no search when the URL has none of its parameters, whatever else it has", () => {
    expect(readSearchLink({})).toEqual({ kind: "none" })
    expect(readSearchLink({ "active-room-index": "1" })).toEqual({ kind: "none" })
  })

  it("keeps parameters it does not use out of the way", () => {
    const params = { ...searchLinkParams(search), "active-room-index": "1" }
    expect(readSearchLink(params)).toEqual({ kind: "valid", criteria: search })
  })

  const valid = searchLinkParams(search)
  const without = (key: string): SearchLinkParams => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))

  it.each([
    ["a missing check-in date", without("check_in")],
    ["a missing check-out date", without("check_out")],
    ["a date that does not exist", { ...valid, check_in: "2026-02-30" }],
    ["check-out before check-in", { ...valid, check_out: "2026-11-30" }],
    ["a stay longer than the site books", { ...valid, check_out: "2027-02-01" }],
    ["no rooms", without("rooms")],
    ["rooms written another way", { ...valid, rooms: "2,0" }],
    ["a room without an adult", { ...valid, rooms: "2-0_0-1" }],
    ["more than 10 rooms", { ...valid, rooms: Array.from({ length: 11 }, () => "1-0").join("_") }],
    ["a negative count", { ...valid, rooms: "-1-0" }],
    ["a hotel without its code", without("code")],
    ["a hotel id that is not a whole number", { ...valid, hotel: "12.5" }],
    ["both a hotel and a place", { ...valid, location: "Cape Town", lat: "1", lng: "2" }],
    ["a place without coordinates", { location: "Cape Town", check_in: "2026-12-01", check_out: "2026-12-03", rooms: "1-0" }],
    ["a latitude off the Earth", { location: "Cape Town", lat: "91", lng: "18", check_in: "2026-12-01", check_out: "2026-12-03", rooms: "1-0" }],
    ["no destination", { check_in: "2026-12-01", check_out: "2026-12-03", rooms: "1-0" }],
    ["a flexible-dates flag other than 1", { ...valid, flexi: "yes" }],
    ["a hotel id with a sign", { ...valid, hotel: "-12" }],
    ["a hotel id with a leading zero", { ...valid, hotel: "012" }],
    ["a hotel id in exponent form", { ...valid, hotel: "1e3" }],
    ["a hotel id of more than 9 digits", { ...valid, hotel: "1234567890" }],
    ["a room count with a space", { ...valid, rooms: "2-0_1- 1" }],
    ["a room with a third count", { ...valid, rooms: "2-0-0" }],
    ["a latitude with a space", { location: "Cape Town", lat: " -33.9", lng: "18", check_in: "2026-12-01", check_out: "2026-12-03", rooms: "1-0" }],
    ["an empty longitude", { location: "Cape Town", lat: "-33.9", lng: "", check_in: "2026-12-01", check_out: "2026-12-03", rooms: "1-0" }],
    ["search parameters without a destination or dates", { promo: "SUMMER" }],
  ])("refuses a link with %s", (_, params) => {
    expect(readSearchLink(params)).toEqual({ kind: "invalid" })
  })

  it("reads a hotel id of one to nine digits written plainly", () => {
    for (const id of ["0", "7", "10", "999999999"]) {
      expect(readSearchLink({ ...valid, hotel: id })).toEqual({ kind: "valid", criteria: { ...search, destination: { ...hotel, hotelId: Number(id) } } })
    }
  })

  it("reads a place's coordinates as String(number) writes them", () => {
    const params = { location: "Cape Town", lat: "0", lng: "-18.5", check_in: "2026-12-01", check_out: "2026-12-03", rooms: "1-0" }
    expect(readSearchLink(params)).toEqual({
      kind: "valid",
      criteria: { ...search, destination: { category: "location", name: "Cape Town", latitude: 0, longitude: -18.5 }, guestRooms: [{ adults: 1, kids: 0 }] },
    })
  })
})

describe("a booking page's address with its search (issue 27 §3)", () => {
  it("writes the search, then the page's other parameters, leaving out the search's own and the absent", () => {
    const params: SearchLinkParams = { hotel: "99", check_in: "2020-01-01", "active-room-index": "1", gone: undefined, "a b": "c&d" }
    expect(searchLinkHrefKeeping("/booking/rooms", search, params)).toBe(`${searchLinkHref("/booking/rooms", search)}&active-room-index=1&a%20b=c%26d`)
  })

  it("is the search's own address when the page has no other parameter", () => {
    expect(searchLinkHrefKeeping("/booking/rooms", search, searchLinkParams(search))).toBe(searchLinkHref("/booking/rooms", search))
  })
})
