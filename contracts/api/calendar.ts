import { Schema } from "effect"
import { MAX_RATE_CALENDAR_NIGHTS } from "../../core/time/calendar.ts"
import { daysBetween } from "../../core/time/hotel-day.ts"
import { GuestRooms, HotelCode, OptionalClubCard, PromotionCode } from "./search.ts"
import { CalendarDate, Cents, WireStruct } from "./common.ts"
import { ALWAYS, BOOKINGS_API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { CALENDAR_END_AFTER_START, calendarTooLong } from "./messages.ts"

/**
 * The price calendar (spec B §2 /booking/calendar, §3 booking calendar cell; the spec names no call, so
 * contracts/README.md decides it): one hotel's nightly from-prices over a range of nights, in one request.
 * The search is the room search's (same guests, club card and promo code, same prices); each night is
 * priced as a one-night stay from that night.
 */

export { MAX_RATE_CALENDAR_NIGHTS }

/** The nights of a calendar: `start_date` up to the night before `end_date`, at most MAX_RATE_CALENDAR_NIGHTS. */
const rangeIssue = (range: { readonly start_date: string; readonly end_date: string }) => {
  const nights = daysBetween(range.start_date, range.end_date)
  if (nights < 1) return { path: ["end_date"], issue: CALENDAR_END_AFTER_START }
  return nights > MAX_RATE_CALENDAR_NIGHTS ? { path: ["end_date"], issue: calendarTooLong(MAX_RATE_CALENDAR_NIGHTS) } : undefined
}

/** `{ hotel_code, start_date, end_date, guests, clicks_club_card, promotion_code }`, as the room search's. */
export const PriceCalendarSearch = WireStruct({
  hotel_code: HotelCode,
  start_date: CalendarDate(),
  end_date: CalendarDate(),
  guests: GuestRooms,
  clicks_club_card: OptionalClubCard,
  promotion_code: PromotionCode,
}).check(Schema.makeFilter(rangeIssue))

/** `{ "calendar": { hotel_code, start_date, end_date, guests, clicks_club_card, promotion_code } }`. */
export const PriceCalendarRequest = WireStruct({ calendar: PriceCalendarSearch }).annotate({ identifier: "PriceCalendarRequest" })
export type PriceCalendarRequest = typeof PriceCalendarRequest.Type

/**
 * One night of the calendar: the cheapest rate for the requested rooms of a one-night stay from `date`, per
 * night (what the room search's cheapest rate costs a night), or no price when nothing is free that night.
 */
export const CalendarNight = Schema.Struct({
  date: CalendarDate(),
  available: Schema.Boolean,
  price_cents: Schema.NullOr(Cents),
  currency: Schema.String,
  /** The cheapest rate's description (the cell's description), null when unavailable. */
  rate_description: Schema.NullOr(Schema.String),
}).annotate({ identifier: "CalendarNight" })
export type CalendarNight = typeof CalendarNight.Type

/** `{ "nights": [CalendarNight] }`, one per night of the range, in order. */
export const PriceCalendarResponse = Schema.Struct({ nights: Schema.Array(CalendarNight) }).annotate({ identifier: "PriceCalendarResponse" })
export type PriceCalendarResponse = typeof PriceCalendarResponse.Type

export const calendarEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "priceCalendar",
    method: "POST",
    path: `${BOOKINGS_API_PATH}/calendar`,
    tag: "Bookings",
    summary: "A hotel's nightly from-prices over a range of nights (the flexible-dates calendar)",
    body: PriceCalendarRequest,
    success: { status: 200, description: "One entry per night of the range; no price where nothing is available.", body: PriceCalendarResponse },
    errors: [404, ...WITH_BODY, ...ALWAYS],
  },
]
