import { Effect, Layer } from "effect"
import { clampLimit, type OutboxMessage, type OutboxQuery, OutboxStore, type OutboxStoreShape } from "./OutboxStore.ts"

export interface OutboxStoreMemory {
  readonly store: OutboxStoreShape
  readonly layer: Layer.Layer<OutboxStore>
  /** Everything stored, oldest first. */
  readonly messages: () => ReadonlyArray<OutboxMessage>
}

const matches = (message: OutboxMessage, query: OutboxQuery): boolean =>
  (query.to === undefined || message.to === query.to) &&
  (query.kind === undefined || message.kind === query.kind) &&
  (query.channel === undefined || message.channel === query.channel) &&
  (query.bookingId === undefined || message.bookingId === query.bookingId)

/** An in-memory outbox for tests: the same ordering and filters as the database one. */
export const makeOutboxStoreMemory = (): OutboxStoreMemory => {
  const stored: Array<OutboxMessage> = []
  const store: OutboxStoreShape = {
    append: (message) =>
      Effect.sync(() => {
        const saved = { ...message, id: stored.length + 1 }
        stored.push(saved)
        return saved
      }),
    list: (query = {}) =>
      Effect.sync(() =>
        stored
          .filter((message) => matches(message, query))
          // Newest first; the id breaks ties within one millisecond.
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
          .slice(0, clampLimit(query.limit)),
      ),
  }
  return { store, layer: Layer.succeed(OutboxStore, store), messages: () => [...stored] }
}
