import { Outlet, useLocation } from "react-router-dom"
import { readBookingSession } from "../../core/booking/booking-template-model.ts"
import { bookingRedirect } from "../../core/search/booking-redirect.ts"
import { useScreenModel } from "../kit/screen-model.tsx"
import { RedirectingPage } from "../shell/redirecting-page.tsx"

/** The checkout pages' loaders, each page a chunk of its own (ui/app/router.tsx). */
export const PAGES = import.meta.glob<Readonly<Record<string, unknown>>>(["../checkout/*-page.tsx"])

/**
 * spec B §2: review, guest details, payment details, the gateway hand-off and the thank-you page, under the
 * booking redirect rule (the thank-you page works without a search: the gateway returns there).
 */
export const CheckoutArea = () => {
  const session = useScreenModel(readBookingSession, undefined)
  const { pathname } = useLocation()
  const redirect = bookingRedirect(pathname, session.isInitialised.value, false)
  return redirect.kind === "redirect" ? <RedirectingPage redirect={redirect} /> : <Outlet />
}
