import { Suspense } from "react"
import { Route, Routes } from "react-router-dom"
import { BOOKING_ROUTE_PREFIX, HOME_ROUTE } from "../../core/routes.ts"
import { type AppRuntime, RuntimeProvider } from "../kit/core-runtime.tsx"
import { ServedRoutesProvider } from "../kit/served-routes-context.tsx"
import type { ToastStore } from "../kit/toast-store.ts"
import { Toaster } from "../kit/toaster.tsx"
import { PageSkeleton } from "../shell/page-skeleton.tsx"
import { ScrollToTop } from "../shell/scroll-to-top.tsx"
import { SiteLayout } from "../shell/site-layout.tsx"
import { HomeArea } from "./home-area.tsx"
import { CHECKOUT_ROUTES } from "./checkout-routes.ts"
import { MANAGE_ROUTES } from "./manage-routes.ts"
import { SERVED_ROUTES } from "./served-routes.ts"

import { BookingArea, CheckoutArea, ManageArea, NotFoundArea } from "./route-areas.ts"

export interface AppProps {
  readonly runtime: AppRuntime
  readonly toasts: ToastStore
}

/** The routes inside the site's frame; main.tsx puts it inside the browser router. */
export const App = ({ runtime, toasts }: AppProps) => (
  <RuntimeProvider runtime={runtime}>
    <ServedRoutesProvider routes={SERVED_ROUTES}>
      <ScrollToTop />
      <SiteLayout>
        <Suspense fallback={<PageSkeleton />}>
          <Routes>
            <Route path={HOME_ROUTE} element={<HomeArea />} />
            <Route path={`${BOOKING_ROUTE_PREFIX}/*`} element={<BookingArea.Component />} />
            {CHECKOUT_ROUTES.map((path) => (
              <Route key={path} path={path} element={<CheckoutArea.Component />} />
            ))}
            {MANAGE_ROUTES.map((path) => (
              <Route key={path} path={path} element={<ManageArea.Component />} />
            ))}
            <Route path="*" element={<NotFoundArea.Component />} />
          </Routes>
        </Suspense>
      </SiteLayout>
      <Toaster store={toasts} />
    </ServedRoutesProvider>
  </RuntimeProvider>
)
