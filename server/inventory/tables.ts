/** The inventory slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { check, index, integer, pgSequence, pgTable, primaryKey, bigint } from "drizzle-orm/pg-core"
import { roomTypes } from "../catalogue/tables.ts"
import { day } from "../db/columns.ts"

/**
 * Rooms and price of one room type on one night. `available` is what can still be sold; a hold
 * takes rooms with one conditional UPDATE (`available = available - n where available >= n`), and
 * the CHECK makes an oversold or over-returned night impossible even if a service gets it wrong.
 */
/**
 * Stamps every write of a daily_inventory row (insert default; the update trigger of migration 0003):
 * one row's writes are serialised by its lock, so a higher stamp is always the later value, even across
 * a delete and re-insert. The in-memory inventory of each server (InventoryMirror) keeps the highest.
 */
export const dailyInventoryVersion = pgSequence("daily_inventory_version")

export const dailyInventory = pgTable(
  "daily_inventory",
  {
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    total: integer("total").notNull(),
    available: integer("available").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    version: bigint("version", { mode: "number" })
      .notNull()
      .default(sql`nextval('daily_inventory_version')`),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.day] }),
    index("daily_inventory_day_idx").on(t.day),
    check("daily_inventory_available_range", sql`${t.available} >= 0 and ${t.available} <= ${t.total}`),
    check("daily_inventory_price_positive", sql`${t.basePriceCents} > 0`),
  ],
)
