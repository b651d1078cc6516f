import { Effect, Schema } from "effect"
import { type CalendarNight, PriceCalendarRequest, PriceCalendarResponse } from "../../contracts/api/calendar.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { PriceCalendarSearch } from "../../core/ports/BookingApi.ts"
import { CalendarCell } from "../../core/time/calendar.ts"
import { Temporal } from "temporal-polyfill"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { fromWireDate } from "./wire.ts"

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

/** A priced night as core's calendar cell (spec B §3: price, description, start, end); a night without a price has none. */
export const fromWireNight = (night: CalendarNight): ReadonlyArray<typeof CalendarCell.Encoded> => {
  if (!night.available || night.price_cents === null) return []
  const start = fromWireDate(night.date)
  return [{ price: night.price_cents, description: night.rate_description ?? "", start, end: Temporal.PlainDate.from(start).add({ days: 1 }).toString() }]
}

export const priceCalendar =
  (http: HttpClient) =>
  (search: PriceCalendarSearch): Effect.Effect<ReadonlyArray<CalendarCell>, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRequest(toPriceCalendarRequest(search))
      const answer = yield* exchange(http, { method: "POST", path: PRICE_CALENDAR_PATH, body }, decodeAnswer)
      return yield* decodeCells(PRICE_CALENDAR_PATH, answer.nights.flatMap(fromWireNight))
    })
