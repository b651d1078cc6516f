import { BOOKING_ROUTE_PREFIX } from "../../core/routes.ts"
import { preloadableLazy } from "../kit/preloadable-lazy.tsx"
import { preloadBookingPage } from "./booking-pages.ts"
import { CHECKOUT_ROUTES } from "./checkout-routes.ts"
import { MANAGE_ROUTES } from "./manage-routes.ts"
import { matchPath } from "react-router-dom"

// One lazily loaded chunk per route area (QUALITY.md: only what a page needs loads first). Home is in the first
// load: it is the landing page.
export const NotFoundArea = preloadableLazy(() => import("./not-found-area.tsx"))
/** The checkout steps, their own chunk, mounted at their exact paths (they rank above the booking area's splat). */
export const CheckoutArea = preloadableLazy(() => import("./checkout-area.tsx"))
/** The booking pages below BOOKING_ROUTE_PREFIX; each page is a chunk of its own (booking-pages.ts). */
export const BookingArea = preloadableLazy(() => import("./booking-area.tsx"))

/** Booking management and the support page (ui/app/manage-area.tsx), their own chunk. */
export const ManageArea = preloadableLazy(() => import("./manage-area.tsx"))

const isManageRoute = (path: string): boolean => MANAGE_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null)

const isCheckoutRoute = (path: string): boolean => (CHECKOUT_ROUTES as ReadonlyArray<string>).includes(path)

/**
 * Loads the chunks the page at `pathname` renders first (its area, and in the booking area its page), so the
 * first render draws the page itself rather than a skeleton. The server has announced the same chunks in the page's
 * HTML (route-preloads.ts), so they are usually in the browser already.
 */
export const preloadRoute = (pathname: string): Promise<void> => {
  const path = pathname.replace(/\/+$/, "")
  if (isCheckoutRoute(path)) return CheckoutArea.preload()
  if (isManageRoute(path)) return ManageArea.preload()
  if (path.startsWith(`${BOOKING_ROUTE_PREFIX}/`)) return Promise.all([BookingArea.preload(), preloadBookingPage(path)]).then(() => undefined)
  return Promise.resolve()
}
