import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { CALENDAR_ROUTE, ROOMS_ROUTE } from "../routes.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { SAME_DAY_NOTICE } from "../search/same-day-notice.ts"
import { hotelCount, type HotelsModel, hotelsView, makeHotelsModel } from "./hotels-model.ts"
import { HttpError } from "../http/http-error.ts"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import { failed, LOADING } from "../screen/view-state.ts"
import { ONE_HOTEL } from "./messages.ts"
import { hotelSearchOf } from "./load-hotels.ts"
import type { BookingSessionState } from "./session-state.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "./session-store.ts"

// 10 March 2031, 09:00 at the hotels (UTC+2)
const MORNING_10_MARCH_2031 = Date.UTC(2031, 2, 10, 7)

const searched = (checkInDate: string, flexiDate = false) =>
  withSearch(DEFAULT_BOOKING_SESSION_STATE, {
    destination: { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 },
    checkInDate,
    checkOutDate: "2031-03-14",
    flexiDate,
    guestRooms: [{ adults: 2, kids: 0 }],
    promoCode: "",
    clubCard: "",
  })

const hotels = [
  hotelDetails(1, "Karoo City Sandton", 1, "Johannesburg", { code: "101", lowestRate: 300_000 }),
  hotelDetails(2, "Karoo Town Cape Town", 4, "Cape Town", { code: "102", lowestRate: 100_000 }),
]

/** The hotel list's model over the in-memory ports, for a session that searched Cape Town from `checkInDate`. */
const onHotels = async <A>(checkInDate: string, look: (model: HotelsModel) => Effect.Effect<A, never, BookingSession | SessionStore | Navigation>, flexiDate = false) => {
  const navigation = makeNavigationMemory()
  const storage = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(searched(checkInDate, flexiDate))]])
  const ports = Layer.mergeAll(makeBookingApiMemory({ hotels }).layer, makeContentApiMemory().layer, layerMemory(storage), navigation.layer, ResourceCache.layer, TestClock.layer())
  const result = await Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(MORNING_10_MARCH_2031)
      const scope = yield* Scope.make()
      const model = yield* makeHotelsModel().pipe(Scope.provide(scope))
      const answer = yield* look(model)
      yield* Scope.close(scope, Exit.void)
      return answer
    }).pipe(Effect.provide(Layer.provideMerge(BookingSession.layer, ports))),
  )
  return { result, visits: navigation.visits }
}

/** The hotel View Rates picks, as its search link names it (issue 27 §3: the next page's address carries the search). */
const CAPE_TOWN_HOTEL = "hotel=2&code=102&name=Karoo%20Town%20Cape%20Town"

describe("the hotel list's screen model", () => {
  it("is titled by the place searched and lists its hotels, in the chosen order", async () => {
    const { result } = await onHotels("2031-03-12", (model) =>
      Effect.gen(function* () {
        const first = model.viewFor({ narrow: false })
        yield* model.sortBy("price")
        return { title: model.title.value, first, byPrice: model.viewFor({ narrow: false }) }
      }),
    )
    expect(result.title).toBe("Hotels near Cape Town")
    expect(result.first).toMatchObject({ kind: "ready", value: { count: "2 hotels", cards: [{ hotel: { id: 1 } }, { hotel: { id: 2 } }] } })
    expect(result.byPrice).toMatchObject({ kind: "ready", value: { cards: [{ hotel: { id: 2 } }, { hotel: { id: 1 } }] } })
  })

  it("goes on to a hotel's rooms with View Rates, or its calendar with flexible dates", async () => {
    const fixed = await onHotels("2031-03-12", (model) => model.viewRates(hotels[1]!))
    expect(fixed.visits).toEqual([{ to: `${ROOMS_ROUTE}?${CAPE_TOWN_HOTEL}&check_in=2031-03-12&check_out=2031-03-14&rooms=2-0`, replace: false }])
    const flexible = await onHotels("2031-03-12", (model) => model.viewRates(hotels[1]!), true)
    expect(flexible.visits).toEqual([{ to: `${CALENDAR_ROUTE}?${CAPE_TOWN_HOTEL}&check_in=2031-03-12&check_out=2031-03-14&rooms=2-0&flexi=1`, replace: false }])
  })

  it("shows the Same Day Reservations notice first for a stay from today, and goes on with Got it!", async () => {
    const { result, visits } = await onHotels("2031-03-10", (model) =>
      Effect.gen(function* () {
        yield* model.viewRates(hotels[1]!)
        const notice = model.sameDayNotice.value
        const opening = model.opening.value
        yield* model.goOn()
        return { notice, opening, after: model.sameDayNotice.value }
      }),
    )
    expect(result).toEqual({ notice: SAME_DAY_NOTICE, opening: 2, after: null })
    expect(visits).toEqual([{ to: `${ROOMS_ROUTE}?${CAPE_TOWN_HOTEL}&check_in=2031-03-10&check_out=2031-03-14&rooms=2-0`, replace: false }])
  })
})

