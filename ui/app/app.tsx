import { RouterProvider } from "react-router-dom"
import type { DataRouter } from "react-router-dom"
import { ScreenRuntimeProvider } from "../kit/screen-model.tsx"
import { ServedRoutesProvider } from "../kit/served-routes-context.tsx"
import type { ToastStore } from "../kit/toast-store.ts"
import { Toaster } from "../kit/toaster.tsx"
import { SERVED_ROUTES } from "./route-table.ts"
import type { AppRuntime } from "./runtime.ts"

export interface AppProps {
  readonly runtime: AppRuntime
  readonly router: DataRouter
  readonly toasts: ToastStore
}

/** The site: the runtime and the served routes for every screen, the router (router.tsx) and the toasts. */
export const App = ({ runtime, router, toasts }: AppProps) => (
  <ScreenRuntimeProvider runtime={runtime}>
    <ServedRoutesProvider routes={SERVED_ROUTES}>
      <RouterProvider router={router} />
      <Toaster store={toasts} />
    </ServedRoutesProvider>
  </ScreenRuntimeProvider>
)
