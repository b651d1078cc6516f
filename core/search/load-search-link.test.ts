import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { BookingSession, type BookingSessionShape } from "../booking/session-store.ts"
import { HttpError } from "../http/http-error.ts"
import type { BookingSessionState } from "../booking/session-state.ts"
import { type BookingApiMemory, makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { HOTEL_TIME_ZONE } from "../time/clock.ts"
import type { HotelDestination, LocationDestination } from "./destination.ts"
import { loadSearchLink, openSearchLinkToDraw, type SearchLinkOutcome } from "./load-search-link.ts"
import type { BookingRedirect } from "./booking-redirect.ts"
import type { SearchCriteria } from "./search-criteria.ts"
import { searchLinkHref, searchLinkParams, type SearchLinkParams } from "./search-link.ts"

const umhlanga: HotelDestination = { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" }
const capeTown: LocationDestination = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 }

const hotelSearch: SearchCriteria = {
  destination: umhlanga,
  checkInDate: "2026-03-11",
  checkOutDate: "2026-03-13",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "",
  clubCard: "",
}
const placeSearch: SearchCriteria = { ...hotelSearch, destination: capeTown }

const STAY = { kind: "stay" }
const HOME = { kind: "redirect", to: "/", message: "Redirecting..." }

interface Loaded {
  readonly outcome: SearchLinkOutcome
  readonly redirect: BookingRedirect
  readonly address: string | null
  readonly state: BookingSessionState
}

/** Opens `pathname?params` on 10 March 2026 at the hotels, after `before` ran on the session. */
const open = (
  pathname: string,
  params: SearchLinkParams,
  before: (session: BookingSessionShape) => Effect.Effect<void> = () => Effect.void,
  memory: BookingApiMemory = makeBookingApiMemory(),
): Promise<Loaded> =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(Temporal.PlainDateTime.from("2026-03-10T09:00").toZonedDateTime(HOTEL_TIME_ZONE).epochMilliseconds)
      const session = yield* BookingSession
      yield* before(session)
      const { outcome, redirect, address } = yield* loadSearchLink(pathname, params)
      return { outcome, redirect, address, state: session.state.value }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(), memory.layer, TestClock.layer()))),
  )

