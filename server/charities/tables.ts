/** The charities slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { boolean, check, integer, pgTable, primaryKey, smallint, text, unique } from "drizzle-orm/pg-core"
import { bookings } from "../bookings/tables.ts"

/** spec B §2, A §3: a charity a guest may support when paying. */
export const charities = pgTable("charities", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  imageUrl: text("image_url").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  link: text("link").notNull(),
  htmlContent: text("html_content").notNull(),
})

// Holds and bookings.

/**
 * spec B §3 payment form `selectedCharities`: the charities the guest chose for a booking (decision,
 * contracts/README.md "Charities"), in the order chosen. Choosing again replaces the set.
 */
export const bookingCharities = pgTable(
  "booking_charities",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    charityId: integer("charity_id")
      .notNull()
      .references(() => charities.id),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "booking_charities_pkey", columns: [t.bookingId, t.charityId] }),
    unique("booking_charities_booking_position_key").on(t.bookingId, t.position),
    check("booking_charities_position_not_negative", sql`${t.position} >= 0`),
  ],
)
