import { Layer, ManagedRuntime } from "effect"
import type { BrowserPorts } from "../../adapters/browser.ts"
import type { ContentApi } from "../../core/ports/ContentApi.ts"
import type { AppRuntime } from "../kit/core-runtime.tsx"
import { type ToastStore, toastNotificationsLayer } from "../kit/toast-store.ts"

/** What the browser adapters provide: every port but the toasts, which the kit shows (ContentApi beside adapters/browser.ts). */
export type AdapterServices = BrowserPorts | ContentApi

/**
 * The app's one runtime (ARCHITECTURE.md: built once, at the composition root): the browser adapters
 * (adapters/browser.ts) and the kit's toasts as core's Notifications port.
 */
export const makeAppRuntime = (adapters: Layer.Layer<AdapterServices>, toasts: ToastStore): AppRuntime =>
  ManagedRuntime.make(Layer.merge(adapters, toastNotificationsLayer(toasts)))
