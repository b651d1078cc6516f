import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { makeResource } from "../screen/resource.ts"
import { failed, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { makeSameDayFlow, type NoticeWords } from "../search/same-day-flow.ts"
import { submitSearch } from "../search/submit-search.ts"
import { formatDate } from "../time/format.ts"
import { type IsoDate, toPlainDate } from "../time/iso-date.ts"
import { loadRateCalendar } from "./load-price-calendar.ts"
import { type CalendarPick, isStayPicked, NOTHING_PICKED, pickDay, type PriceMonth, priceCalendarView } from "./price-calendar.ts"
import { calendarStaySearch } from "./search-from-session.ts"
import { PICK_CHECK_IN } from "./messages.ts"
import { BookingSession } from "./session-store.ts"

// Not the spec's words: the calendar's instructions as the guest picks, and its subtitle
export const pickCheckOut = (checkIn: IsoDate): string => `Check-in ${formatDate(checkIn, "DD MMM YYYY")}. Now pick your check-out date.`
export const pickedStay = (checkIn: IsoDate, checkOut: IsoDate): string => `${formatDate(checkIn, "DD MMM YYYY")} – ${formatDate(checkOut, "DD MMM YYYY")}`
export const pricesAt = (hotelName: string): string => `Prices from, per night, at ${hotelName}`

/** What the calendar shows once read: three months of nights with their from-prices, and what to pick next. */
export interface CalendarContent {
  readonly months: ReadonlyArray<PriceMonth>
  readonly hint: string
  /** Check rates for these dates: enabled once a stay is picked. */
  readonly canCheckRates: boolean
}

export const pickHint = (pick: CalendarPick): string =>
  pick.checkInDate === null ? PICK_CHECK_IN : pick.checkOutDate === null ? pickCheckOut(pick.checkInDate) : pickedStay(pick.checkInDate, pick.checkOutDate)

export interface CalendarModel {
  readonly subtitle: ReadonlySignal<string>
  readonly view: ReadonlySignal<ViewState<CalendarContent>>
  readonly checking: ReadonlySignal<boolean>
  readonly sameDayNotice: ReadonlySignal<NoticeWords | null>
  readonly pick: (day: IsoDate) => Effect.Effect<void>
  /** spec B §2: the picked stay as the search, on fixed dates: its rooms next (the notice first on a same-day stay). */
  readonly checkRates: () => Effect.Effect<void, never, BookingSession | Navigation>
  readonly goOn: () => Effect.Effect<void, never, Navigation>
}

/** The screen model of /booking/calendar (spec B §2): the flexible-dates search, three months each night with its from-price. */
export const makeCalendarModel = (): Effect.Effect<CalendarModel, never, BookingSession | BookingApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const state = session.state
    const key = computed(() => {
      const { destination, checkInDate } = state.value
      return destination?.category === "hotel" ? `${destination.hotelCode} ${checkInDate}` : null
    })
    // Shared under its hotel and check-in, so a page the server drew hydrates with that answer (no second read).
    const calendar = yield* makeResource({
      key,
      load: () => loadRateCalendar(state.peek()),
      shared: { id: (at) => `rate-calendar ${at}`, keep: (answer) => answer.kind === "loaded" },
    })
    const picked = signal<CalendarPick>(NOTHING_PICKED)
    const checking = signal(false)
    const flow = makeSameDayFlow()
    return {
      subtitle: computed(() => pricesAt(state.value.destination?.name ?? "")),
      view: computed((): ViewState<CalendarContent> => {
        const read = calendar.state.value
        const checkInDate = state.value.checkInDate
        if (read.kind === "failed") return failed(SOMETHING_TERRIBLE)
        if (read.kind !== "ready" || checkInDate === null) return LOADING
        if (read.value.kind === "error") return failed(read.value.message)
        const pick = picked.value
        return ready({
          months: priceCalendarView(read.value.cells, checkInDate, toPlainDate(read.value.today), pick, state.value.currency),
          hint: pickHint(pick),
          canCheckRates: isStayPicked(pick),
        })
      }),
      checking,
      sameDayNotice: flow.notice,
      pick: (day) => Effect.sync(() => void (picked.value = pickDay(picked.value, day))),
      checkRates: () =>
        Effect.suspend(() => {
          const pick = picked.value
          if (!isStayPicked(pick)) return Effect.void
          checking.value = true
          return submitSearch(calendarStaySearch(state.value, pick)).pipe(
            Effect.flatMap((next) => flow.go(next.href, next.sameDayNoticeFirst)),
            Effect.catch(() => Effect.sync(() => void (checking.value = false))),
          )
        }),
      goOn: () => flow.acknowledge,
    }
  })