describe("the hotel list's screen model, what it reads (spec B §2, §4)", () => {
  type Options = { readonly state?: BookingSessionState; readonly fail?: boolean; readonly twice?: boolean }
  const open = async <A>(look: (model: HotelsModel) => Effect.Effect<A, never, BookingSession | SessionStore | Navigation>, options: Options = {}) => {
    const api = makeBookingApiMemory({ hotels })
    if (options.fail === true) api.failNext("searchHotels", new HttpError({ status: 500, message: "Hotels are down" }))
    const navigation = makeNavigationMemory()
    const storage = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(options.state ?? searched("2031-03-12"))]])
    const ports = Layer.mergeAll(api.layer, makeContentApiMemory().layer, layerMemory(storage), navigation.layer, ResourceCache.layer, TestClock.layer())
    const result = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* TestClock.setTime(MORNING_10_MARCH_2031)
          if (options.twice === true) {
            yield* makeHotelsModel()
            yield* Effect.yieldNow
          }
          const model = yield* makeHotelsModel()
          yield* Effect.yieldNow
          return yield* look(model)
        }),
      ).pipe(Effect.provide(Layer.provideMerge(BookingSession.layer, ports))),
    )
    return { result, reads: api.calls.filter((call) => call.method === "searchHotels"), visits: navigation.visits }
  }

  it("counts one hotel in the singular", () => {
    expect([hotelCount(1), hotelCount(2), hotelCount(0)]).toEqual([ONE_HOTEL, "2 hotels", "0 hotels"])
  })

  it("the list's view: Something terrible happened for a failed read, loading until read or without a search", () => {
    const search = hotelSearchOf(searched("2031-03-12"))
    const options = { order: "recommended", narrow: false } as const
    expect(hotelsView({ kind: "failed" } as never, search, options)).toEqual(failed(SOMETHING_TERRIBLE))
    expect(hotelsView({ kind: "loading" } as never, search, options)).toEqual(LOADING)
    expect(hotelsView({ kind: "ready", value: { kind: "loaded", hotels } } as never, null, options)).toEqual(LOADING)
    expect(hotelsView({ kind: "ready", value: { kind: "loaded", hotels } } as never, search, options)).toMatchObject({ kind: "ready", value: { count: "2 hotels" } })
  })

  it("reads no hotels without a search", async () => {
    const { result, reads } = await open((model) => Effect.succeed(model.viewFor({ narrow: false })), { state: DEFAULT_BOOKING_SESSION_STATE })
    expect(result).toEqual(LOADING)
    expect(reads).toEqual([])
  })

  it("reads again for another search; a second screen of the same search joins the read, unless it failed", async () => {
    const moved = await open((model) =>
      Effect.gen(function* () {
        const session = yield* BookingSession
        yield* session.restore({ ...session.state.value, checkOutDate: "2031-03-15" })
        yield* Effect.yieldNow
        return model.viewFor({ narrow: false }).kind
      }),
    )
    expect(moved.reads).toHaveLength(2)
    expect((await open(() => Effect.void, { twice: true })).reads).toHaveLength(1)
    expect((await open(() => Effect.void, { twice: true, fail: true })).reads).toHaveLength(2)
  })

  it("marks the hotel pointed at, and no hotel once the pointer leaves", async () => {
    const { result } = await open((model) =>
      Effect.gen(function* () {
        yield* model.highlight(2)
        const marked = model.highlighted.value
        yield* model.highlight(null)
        return [marked, model.highlighted.value]
      }),
    )
    expect(result).toEqual([2, null])
  })

  it("View Rates for a stay the search refuses opens nothing and is no longer on its way", async () => {
    // 10 March to 14 May: more than 30 nights
    const { result, visits } = await open((model) => Effect.map(model.viewRates(hotels[1]!), () => model.opening.value), {
      state: { ...searched("2031-03-12"), checkOutDate: "2031-05-14" },
    })
    expect(result).toBeNull()
    expect(visits).toEqual([])
  })
})
