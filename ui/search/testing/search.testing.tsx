import { render, type RenderResult } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactElement } from "react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import { type BookingSession, makeBookingSession } from "../../../core/booking/session-store.ts"
import type { HotelDetails } from "../../../core/content/hotel-listing.ts"
import { type BookingApiData, type BookingApiMemory, makeBookingApiMemory } from "../../../core/ports/BookingApi.memory.ts"
import { makeContentApiMemory } from "../../../core/ports/ContentApi.memory.ts"
import { layerAt } from "../../../core/ports/Geolocation.memory.ts"
import type { Geolocation } from "../../../core/ports/Geolocation.ts"
import { makeNotificationsMemory, type Toast } from "../../../core/ports/Notifications.memory.ts"
import { makePaymentRedirectMemory } from "../../../core/ports/PaymentRedirect.memory.ts"
import { layerMemory } from "../../../core/ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../../../core/ports/TokenStore.memory.ts"
import { BookingSessionProvider } from "../../kit/booking-session.tsx"
import { type AppRuntime, type AppServices, RuntimeProvider } from "../../kit/core-runtime.tsx"
import { ServedRoutesProvider } from "../../kit/served-routes-context.tsx"

export interface SearchHarness extends RenderResult {
  readonly session: BookingSession
  readonly api: BookingApiMemory
  readonly toasts: ReadonlyArray<Toast>
}

export interface SearchHarnessOptions {
  readonly path?: string
  readonly bookingData?: BookingApiData
  readonly hotels?: ReadonlyArray<HotelDetails>
  readonly geolocation?: Layer.Layer<Geolocation>
  /** Runs on the session before the component renders (a search already made, say). */
  readonly before?: (session: BookingSession) => Effect.Effect<void>
}

/** Where the router is, for tests that follow a navigation. */
const LocationProbe = () => {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/**
 * Renders a search component as the app would, over core's in-memory ports: a runtime, a booking session, a
 * router (with a probe showing where it went) and the served routes.
 */
export const renderSearch = (element: ReactElement, options: SearchHarnessOptions = {}): SearchHarness => {
  const api = makeBookingApiMemory(options.bookingData ?? {})
  const content = makeContentApiMemory({ hotels: options.hotels ?? [] })
  const notifications = makeNotificationsMemory()
  const layer = Layer.mergeAll(
    api.layer,
    content.layer,
    layerMemory(),
    options.geolocation ?? layerAt({ latitude: -29.8587, longitude: 31.0218 }),
    makePaymentRedirectMemory().layer,
    makeTokenStoreMemory().layer,
    notifications.layer,
  ) satisfies Layer.Layer<AppServices>
  const runtime: AppRuntime = ManagedRuntime.make(layer)
  const session = runtime.runSync(Effect.tap(makeBookingSession(), (made) => (options.before ?? (() => Effect.void))(made)))
  const result = render(
    <RuntimeProvider runtime={runtime}>
      <BookingSessionProvider session={session}>
        <MemoryRouter initialEntries={[options.path ?? "/"]}>
          <ServedRoutesProvider routes={["/"]}>
            <Routes>
              <Route path="*" element={<>{element}<LocationProbe /></>} />
            </Routes>
          </ServedRoutesProvider>
        </MemoryRouter>
      </BookingSessionProvider>
    </RuntimeProvider>,
  )
  return { ...result, session, api, toasts: notifications.toasts }
}
