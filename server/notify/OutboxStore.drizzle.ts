import { and, desc, eq, type SQL } from "drizzle-orm"
import { Effect, Layer } from "effect"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import { outbox, type OutboxChannel, type OutboxKind } from "../db/schema.ts"
import type { NotificationChannel, NotificationKind } from "./Notifier.ts"
import { clampLimit, OutboxError, type OutboxMessage, type OutboxQuery, OutboxStore, type OutboxStoreShape } from "./OutboxStore.ts"

// The table's CHECKs and the port list the same kinds and channels; a drift fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const outboxMatchesPort: Same<OutboxKind, NotificationKind> & Same<OutboxChannel, NotificationChannel> = true

type OutboxRow = typeof outbox.$inferSelect

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  ...(row.subject === null ? {} : { subject: row.subject }),
  body: row.body,
  kind: row.kind,
  ...(row.bookingId === null ? {} : { bookingId: row.bookingId }),
  createdAt: row.createdAt,
})

const filtersOf = (query: OutboxQuery): ReadonlyArray<SQL> => [
  ...(query.to === undefined ? [] : [eq(outbox.recipient, query.to)]),
  ...(query.kind === undefined ? [] : [eq(outbox.kind, query.kind)]),
  ...(query.channel === undefined ? [] : [eq(outbox.channel, query.channel)]),
  ...(query.bookingId === undefined ? [] : [eq(outbox.bookingId, query.bookingId)]),
]

/**
 * The outbox table as an OutboxStore. Given a transaction (`db.transaction(async (tx) => ...)`), the
 * message is written in it, so a booking change and its message commit or roll back together.
 */
export const makeOutboxStoreDrizzle = (db: AppDatabase | AppTransaction): OutboxStoreShape => ({
  append: (message) =>
    Effect.tryPromise({
      try: () =>
        db
          .insert(outbox)
          .values({
            channel: message.channel,
            recipient: message.to,
            subject: message.subject ?? null,
            body: message.body,
            kind: message.kind,
            bookingId: message.bookingId ?? null,
            createdAt: message.createdAt,
          })
          .returning(),
      catch: (cause) => new OutboxError({ message: "Could not write to the outbox", cause }),
    }).pipe(Effect.map((rows) => toMessage(rows[0]!))),
  list: (query = {}) =>
    Effect.tryPromise({
      try: () =>
        db
          .select()
          .from(outbox)
          .where(and(...filtersOf(query)))
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(clampLimit(query.limit)),
      catch: (cause) => new OutboxError({ message: "Could not read the outbox", cause }),
    }).pipe(Effect.map((rows) => rows.map(toMessage))),
})

export const outboxStoreDrizzleLayer = (db: AppDatabase): Layer.Layer<OutboxStore> => Layer.succeed(OutboxStore, makeOutboxStoreDrizzle(db))
