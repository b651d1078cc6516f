import { Context, type Effect, Schema } from "effect"
import type { Notification, NotificationChannel, NotificationKind } from "./Notifier.ts"

/** A stored message, as `/dev/outbox` shows it and a future delivery worker would read it. */
export interface OutboxMessage extends Notification {
  readonly id: number
  readonly createdAt: Date
}

export interface OutboxQuery {
  /** Newest first, at most this many (default and cap: OUTBOX_PAGE_LIMIT). */
  readonly limit?: number
  readonly to?: string
  readonly kind?: NotificationKind
  readonly channel?: NotificationChannel
  readonly bookingId?: number
}

/** How many messages one read answers at most. */
export const OUTBOX_PAGE_LIMIT = 200

export class OutboxError extends Schema.TaggedError<OutboxError>()("OutboxError", {
  message: Schema.String,
  cause: Schema.Defect(),
}) {}

export interface OutboxStoreShape {
  readonly append: (message: Notification & { readonly createdAt: Date }) => Effect.Effect<OutboxMessage, OutboxError>
  /** Matching messages, newest first. */
  readonly list: (query?: OutboxQuery) => Effect.Effect<ReadonlyArray<OutboxMessage>, OutboxError>
}

export class OutboxStore extends Context.Service<OutboxStore, OutboxStoreShape>()("hotel/server/OutboxStore") {}

export const clampLimit = (limit: number | undefined): number =>
  limit === undefined || !Number.isFinite(limit) ? OUTBOX_PAGE_LIMIT : Math.min(OUTBOX_PAGE_LIMIT, Math.max(1, Math.floor(limit)))
