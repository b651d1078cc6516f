import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import type { HotelSearch } from "../ports/BookingApi.ts"
import { hotelSearchOf, hotelsPageView, HOTELS_LOADING, loadHotels } from "./load-hotels.ts"
import { NO_HOTELS_AVAILABLE } from "./messages.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"
import { PAYMENT_REQUIRED_UPON_CHECKOUT } from "../payment/messages.ts"

const capeTown = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 } as const
const state = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: capeTown,
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-12",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "SUMMER",
  clubCard: "",
})
const search = hotelSearchOf(state)!

describe("the hotel search of the session", () => {
  it("searches the location by name and coordinates for the stay, the rooms and the promo code", () => {
    // read here, not from the module's `search`: a mutant is switched on for the tests, after the module has loaded
    expect(hotelSearchOf(state)).toEqual<HotelSearch>({
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      guestRooms: [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ],
      location: "Cape Town",
      coordinates: { latitude: -33.9249, longitude: 18.4241 },
      promoCode: "SUMMER",
    })
  })

  it("is none for a hotel destination or a session never searched", () => {
    expect(hotelSearchOf(DEFAULT_BOOKING_SESSION_STATE)).toBeNull()
    expect(hotelSearchOf({ ...state, destination: { category: "hotel", hotelId: 1, hotelCode: "101", name: "A" } })).toBeNull()
  })

  it("is none while the location search lacks a date", () => {
    expect(hotelSearchOf({ ...state, checkInDate: null })).toBeNull()
    expect(hotelSearchOf({ ...state, checkOutDate: null })).toBeNull()
  })
})

describe("loading the hotels", () => {
  it("leaves out the hotels with lowestRate -1", async () => {
    const listed = hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg", { lowestRate: 125_000 })
    const unavailable = hotelDetails(2, "Karoo Courtyard Arcadia", 2, "Pretoria", { lowestRate: -1 })
    const fake = makeBookingApiMemory({ hotels: [listed, unavailable] })
    const load = await Effect.runPromise(loadHotels(search).pipe(Effect.provide(fake.layer)))
    expect(load).toEqual({ kind: "loaded", hotels: [listed] })
    expect(fake.calls).toEqual([{ method: "searchHotels", args: [search] }])
  })

  it("answers the normalised error's message when the search fails", async () => {
    const fake = makeBookingApiMemory()
    fake.failNext("searchHotels", new HttpError({ status: 500, message: "Something went wrong" }))
    const load = await Effect.runPromise(loadHotels(search).pipe(Effect.provide(fake.layer)))
    expect(load).toEqual({ kind: "error", message: "Something went wrong" })
  })
})

describe("the hotels page", () => {
  const options = { order: "recommended", mobile: false } as const

  it("shows loading and errors as they are", () => {
    expect(hotelsPageView(HOTELS_LOADING, search, options)).toEqual({ kind: "loading" })
    expect(hotelsPageView({ kind: "error", message: "Server offline" }, search, options)).toEqual({ kind: "error", message: "Server offline" })
  })

  it("says No hotels available when nothing is listed", () => {
    expect(hotelsPageView({ kind: "loaded", hotels: [] }, search, options)).toEqual({ kind: "empty", message: NO_HOTELS_AVAILABLE })
  })

  it("orders the cards by price and gives a pin per card", () => {
    const dear = hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg", { lowestRate: 300_000 })
    const cheap = hotelDetails(2, "Karoo City Waterfront", 1, "Cape Town", { lowestRate: 100_000, latitude: -33.9, longitude: 18.4 })
    const view = hotelsPageView({ kind: "loaded", hotels: [dear, cheap] }, search, { ...options, order: "price" })
    expect(view.kind === "ready" && view.cards.map((card) => card.hotel.id)).toEqual([2, 1])
    expect(view.kind === "ready" && view.pins[0]).toEqual({ hotelId: 2, name: cheap.name, latitude: -33.9, longitude: 18.4, fromPrice: 100_000 })
  })

  it("orders the cards by distance from the searched place", () => {
    const johannesburg = hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg")
    const capeTownHotel = hotelDetails(2, "Karoo City Waterfront", 1, "Cape Town", { latitude: -33.92, longitude: 18.42 })
    const view = hotelsPageView({ kind: "loaded", hotels: [johannesburg, capeTownHotel] }, search, { ...options, order: "distance" })
    expect(view.kind === "ready" && view.cards.map((card) => card.hotel.id)).toEqual([2, 1])
  })

  it("warns on a card whose mandatory payment period overlaps the stay", () => {
    const festive = hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg", { mandatoryPaymentPeriods: [{ checkInDate: "2026-03-11", checkOutDate: "2026-03-20", description: "Festival" }] })
    const view = hotelsPageView({ kind: "loaded", hotels: [festive] }, search, options)
    expect(view.kind === "ready" && view.cards[0]!.warning).toBe(PAYMENT_REQUIRED_UPON_CHECKOUT)
  })
})
