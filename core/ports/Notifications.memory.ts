import { Effect, Layer } from "effect"
import { Notifications } from "./Notifications.ts"

export interface Toast {
  readonly kind: "success" | "error"
  readonly message: string
}

export interface NotificationsMemory {
  readonly layer: Layer.Layer<Notifications>
  /** Every toast shown, in order. */
  readonly toasts: ReadonlyArray<Toast>
  /** How many times the error toasts were dismissed. */
  readonly errorsDismissed: () => number
}

/** Notifications that records toasts instead of showing them. */
export const makeNotificationsMemory = (): NotificationsMemory => {
  const toasts: Array<Toast> = []
  const show = (kind: Toast["kind"]) => (message: string) => Effect.sync(() => void toasts.push({ kind, message }))
  let dismissed = 0
  const layer = Layer.succeed(Notifications, { success: show("success"), error: show("error"), dismissErrors: Effect.sync(() => void (dismissed += 1)) })
  return { layer, toasts, errorsDismissed: () => dismissed }
}
