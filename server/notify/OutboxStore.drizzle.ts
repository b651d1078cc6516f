import { and, desc, eq, type SQL } from "drizzle-orm"
import { Effect, Layer } from "effect"
import { Db, type DbShape } from "../db/Db.ts"
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
 * The outbox table as an OutboxStore, through the Db service: a message appended inside Db.transaction is written
 * in that transaction, so a booking change and its message commit or roll back together.
 */
export const makeOutboxStoreDrizzle = (database: DbShape): OutboxStoreShape => ({
  append: (message) =>
    database
      .query((db) =>
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
      )
      .pipe(
        Effect.map((rows) => toMessage(rows[0]!)),
        Effect.catch((cause) => Effect.fail(new OutboxError({ message: "Could not write to the outbox", cause }))),
        Effect.catchDefect((cause) => Effect.fail(new OutboxError({ message: "Could not write to the outbox", cause }))),
      ),
  list: (query = {}) =>
    database
      .query((db) =>
        db
          .select()
          .from(outbox)
          .where(and(...filtersOf(query)))
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(clampLimit(query.limit)),
      )
      .pipe(
        Effect.map((rows) => rows.map(toMessage)),
        Effect.catch((cause) => Effect.fail(new OutboxError({ message: "Could not read the outbox", cause }))),
        Effect.catchDefect((cause) => Effect.fail(new OutboxError({ message: "Could not read the outbox", cause }))),
      ),
})

/** The outbox table as the OutboxStore, over the Db service. */
export const outboxStoreDrizzleLayer: Layer.Layer<OutboxStore, never, Db> = Layer.effect(OutboxStore, Db.use((database) => Effect.succeed(makeOutboxStoreDrizzle(database))))
