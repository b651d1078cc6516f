/** The loyalty slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { check, date, index, integer, pgTable, smallint, bigint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core"
import { POINTS_DAYS, POINTS_KINDS, POINTS_PRODUCT } from "../../core/content/loyalty-programme.ts"
import { CREDIT_KINDS, DEBIT_KINDS } from "../../core/loyalty/ledger.ts"
import { accounts } from "../accounts/tables.ts"
import { brands } from "../catalogue/tables.ts"
import { oneOf } from "../db/columns.ts"

/** spec A §3: values are for earning or for redeeming points. */
export const LOYALTY_POINTS_KINDS = POINTS_KINDS

/** spec A §9: midweek is Monday to Thursday, weekend Friday to Sunday. */
export const LOYALTY_POINTS_DAYS = POINTS_DAYS

/** spec A §3: the values are for accommodation; a product column, so another product is a row, not a migration of keys. */
export const LOYALTY_POINTS_PRODUCTS = [POINTS_PRODUCT] as const

/**
 * spec A §3: the points a night earns or costs, per brand, kind of day, product and number of guests (one or two).
 * One row per combination; the loyalty programme pages show them (server/content reads them through
 * server/loyalty/LoyaltyPointsService.ts) and the ledger earns and redeems with them.
 */
export const loyaltyPointsValues = pgTable(
  "loyalty_points_values",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    brandId: smallint("brand_id")
      .notNull()
      .references(() => brands.id),
    kind: text("kind", { enum: LOYALTY_POINTS_KINDS }).notNull(),
    day: text("day", { enum: LOYALTY_POINTS_DAYS }).notNull(),
    product: text("product", { enum: LOYALTY_POINTS_PRODUCTS }).notNull(),
    guests: smallint("guests").notNull(),
    points: integer("points").notNull(),
  },
  (t) => [
    unique("loyalty_points_values_key").on(t.brandId, t.kind, t.day, t.product, t.guests),
    check("loyalty_points_values_kind_values", oneOf(t.kind, LOYALTY_POINTS_KINDS)),
    check("loyalty_points_values_day_values", oneOf(t.day, LOYALTY_POINTS_DAYS)),
    check("loyalty_points_values_product_values", oneOf(t.product, LOYALTY_POINTS_PRODUCTS)),
    check("loyalty_points_values_guests_values", sql`${t.guests} in (1, 2)`),
    check("loyalty_points_values_points_not_negative", sql`${t.points} >= 0`),
  ],
)

/** The kinds of ledger entry (core/loyalty/ledger.ts): credits add points, debits take them. */
export const LEDGER_CREDIT_KINDS = CREDIT_KINDS

export const LEDGER_DEBIT_KINDS = DEBIT_KINDS

/**
 * Issue 15: each member's loyalty points as an append-only ledger; the balance is the sum of a member's entries
 * (never a column). Credits carry their expiry; a debit names the lot it empties (expired), the earned lot it takes
 * back (earn_reversed), and a return names the redemption it gives back, each at most once (unique indexes), so a
 * retried request cannot count twice. `seq` is the order entries were written, the order the rules read them in.
 */
export const loyaltyLedgerEntries = pgTable(
  "loyalty_ledger_entries",
  {
    id: uuid("id").primaryKey(),
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    kind: text("kind", { enum: [...CREDIT_KINDS, ...DEBIT_KINDS] }).notNull(),
    points: integer("points").notNull(),
    on: date("on").notNull(),
    reservation: text("reservation"),
    depart: date("depart"),
    expiresOn: date("expires_on"),
    lot: uuid("lot"),
    returns: uuid("returns"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_entries_account_seq").on(t.accountId, t.seq),
    uniqueIndex("loyalty_ledger_entries_one_expiry_per_lot").on(t.lot).where(sql`${t.kind} = 'expired'`),
    uniqueIndex("loyalty_ledger_entries_one_reversal_per_lot").on(t.lot).where(sql`${t.kind} = 'earn_reversed'`),
    uniqueIndex("loyalty_ledger_entries_one_return_per_redemption").on(t.returns).where(sql`${t.kind} = 'redemption_returned'`),
    uniqueIndex("loyalty_ledger_entries_one_redemption_per_stay").on(t.accountId, t.reservation).where(sql`${t.kind} = 'redeemed'`),
    uniqueIndex("loyalty_ledger_entries_one_earn_per_stay").on(t.accountId, t.reservation).where(sql`${t.kind} = 'earned'`),
    uniqueIndex("loyalty_ledger_entries_one_sign_up").on(t.accountId).where(sql`${t.kind} = 'sign_up'`),
    check("loyalty_ledger_entries_kind_values", oneOf(t.kind, [...CREDIT_KINDS, ...DEBIT_KINDS])),
    check(
      "loyalty_ledger_entries_sign",
      sql`(${oneOf(t.kind, CREDIT_KINDS)} and ${t.points} > 0 and ${t.expiresOn} is not null) or (${oneOf(t.kind, DEBIT_KINDS)} and ${t.points} < 0 and ${t.expiresOn} is null)`,
    ),
    check("loyalty_ledger_entries_lot_named", sql`(${t.kind} in ('expired', 'earn_reversed')) = (${t.lot} is not null)`),
    check("loyalty_ledger_entries_return_named", sql`(${t.kind} = 'redemption_returned') = (${t.returns} is not null)`),
  ],
)

// Content, job vacancies and guest reviews (issue 16).
