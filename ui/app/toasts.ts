import { Effect, Layer } from "effect"
import { Notifications, TOAST_DURATION_MILLIS } from "../../core/ports/Notifications.ts"
import { makeToastStore, type ToastStore } from "../kit/toast-store.ts"

/** The page's toasts, each on screen for spec's 5000 ms (core's TOAST_DURATION_MILLIS). */
export const makeAppToasts = (): ToastStore => makeToastStore(TOAST_DURATION_MILLIS)

/** Core's Notifications port (toasts), shown by the kit's toast store. */
export const toastNotificationsLayer = (store: ToastStore): Layer.Layer<Notifications> =>
  Layer.succeed(Notifications, {
    success: (message) => Effect.sync(() => store.show("success", message)),
    error: (message) => Effect.sync(() => store.show("error", message)),
    dismissErrors: Effect.sync(() => store.dismissErrors()),
  })