describe("opening a shared search link", () => {
  it("starts the booking session from a hotel search on the rooms page, so the page stays", async () => {
    const { outcome, redirect, state } = await open("/booking/rooms", searchLinkParams(hotelSearch))
    expect(outcome).toEqual({ kind: "restored" })
    expect(redirect).toEqual(STAY)
    expect(state.isSearchInitialised).toBe(true)
    expect(state.destination).toEqual(umhlanga)
    expect(state.checkInDate).toBe("2026-03-11")
    expect(state.guestRooms.map(({ adults, kids }) => ({ adults, kids }))).toEqual(hotelSearch.guestRooms)
  })

  it("starts it from a place search on the hotel list, and a flexible hotel search on the rate calendar", async () => {
    expect((await open("/booking/hotels", searchLinkParams(placeSearch))).outcome).toEqual({ kind: "restored" })
    const flexible = await open("/booking/calendar/", searchLinkParams({ ...hotelSearch, flexiDate: true }))
    expect(flexible.outcome).toEqual({ kind: "restored" })
    expect(flexible.state.flexiDate).toBe(true)
  })

  it("sends the visitor home when the link's search does not hold, even with a search in the session", async () => {
    const submitted = (session: BookingSessionShape) => session.setSearch(hotelSearch)
    for (const [pathname, params] of [
      ["/booking/rooms", { ...searchLinkParams(hotelSearch), rooms: "0-0" }],
      ["/booking/rooms", searchLinkParams(placeSearch)],
      ["/booking/hotels", searchLinkParams(hotelSearch)],
      ["/booking/rooms", searchLinkParams({ ...hotelSearch, checkInDate: "2026-03-09" })],
    ] as const) {
      const { outcome, redirect, state } = await open(pathname, params, submitted)
      expect(outcome).toEqual({ kind: "invalid" })
      expect(redirect).toEqual(HOME)
      expect(state.destination).toEqual(umhlanga)
    }
  })

  it("accepts a search checking in today", async () => {
    expect((await open("/booking/rooms", searchLinkParams({ ...hotelSearch, checkInDate: "2026-03-10" }))).outcome).toEqual({ kind: "restored" })
  })

  it("keeps the session, and its room choices, when the link holds the search the session already has", async () => {
    const { outcome, state } = await open("/booking/rooms", searchLinkParams(hotelSearch), (session) =>
      Effect.gen(function* () {
        yield* session.setSearch(hotelSearch)
        yield* session.setActiveRoom(1)
      }),
    )
    expect(outcome).toEqual({ kind: "kept" })
    expect(state.activeRoomIndex).toBe(1)
  })

  it("leaves the redirect rule to the session when the URL names no search", async () => {
    expect(await open("/booking/rooms", { "active-room-index": "1" })).toMatchObject({ outcome: { kind: "kept" }, redirect: HOME })
    const submitted = await open("/booking/rooms", {}, (session) => session.setSearch(hotelSearch))
    expect(submitted).toMatchObject({ outcome: { kind: "kept" }, redirect: STAY })
  })

  it("gives a booking page opened without its search the session's search in its address, other parameters kept (issue 27 §3)", async () => {
    const rooms = await open("/booking/rooms", { "active-room-index": "1" }, (session) => session.setSearch(hotelSearch))
    expect(rooms).toMatchObject({ redirect: STAY, address: `${searchLinkHref("/booking/rooms", hotelSearch)}&active-room-index=1` })
    const hotels = await open("/booking/hotels", {}, (session) => session.setSearch(placeSearch))
    expect(hotels.address).toBe(searchLinkHref("/booking/hotels", placeSearch))
    const calendar = await open("/booking/calendar", {}, (session) => session.setSearch({ ...hotelSearch, flexiDate: true }))
    expect(calendar.address).toBe(searchLinkHref("/booking/calendar", { ...hotelSearch, flexiDate: true }))
  })

  it("leaves the address alone when it holds the search, when the session has none, or when the session's is for another page", async () => {
    expect((await open("/booking/rooms", searchLinkParams(hotelSearch), (session) => session.setSearch(hotelSearch))).address).toBeNull()
    expect((await open("/booking/rooms", searchLinkParams(hotelSearch))).address).toBeNull()
    expect((await open("/booking/rooms", {})).address).toBeNull()
    expect((await open("/booking/hotels", {}, (session) => session.setSearch(hotelSearch))).address).toBeNull()
    expect((await open("/booking/review", {}, (session) => session.setSearch(hotelSearch))).address).toBeNull()
  })

  it("reads no search on pages a link does not open", async () => {
    expect(await open("/booking/review", searchLinkParams(hotelSearch))).toMatchObject({ outcome: { kind: "kept" }, redirect: HOME })
    expect(await open("/booking/today", searchLinkParams(hotelSearch))).toMatchObject({ outcome: { kind: "kept" }, redirect: STAY })
  })

  it("checks the link's promo code and club card again, so their validity and the payment flag are the server's", async () => {
    const memory = makeBookingApiMemory({
      promoOffers: [{ promoCode: "PAYNOW", actionType: "booking_with_mandatory_payment" }],
      validClubCards: ["1234567890123"],
    })
    const { state } = await open("/booking/rooms", searchLinkParams({ ...hotelSearch, promoCode: "PAYNOW", clubCard: "1234567890123" }), undefined, memory)
    expect(state).toMatchObject({ promoCode: "PAYNOW", promoCodeValid: true, isMandatoryPayment: true, clubCard: "1234567890123", clubCardValid: true })

    const unknown = await open("/booking/rooms", searchLinkParams({ ...hotelSearch, promoCode: "NOPE", clubCard: "9999999999999" }), undefined, memory)
    expect(unknown.state).toMatchObject({ promoCode: "NOPE", promoCodeValid: false, isMandatoryPayment: false, clubCardValid: false })
    expect(unknown.outcome).toEqual({ kind: "restored" })
  })

  it("counts a link's club card as not valid when the server could not check it", async () => {
    const memory = makeBookingApiMemory({ validClubCards: ["1234567890123"] })
    memory.failNext("validateClubCard", new HttpError({ status: 500, message: "Request failed with status code 500" }))
    const { outcome, state } = await open("/booking/rooms", searchLinkParams({ ...hotelSearch, clubCard: "1234567890123" }), undefined, memory)
    expect(outcome).toEqual({ kind: "restored" })
    expect(state).toMatchObject({ clubCard: "1234567890123", clubCardValid: false })
  })

  it("asks the server about no code when the link carries none", async () => {
    const memory = makeBookingApiMemory()
    expect((await open("/booking/rooms", searchLinkParams(hotelSearch), undefined, memory)).outcome).toEqual({ kind: "restored" })
    expect(memory.calls).toEqual([])
  })

  it("drops an earlier search's promo code and its payment flag when the link carries no code", async () => {
    const { state } = await open("/booking/rooms", searchLinkParams(hotelSearch), (session) =>
      Effect.gen(function* () {
        yield* session.setSearch({ ...hotelSearch, checkOutDate: "2026-03-14", promoCode: "PAYNOW" })
        yield* session.setPromoCode("PAYNOW", true)
        yield* session.setMandatoryPayment(true)
      }),
    )
    expect(state).toMatchObject({ promoCode: "", isMandatoryPayment: false })
  })

  it("replaces the session's search with the link's when they differ", async () => {
    const later = { ...hotelSearch, checkOutDate: "2026-03-14" }
    const { outcome, state } = await open("/booking/rooms", searchLinkParams(later), (session) => session.setSearch(hotelSearch))
    expect(outcome).toEqual({ kind: "restored" })
    expect(state.checkOutDate).toBe("2026-03-14")
  })

  it("reads a page's address the same with any number of trailing slashes", async () => {
    expect((await open("/booking/rooms//", searchLinkParams(hotelSearch))).outcome).toEqual({ kind: "restored" })
  })
})

