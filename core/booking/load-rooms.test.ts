import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { loadRooms, roomOfLabel, roomSearchOf, roomsPageView, ROOMS_LOADING, roomStepOf } from "./load-rooms.ts"
import { NO_ROOMS_AVAILABLE } from "./messages.ts"
import { sampleOffer } from "./room-offer.testing.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"

const state = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-12",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "SUMMER",
  clubCard: "1234567890123",
})

describe("the room search of the session", () => {
  it("searches the hotel for the stay and rooms, with the promo code and only a validated club card", () => {
    expect(roomSearchOf(state)).toEqual({
      hotelCode: "101",
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      guestRooms: [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ],
      clubCard: "",
      promoCode: "SUMMER",
    })
    expect(roomSearchOf({ ...state, clubCardValid: true })?.clubCard).toBe("1234567890123")
  })

  it("is none for a location search or a session never searched", () => {
    expect(roomSearchOf(DEFAULT_BOOKING_SESSION_STATE)).toBeNull()
    expect(roomSearchOf({ ...state, checkInDate: null })).toBeNull()
    expect(roomSearchOf({ ...state, checkOutDate: null })).toBeNull()
    expect(roomSearchOf({ ...state, destination: { category: "location", name: "Durban", latitude: -29.8, longitude: 31 } })).toBeNull()
    expect(roomSearchOf({ ...state, checkOutDate: null })).toBeNull()
    expect(roomSearchOf({ ...state, checkInDate: null })).toBeNull()
  })

  it("is none while the stay lacks a check-in or a check-out date", () => {
    expect(roomSearchOf({ ...state, checkInDate: null })).toBeNull()
    expect(roomSearchOf({ ...state, checkOutDate: null })).toBeNull()
  })

  it("loads the hotel's offers", async () => {
    const offers = [sampleOffer(), sampleOffer({ hotelCode: "999" })]
    const fake = makeBookingApiMemory({ roomOffers: offers })
    const loaded = await Effect.runPromise(loadRooms(roomSearchOf(state)!).pipe(Effect.provide(fake.layer)))
    expect(loaded).toEqual({ kind: "loaded", offers: [offers[0]] })
  })
})

it("answers the normalised error's message when the room search fails", async () => {
  const fake = makeBookingApiMemory()
  fake.failNext("searchRooms", new HttpError({ status: 404, message: "Server offline" }))
  const load = await Effect.runPromise(loadRooms(roomSearchOf(state)!).pipe(Effect.provide(fake.layer)))
  expect(load).toEqual({ kind: "error", message: "Server offline" })
})

describe("the rooms page", () => {
  it("says Room 1 of n for the active room, with its guests", () => {
    expect(roomOfLabel(0, 3)).toBe("Room 1 of 3")
    expect(roomStepOf(state)).toEqual({ index: 0, count: 2, label: "Room 1 of 2", guests: "2 adults, 1 child" })
    // a stale tab's room index past the rooms names no one rather than failing
    expect(roomStepOf({ ...state, activeRoomIndex: 5 }).guests).toBe("0 adults")
    expect(roomStepOf({ ...state, activeRoomIndex: 1 })).toEqual({ index: 1, count: 2, label: "Room 2 of 2", guests: "1 adult" })
    // A step past the requested rooms (a session changed under the page) names no one rather than failing.
    expect(roomStepOf({ ...state, activeRoomIndex: 2 }).guests).toBe("0 adults")
  })

  it("names no guests for an active room the search does not have, rather than failing", () => {
    expect(roomStepOf({ ...state, activeRoomIndex: 2 })).toMatchObject({ index: 2, count: 2, guests: "0 adults" })
  })

  it("shows the no-rooms block when the hotel has no offer", () => {
    expect(roomsPageView({ kind: "loaded", offers: [] }, 1)).toEqual({ kind: "empty", message: NO_ROOMS_AVAILABLE })
    expect(roomsPageView(ROOMS_LOADING, 1)).toEqual({ kind: "loading" })
  })

  it("shows 4 room-type cards a page", () => {
    const offers = ["A", "B", "C", "D", "E"].map((code) => sampleOffer({ roomTypeCode: code }))
    const second = roomsPageView({ kind: "loaded", offers }, 2)
    expect(second.kind === "ready" && [second.page, second.pageCount, second.cards.map((each) => each.card.roomTypeCode)]).toEqual([
      2,
      2,
      ["E"],
    ])
    const first = roomsPageView({ kind: "loaded", offers }, 1)
    expect(first.kind === "ready" && first.cards.length).toBe(4)
  })
})
