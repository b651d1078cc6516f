/** The enquiries slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { createdAt, oneOf, updatedAt } from "../db/columns.ts"

export const ENQUIRY_KINDS = ["group_booking", "boardroom", "special_offer"] as const

export type EnquiryKind = (typeof ENQUIRY_KINDS)[number]


// Column helpers.

/** Group booking, boardroom and special-offer requests (spec A §7), kept as sent. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: ENQUIRY_KINDS }).notNull(),
    payload: jsonb("payload").$type<Readonly<Record<string, unknown>>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("enquiries_kind_values", oneOf(t.kind, ENQUIRY_KINDS)), check("enquiries_payload_object", sql`jsonb_typeof(${t.payload}) = 'object'`)],
)

/** spec A §7 POST /api/web/news_letters. One sign-up per e-mail address (ignoring case). */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    contactNumber: text("contact_number"),
    email: text("email").notNull(),
    viaEmail: boolean("via_email").notNull().default(false),
    viaWhatsapp: boolean("via_whatsapp").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("newsletter_signups_email_key").on(sql`lower(${t.email})`)],
)

// Loyalty points values (issue 16; the loyalty ledger of issue 15 reads the same table).
