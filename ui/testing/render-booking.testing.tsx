import { render, type RenderResult } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import type { BookingSession } from "../../core/booking/session-store.ts"
import { makeBookingSession } from "../../core/booking/session-store.ts"
import type { BookingSessionState } from "../../core/booking/session-state.ts"
import { SESSION_KEYS, serialiseBookingState } from "../../core/booking/session-store.ts"
import { type BookingApiData, makeBookingApiMemory, type BookingApiMemory } from "../../core/ports/BookingApi.memory.ts"
import { type ContentApiData, makeContentApiMemory } from "../../core/ports/ContentApi.memory.ts"
import { CAPE_TOWN_FALLBACK } from "../../core/search/nearby-coordinates.ts"
import { layerAt } from "../../core/ports/Geolocation.memory.ts"
import { makeNotificationsMemory } from "../../core/ports/Notifications.memory.ts"
import { makePaymentRedirectMemory } from "../../core/ports/PaymentRedirect.memory.ts"
import { layerMemory } from "../../core/ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { BookingSessionProvider } from "../kit/booking-session.tsx"
import { type AppRuntime, RuntimeProvider } from "../kit/core-runtime.tsx"
import { ServedRoutesProvider } from "../kit/served-routes-context.tsx"

export interface BookingRender extends RenderResult {
  readonly session: BookingSession
  readonly bookingApi: BookingApiMemory
  /** What session storage holds. */
  readonly storage: ReadonlyMap<string, string>
  /** The path and query the page is at now (after its navigations). */
  readonly location: () => string
}

export interface BookingRenderOptions {
  readonly state: BookingSessionState
  readonly booking?: BookingApiData
  /** What the content API answers (the hotels, for a chosen hotel the list did not remember). */
  readonly content?: ContentApiData
  /** Extra session-storage entries (e.g. the chosen hotel). */
  readonly storage?: ReadonlyArray<readonly [string, string]>
  readonly served?: ReadonlyArray<string>
  /** Where the page starts, with its query; the route pattern is `path`. */
  readonly url: string
  readonly path: string
  /** Epoch millis for the runtime's clock, when the page reads today. */
}

/**
 * Renders one booking page the way the app does: core's in-memory ports in one runtime, the booking session
 * hydrated from `state`, the served routes, and a router that records where the page navigates.
 */
export const renderBookingPage = async (page: ReactNode, options: BookingRenderOptions): Promise<BookingRender> => {
  const bookingApi = makeBookingApiMemory(options.booking)
  const storage = new Map<string, string>([[SESSION_KEYS.bookingState, serialiseBookingState(options.state)], ...(options.storage ?? [])])
  const layer = Layer.mergeAll(
    bookingApi.layer,
    makeTokenStoreMemory().layer,
    layerMemory(storage),
    layerAt(CAPE_TOWN_FALLBACK),
    makePaymentRedirectMemory().layer,
    makeNotificationsMemory().layer,
    makeContentApiMemory(options.content).layer,
  )
  const runtime: AppRuntime = ManagedRuntime.make(layer)
  const session = await runtime.runPromise(makeBookingSession())
  let current = options.url
  const Where = () => {
    const location = useLocation()
    current = `${location.pathname}${location.search}`
    return null
  }
  const result = render(
    <RuntimeProvider runtime={runtime}>
      <ServedRoutesProvider routes={options.served ?? [options.path]}>
        <BookingSessionProvider session={session}>
          <MemoryRouter initialEntries={[options.url]}>
            <Where />
            <Routes>
              <Route path={options.path} element={page} />
              <Route path="*" element={<p>Left the page</p>} />
            </Routes>
          </MemoryRouter>
        </BookingSessionProvider>
      </ServedRoutesProvider>
    </RuntimeProvider>,
  )
  return { ...result, session, bookingApi, storage, location: () => current }
}

export const runEffect = <A,>(effect: Effect.Effect<A>): Promise<A> => Effect.runPromise(effect)
