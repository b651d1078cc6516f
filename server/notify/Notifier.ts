import { Context, type Effect, Schema } from "effect"
import { COMMUNICATION_METHODS } from "../../core/checkout/communication.ts"

/**
 * The port through which the server tells guests things (issue 3: booking confirmation, one-time codes,
 * cancellation, date change, payment received), by e-mail or SMS. The default adapter stores each
 * message in the outbox table (OutboxNotifier); real e-mail and SMS channels are adapters for later,
 * fed from that outbox.
 */

/** The ways a guest can be told: core's communication methods (spec B §3). */
export const NOTIFICATION_CHANNELS = COMMUNICATION_METHODS
export const NotificationChannel = Schema.Literals(NOTIFICATION_CHANNELS)
export type NotificationChannel = typeof NotificationChannel.Type

export const NOTIFICATION_KINDS = ["booking_confirmation", "one_time_code", "cancellation", "date_change", "payment_received", "enquiry", "account_verification", "password_reset"] as const
export const NotificationKind = Schema.Literals(NOTIFICATION_KINDS)
export type NotificationKind = typeof NotificationKind.Type

export interface Notification {
  readonly channel: NotificationChannel
  /** An e-mail address or a mobile number. */
  readonly to: string
  /** E-mail only; an e-mail always has one. */
  readonly subject?: string
  /** Plain text. */
  readonly body: string
  readonly kind: NotificationKind
  /** The booking's internal id, when the message is about one. */
  readonly bookingId?: number
}

export class NotifierError extends Schema.TaggedError<NotifierError>()("NotifierError", {
  message: Schema.String,
  cause: Schema.Defect(),
}) {}

export interface NotifierShape {
  readonly send: (notification: Notification) => Effect.Effect<void, NotifierError>
}

export class Notifier extends Context.Service<Notifier, NotifierShape>()("hotel/server/Notifier") {}
