import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { placeholderCell } from "../time/calendar.ts"
import { TestClock } from "effect/testing"
import { HOTEL_TIME_ZONE } from "../time/clock.ts"
import { loadPriceCalendar, loadRateCalendar, priceCalendarSearchOf } from "./load-price-calendar.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"

const today = Temporal.PlainDate.from("2026-03-05")
const state = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2026-03-20",
  checkOutDate: "2026-03-22",
  flexiDate: true,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "SUMMER",
  clubCard: "",
})

describe("the rate calendar's prices", () => {
  it("asks for every night of the three months shown from today on (the API refuses past nights), for the session's hotel and rooms", () => {
    expect(priceCalendarSearchOf(state, today)).toEqual({
      hotelCode: "101",
      startDate: "2026-03-05",
      endDate: "2026-06-01",
      guestRooms: [{ adults: 2, kids: 0 }],
      clubCard: "",
      promoCode: "SUMMER",
    })
  })

  it("asks from the first of the first month when that month is still to come", () => {
    expect(priceCalendarSearchOf({ ...state, checkInDate: "2026-04-20", checkOutDate: "2026-04-22" }, today)).toMatchObject({
      startDate: "2026-04-01",
      endDate: "2026-07-01",
    })
  })

  it("asks for nothing without a hotel", () => {
    expect(priceCalendarSearchOf(DEFAULT_BOOKING_SESSION_STATE, today)).toBeNull()
  })

  it("asks for nothing for a place rather than a hotel, nor for a hotel without a check-in", () => {
    const place = { category: "location" as const, name: "Cape Town", latitude: -33.92, longitude: 18.42 }
    expect(priceCalendarSearchOf({ ...state, destination: place }, today)).toBeNull()
    expect(priceCalendarSearchOf({ ...state, checkInDate: null }, today)).toBeNull()
  })

  it("sends the club card only once it was found valid", () => {
    const withCard = { ...state, clubCard: "CC-1234" }
    expect(priceCalendarSearchOf({ ...withCard, clubCardValid: true }, today)?.clubCard).toBe("CC-1234")
    expect(priceCalendarSearchOf({ ...withCard, clubCardValid: false }, today)?.clubCard).toBe("")
  })

  it("loads the cells in one request, and a failure as its message", async () => {
    const search = priceCalendarSearchOf(state, today)!
    const cells = [placeholderCell("2026-03-20"), placeholderCell("2026-07-01")]
    const fake = makeBookingApiMemory({ calendarCells: cells })
    expect(await Effect.runPromise(loadPriceCalendar(search).pipe(Effect.provide(fake.layer)))).toEqual({ kind: "loaded", cells: [cells[0]] })
    expect(fake.calls).toHaveLength(1)
    fake.failNext("priceCalendar", new HttpError({ status: 404, message: "Server offline" }))
    expect(await Effect.runPromise(loadPriceCalendar(search).pipe(Effect.provide(fake.layer)))).toEqual({ kind: "error", message: "Server offline" })
  })
})

describe("the session's rate calendar", () => {
  it("shows the months from today at the hotels", async () => {
    const fake = makeBookingApiMemory({ calendarCells: [placeholderCell("2026-03-20")] })
    const at = Temporal.PlainDateTime.from("2026-03-05T09:00").toZonedDateTime(HOTEL_TIME_ZONE).epochMilliseconds
    const load = await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(at)
        return yield* loadRateCalendar(state)
      }).pipe(Effect.provide(fake.layer), Effect.provide(TestClock.layer())),
    )
    expect(load.kind === "loaded" && [load.today.toString(), load.cells.length]).toEqual(["2026-03-05", 1])
    expect(fake.calls[0]!.args[0]).toMatchObject({ startDate: "2026-03-05", endDate: "2026-06-01" })
  })

  const at9 = Temporal.PlainDateTime.from("2026-03-05T09:00").toZonedDateTime(HOTEL_TIME_ZONE).epochMilliseconds
  const loadAt9 = (session: typeof state, fake: ReturnType<typeof makeBookingApiMemory>) =>
    Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(at9)
        return yield* loadRateCalendar(session)
      }).pipe(Effect.provide(fake.layer), Effect.provide(TestClock.layer())),
    )

  it("shows empty months, asking nothing, when the session holds no hotel", async () => {
    const fake = makeBookingApiMemory({ calendarCells: [placeholderCell("2026-03-20")] })
    const load = await loadAt9(DEFAULT_BOOKING_SESSION_STATE, fake)
    expect(load.kind === "loaded" && [load.today.toString(), load.cells]).toEqual(["2026-03-05", []])
    expect(fake.calls).toEqual([])
  })

  it("shows a failed request as its message", async () => {
    const fake = makeBookingApiMemory({ calendarCells: [placeholderCell("2026-03-20")] })
    fake.failNext("priceCalendar", new HttpError({ status: 503, message: "Server offline" }))
    expect(await loadAt9(state, fake)).toEqual({ kind: "error", message: "Server offline" })
  })
})
