import { type queries, render, type RenderResult } from "@testing-library/react"
import { Effect } from "effect"
import { createContext, type ReactElement, type ReactNode, useContext } from "react"
import { createMemoryRouter, type DataRouter, RouterProvider } from "react-router-dom"
import type { BookingSessionState } from "../../core/booking/session-state.ts"
import { BookingSession, type BookingSessionShape, SESSION_KEYS, serialiseBookingState } from "../../core/booking/session-store.ts"
import type { BookingApiMemory } from "../../core/ports/BookingApi.memory.ts"
import type { AccountApiMemory } from "../../core/ports/AccountApi.memory.ts"
import type { CorporateApiMemory } from "../../core/ports/CorporateApi.memory.ts"
import type { TokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import type { ContentApiMemory } from "../../core/ports/ContentApi.memory.ts"
import type { DownloadFile } from "../../core/ports/Downloads.ts"
import type { Toast } from "../../core/ports/Notifications.memory.ts"
import { routerNavigation } from "../app/navigation.ts"
import { SERVED_ROUTES } from "../app/route-table.ts"
import { ScreenRuntimeProvider } from "../kit/screen-model.tsx"
import { ServedRoutesProvider, type ServedRoutes } from "../kit/served-routes-context.tsx"
import { makeMemoryAppRuntime, type MemoryAppOptions } from "./app-runtime.testing.ts"

export interface RenderOptions extends MemoryAppOptions {
  /** Where the router starts, with its query. */
  readonly path?: string
  /** The route pattern the element renders at; elsewhere the page reads "Left the page". Without it, every path. */
  readonly route?: string
  /** The routes the site serves in this test; the route table's (ui/app/route-table.ts) by default. */
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
  readonly accountApi: AccountApiMemory
  readonly corporateApi: CorporateApiMemory
  readonly tokenStore: TokenStoreMemory
  readonly toasts: ReadonlyArray<Toast>
  /** What session storage holds. */
  readonly storage: ReadonlyMap<string, string>
  /** The files handed to the browser to keep (Add to calendar). */
  readonly downloads: ReadonlyArray<DownloadFile>
  /** The path and query the router is at now (after the element's navigations). */
  readonly location: () => string
  /** The app's runtime (a test on the TestClock adjusts it through this). */
  readonly runtime: ReturnType<typeof makeMemoryAppRuntime>["runtime"]
}

/** The element under test, handed to the router's route through context, so a rerender keeps the router. */
const ElementContext = createContext<ReactNode>(null)
const Element = () => <>{useContext(ElementContext)}</>

/**
 * Renders an element the way the app does: core's in-memory ports in one runtime with its booking session, the
 * served routes and a data router whose navigations (a link's or a command's) the test can read. A rerender keeps
 * all of them.
 */
export const renderInApp = (element: ReactElement, options: RenderOptions = {}): AppRender => {
  const { path = "/", route, state, before = () => Effect.void } = options
  const stored = state === undefined ? [] : [[SESSION_KEYS.bookingState, serialiseBookingState(state)] as const]
  // The runtime's Navigation goes through the router, made after the runtime (its element reads the session).
  const routerRef: { current?: DataRouter } = {}
  const app = makeMemoryAppRuntime({ ...options, storage: [...stored, ...(options.storage ?? [])] }, { navigation: routerNavigation(() => routerRef.current) })
  const session = app.runtime.runSync(Effect.tap(BookingSession, before))
  const router = createMemoryRouter(
    route === undefined
      ? [{ path: "*", Component: Element }]
      : [
          { path: route, Component: Element },
          { path: "*", element: <p>Left the page</p> },
        ],
    { initialEntries: [path] },
  )
  routerRef.current = router
  const routerOf = router
  const InApp = ({ children }: { readonly children: ReactNode }) => (
    <ScreenRuntimeProvider runtime={app.runtime}>
      <ServedRoutesProvider routes={options.served ?? SERVED_ROUTES}>
        <ElementContext.Provider value={children}>
          <RouterProvider router={routerOf} />
        </ElementContext.Provider>
      </ServedRoutesProvider>
    </ScreenRuntimeProvider>
  )
  const { bookingApi, contentApi, accountApi, corporateApi, tokenStore, toasts, storage, downloads } = app
  const location = () => `${routerOf.state.location.pathname}${routerOf.state.location.search}`
  return { ...render<typeof queries>(element, { wrapper: InApp }), session, bookingApi, contentApi, accountApi, corporateApi, tokenStore, toasts, storage, downloads, location, runtime: app.runtime }
}
