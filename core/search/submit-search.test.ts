import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { BookingSession, type BookingSessionShape, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "../booking/session-state.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { HOTEL_TIME_ZONE } from "../time/clock.ts"
import type { HotelDestination, LocationDestination } from "./destination.ts"
import { NEED_A_CHECK_IN_DATE, NEED_A_CHECK_OUT_DATE, THIS_FIELD_IS_REQUIRED } from "./messages.ts"
import type { SearchCriteria, SearchCriteriaInput } from "./search-criteria.ts"
import { SearchInvalid, submitSearch } from "./submit-search.ts"

/** Epoch millis of a wall-clock time at the hotels. */
const hotelTime = (dateTime: string): number =>
  Temporal.PlainDateTime.from(dateTime).toZonedDateTime(HOTEL_TIME_ZONE).epochMilliseconds

const umhlanga: HotelDestination = { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" }
const hotel830: HotelDestination = { category: "hotel", hotelId: 830, hotelCode: "830", name: "Karoo Road Lodge Hotel 830" }
const capeTown: LocationDestination = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 }

const search = (overrides: Partial<SearchCriteriaInput> = {}): SearchCriteriaInput => ({
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
  ...overrides,
})

/** Runs `use` against a fresh booking session at `time` on the hotels' clock; answers its result and what storage holds. */
const run = <A, E>(use: (session: BookingSessionShape) => Effect.Effect<A, E, BookingSession>, time = "2026-03-10T09:00") => {
  const entries = new Map<string, string>()
  return Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(hotelTime(time))
      const session = yield* BookingSession
      const result = yield* Effect.result(use(session))
      return { result, state: session.state.value, entries }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), TestClock.layer()))),
  )
}

const nextStepOf = async (input: SearchCriteriaInput, trigger?: "search" | "today" | "viewRates", time?: string) => {
  const { result } = await run(() => submitSearch(input, trigger), time)
  if (result._tag === "Failure") throw new Error(`unexpected failure ${JSON.stringify(result.failure)}`)
  const { href: _, ...step } = result.success
  return step
}

describe("submitting a search", () => {
  it("answers the next page's link with the search in it, so the URL can be shared", async () => {
    const { result } = await run(() => submitSearch(search({ promoCode: " SUMMER " })))
    expect(result).toMatchObject({
      _tag: "Success",
      success: { href: "/booking/rooms?hotel=12&code=101&name=Karoo%20Town%20Lodge%20Umhlanga&check_in=2026-03-11&check_out=2026-03-13&rooms=2-1_1-0&promo=SUMMER" },
    })
  })

  it("stores the search in the booking session and in session storage", async () => {
    const { result, state, entries } = await run(() => submitSearch(search()))
    expect(result._tag).toBe("Success")
    const expected = withSearch(DEFAULT_BOOKING_SESSION_STATE, search() as SearchCriteria)
    expect(state).toEqual(expected)
    expect(state.isSearchInitialised).toBe(true)
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(expected))
  })

  it("sends a hotel search to the rooms, with no notice when check-in is not today", async () => {
    expect(await nextStepOf(search())).toEqual({ to: "/booking/rooms", sameDayNoticeFirst: false })
  })

  it("sends a hotel search with flexible dates to the rate calendar", async () => {
    expect(await nextStepOf(search({ flexiDate: true }))).toEqual({ to: "/booking/calendar", sameDayNoticeFirst: false })
  })

  it("sends a location search to the hotel list, and never shows the notice for it, even checking in today", async () => {
    expect(await nextStepOf(search({ destination: capeTown, checkInDate: "2026-03-10" }))).toEqual({
      to: "/booking/hotels",
      sameDayNoticeFirst: false,
    })
    expect(await nextStepOf(search({ destination: capeTown, flexiDate: true }))).toEqual({
      to: "/booking/hotels",
      sameDayNoticeFirst: false,
    })
  })

  it("shows the Same Day Reservations notice first when checking in today at a hotel", async () => {
    expect(await nextStepOf(search({ checkInDate: "2026-03-10" }))).toEqual({ to: "/booking/rooms", sameDayNoticeFirst: true })
    expect(await nextStepOf(search({ checkInDate: "2026-03-10", flexiDate: true }))).toEqual({
      to: "/booking/calendar",
      sameDayNoticeFirst: true,
    })
  })

  it("never shows the notice for hotel 830", async () => {
    expect(await nextStepOf(search({ destination: hotel830, checkInDate: "2026-03-10" }))).toEqual({
      to: "/booking/rooms",
      sameDayNoticeFirst: false,
    })
  })

  it("takes today from the hotels' clock: half past midnight in Johannesburg is already the new day", async () => {
    // 2026-03-09T22:30Z is 00:30 on 10 March at the hotels
    expect(await nextStepOf(search({ checkInDate: "2026-03-10" }), "search", "2026-03-10T00:30")).toEqual({
      to: "/booking/rooms",
      sameDayNoticeFirst: true,
    })
    expect(await nextStepOf(search({ checkInDate: "2026-03-10" }), "search", "2026-03-09T23:59")).toEqual({
      to: "/booking/rooms",
      sameDayNoticeFirst: false,
    })
  })

  it("sends the Book Today top bar to the rooms for a hotel, flexible dates or not, and to the hotels otherwise", async () => {
    expect(await nextStepOf(search({ flexiDate: true }), "today")).toEqual({ to: "/booking/rooms", sameDayNoticeFirst: false })
    expect(await nextStepOf(search({ destination: capeTown }), "today")).toEqual({
      to: "/booking/hotels",
      sameDayNoticeFirst: false,
    })
    expect(await nextStepOf(search({ checkInDate: "2026-03-10" }), "today")).toEqual({
      to: "/booking/rooms",
      sameDayNoticeFirst: true,
    })
  })

  it("sends View Rates to the calendar with flexible dates, else to the rooms", async () => {
    expect(await nextStepOf(search({ flexiDate: true }), "viewRates")).toEqual({
      to: "/booking/calendar",
      sameDayNoticeFirst: false,
    })
    expect(await nextStepOf(search(), "viewRates")).toEqual({ to: "/booking/rooms", sameDayNoticeFirst: false })
  })

  it("stores the promo code trimmed, so a code checked valid keeps its validity", async () => {
    const { state } = await run((session) =>
      Effect.gen(function* () {
        yield* session.setPromoCode("SUMMER", true)
        yield* session.setMandatoryPayment(true)
        return yield* submitSearch(search({ promoCode: "  SUMMER " }))
      }),
    )
    expect(state.promoCode).toBe("SUMMER")
    expect(state.promoCodeValid).toBe(true)
    expect(state.isMandatoryPayment).toBe(true)
  })

  it("answers every field error of an invalid form and stores nothing", async () => {
    const { result, state, entries } = await run(() =>
      submitSearch(search({ destination: null, checkInDate: null, checkOutDate: "" })),
    )
    expect(result._tag).toBe("Failure")
    if (result._tag === "Failure") {
      expect(result.failure).toBeInstanceOf(SearchInvalid)
      expect(result.failure.fieldErrors).toEqual({
        destination: [THIS_FIELD_IS_REQUIRED],
        checkInDate: [NEED_A_CHECK_IN_DATE],
        checkOutDate: [NEED_A_CHECK_OUT_DATE],
      })
    }
    expect(state).toBe(DEFAULT_BOOKING_SESSION_STATE)
    expect(entries.size).toBe(0)
  })
})
