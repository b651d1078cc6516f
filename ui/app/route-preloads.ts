import {
  CALENDAR_ROUTE,
  CONTACT_US_ROUTE,
  MANAGE_BOOKINGS_ROUTE,
  MY_BOOKINGS_ROUTE,
  GUEST_DETAILS_ROUTE,
  HOTELS_ROUTE,
  PAYMENT_DETAILS_ROUTE,
  PAYMENT_ROUTE,
  REVIEW_ROUTE,
  ROOMS_ROUTE,
  THANK_YOU_ROUTE,
  TODAY_ROUTE,
} from "../../core/routes.ts"
import { BOOKING_DETAILS_PATTERN, EDIT_BOOKING_PATTERN, VIEW_BOOKING_PATTERN } from "./manage-routes.ts"

/**
 * The lazily loaded modules each page needs beyond the entry to show its first screen, by route (paths from the
 * project's root). The build turns them into chunk files (tools/route-preloads.ts writes `route-preloads.json`) and
 * the server announces those in that page's HTML as `<link rel="modulepreload">`, so the browser fetches them beside
 * the entry instead of one level after another (entry → area and page → HTTP adapter → data). Every module named
 * here is imported with `import()` by app.tsx, booking-pages.ts or adapters-layer.ts; the build fails on one that
 * is not a chunk of its own. A route with a parameter is named by its router pattern (`:uuid`); the server matches
 * a path to it one segment per parameter.
 */
const BOOKING_AREA = "ui/app/booking-area.tsx"
const CHECKOUT_AREA = "ui/app/checkout-area.tsx"
const MANAGE_AREA = "ui/app/manage-area.tsx"
const BOOKING_HTTP = "adapters/http/BookingApi.http.ts"
const CONTENT_HTTP = "adapters/http/ContentApi.http.ts"

export const ROUTE_PRELOADS: Readonly<Record<string, ReadonlyArray<string>>> = {
  [HOTELS_ROUTE]: [BOOKING_AREA, "ui/booking/hotels-page.tsx", BOOKING_HTTP, CONTENT_HTTP],
  [ROOMS_ROUTE]: [BOOKING_AREA, "ui/booking/rooms-page.tsx", BOOKING_HTTP, CONTENT_HTTP],
  [CALENDAR_ROUTE]: [BOOKING_AREA, "ui/booking/calendar-page.tsx", BOOKING_HTTP, CONTENT_HTTP],
  [TODAY_ROUTE]: [BOOKING_AREA, "ui/search/today-page.tsx"],
  [REVIEW_ROUTE]: [CHECKOUT_AREA, BOOKING_HTTP],
  [GUEST_DETAILS_ROUTE]: [CHECKOUT_AREA, BOOKING_HTTP],
  [PAYMENT_DETAILS_ROUTE]: [CHECKOUT_AREA, BOOKING_HTTP],
  [PAYMENT_ROUTE]: [CHECKOUT_AREA],
  [THANK_YOU_ROUTE]: [CHECKOUT_AREA, BOOKING_HTTP],
  [MANAGE_BOOKINGS_ROUTE]: [MANAGE_AREA, BOOKING_HTTP],
  [MY_BOOKINGS_ROUTE]: [MANAGE_AREA, BOOKING_HTTP],
  [CONTACT_US_ROUTE]: [MANAGE_AREA, CONTENT_HTTP],
  // a booking's page, by its uuid: its first screen is the booking, read through the booking API
  [BOOKING_DETAILS_PATTERN]: [MANAGE_AREA, BOOKING_HTTP],
  [VIEW_BOOKING_PATTERN]: [MANAGE_AREA, BOOKING_HTTP],
  [EDIT_BOOKING_PATTERN]: [MANAGE_AREA, BOOKING_HTTP],
}
