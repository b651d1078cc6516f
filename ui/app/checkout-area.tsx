import { useSignals } from "@preact/signals-react/runtime"
import { Outlet, useLocation } from "react-router-dom"
import { bookingRedirect } from "../../core/search/booking-redirect.ts"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { RedirectingPage } from "../shell/redirecting-page.tsx"

/**
 * spec B §2: review, guest details, payment details, the gateway hand-off and the thank-you page, under the
 * booking redirect rule (the thank-you page works without a search: the gateway returns there).
 */
export const CheckoutArea = () => {
  useSignals()
  const session = useBookingSession()
  const { pathname } = useLocation()
  const redirect = bookingRedirect(pathname, session.isInitialised.value, false)
  return redirect.kind === "redirect" ? <RedirectingPage redirect={redirect} /> : <Outlet />
}
