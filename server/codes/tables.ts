/** The codes slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { OTP_MAX_ATTEMPTS } from "../../core/account/one-time-code.ts"
import { bookings } from "../bookings/tables.ts"
import { instant, oneTimeCodeColumns } from "../db/columns.ts"

/**
 * A one-time code (6 digits, stored only as a hash), valid until `expiresAt`, used at most once,
 * locked after OTP_MAX_ATTEMPTS wrong tries. At most one live code per booking: issuing a new code
 * must void the old one first, or the partial unique index refuses it.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    ...oneTimeCodeColumns(),
  },
  (t) => [
    uniqueIndex("one_time_codes_one_live_per_booking").on(t.bookingId).where(sql`${t.consumedAt} is null and ${t.voidedAt} is null`),
    check("one_time_codes_attempts_range", sql`${t.attempts} between 0 and ${sql.raw(String(OTP_MAX_ATTEMPTS))}`),
    check("one_time_codes_consumed_or_voided", sql`${t.consumedAt} is null or ${t.voidedAt} is null`),
    check("one_time_codes_hash_not_code", sql`length(${t.codeHash}) >= 32`),
  ],
)

/**
 * Each one-time code sent, for rate limiting per booking and per client. `clientKey` identifies
 * the caller without personal data (e.g. a keyed hash of the address); `bookingId` is null when
 * the e-mail and reference matched no booking, so guessing is limited too.
 */
export const otpSends = pgTable(
  "otp_sends",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    clientKey: text("client_key").notNull(),
    sentAt: instant("sent_at").notNull().defaultNow(),
  },
  (t) => [index("otp_sends_booking_sent_at_idx").on(t.bookingId, t.sentAt), index("otp_sends_client_sent_at_idx").on(t.clientKey, t.sentAt)],
)

// Members' accounts (spec A §3, §7; issue 14): the account, its codes, sessions and sign-in attempts.
