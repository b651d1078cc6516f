import { Layer, ManagedRuntime } from "effect"
import { MemberSession } from "../../core/account/member-session-store.ts"
import { BookingSession } from "../../core/booking/session-store.ts"
import { TestClock } from "effect/testing"
import { type BookingApiData, makeBookingApiMemory } from "../../core/ports/BookingApi.memory.ts"
import { type ContentApiData, makeContentApiMemory } from "../../core/ports/ContentApi.memory.ts"
import { makeDownloadsMemory } from "../../core/ports/Downloads.memory.ts"
import { layerAt } from "../../core/ports/Geolocation.memory.ts"
import type { Navigation } from "../../core/ports/Navigation.ts"
import { makeNotificationsMemory } from "../../core/ports/Notifications.memory.ts"
import { makePaymentRedirectMemory } from "../../core/ports/PaymentRedirect.memory.ts"
import { layerMemory } from "../../core/ports/SessionStore.memory.ts"
import { ResourceCache } from "../../core/screen/ResourceCache.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import type { Coordinates } from "../../core/search/coordinates.ts"
import { CAPE_TOWN_FALLBACK } from "../../core/search/nearby-coordinates.ts"
import type { AppRuntime, AppServices } from "../app/runtime.ts"

export interface MemoryAppOptions {
  /** What the booking API fake answers. */
  readonly booking?: BookingApiData
  /** What the content API fake answers (hotels, site settings...). */
  readonly content?: ContentApiData
  /** What session storage holds when the app starts. */
  readonly storage?: ReadonlyArray<readonly [string, string]>
  /** Where the device is; core's Cape Town fallback unless a test needs another place. */
  readonly position?: Coordinates
  /** Runs the app on Effect's TestClock: countdowns move only when a test adjusts it. */
  readonly testClock?: boolean
}

export interface MemoryAppWiring {
  /** Where commands send the visitor (the test's router). */
  readonly navigation: Layer.Layer<Navigation>
}

/** An app runtime over core's in-memory ports, with the fakes a test looks into. */
export const makeMemoryAppRuntime = (options: MemoryAppOptions, wiring: MemoryAppWiring) => {
  const bookingApi = makeBookingApiMemory(options.booking)
  const contentApi = makeContentApiMemory(options.content)
  const notifications = makeNotificationsMemory()
  const downloads = makeDownloadsMemory()
  const storage = new Map<string, string>(options.storage)
  const ports = Layer.mergeAll(
    bookingApi.layer,
    contentApi.layer,
    layerMemory(storage),
    layerAt(options.position ?? CAPE_TOWN_FALLBACK),
    makePaymentRedirectMemory().layer,
    makeTokenStoreMemory().layer,
    notifications.layer,
    downloads.layer,
    wiring.navigation,
    options.testClock === true ? TestClock.layer() : Layer.empty,
  )
  const sessions = Layer.mergeAll(BookingSession.layer, MemberSession.layer, ResourceCache.layer)
  const runtime: AppRuntime = ManagedRuntime.make(Layer.provideMerge(sessions, ports) satisfies Layer.Layer<AppServices>)
  return { runtime, bookingApi, contentApi, toasts: notifications.toasts, storage, downloads: downloads.saved }
}
