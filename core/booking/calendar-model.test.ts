import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { ROOMS_ROUTE } from "../routes.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { SAME_DAY_NOTICE } from "../search/same-day-notice.ts"
import { placeholderCell } from "../time/calendar.ts"
import { type CalendarModel, makeCalendarModel } from "./calendar-model.ts"
import { HttpError } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { LOADING } from "../screen/view-state.ts"
import type { BookingSessionState } from "./session-state.ts"
import { PICK_CHECK_IN } from "./messages.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "./session-store.ts"

// 10 March 2031, 09:00 at the hotels (UTC+2)
const MORNING_10_MARCH_2031 = Date.UTC(2031, 2, 10, 7)

const flexible = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2031-03-10",
  checkOutDate: "2031-03-12",
  flexiDate: true,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "",
  clubCard: "",
})

describe("the rate calendar's screen model", () => {
  it("asks for a check-in, then a check-out; a stay picked from today shows the same-day notice before its rooms", async () => {
    const navigation = makeNavigationMemory()
    const storage = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(flexible)]])
    const ports = Layer.mergeAll(
      makeBookingApiMemory({ calendarCells: [placeholderCell("2031-03-10"), placeholderCell("2031-03-11")] }).layer,
      layerMemory(storage),
      navigation.layer,
      ResourceCache.layer,
      TestClock.layer(),
    )
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(MORNING_10_MARCH_2031)
        const scope = yield* Scope.make()
        const model = yield* makeCalendarModel().pipe(Scope.provide(scope))
        const hints: Array<unknown> = []
        const hint = () => {
          const view = model.view.value
          hints.push(view.kind === "ready" ? [view.value.hint, view.value.canCheckRates] : view.kind)
        }
        hint()
        yield* model.pick("2031-03-10")
        hint()
        yield* model.pick("2031-03-12")
        hint()
        yield* model.checkRates()
        const notice = model.sameDayNotice.value
        const before = [...navigation.visits]
        yield* model.goOn()
        yield* Scope.close(scope, Exit.void)
        return { hints, notice, before, subtitle: model.subtitle.value }
      }).pipe(Effect.provide(Layer.provideMerge(BookingSession.layer, ports))),
    )
    expect(seen.hints).toEqual([
      [PICK_CHECK_IN, false],
      ["Check-in 10 Mar 2031. Now pick your check-out date.", false],
      ["10 Mar 2031 – 12 Mar 2031", true],
    ])
    expect(seen.subtitle).toBe("Prices from, per night, at Karoo Town Lodge Umhlanga")
    expect(seen.notice).toEqual(SAME_DAY_NOTICE)
    expect(seen.before).toEqual([])
    expect(navigation.visits).toEqual([
      { to: `${ROOMS_ROUTE}?hotel=12&code=101&name=Karoo%20Town%20Lodge%20Umhlanga&check_in=2031-03-10&check_out=2031-03-12&rooms=2-0`, replace: false },
    ])
  })
})

describe("the rate calendar's screen model, what it reads and when (spec B §2)", () => {
  type Options = { readonly state?: BookingSessionState; readonly fail?: boolean; readonly pending?: boolean; readonly twice?: boolean }
  const open = async <A>(act: (model: CalendarModel) => Effect.Effect<A, never, BookingSession | Navigation>, options: Options = {}) => {
    const api = makeBookingApiMemory({ calendarCells: [placeholderCell("2031-03-10"), placeholderCell("2031-03-11")] })
    if (options.fail === true) api.failNext("priceCalendar", new HttpError({ status: 500, message: "Calendar is down" }))
    const navigation = makeNavigationMemory()
    const storage = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(options.state ?? flexible)]])
    const ports = Layer.mergeAll(api.layer, layerMemory(storage), navigation.layer, ResourceCache.layer, TestClock.layer())
    const make = options.pending === true ? makeCalendarModel().pipe(Effect.provideService(BookingApi, { ...api.api, priceCalendar: () => Effect.never })) : makeCalendarModel()
    const answer = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* TestClock.setTime(MORNING_10_MARCH_2031)
          if (options.twice === true) {
            yield* makeCalendarModel()
            yield* Effect.yieldNow
          }
          const model = yield* make
          yield* Effect.yieldNow
          return yield* act(model)
        }),
      ).pipe(Effect.provide(Layer.provideMerge(BookingSession.layer, ports))),
    )
    return { answer, reads: api.calls.filter((call) => call.method === "priceCalendar"), visits: navigation.visits }
  }

  it("reads nothing for a search of a place, or without a search: the page waits, its subtitle without a hotel", async () => {
    const place = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
      destination: { category: "location", name: "Cape Town", latitude: -33.92, longitude: 18.42 },
      checkInDate: "2031-03-10",
      checkOutDate: "2031-03-12",
      flexiDate: true,
      guestRooms: [{ adults: 2, kids: 0 }],
      promoCode: "",
      clubCard: "",
    })
    const atPlace = await open((model) => Effect.succeed([model.view.value, model.checking.value]), { state: place })
    expect(atPlace.answer).toEqual([LOADING, false])
    expect(atPlace.reads).toEqual([])
    const none = await open((model) => Effect.succeed([model.view.value, model.subtitle.value]), { state: DEFAULT_BOOKING_SESSION_STATE })
    expect(none.answer).toEqual([LOADING, "Prices from, per night, at "])
    expect(none.reads).toEqual([])
  })

  it("waits while the prices are read, and says the read's failure in its words", async () => {
    expect((await open((model) => Effect.succeed(model.view.value), { pending: true })).answer).toEqual(LOADING)
    expect((await open((model) => Effect.succeed(model.view.value), { fail: true })).answer).toEqual({ kind: "failed", message: "Calendar is down" })
  })

  it("waits without a check-in to start the months from", async () => {
    const { answer } = await open((model) => Effect.succeed(model.view.value), { state: { ...flexible, checkInDate: null } })
    expect(answer).toEqual(LOADING)
  })

  it("reads again for another check-in; a second screen of the same read joins it, unless it failed", async () => {
    const moved = await open((model) =>
      Effect.gen(function* () {
        const session = yield* BookingSession
        yield* session.restore({ ...session.state.value, checkInDate: "2031-04-10", checkOutDate: "2031-04-12" })
        yield* Effect.yieldNow
        return model.view.value.kind
      }),
    )
    expect(moved.reads).toHaveLength(2)
    expect((await open(() => Effect.void, { twice: true })).reads).toHaveLength(1)
    expect((await open(() => Effect.void, { twice: true, fail: true })).reads).toHaveLength(2)
  })

  it("Check rates does nothing before a stay is picked, is on its way until the rooms open, and stops for a stay the search refuses", async () => {
    const early = await open((model) => Effect.map(model.checkRates(), () => model.checking.value))
    expect(early.answer).toBe(false)
    expect(early.visits).toEqual([])
    const during = await open((model) =>
      Effect.gen(function* () {
        const seen: Array<boolean> = []
        yield* model.pick("2031-03-11")
        yield* model.pick("2031-03-13")
        yield* model.checkRates().pipe(Effect.provideService(Navigation, { go: () => Effect.sync(() => void seen.push(model.checking.value)) }))
        return seen
      }),
    )
    expect(during.answer).toEqual([true])
    // a stay of more than 30 nights is refused by the search's rules: nothing opens, the button is back
    const past = await open((model) =>
      Effect.gen(function* () {
        yield* model.pick("2031-03-11")
        yield* model.pick("2031-04-11")
        yield* model.checkRates()
        return model.checking.value
      }),
    )
    expect(past.answer).toBe(false)
    expect(past.visits).toEqual([])
  })
})
