/** The http slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { check, pgTable, smallint } from "drizzle-orm/pg-core"
import { instant } from "../db/columns.ts"

/**
 * issue 31 §5: `/readyz` writes its one row (id 1) and commits, so readiness says whether the server can write, not
 * only whether the database answers a read (a full disk fails every write while `select 1` still works).
 */
export const readinessProbe = pgTable(
  "readiness_probe",
  {
    id: smallint("id").primaryKey(),
    probedAt: instant("probed_at").notNull(),
  },
  (t) => [check("readiness_probe_one_row", sql`${t.id} = 1`)],
)
