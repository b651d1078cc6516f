import { Clock, Effect, Layer } from "effect"
import type { Db } from "../db/Db.ts"
import { NOTIFICATION_CHANNELS, type Notification, Notifier, NotifierError } from "./Notifier.ts"
import { outboxStoreDrizzleLayer } from "./OutboxStore.drizzle.ts"
import { OutboxStore } from "./OutboxStore.ts"

const EMAIL_WITHOUT_SUBJECT = "An e-mail needs a subject"
const NO_RECIPIENT = "A message needs a recipient"
const UNKNOWN_CHANNEL = "Not a channel messages go by"

/** Why the port refuses a message, if it does: every message has a known channel and a recipient, every e-mail a subject. */
const refusalOf = (notification: Notification): string | undefined => {
  if (!(NOTIFICATION_CHANNELS as ReadonlyArray<string>).includes(notification.channel)) return `${UNKNOWN_CHANNEL}: ${notification.channel}`
  if (notification.to.trim() === "") return NO_RECIPIENT
  if (notification.channel === "email" && (notification.subject ?? "").trim() === "") return EMAIL_WITHOUT_SUBJECT
  return undefined
}

/**
 * The default Notifier: every message is a row in the outbox, stamped with the Clock's time (so tests
 * drive it with TestClock). Nothing leaves the machine; `/dev/outbox` shows the rows in development.
 */
export const OutboxNotifierLayer: Layer.Layer<Notifier, never, OutboxStore> = Layer.effect(
  Notifier,
  Effect.gen(function* () {
    const store = yield* OutboxStore
    const send = Effect.fn("Notifier.send")(function* (notification: Notification) {
      const refusal = refusalOf(notification)
      if (refusal !== undefined) return yield* new NotifierError({ message: refusal, cause: undefined })
      const now = yield* Clock.currentTimeMillis
      yield* store
        .append({ ...notification, createdAt: new Date(now) })
        .pipe(Effect.mapError((error) => new NotifierError({ message: "Could not store the message in the outbox", cause: error })))
    })
    return Notifier.of({ send })
  }),
)

/**
 * The app's Notifier: the outbox table through the Db service, so a message sent inside Db.transaction is written in
 * that transaction and commits or rolls back with the change it tells of.
 */
export const OutboxNotifierDbLayer: Layer.Layer<Notifier, never, Db> = OutboxNotifierLayer.pipe(Layer.provide(outboxStoreDrizzleLayer))
