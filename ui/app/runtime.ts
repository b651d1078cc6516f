import { Layer, ManagedRuntime } from "effect"
import type { BrowserPorts } from "../../adapters/browser.ts"
import { MemberSession } from "../../core/account/member-session-store.ts"
import { BookingSession } from "../../core/booking/session-store.ts"
import type { ContentApi } from "../../core/ports/ContentApi.ts"
import { ResourceCache } from "../../core/screen/ResourceCache.ts"
import type { AppRuntime } from "../kit/core-runtime.tsx"
import { type ToastStore, toastNotificationsLayer } from "../kit/toast-store.ts"

/** What the browser adapters provide: every port but the toasts, which the kit shows (ContentApi beside adapters/browser.ts). */
export type AdapterServices = BrowserPorts | ContentApi

/** The page's sessions and its shared answers, over the ports: the booking session, the member's, the resource cache. */
export const sessionsLayer = Layer.mergeAll(BookingSession.layer, MemberSession.layer, ResourceCache.layer)

/**
 * The app's one runtime (ARCHITECTURE.md: built once, at the composition root): the browser adapters
 * (adapters/browser.ts), the kit's toasts as core's Notifications port, and the sessions built over them.
 */
export const makeAppRuntime = (adapters: Layer.Layer<AdapterServices>, toasts: ToastStore): AppRuntime =>
  ManagedRuntime.make(Layer.provideMerge(sessionsLayer, Layer.merge(adapters, toastNotificationsLayer(toasts))))
