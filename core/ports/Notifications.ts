import { Context, type Effect } from "effect"

// spec booking-flow §9, accounts-and-content §9: toasts stay 5000 ms
export const TOAST_DURATION_MILLIS = 5000

export interface NotificationsShape {
  /** A success toast, shown for TOAST_DURATION_MILLIS. */
  readonly success: (message: string) => Effect.Effect<void>
  /** An error toast, shown for TOAST_DURATION_MILLIS. */
  readonly error: (message: string) => Effect.Effect<void>
  /** Takes the error toasts off the screen: a later try succeeded, so what they said no longer holds. */
  readonly dismissErrors: Effect.Effect<void>
}

export class Notifications extends Context.Service<Notifications, NotificationsShape>()("hotel/ports/Notifications") {}
