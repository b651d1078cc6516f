/** The notify slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core"
import { NOTIFICATION_CHANNELS as OUTBOX_CHANNELS, NOTIFICATION_KINDS as OUTBOX_KINDS } from "./Notifier.ts"
import { bookings } from "../bookings/tables.ts"
import { createdAt, oneOf } from "../db/columns.ts"

/** The outbox keeps what the Notifier port sends (server/notify/Notifier.ts): its channels and kinds. */
export { OUTBOX_CHANNELS, OUTBOX_KINDS }

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** Notifications written by the default Notifier (e-mail and SMS are adapters for later). */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_booking_id_idx").on(t.bookingId),
    index("outbox_created_at_idx").on(t.createdAt),
    check("outbox_channel_values", oneOf(t.channel, OUTBOX_CHANNELS)),
    check("outbox_kind_values", oneOf(t.kind, OUTBOX_KINDS)),
    check("outbox_email_has_subject", sql`${t.channel} <> 'email' or ${t.subject} is not null`),
  ],
)
