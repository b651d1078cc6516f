import { type queries, render, type RenderResult } from "@testing-library/react"
import { Effect } from "effect"
import type { ReactElement, ReactNode } from "react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import type { BookingSessionState } from "../../core/booking/session-state.ts"
import { BookingSession, type BookingSessionShape, SESSION_KEYS, serialiseBookingState } from "../../core/booking/session-store.ts"
import type { BookingApiMemory } from "../../core/ports/BookingApi.memory.ts"
import type { ContentApiMemory } from "../../core/ports/ContentApi.memory.ts"
import type { Toast } from "../../core/ports/Notifications.memory.ts"
import { RuntimeProvider } from "../kit/core-runtime.tsx"
import { ServedRoutesProvider, type ServedRoutes } from "../kit/served-routes-context.tsx"
import { makeMemoryAppRuntime, type MemoryAppOptions } from "./app-runtime.testing.ts"

export interface RenderOptions extends MemoryAppOptions {
  /** Where the router starts, with its query. */
  readonly path?: string
  /** The route pattern the element renders at; elsewhere the page reads "Left the page". Without it, every path. */
  readonly route?: string
  /** The routes the site serves in this test; the element's route (else the home page) by default. */
  readonly served?: ServedRoutes
  /** The booking session as the app stored it, hydrated on start. */
  readonly state?: BookingSessionState
  /** Runs on the session before the element renders (a search already made, say). */
  readonly before?: (session: BookingSessionShape) => Effect.Effect<void>
}

export interface AppRender extends RenderResult {
  readonly session: BookingSessionShape
  readonly bookingApi: BookingApiMemory
  readonly contentApi: ContentApiMemory
  readonly toasts: ReadonlyArray<Toast>
  /** What session storage holds. */
  readonly storage: ReadonlyMap<string, string>
  /** The path and query the router is at now (after the element's navigations). */
  readonly location: () => string
  /** The app's runtime (a test on the TestClock adjusts it through this). */
  readonly runtime: ReturnType<typeof makeMemoryAppRuntime>["runtime"]
}

/**
 * Renders an element the way the app does: core's in-memory ports in one runtime, a booking session, the served
 * routes and a router that records where the element navigates. A rerender keeps all of them.
 */
export const renderInApp = (element: ReactElement, options: RenderOptions = {}): AppRender => {
  const { path = "/", route, state, before = () => Effect.void } = options
  const stored = state === undefined ? [] : [[SESSION_KEYS.bookingState, serialiseBookingState(state)] as const]
  const app = makeMemoryAppRuntime({ ...options, storage: [...stored, ...(options.storage ?? [])] })
  const session = app.runtime.runSync(Effect.tap(BookingSession, before))
  let current = path
  const Where = () => {
    const location = useLocation()
    current = `${location.pathname}${location.search}`
    return null
  }
  const InApp = ({ children }: { readonly children: ReactNode }) => (
    <RuntimeProvider runtime={app.runtime}>
      <ServedRoutesProvider routes={options.served ?? [route ?? "/"]}>
        <MemoryRouter initialEntries={[path]}>
          <Where />
          {route === undefined ? (
            children
          ) : (
            <Routes>
              <Route path={route} element={children} />
              <Route path="*" element={<p>Left the page</p>} />
            </Routes>
          )}
        </MemoryRouter>
      </ServedRoutesProvider>
    </RuntimeProvider>
  )
  const { bookingApi, contentApi, toasts, storage } = app
  return { ...render<typeof queries>(element, { wrapper: InApp }), session, bookingApi, contentApi, toasts, storage, location: () => current, runtime: app.runtime }
}
