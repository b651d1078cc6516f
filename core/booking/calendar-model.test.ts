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
import { makeCalendarModel } from "./calendar-model.ts"
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