describe("a booking page the server draws from its URL (issue 27)", () => {
  const draw = (pathname: string, params: SearchLinkParams) =>
    Effect.runPromise(
      Effect.gen(function* () {
        const drawn = yield* openSearchLinkToDraw(pathname, params)
        return { drawn, state: (yield* BookingSession).state.value }
      }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(), makeBookingApiMemory().layer))),
    )
  const place = { destination: { category: "location", name: "Cape Town", latitude: -33.92, longitude: 18.42 }, checkInDate: "2099-03-10", checkOutDate: "2099-03-12", flexiDate: false, guestRooms: [{ adults: 2, kids: 0 }], promoCode: "", clubCard: "" } as const satisfies SearchCriteria

  it("opens a valid search without codes into the session and draws the page", async () => {
    const { drawn, state } = await draw("/booking/hotels", searchLinkParams(place))
    expect(drawn).toBe(true)
    expect(state.destination).toEqual(place.destination)
  })

  it("draws a page whose address ends in slashes as the same page", async () => {
    expect((await draw("/booking/hotels/", searchLinkParams(place))).drawn).toBe(true)
    expect((await draw("/booking/hotels//", searchLinkParams(place))).drawn).toBe(true)
  })

  it("draws a search with a promo code and a club card, their validity checked as the browser checks it", async () => {
    const memory = makeBookingApiMemory({ promoOffers: [{ promoCode: "PAYNOW", actionType: "booking_with_mandatory_payment" }], validClubCards: ["1234567890123"] })
    const drawWith = (params: SearchLinkParams) =>
      Effect.runPromise(
        Effect.gen(function* () {
          const drawn = yield* openSearchLinkToDraw("/booking/hotels", params)
          return { drawn, state: (yield* BookingSession).state.value }
        }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(), memory.layer))),
      )
    const { drawn, state } = await drawWith(searchLinkParams({ ...place, promoCode: "PAYNOW", clubCard: "1234567890123" }))
    expect(drawn).toBe(true)
    expect(state).toMatchObject({ promoCode: "PAYNOW", promoCodeValid: true, isMandatoryPayment: true, clubCard: "1234567890123", clubCardValid: true })
  })

  it("leaves to the browser a page without a search or a search for another page", async () => {
    expect((await draw("/booking/hotels", {})).drawn).toBe(false)
    expect((await draw("/booking/rooms", searchLinkParams(place))).drawn).toBe(false)
  })
})
