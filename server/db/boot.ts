/**
 * The database as `npm start` needs it: opened, migrated, and seeded on first start (or its
 * calendar extended to the coming year on later starts).
 */
import { fileURLToPath } from "node:url"
import { openDatabase, type Database, type DatabaseConfig } from "./database.ts"
import { migrateDatabase } from "./migrate.ts"
import { seedIfEmpty, type SeedReport } from "./seed/seed.ts"

/** Where the embedded database lives unless told otherwise: `.data/pglite` at the project root. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../.data/pglite", import.meta.url))

export interface BootConfig extends DatabaseConfig {
  /** Today at the hotels ("YYYY-MM-DD"): the first night of the calendar the seed writes. */
  readonly today: string
  /** Nights of inventory kept ahead of today (default 365). */
  readonly days?: number | undefined
}

export interface BootedDatabase extends Database {
  /** What the first start seeded; null when the catalogue was already there. */
  readonly seeded: SeedReport | null
}

/**
 * Opens the database (PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`, by default
 * DEFAULT_DATA_DIR, created when missing; "memory" for none), applies the migrations, then seeds
 * it if it is empty or extends its calendar to `days` nights from `today`.
 */
export const bootDatabase = async (config: BootConfig): Promise<BootedDatabase> => {
  const database = await openDatabase({ ...config, dataDir: config.dataDir ?? DEFAULT_DATA_DIR })
  try {
    await migrateDatabase(database.db, { schema: database.schemaName })
    const seeded = await seedIfEmpty(database.db, { startDate: config.today, days: config.days })
    return { ...database, seeded }
  } catch (error) {
    await database.close()
    throw error
  }
}
