import { Effect, Schema } from "effect"
import { PriceCalendarRequest, PriceCalendarResponse } from "../../contracts/api/calendar.ts"
import { calendarNightToCore } from "../../contracts/api/search-to-core.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { PriceCalendarSearch } from "../../core/ports/BookingApi.ts"
import { CalendarCell } from "../../core/time/calendar.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** The rate calendar's prices (contracts/api/calendar.ts): POST /api/web/bookings/calendar. */
export const PRICE_CALENDAR_PATH = `${BOOKINGS_API_PATH}/calendar`

const encodeRequest = encodeWith(PriceCalendarRequest)
const decodeAnswer = decodeWith(PriceCalendarResponse)
const decodeCells = decodeWith(Schema.Array(CalendarCell))

export const toPriceCalendarRequest = (search: PriceCalendarSearch): PriceCalendarRequest => ({
  calendar: {
    hotel_code: search.hotelCode,
    start_date: search.startDate,
    end_date: search.endDate,
    guests: search.guestRooms.map(({ adults, kids }) => ({ adults, kids })),
    clicks_club_card: search.clubCard,
    promotion_code: search.promoCode,
  },
})

/** The contract's one mapping to core's calendar cells (contracts/api/search-to-core.ts, shared with the server's render). */
export const fromWireNight = calendarNightToCore

export const priceCalendar =
  (http: HttpClient) =>
  (search: PriceCalendarSearch): Effect.Effect<ReadonlyArray<CalendarCell>, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRequest(toPriceCalendarRequest(search))
      const answer = yield* exchange(http, { method: "POST", path: PRICE_CALENDAR_PATH, body }, decodeAnswer)
      return yield* decodeCells(PRICE_CALENDAR_PATH, answer.nights.flatMap(fromWireNight))
    })
