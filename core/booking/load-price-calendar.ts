import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { today as hotelToday } from "../time/clock.ts"
import type { HttpError } from "../http/http-error.ts"
import { BookingApi, type PriceCalendarSearch } from "../ports/BookingApi.ts"
import { type CalendarCell, rateCalendarMonths } from "../time/calendar.ts"
import { type IsoDate, toIsoDate } from "../time/iso-date.ts"
import { type BookingSessionState, validClubCardOf } from "./session-state.ts"

/**
 * spec B §2, §9: the nights the rate calendar shows, from the first of its first month (or today, when that
 * month is this one: past nights are not offered and the API refuses them) to the last of its third, for the
 * session's hotel and rooms; null when the session holds no hotel with a check-in.
 */
export const priceCalendarSearchOf = (state: BookingSessionState, today: Temporal.PlainDate): PriceCalendarSearch | null => {
  const { destination, checkInDate } = state
  if (destination === null || destination.category !== "hotel" || checkInDate === null) return null
  const months = rateCalendarMonths(checkInDate, today)
  const first = months[0]!
  const last = months[months.length - 1]!
  const firstDay = first.toPlainDate({ day: 1 })
  return {
    hotelCode: destination.hotelCode,
    startDate: toIsoDate(Temporal.PlainDate.compare(firstDay, today) < 0 ? today : firstDay),
    endDate: toIsoDate(last.toPlainDate({ day: 1 }).add({ months: 1 })),
    guestRooms: state.guestRooms.map((room) => ({ adults: room.adults, kids: room.kids })),
    clubCard: validClubCardOf(state),
    promoCode: state.promoCode,
  }
}

export type PriceCalendarLoad =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "loaded"; readonly cells: ReadonlyArray<CalendarCell> }

/** The rate calendar's prices in one request; a failed request is a value with its message. */
export const loadPriceCalendar = Effect.fn("PriceCalendar.load")(function* (
  search: PriceCalendarSearch,
): Effect.fn.Return<Exclude<PriceCalendarLoad, { kind: "loading" }>, never, BookingApi> {
  return yield* (yield* BookingApi).priceCalendar(search).pipe(
    Effect.match({
      onSuccess: (cells) => ({ kind: "loaded" as const, cells }),
      onFailure: (error: HttpError) => ({ kind: "error" as const, message: error.message }),
    }),
  )
})

export type RateCalendarLoad =
  | { readonly kind: "error"; readonly message: string }
  /** `today` as plain data (an ISO date), so the answer goes into a server-drawn page's state (issue 27). */
  | { readonly kind: "loaded"; readonly cells: ReadonlyArray<CalendarCell>; readonly today: IsoDate }

/** The rate calendar of the session's hotel: today at the hotels (from the Clock) decides the months shown. */
export const loadRateCalendar = Effect.fn("PriceCalendar.loadForSession")(function* (
  state: BookingSessionState,
): Effect.fn.Return<RateCalendarLoad, never, BookingApi> {
  const today = yield* hotelToday
  const search = priceCalendarSearchOf(state, today)
  if (search === null) return { kind: "loaded", cells: [], today: toIsoDate(today) }
  const load = yield* loadPriceCalendar(search)
  return load.kind === "error" ? load : { ...load, today: toIsoDate(today) }
})
