/** Column helpers every slice's tables share (server/<slice>/tables.ts): CHECK lists, timestamps, days, currency. */
import { sql, type SQL } from "drizzle-orm"
import { char, date, smallint, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core"

export const quoted = (value: string | number): string => (typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`)

/** `column IN (...)` with the values written into the DDL (CHECKs take no parameters). */
export const oneOf = (column: AnyPgColumn, values: ReadonlyArray<string | number>): SQL =>
  sql`${column} in (${sql.raw(values.map(quoted).join(", "))})`

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()

export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

export const day = (name: string) => date(name, { mode: "string" })

/** ISO 4217 code; the site books in ZAR. */
export const currency = () => char("currency", { length: 3 }).notNull().default("ZAR")

export const isCurrency = (column: AnyPgColumn): SQL => sql`${column} ~ '^[A-Z]{3}$'`

export const isJsonArray = (column: AnyPgColumn): SQL => sql`jsonb_typeof(${column}) = 'array'`

/**
 * A one-time code's life (QUALITY.md one-time-code rules), the same for a booking's codes (server/codes) and an
 * account's (server/accounts): stored only as a hash, valid until `expiresAt`, wrong tries counted, used once, voided
 * by a newer code.
 */
export const oneTimeCodeColumns = () => ({
  codeHash: text("code_hash").notNull(),
  expiresAt: instant("expires_at").notNull(),
  attempts: smallint("attempts").notNull().default(0),
  consumedAt: instant("consumed_at"),
  voidedAt: instant("voided_at"),
  createdAt: createdAt(),
})
