/** The jobs slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core"
import { JOB_CATEGORY_KEYS } from "../../core/content/job-vacancy.ts"
import { brands } from "../catalogue/tables.ts"
import { createdAt, day, oneOf } from "../db/columns.ts"

/** spec A §9: the job categories, as keys ("front_office"). */
export const JOB_CATEGORIES = JOB_CATEGORY_KEYS

/**
 * spec A §3: a job vacancy of the group (brand_id null) or of a brand, in a category, open until its expiry date
 * (inclusive); expired vacancies are kept and never listed.
 */
export const jobVacancies = pgTable(
  "job_vacancies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    jobTitle: text("job_title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: JOB_CATEGORIES as unknown as [string, ...Array<string>] }).notNull(),
    brandId: smallint("brand_id").references(() => brands.id),
    expiryDate: day("expiry_date").notNull(),
    link: text("link").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_vacancies_open_idx").on(t.expiryDate),
    index("job_vacancies_brand_category_idx").on(t.brandId, t.category, t.expiryDate),
    check("job_vacancies_category_values", oneOf(t.category, JOB_CATEGORIES)),
  ],
)
