import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE, TODAY_ROUTE } from "../../core/routes.ts"
import { preloadableLazy } from "../kit/preloadable-lazy.tsx"

/**
 * The booking area's pages, one chunk each (QUALITY.md: the rooms page does not pay for the hotels page's code).
 * The app loads the visited page's chunk together with the area's own before it first renders (route-areas.ts).
 */
export const BOOKING_PAGES = {
  [TODAY_ROUTE]: preloadableLazy(() => import("../search/today-page.tsx").then((module) => ({ default: module.TodayPage }))),
  [HOTELS_ROUTE]: preloadableLazy(() => import("../booking/hotels-page.tsx").then((module) => ({ default: module.HotelsPage }))),
  [CALENDAR_ROUTE]: preloadableLazy(() => import("../booking/calendar-page.tsx").then((module) => ({ default: module.CalendarPage }))),
  [ROOMS_ROUTE]: preloadableLazy(() => import("../booking/rooms-page.tsx").then((module) => ({ default: module.RoomsPage }))),
} as const

/** Loads the chunk of the booking page at `pathname`, if it is one. */
export const preloadBookingPage = (pathname: string): Promise<void> => {
  const page = (BOOKING_PAGES as Readonly<Record<string, { readonly preload: () => Promise<void> }>>)[pathname.replace(/\/+$/, "")]
  return page === undefined ? Promise.resolve() : page.preload()
}
