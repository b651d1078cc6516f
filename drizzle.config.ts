import { defineConfig } from "drizzle-kit"

// One set of migrations for PGlite and PostgreSQL: `npx drizzle-kit generate` writes them from the
// schema into server/db/migrations (committed); server/db/migrate.ts applies them on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  strict: true,
  verbose: true,
})
