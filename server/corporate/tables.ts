/** The corporate slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core"
import { ID_TYPES } from "../../core/checkout/guest.ts"
import { accounts } from "../accounts/tables.ts"
import { createdAt, oneOf, updatedAt } from "../db/columns.ts"

/**
 * spec A §3, §5: a member's company details, one row per account. Deleted with the account's personal data
 * (AccountService.remove), as the travellers are.
 */
export const companies = pgTable("companies", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  companyName: text("company_name").notNull(),
  tradingAs: text("trading_as").notNull(),
  vatNo: text("vat_no").notNull(),
  iataNo: text("iata_no").notNull(),
  type: text("type").notNull(),
  email: text("email").notNull(),
  number: text("number").notNull(),
  faxNo: text("fax_no").notNull(),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2").notNull(),
  city: text("city").notNull(),
  postalCode: text("postal_code").notNull(),
  province: text("province").notNull(),
  country: text("country").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** spec A §3, §5: the travellers a corporate member books for. */
export const travellers = pgTable(
  "travellers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    mobileNo: text("mobile_no").notNull(),
    email: text("email").notNull(),
    idType: text("id_type", { enum: ID_TYPES }).notNull(),
    identification: text("identification").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("travellers_account_name_idx").on(t.accountId, t.lastName, t.firstName, t.id),
    check("travellers_id_type_values", oneOf(t.idType, ID_TYPES)),
  ],
)

// The server's own upkeep.
