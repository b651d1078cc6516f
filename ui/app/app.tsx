import { lazy, Suspense } from "react"
import { Route, Routes } from "react-router-dom"
import { BOOKING_ROUTE_PREFIX, HOME_ROUTE } from "../../core/routes.ts"
import { BookingSessionRoot } from "../kit/booking-session.tsx"
import { type AppRuntime, RuntimeProvider } from "../kit/core-runtime.tsx"
import { ServedRoutesProvider } from "../kit/served-routes-context.tsx"
import type { ToastStore } from "../kit/toast-store.ts"
import { Toaster } from "../kit/toaster.tsx"
import { PageSkeleton } from "../shell/page-skeleton.tsx"
import { SiteLayout } from "../shell/site-layout.tsx"
import { HomeArea } from "./home-area.tsx"
import { preloadBookingPage } from "./booking-pages.ts"
import { CHECKOUT_ROUTES } from "./checkout-routes.ts"
import { SERVED_ROUTES } from "./served-routes.ts"

// One lazily loaded chunk per route area (QUALITY.md: only what a page needs loads first). Home is in the first
// load: it is the landing page. The booking area joins as `lazy(() => import("./booking-area.tsx"))` with its
// routes under BOOKING_ROUTE_PREFIX, and each of its paths in SERVED_ROUTES.
const NotFoundArea = lazy(() => import("./not-found-area.tsx"))
// The checkout steps are their own chunk, mounted at their exact paths (they rank above the booking area's splat).
const CheckoutArea = lazy(() => import("./checkout-area.tsx"))
// The visited booking page's own chunk is asked for beside the area's (ui/app/booking-pages.ts).
const BookingArea = lazy(() => {
  preloadBookingPage(window.location.pathname)
  return import("./booking-area.tsx")
})

export interface AppProps {
  readonly runtime: AppRuntime
  readonly toasts: ToastStore
}

/** The routes inside the site's frame; main.tsx puts it inside the browser router. */
export const App = ({ runtime, toasts }: AppProps) => (
  <RuntimeProvider runtime={runtime}>
    <ServedRoutesProvider routes={SERVED_ROUTES}>
      <BookingSessionRoot>
        <SiteLayout>
          <Suspense fallback={<PageSkeleton />}>
            <Routes>
              <Route path={HOME_ROUTE} element={<HomeArea />} />
              <Route path={`${BOOKING_ROUTE_PREFIX}/*`} element={<BookingArea />} />
              {CHECKOUT_ROUTES.map((path) => (
                <Route key={path} path={path} element={<CheckoutArea />} />
              ))}
              <Route path="*" element={<NotFoundArea />} />
            </Routes>
          </Suspense>
        </SiteLayout>
      </BookingSessionRoot>
      <Toaster store={toasts} />
    </ServedRoutesProvider>
  </RuntimeProvider>
)
