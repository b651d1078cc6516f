// @ts-nocheck
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
}

/** Notifications that records toasts instead of showing them. */
export const makeNotificationsMemory = (): NotificationsMemory => {
  const toasts: Array<Toast> = []
  const show = (kind: Toast["kind"]) => (message: string) => Effect.sync(() => void toasts.push({ kind, message }))
  const layer = Layer.succeed(Notifications, { success: show("success"), error: show("error") })
  return { layer, toasts }
}
