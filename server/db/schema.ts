/**
 * The reference server's database, as Drizzle sees it: every slice's tables (each slice owns its own, in
 * `server/<slice>/tables.ts`) and the relations between them, re-exported here for Drizzle's migrations
 * (drizzle.config.ts) and for the `Db` service's typed handle.
 *
 * Columns are snake_case in the database and camelCase in TypeScript. Money is integer cents,
 * days are `date` (read as "YYYY-MM-DD" strings, core's IsoDate), instants are `timestamptz`
 * (read as `Date`). Closed lists are text columns with a CHECK (they evolve by migration without
 * the ALTER TYPE dance of Postgres enums), and every rule a row must obey on its own is a CHECK,
 * so a bug in a service cannot write a state the engine would later trip over. The column helpers
 * the tables share are `db/columns.ts`.
 *
 * A table may name another slice's table in a foreign key: the tables are one database, and their
 * references follow the data, not the slice graph (docs/architecture.md). Services read tables
 * through this index.
 */
export * from "../catalogue/tables.ts"
export * from "../inventory/tables.ts"
export * from "../charities/tables.ts"
export * from "../reservations/tables.ts"
export * from "../bookings/tables.ts"
export * from "../payments/tables.ts"
export * from "../codes/tables.ts"
export * from "../accounts/tables.ts"
export * from "../notify/tables.ts"
export * from "../enquiries/tables.ts"
export * from "../loyalty/tables.ts"
export * from "../content/tables.ts"
export * from "../jobs/tables.ts"
export * from "../reviews/tables.ts"
export * from "../corporate/tables.ts"
export * from "../http/tables.ts"
export * from "./relations.ts"
