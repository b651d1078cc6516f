/**
 * The database as `npm start` needs it: opened, migrated, and seeded on first start (or its
 * calendar extended to the coming year on later starts), within a bounded time.
 */
import { fileURLToPath } from "node:url"
import { openDatabase, type Database, type DatabaseConfig } from "./database.ts"
import { type DatabaseFailure, databaseFailureOf, isUnavailableCode } from "./errors.ts"
import { migrateDatabase } from "./migrate.ts"
import type { DemoMembersOptions } from "./seed/members.ts"
import { seedIfEmpty, type SeedReport } from "./seed/seed.ts"
import { DEFAULT_STARTUP_TIMEOUT_MS } from "./timeouts.ts"

/** Where the embedded database lives unless told otherwise: `.data/pglite` at the project root. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../.data/pglite", import.meta.url))

export interface BootConfig extends DatabaseConfig {
  /** Today at the hotels ("YYYY-MM-DD"): the first night of the calendar the seed writes. */
  readonly today: string
  /** Nights of inventory kept ahead of today (default 365). */
  readonly days?: number | undefined
  /** The whole boot's bound (default DEFAULT_STARTUP_TIMEOUT_MS). */
  readonly startupTimeoutMs?: number | undefined
  /** Seed the demo members (the configuration's DEMO_MEMBERS), hashing with the server's PasswordHasher; none when unset. */
  readonly demoMembers?: DemoMembersOptions | undefined
}

export interface BootedDatabase extends Database {
  /** What the first start seeded; null when the catalogue was already there. */
  readonly seeded: SeedReport | null
}

/**
 * The start failed because of the database, said so a person can act on it: where it is (never the URL, which may
 * hold a password), what happened, and the failure's code. The process exits; a process manager starts it again.
 */
export class DatabaseStartFailed extends Error {
  override readonly name = "DatabaseStartFailed"
  constructor(
    message: string,
    readonly failure: DatabaseFailure | undefined,
  ) {
    super(message)
  }
}

/** host:port of a connection URL, or "the embedded database". */
const whereIs = (config: DatabaseConfig): string => {
  if (config.databaseUrl === undefined || config.databaseUrl === "") return "The embedded database"
  const url = new URL(config.databaseUrl)
  return `The database at ${url.hostname}:${url.port === "" ? "5432" : url.port}`
}

/** A failure to start that is the database's (unreachable, timed out, refusing), said plainly; anything else as it is. */
const asStartFailure = (error: unknown, config: DatabaseConfig): unknown => {
  const failure = databaseFailureOf(error)
  if (failure === undefined || !isUnavailableCode(failure.code)) return error
  return new DatabaseStartFailed(`${whereIs(config)} is unavailable (${failure.code}${failure.reason === undefined ? "" : ` ${failure.reason}`}).`, failure)
}

/**
 * Opens the database (PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`, by default
 * DEFAULT_DATA_DIR, created when missing; "memory" for none), applies the migrations, then seeds
 * it if it is empty or extends its calendar to `days` nights from `today`. On PostgreSQL the migrating
 * and seeding run on a pool of their own with no statement or lock timeout (another process may be seeding),
 * closed before the serving pool opens; the whole start is bounded by `startupTimeoutMs`, and fails with
 * DatabaseStartFailed when the database is unreachable or does not answer in time.
 */
export const bootDatabase = async (config: BootConfig): Promise<BootedDatabase> => {
  const timeoutMs = config.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS
  const opened = new Set<Database>()
  let timedOut = false
  const open = async (databaseConfig: DatabaseConfig): Promise<Database> => {
    const database = await openDatabase(databaseConfig)
    // Opened after the start was given up: nobody will use it.
    if (timedOut) await database.close()
    else opened.add(database)
    return database
  }
  const prepare = async (database: Database): Promise<SeedReport | null> => {
    await migrateDatabase(database.db, { schema: database.schemaName })
    return seedIfEmpty(database.db, { startDate: config.today, days: config.days, demoMembers: config.demoMembers })
  }
  const boot = async (): Promise<BootedDatabase> => {
    const dataDir = config.dataDir ?? DEFAULT_DATA_DIR
    if (config.databaseUrl === undefined || config.databaseUrl === "") {
      const database = await open({ ...config, dataDir })
      return { ...database, seeded: await prepare(database) }
    }
    const setup = await open({ ...config, setup: true, poolSize: 2 })
    let seeded: SeedReport | null
    try {
      seeded = await prepare(setup)
    } finally {
      opened.delete(setup)
      await setup.close()
    }
    return { ...(await open(config)), seeded }
  }

  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true
      reject(new DatabaseStartFailed(`${whereIs(config)} did not finish starting within ${timeoutMs} ms (DATABASE_STARTUP_TIMEOUT_MS).`, undefined))
    }, timeoutMs)
  })
  const booting = boot()
  // Once the start is given up nobody awaits it: what it still does fails or ends unheard.
  booting.catch(() => undefined)
  try {
    return await Promise.race([booting, late])
  } catch (error) {
    const closing = [...opened].map((database) => database.close().catch(() => undefined))
    // What a hung start holds is let go without waiting for it (it may never answer); a failed one, in full.
    if (!timedOut) await Promise.all(closing)
    throw asStartFailure(error, config)
  } finally {
    clearTimeout(timer)
  }
}
