import { REDIRECTING } from "./messages.ts"
import { HOME_ROUTE, isBookingFlowPage, THANK_YOU_ROUTE, TODAY_ROUTE } from "../routes.ts"

export type BookingRedirect = { readonly kind: "stay" } | { readonly kind: "redirect"; readonly to: typeof HOME_ROUTE; readonly message: string }

const STAY: BookingRedirect = { kind: "stay" }
const REDIRECT_HOME: BookingRedirect = { kind: "redirect", to: HOME_ROUTE, message: REDIRECTING }

/** "/booking/rooms/" and "/booking/rooms" are one page. */
const withoutTrailingSlash = (pathname: string): string => pathname.replace(/\/+$/, "")

/**
 * spec B §2: a booking page reached without an initialised search (a bookmark, a fresh tab) sends
 * the visitor to / with "Redirecting...". Override pages, the thank-you page (the gateway returns
 * there) and the today page need no search. Pages outside /booking never redirect.
 */
export const bookingRedirect = (pathname: string, searchInitialised: boolean, isOverridePage: boolean): BookingRedirect => {
  const page = withoutTrailingSlash(pathname)
  if (searchInitialised || isOverridePage || !isBookingFlowPage(page)) return STAY
  return page === THANK_YOU_ROUTE || page === TODAY_ROUTE ? STAY : REDIRECT_HOME
}
