import { Clock, Effect, Layer } from "effect"
import { type Notification, Notifier, NotifierError } from "./Notifier.ts"
import { OutboxStore } from "./OutboxStore.ts"

const EMAIL_WITHOUT_SUBJECT = "An e-mail needs a subject"

/**
 * The default Notifier: every message is a row in the outbox, stamped with the Clock's time (so tests
 * drive it with TestClock). Nothing leaves the machine; `/dev/outbox` shows the rows in development.
 */
export const OutboxNotifierLayer: Layer.Layer<Notifier, never, OutboxStore> = Layer.effect(
  Notifier,
  Effect.gen(function* () {
    const store = yield* OutboxStore
    const send = Effect.fn("Notifier.send")(function* (notification: Notification) {
      if (notification.channel === "email" && (notification.subject ?? "").trim() === "") {
        return yield* new NotifierError({ message: EMAIL_WITHOUT_SUBJECT, cause: undefined })
      }
      const now = yield* Clock.currentTimeMillis
      yield* store
        .append({ ...notification, createdAt: new Date(now) })
        .pipe(Effect.mapError((error) => new NotifierError({ message: "Could not store the message in the outbox", cause: error })))
    })
    return Notifier.of({ send })
  }),
)
