/**
 * A database of its own for each test file: PGlite in memory by default; a fresh PostgreSQL schema
 * when TEST_DATABASE_URL is set (the tests that must prove behaviour under real concurrency).
 * Either way it is migrated, optionally seeded, and gone after close().
 */
import { randomBytes } from "node:crypto"
import pg from "pg"
import { openDatabase, type Database, type DatabaseConfig } from "../database.ts"
import type { DatabaseTimeouts } from "../timeouts.ts"
import { migrateDatabase } from "../migrate.ts"
import type { HotelSelection } from "../seed/catalogue.ts"
import { seedDatabase, type SeedReport } from "../seed/seed.ts"

/** The calendar start tests use unless they say otherwise: a Monday, far from any festive season. */
export const TEST_START_DATE = "2030-03-04"

export interface TestSeedOptions {
  /** Nights of inventory from startDate (keep it small: a week is plenty for most tests). */
  readonly days: number
  /** All 58 hotels (default), the first n, or those with the given codes, e.g. ["830", "801"]. */
  readonly hotels?: HotelSelection | undefined
  /** The first night (default TEST_START_DATE). */
  readonly startDate?: string | undefined
  /** Count some rooms as sold elsewhere (default false: every room available, so counts are obvious). */
  readonly occupancy?: boolean | undefined
  /** Seed the content items, job vacancies and guest reviews too (default false: most tests never read them). */
  readonly content?: boolean | undefined
}

export interface TestDatabaseOptions {
  readonly seed?: TestSeedOptions | undefined
  /** Defaults to process.env.TEST_DATABASE_URL; pass null to force PGlite. */
  readonly databaseUrl?: string | null | undefined
  /** PostgreSQL pool size (default 10). */
  readonly poolSize?: number | undefined
  /** The bounds on waiting (default DEFAULT_DATABASE_TIMEOUTS, as a server has them). */
  readonly timeouts?: DatabaseTimeouts | undefined
  /** PostgreSQL: where an idle pooled connection's failure goes (a server's fault log; stderr by default). */
  readonly onConnectionError?: DatabaseConfig["onConnectionError"]
}

export interface TestDatabase extends Database {
  /** What the seed wrote, when asked to seed. */
  readonly seeded: SeedReport | null
}

/** Schemas of test databases are named t_<base-36 seconds>_<random>, so stale ones can be told by age. */
const TEST_SCHEMA_PATTERN = /^t_([0-9a-z]{6,8})_[0-9a-f]{12}$/

/** A test schema older than this was left by a run that crashed; the next run drops it. */
const STALE_SCHEMA_SECONDS = 6 * 60 * 60

/** 2020-09-13: no schema of ours is older. */
const PLAUSIBLE_SINCE_SECONDS = 1_600_000_000

const newSchemaName = (nowSeconds: number): string => `t_${nowSeconds.toString(36)}_${randomBytes(6).toString("hex")}`

/** Runs `work` on one short-lived connection outside any pool (schema creation and removal). */
export const withAdminClient = async <A>(databaseUrl: string, work: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const dropStaleSchemas = async (client: pg.Client, nowSeconds: number): Promise<void> => {
  const { rows } = await client.query<{ nspname: string }>("select nspname from pg_namespace where nspname like 't\\_%'")
  for (const { nspname } of rows) {
    const match = TEST_SCHEMA_PATTERN.exec(nspname)
    const createdSeconds = match === null ? undefined : parseInt(match[1]!, 36)
    // Only names this module made (a plausible creation time) are ever dropped.
    if (createdSeconds !== undefined && createdSeconds > PLAUSIBLE_SINCE_SECONDS && nowSeconds - createdSeconds > STALE_SCHEMA_SECONDS) {
      await client.query(`drop schema if exists "${nspname}" cascade`)
    }
  }
}

/**
 * A fresh, migrated database for one test file, seeded when `seed` is given. Call close() in
 * afterAll: it closes the connections and, on PostgreSQL, drops the schema.
 */
export const createTestDatabase = async (options: TestDatabaseOptions = {}): Promise<TestDatabase> => {
  const databaseUrl = options.databaseUrl === undefined ? process.env["TEST_DATABASE_URL"] : (options.databaseUrl ?? undefined)
  const prepare = async (database: Database): Promise<SeedReport | null> => {
    await migrateDatabase(database.db, { schema: database.schemaName })
    return options.seed === undefined
      ? null
      : seedDatabase(database.db, {
          startDate: options.seed.startDate ?? TEST_START_DATE,
          days: options.seed.days,
          hotels: options.seed.hotels,
          occupancy: options.seed.occupancy ?? false,
          content: options.seed.content ?? false,
        })
  }
  if (databaseUrl === undefined || databaseUrl === "") {
    const database = await openDatabase({ timeouts: options.timeouts })
    try {
      return { ...database, seeded: await prepare(database) }
    } catch (error) {
      await database.close()
      throw error
    }
  }
  // Wall-clock time names the schema only; it decides nothing a test checks.
  const nowSeconds = Math.floor(Date.now() / 1000)
  const schemaName = newSchemaName(nowSeconds)
  await withAdminClient(databaseUrl, async (client) => {
    await dropStaleSchemas(client, nowSeconds)
    await client.query(`create schema "${schemaName}"`)
  })
  const dropSchema = () => withAdminClient(databaseUrl, (client) => client.query(`drop schema if exists "${schemaName}" cascade`))
  // As a server boots (db/boot.ts): migrated and seeded on a pool without statement or lock timeouts, then served.
  let seeded: SeedReport | null
  const setup = await openDatabase({ databaseUrl, searchPath: schemaName, setup: true, poolSize: 2 })
  try {
    seeded = await prepare(setup)
  } catch (error) {
    await setup.close()
    await dropSchema()
    throw error
  }
  await setup.close()
  const opened = await openDatabase({
    databaseUrl,
    searchPath: schemaName,
    poolSize: options.poolSize,
    timeouts: options.timeouts,
    onConnectionError: options.onConnectionError,
  })
  return {
    ...opened,
    seeded,
    close: async () => {
      await opened.close()
      await dropSchema()
    },
  }
}
