/** The payments slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { char, check, index, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core"
import { PAYMENT_STATUSES } from "../../core/payment/payment-status.ts"
import { bookings } from "../bookings/tables.ts"
import { createdAt, currency, instant, isCurrency, oneOf, updatedAt } from "../db/columns.ts"

export { PAYMENT_STATUSES }

/** PayWeb3 TRANSACTION_STATUS codes: 0..5 and 7 (PayWeb3 defines no 6); core maps them to statuses. */
export const TRANSACTION_STATUS_CODES = [0, 1, 2, 3, 4, 5, 7] as const

/** A card payment attempt: one PayWeb3 PAY_REQUEST_ID, its amount and its last known outcome. */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    payRequestId: text("pay_request_id").notNull().unique(),
    /** PayWeb3 REFERENCE: the merchant reference the gateway echoes back. */
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: currency(),
    country: char("country", { length: 3 }).notNull().default("ZAF"),
    locale: text("locale").notNull().default("en-za"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("not_done"),
    transactionStatus: smallint("transaction_status"),
    resultCode: text("result_code"),
    resultDescription: text("result_description"),
    transactionId: text("transaction_id"),
    /**
     * Issue 22: what the guest is owed back of an approved payment the booking no longer awaited (it was paid already,
     * cancelled, or points paid part while the card payment was in flight); the hotel refunds it. 0 for the others.
     */
    refundDueCents: integer("refund_due_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_booking_id_idx").on(t.bookingId),
    check("payments_status_values", oneOf(t.status, PAYMENT_STATUSES)),
    check("payments_transaction_status_values", sql`${t.transactionStatus} is null or ${oneOf(t.transactionStatus, TRANSACTION_STATUS_CODES)}`),
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    check("payments_refund_due_within_amount", sql`${t.refundDueCents} >= 0 and ${t.refundDueCents} <= ${t.amountCents}`),
    check("payments_currency_code", isCurrency(t.currency)),
  ],
)

/**
 * Every PayWeb3 notify we accepted. `idempotencyKey` is unique (e.g. PAY_REQUEST_ID, TRANSACTION_ID
 * and TRANSACTION_STATUS together), so a replayed notify inserts nothing (ON CONFLICT DO NOTHING)
 * and the service can tell the first delivery from a replay. `fields` keeps the form as received;
 * PayWeb3 notifies carry no card number.
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    payRequestId: text("pay_request_id")
      .notNull()
      .references(() => payments.payRequestId),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    transactionStatus: smallint("transaction_status").notNull(),
    resultCode: text("result_code"),
    fields: jsonb("fields").$type<Readonly<Record<string, string>>>().notNull(),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (t) => [
    index("payment_notifications_pay_request_id_idx").on(t.payRequestId),
    check("payment_notifications_transaction_status_values", oneOf(t.transactionStatus, TRANSACTION_STATUS_CODES)),
  ],
)

// One-time codes for managing a booking.
