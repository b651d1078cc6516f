import { useSignals } from "@preact/signals-react/runtime"
import { useLocation } from "react-router-dom"
import { GUEST_DETAILS_ROUTE, PAYMENT_DETAILS_ROUTE, PAYMENT_ROUTE, REVIEW_ROUTE, THANK_YOU_ROUTE } from "../../core/routes.ts"
import { bookingRedirect } from "../../core/search/booking-redirect.ts"
import { GuestDetailsPage } from "../checkout/guest-details-page.tsx"
import { PaymentDetailsPage } from "../checkout/payment-details-page.tsx"
import { PaymentPage } from "../checkout/payment-page.tsx"
import { ReviewPage } from "../checkout/review-page.tsx"
import { ThankYouPage } from "../checkout/thank-you-page.tsx"
import type { CheckoutRoute } from "./checkout-routes.ts"
import { useBookingSession } from "../kit/booking-session.tsx"
import { NotFoundPage } from "../shell/not-found-page.tsx"
import { RedirectingPage } from "../shell/redirecting-page.tsx"

const pages = {
  [REVIEW_ROUTE]: ReviewPage,
  [GUEST_DETAILS_ROUTE]: GuestDetailsPage,
  [PAYMENT_DETAILS_ROUTE]: PaymentDetailsPage,
  [PAYMENT_ROUTE]: PaymentPage,
  [THANK_YOU_ROUTE]: ThankYouPage,
} as const

/**
 * spec B §2: review, guest details, payment details, the gateway hand-off and the thank-you page, under the
 * booking redirect rule (the thank-you page works without a search: the gateway returns there).
 */
const CheckoutArea = () => {
  useSignals()
  const session = useBookingSession()
  const { pathname } = useLocation()
  const redirect = bookingRedirect(pathname, session.isInitialised.value, false)
  if (redirect.kind === "redirect") return <RedirectingPage redirect={redirect} />
  const Page = pages[pathname.replace(/\/+$/, "") as CheckoutRoute]
  return Page === undefined ? <NotFoundPage /> : <Page />
}

export default CheckoutArea
