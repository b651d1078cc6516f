import { Effect, Layer, ManagedRuntime, Option } from "effect"
import type { BrowserPorts } from "../../adapters/browser.ts"
import type { AccountApi } from "../../core/ports/AccountApi.ts"
import type { LoyaltyApi } from "../../core/ports/LoyaltyApi.ts"
import type { BookingApi } from "../../core/ports/BookingApi.ts"
import type { CorporateApi } from "../../core/ports/CorporateApi.ts"
import type { Geolocation } from "../../core/ports/Geolocation.ts"
import type { Notifications } from "../../core/ports/Notifications.ts"
import type { PaymentRedirect } from "../../core/ports/PaymentRedirect.ts"
import type { SessionStore } from "../../core/ports/SessionStore.ts"
import type { TokenStore } from "../../core/ports/TokenStore.ts"
import { MemberSession } from "../../core/account/member-session-store.ts"
import { BookingSession, DRAWN_BOOKING_STATE, hydrateBookingState } from "../../core/booking/session-store.ts"
import type { ContentApi } from "../../core/ports/ContentApi.ts"
import type { Downloads } from "../../core/ports/Downloads.ts"
import type { Navigation } from "../../core/ports/Navigation.ts"
import type { SessionStart } from "../../core/screen/page-render.ts"
import { ResourceCache } from "../../core/screen/ResourceCache.ts"
import type { ToastStore } from "../kit/toast-store.ts"
import { toastNotificationsLayer } from "./toasts.ts"

/** What the browser adapters provide: every port but the toasts, which the kit shows (ContentApi beside adapters/browser.ts). */
export type AdapterServices = BrowserPorts | ContentApi | AccountApi | CorporateApi | LoyaltyApi | Downloads

/** The services a screen model may need, all provided by the app's one runtime: the ports, the sessions and the page's shared answers. */
export type AppServices =
  | AccountApi
  | CorporateApi
  | LoyaltyApi
  | BookingApi
  | ContentApi
  | Downloads
  | SessionStore
  | TokenStore
  | Geolocation
  | PaymentRedirect
  | Notifications
  | Navigation
  | BookingSession
  | MemberSession
  | ResourceCache

export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>

declare module "../kit/screen-model.tsx" {
  interface ScreenRegister {
    readonly services: AppServices
  }
}

/**
 * The page's sessions and its shared answers, over the ports: the booking session, the member's, the resource cache
 * (starting from the answers the server rendered the page with, if it did). Hydrating a server-drawn page, the
 * sessions start from the defaults the server drew it with, and read storage once it is interactive.
 */
export const sessionsLayerWith = (answers: Iterable<readonly [string, unknown]>, start: SessionStart = "stored") => {
  const all = [...answers]
  // A booking page the server drew from its URL's search hands over the session it drew with (issue 27).
  const drawn = all.find(([id]) => id === DRAWN_BOOKING_STATE)?.[1]
  const drawnState = typeof drawn === "string" ? hydrateBookingState(Option.some(drawn)) : undefined
  return Layer.mergeAll(
    BookingSession.layerFrom(start, drawnState),
    MemberSession.layerFrom(start),
    ResourceCache.layerWith(all.filter(([id]) => id !== DRAWN_BOOKING_STATE)),
  )
}

/** A page drawn as the server drew it, now interactive: the sessions take up what storage holds (no-ops otherwise). */
export const readStoredSessions: Effect.Effect<void, never, BookingSession | MemberSession> = Effect.gen(function* () {
  yield* (yield* BookingSession).readStored
  yield* (yield* MemberSession).refresh
})

/**
 * The app's one runtime (ARCHITECTURE.md: built once, at the composition root): the browser adapters
 * (adapters/browser.ts), the kit's toasts as core's Notifications port, and the sessions built over them.
 */
export const makeAppRuntime = (
  adapters: Layer.Layer<AdapterServices>,
  toasts: ToastStore,
  navigation: Layer.Layer<Navigation>,
  answers: Iterable<readonly [string, unknown]> = [],
  start: SessionStart = "stored",
): AppRuntime =>
  ManagedRuntime.make(Layer.provideMerge(sessionsLayerWith(answers, start), Layer.mergeAll(adapters, toastNotificationsLayer(toasts), navigation)))
