import type { ReactNode } from "react"
import { RouterProvider } from "react-router-dom"
import type { DataRouter } from "react-router-dom"
import { ScreenRuntimeProvider } from "../kit/screen-model.tsx"
import { ServedRoutesProvider } from "../kit/served-routes-context.tsx"
import type { ToastStore } from "../kit/toast-store.ts"
import { Toaster } from "../kit/toaster.tsx"
import { SERVED_ROUTES } from "./route-table.ts"
import type { AppRuntime } from "./runtime.ts"

export interface AppFrameProps {
  readonly runtime: AppRuntime
  readonly toasts: ToastStore
  /** The router's view: the browser's RouterProvider, or the server's StaticRouterProvider (render-page.tsx). */
  readonly children: ReactNode
}

/** The site around its router: the runtime and the served routes for every screen, and the toasts. One tree for the server and the browser, so hydration matches. */
export const AppFrame = ({ runtime, toasts, children }: AppFrameProps) => (
  <ScreenRuntimeProvider runtime={runtime}>
    <ServedRoutesProvider routes={SERVED_ROUTES}>
      {children}
      <Toaster store={toasts} />
    </ServedRoutesProvider>
  </ScreenRuntimeProvider>
)

export interface AppProps {
  readonly runtime: AppRuntime
  readonly router: DataRouter
  readonly toasts: ToastStore
}

/** The site in the browser: the frame around the data router (router.tsx). */
export const App = ({ runtime, router, toasts }: AppProps) => (
  <AppFrame runtime={runtime} toasts={toasts}>
    <RouterProvider router={router} />
  </AppFrame>
)
