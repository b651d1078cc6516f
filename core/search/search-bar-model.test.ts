import { effect } from "@preact/signals-core"
import { Effect, type Layer, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../routes.ts"
import { CHECK_AVAILABILITY_HOME, EDIT_SEARCH, PROMO_CODE_INVALID, SEARCH_FOR_RATES } from "./messages.ts"
import { SAME_DAY_NOTICE } from "./same-day-notice.ts"
import { makeSearchBarModel } from "./search-bar-model.ts"
import { searchPortsMemory } from "./testing/search-ports.testing.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "../booking/session-state.ts"

// 10 March 2031, 09:00 at the hotels (UTC+2)
const MORNING_10_MARCH_2031 = Date.UTC(2031, 2, 10, 7)
type SearchPorts = ReturnType<typeof searchPortsMemory>

/** Runs a test's steps on the search ports, the clock set to 10 March 2031, 09:00 at the hotels. */
const runAtTenMarch = <A, E>(ports: SearchPorts, steps: Effect.Effect<A, E, Layer.Success<SearchPorts["layer"]> | Scope.Scope>): Promise<A> =>
  Effect.runPromise(Effect.scoped(Effect.andThen(TestClock.setTime(MORNING_10_MARCH_2031), steps)).pipe(Effect.provide(ports.layer)))

const rosebank = { category: "hotel", hotelId: 7, hotelCode: "107", name: "Karoo Courtyard Rosebank" } as const

describe("the search form's screen model", () => {
  it("an attempt that does not validate asks for focus and goes nowhere; a valid one stores the search and opens its page", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const bar = yield* makeSearchBarModel({ kind: "home" })
        yield* bar.submit()
        const refused = bar.focusRequest.value
        bar.form.setDestination({ category: "location", name: "Johannesburg", latitude: -26.2, longitude: 28.04 })
        bar.form.setDates("2031-03-20", "2031-03-22")
        yield* bar.submit()
        return { refused, label: bar.buttonLabel.value, submitting: bar.submitting.value }
      }),
    )
    expect(seen).toEqual({ refused: 1, label: CHECK_AVAILABILITY_HOME, submitting: false })
    expect(ports.navigation.visits.map((visit) => visit.to.split("?")[0])).toEqual([HOTELS_ROUTE])
  })

  it("Book Today fills tonight's stay; a hotel search for today shows the Same Day Reservations notice before its rooms", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const bar = yield* makeSearchBarModel({ kind: "today" })
        const stay = [bar.form.values.value.checkInDate, bar.form.values.value.checkOutDate]
        bar.form.setDestination(rosebank)
        yield* bar.submit()
        const notice = bar.sameDayNotice.value
        const before = ports.navigation.visits.length
        yield* bar.goOn()
        return { stay, notice, before }
      }),
    )
    expect(seen.stay).toEqual(["2031-03-10", "2031-03-11"])
    expect(seen.notice).toEqual(SAME_DAY_NOTICE)
    expect(seen.before).toBe(0)
    expect(ports.navigation.visits.map((visit) => visit.to.split("?")[0])).toEqual([ROOMS_ROUTE])
  })

  it("the top bar shows the session's search with Edit, follows a search made elsewhere, and searches again from Search for rates", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const empty = yield* makeSearchBarModel({ kind: "top-bar" })
        const modeWithout = empty.mode.value
        const home = yield* makeSearchBarModel({ kind: "home" })
        home.form.setDestination(rosebank)
        home.form.setDates("2031-03-20", "2031-03-22")
        yield* home.submit()
        const bar = yield* makeSearchBarModel({ kind: "top-bar" })
        const shown = [bar.mode.value, bar.buttonLabel.value, bar.form.values.value.destination?.name]
        yield* bar.submit()
        const editing = [bar.mode.value, bar.buttonLabel.value]
        yield* bar.submit()
        return { modeWithout, shown, editing, after: bar.mode.value }
      }),
    )
    expect(seen.modeWithout).toBe("edit")
    expect(seen.shown).toEqual(["view", EDIT_SEARCH, rosebank.name])
    expect(seen.editing).toEqual(["edit", SEARCH_FOR_RATES])
    expect(seen.after).toBe("view")
  })

  it("drawn before the session read storage (a server-drawn page), an untouched form takes up the stored search; a touched one keeps the guest's entry", async () => {
    const ports = searchPortsMemory({ start: "defaults" })
    const stored = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
      destination: rosebank,
      checkInDate: "2031-03-20",
      checkOutDate: "2031-03-22",
      flexiDate: false,
      guestRooms: [{ adults: 2, kids: 0 }],
      promoCode: "",
      clubCard: "",
    })
    ports.storage.set(SESSION_KEYS.bookingState, serialiseBookingState(stored))
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const home = yield* makeSearchBarModel({ kind: "home" })
        const bar = yield* makeSearchBarModel({ kind: "top-bar" })
        const touched = yield* makeSearchBarModel({ kind: "home" })
        touched.form.setDates("2031-04-01", "2031-04-03")
        const drawn = [home.form.values.value.destination, bar.mode.value]
        yield* BookingSession.use((session) => session.readStored)
        return {
          drawn,
          home: home.form.values.value.destination?.name,
          bar: [bar.mode.value, bar.form.values.value.destination?.name],
          touched: [touched.form.values.value.destination, touched.form.values.value.checkInDate],
        }
      }),
    )
    expect(seen).toEqual({ drawn: [null, "edit"], home: rosebank.name, bar: ["view", rosebank.name], touched: [null, "2031-04-01"] })
  })

  it("before any search the home form has no dates, nothing on its way and the group booking request closed; More than 10 rooms required? opens and closes it", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const home = yield* makeSearchBarModel({ kind: "home" })
        const start = {
          stay: [home.form.values.value.checkInDate, home.form.values.value.checkOutDate],
          submitting: home.submitting.value,
          group: home.groupBookingOpen.value,
        }
        yield* home.openGroupBooking(true)
        const opened = home.groupBookingOpen.value
        yield* home.openGroupBooking(false)
        return { start, opened, closed: home.groupBookingOpen.value }
      }),
    )
    expect(seen).toEqual({ start: { stay: [null, null], submitting: false, group: false }, opened: true, closed: false })
  })

  it("the search is on its way (the button busy) from the press until its page opens, and the home form stays editable after it", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const home = yield* makeSearchBarModel({ kind: "home" })
        const busy: Array<boolean> = []
        const stop = effect(() => void busy.push(home.submitting.value))
        home.form.setDestination({ category: "location", name: "Johannesburg", latitude: -26.2, longitude: 28.04 })
        home.form.setDates("2031-03-20", "2031-03-22")
        yield* home.submit()
        stop()
        return { busy, mode: home.mode.value, label: home.buttonLabel.value }
      }),
    )
    expect(seen).toEqual({ busy: [false, true, false], mode: "edit", label: CHECK_AVAILABILITY_HOME })
    expect(ports.navigation.visits.map((visit) => visit.to.split("?")[0])).toEqual([HOTELS_ROUTE])
  })

  it("a search whose promo code is invalid, or still being checked, goes nowhere and stores nothing (spec B §4: search disabled)", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const home = yield* makeSearchBarModel({ kind: "home" })
        home.form.setDestination(rosebank)
        home.form.setDates("2031-03-20", "2031-03-22")
        home.form.promo.value = { kind: "invalid", promoCode: "NOPE", message: PROMO_CODE_INVALID }
        yield* home.submit()
        home.form.promo.value = { kind: "checking", promoCode: "WINTER" }
        yield* home.submit()
        return yield* BookingSession.use((session) => Effect.sync(() => session.isInitialised.value))
      }),
    )
    expect(seen).toBe(false)
    expect(ports.navigation.visits).toEqual([])
  })

  it("with flexible dates a hotel search opens the rate calendar, but Book Today's opens tonight's rooms (spec B §4: flexible dates do not apply)", async () => {
    const go = async (kind: "home" | "today") => {
      const ports = searchPortsMemory()
      const earlier = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
        destination: rosebank,
        checkInDate: "2031-03-20",
        checkOutDate: "2031-03-22",
        flexiDate: true,
        guestRooms: [{ adults: 2, kids: 0 }],
        promoCode: "",
        clubCard: "",
      })
      ports.storage.set(SESSION_KEYS.bookingState, serialiseBookingState(earlier))
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            yield* TestClock.setTime(MORNING_10_MARCH_2031)
            const bar = yield* makeSearchBarModel({ kind })
            yield* bar.submit()
            yield* bar.goOn()
          }),
        ).pipe(Effect.provide(ports.layer)),
      )
      return ports.navigation.visits.map((visit) => visit.to.split("?")[0])
    }
    expect(await go("home")).toEqual([CALENDAR_ROUTE])
    expect(await go("today")).toEqual([ROOMS_ROUTE])
  })

  it("the top bar showing its search follows a search made elsewhere, also after the guest edited and searched from it", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const home = yield* makeSearchBarModel({ kind: "home" })
        home.form.setDestination(rosebank)
        home.form.setDates("2031-03-20", "2031-03-22")
        yield* home.submit()
        const bar = yield* makeSearchBarModel({ kind: "top-bar" })
        yield* bar.submit()
        bar.form.setDates("2031-03-24", "2031-03-26")
        yield* bar.submit()
        const searched = [bar.mode.value, bar.form.values.value.checkInDate]
        home.form.setDestination({ category: "location", name: "Johannesburg", latitude: -26.2, longitude: 28.04 })
        home.form.setDates("2031-04-01", "2031-04-03")
        yield* home.submit()
        return { searched, followed: [bar.mode.value, bar.form.values.value.destination?.name, bar.form.values.value.checkInDate] }
      }),
    )
    expect(seen).toEqual({ searched: ["view", "2031-03-24"], followed: ["view", "Johannesburg", "2031-04-01"] })
  })

  it("while the guest edits the top bar, a search made elsewhere leaves their entry and the fields open", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const home = yield* makeSearchBarModel({ kind: "home" })
        home.form.setDestination(rosebank)
        home.form.setDates("2031-03-20", "2031-03-22")
        yield* home.submit()
        const bar = yield* makeSearchBarModel({ kind: "top-bar" })
        yield* bar.submit()
        bar.form.setDates("2031-03-24", "2031-03-26")
        home.form.setDestination({ category: "location", name: "Johannesburg", latitude: -26.2, longitude: 28.04 })
        yield* home.submit()
        return [bar.mode.value, bar.form.values.value.destination?.name, bar.form.values.value.checkInDate]
      }),
    )
    expect(seen).toEqual(["edit", rosebank.name, "2031-03-24"])
  })

  it("a change to the session that brings no new search leaves the forms as the guest has them: the top bar's Edit open, the home form's messages shown", async () => {
    const ports = searchPortsMemory()
    const seen = await runAtTenMarch(
      ports,
      Effect.gen(function* () {
        const empty = yield* makeSearchBarModel({ kind: "home" })
        yield* empty.submit()
        const refused = Object.keys(empty.form.shownErrors.value)
        yield* BookingSession.use((session) => session.setUserCoordinates({ latitude: -26.2, longitude: 28.04 }))
        const messages = Object.keys(empty.form.shownErrors.value)
        const home = yield* makeSearchBarModel({ kind: "home" })
        home.form.setDestination(rosebank)
        home.form.setDates("2031-03-20", "2031-03-22")
        yield* home.submit()
        const bar = yield* makeSearchBarModel({ kind: "top-bar" })
        yield* bar.submit()
        const editing = bar.mode.value
        yield* BookingSession.use((session) => session.setUserCoordinates({ latitude: -33.92, longitude: 18.42 }))
        return { refused: refused.length > 0, messages, editing, after: bar.mode.value }
      }),
    )
    expect(seen).toEqual({ refused: true, editing: "edit", after: "edit", messages: expect.arrayContaining(["destination"]) })
  })
})
