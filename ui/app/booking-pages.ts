import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE, TODAY_ROUTE } from "../../core/routes.ts"

/**
 * The booking area's pages, one chunk each (QUALITY.md: the rooms page does not pay for the hotels page's code).
 * The app asks for the visited page's chunk together with the area's own, so the split adds no round trip.
 */
export const BOOKING_PAGES = {
  [TODAY_ROUTE]: () => import("../search/today-page.tsx").then((module) => ({ default: module.TodayPage })),
  [HOTELS_ROUTE]: () => import("../booking/hotels-page.tsx").then((module) => ({ default: module.HotelsPage })),
  [CALENDAR_ROUTE]: () => import("../booking/calendar-page.tsx").then((module) => ({ default: module.CalendarPage })),
  [ROOMS_ROUTE]: () => import("../booking/rooms-page.tsx").then((module) => ({ default: module.RoomsPage })),
} as const

/** Starts loading the chunk of the booking page at `pathname`, if it is one. */
export const preloadBookingPage = (pathname: string): void => {
  const load = (BOOKING_PAGES as Readonly<Record<string, () => Promise<unknown>>>)[pathname.replace(/\/+$/, "")]
  void load?.()
}
