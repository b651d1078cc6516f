import type { Temporal } from "temporal-polyfill"
import type { IsoDate } from "../time/iso-date.ts"
import type { Destination, HotelDestination } from "./destination.ts"
import { needsSameDayNotice } from "./same-day-notice.ts"
import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../routes.ts"

/** spec B §2: the pages a search can lead to. */
export type SearchRoute = typeof HOTELS_ROUTE | typeof CALENDAR_ROUTE | typeof ROOMS_ROUTE

/** What started the navigation (spec B §4). */
export type SearchSubmit =
  /** The home availability form or the booking top bar. */
  | { readonly trigger: "search"; readonly destination: Destination; readonly flexiDate: boolean }
  /** The top bar of the Book Today page ("today" type): flexible dates do not apply. */
  | { readonly trigger: "today"; readonly destination: Destination }
  /** View Rates on a hotel of the hotel list. */
  | { readonly trigger: "viewRates"; readonly destination: HotelDestination; readonly flexiDate: boolean }

export interface SearchNextStep {
  readonly to: SearchRoute
  /** The Same Day Reservations notice is shown first; its Got it! continues to `to`. */
  readonly sameDayNoticeFirst: boolean
}

const hotelRoute = (flexiDate: boolean): SearchRoute => (flexiDate ? CALENDAR_ROUTE : ROOMS_ROUTE)

/**
 * spec B §4: a hotel goes to its rooms, or to the rate calendar with flexible dates; a location
 * goes to the hotel list; the today top bar goes to rooms for a hotel and to hotels otherwise.
 */
export const searchRoute = (submit: SearchSubmit): SearchRoute => {
  if (submit.destination.category === "location") return HOTELS_ROUTE
  return submit.trigger === "today" ? ROOMS_ROUTE : hotelRoute(submit.flexiDate)
}

/**
 * Where a submitted search goes next, and whether the same-day notice comes first (a hotel other
 * than 830 with check-in today, whichever way the hotel was reached).
 */
export const searchNextStep = (
  submit: SearchSubmit,
  checkInDate: IsoDate | Temporal.PlainDate | null,
  today: Temporal.PlainDate,
): SearchNextStep => ({
  to: searchRoute(submit),
  sameDayNoticeFirst: needsSameDayNotice(submit.destination, checkInDate, today),
})
