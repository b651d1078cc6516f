/**
 * Opening the database: embedded PGlite by default, PostgreSQL when a URL is given. Both give the
 * same Drizzle `PgDatabase` over the same tables, typed once as AppDatabase, so services and
 * repositories never know which one they talk to.
 */
import { mkdirSync, rmSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import pg from "pg"
import { lockDataDir } from "./data-dir-lock.ts"
import * as schema from "./schema.ts"

/**
 * What `db.execute(sql...)` answers on both drivers: PGlite's Results and node-postgres'
 * QueryResult both carry the rows (and little else in common), so raw queries read `.rows`.
 */
export interface AppQueryResult<Row> {
  readonly rows: Array<Row>
}

export interface AppQueryResultHKT extends PgQueryResultHKT {
  readonly type: AppQueryResult<this["row"]>
}

/** The database every service uses, whatever the driver underneath. */
export type AppDatabase = PgDatabase<AppQueryResultHKT, typeof schema>

/** A transaction of AppDatabase (what `db.transaction(async (tx) => ...)` hands over). */
export type AppTransaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0]

export type DatabaseKind = "pglite" | "postgres"

/** PostgreSQL pool size when none is given: enough for a 2-core machine, well under max_connections. */
export const DEFAULT_POOL_SIZE = 10

/** The PGlite `dataDir` value (and the default) for a database that lives in memory only. */
export const IN_MEMORY = "memory"

export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  readonly databaseUrl?: string | undefined
  /**
   * PGlite's directory (created when missing); absent or "memory" keeps the database in memory. A directory is
   * locked for this process while the database is open (data-dir-lock.ts): another opener is refused.
   */
  readonly dataDir?: string | undefined
  /** PGlite in a directory only: delete what the directory holds first, once it is locked (npm run db:reset). */
  readonly fresh?: boolean | undefined
  /** PostgreSQL pool size (default 10). */
  readonly poolSize?: number | undefined
  /** PostgreSQL only: the schema to work in (sets search_path on every connection). */
  readonly searchPath?: string | undefined
  /**
   * PostgreSQL only: called when an idle pooled connection fails (the server restarted, the
   * network dropped). The pool replaces the connection; without a listener Node would crash.
   */
  readonly onPoolError?: ((error: Error) => void) | undefined
}

/**
 * Listens to a notification channel (LISTEN/NOTIFY) on a connection of its own: `onMessage` gets each
 * payload, in commit order; `onLost` is called once if that connection fails (nothing more arrives;
 * listen again). Resolves, once listening, to the way to stop.
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onLost: (error: Error) => void) => Promise<() => Promise<void>>

export interface Database {
  readonly db: AppDatabase
  readonly kind: DatabaseKind
  /** The schema the tables live in ("public" unless `searchPath` says otherwise). */
  readonly schemaName: string
  readonly listen: Listen
  close(): Promise<void>
}

const defaultPoolError = (error: Error): void => {
  // A connection-level failure carries no row data; the message is enough to diagnose it.
  process.stderr.write(`${JSON.stringify({ level: "warn", msg: "database pool connection failed", error: error.message })}\n`)
}

const isIdentifier = (name: string): boolean => /^[a-z_][a-z0-9_]*$/.test(name)

/**
 * Opens the database `config` names: PostgreSQL through a node-postgres pool when `databaseUrl` is
 * set, otherwise PGlite in `dataDir` (or in memory). Nothing is migrated here: see migrateDatabase,
 * or bootDatabase for open + migrate + seed.
 */
export const openDatabase = async (config: DatabaseConfig = {}): Promise<Database> => {
  if (config.databaseUrl !== undefined && config.databaseUrl !== "") {
    const searchPath = config.searchPath ?? "public"
    if (!isIdentifier(searchPath)) throw new Error(`Not a plain schema name: ${searchPath}`)
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      ...(config.searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
    })
    pool.on("error", config.onPoolError ?? defaultPoolError)
    const db: AppDatabase = drizzleNodePostgres({ client: pool, schema })
    return { db, kind: "postgres", schemaName: searchPath, listen: listenOnPostgres(config.databaseUrl), close: () => pool.end() }
  }
  const dataDir = config.dataDir === undefined || config.dataDir === IN_MEMORY ? undefined : config.dataDir
  // Before the folder is read, created or deleted: one process at a time (issue 9 §1).
  const lock = dataDir === undefined ? undefined : await lockDataDir(dataDir)
  let client: PGlite
  try {
    if (dataDir !== undefined && config.fresh === true) rmSync(dataDir, { recursive: true, force: true })
    if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
    client = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
    await client.waitReady
  } catch (error) {
    lock?.release()
    throw error
  }
  const db: AppDatabase = drizzlePglite({ client, schema })
  // PGlite is one session in this process: it hands each notification over when its transaction commits.
  const listen: Listen = async (channel, onMessage) => {
    const unlisten = await client.listen(channel, onMessage)
    return () => (client.closed ? Promise.resolve() : unlisten())
  }
  const close = async () => {
    try {
      await client.close()
    } finally {
      lock?.release()
    }
  }
  return { db, kind: "pglite", schemaName: "public", listen, close }
}

/** A listening connection outside the pool: a pooled one would be handed to queries and lose its LISTEN. */
const listenOnPostgres =
  (databaseUrl: string): Listen =>
  async (channel, onMessage, onLost) => {
    if (!isIdentifier(channel)) throw new Error(`Not a plain channel name: ${channel}`)
    const client = new pg.Client({ connectionString: databaseUrl })
    let stopped = false
    const lost = (error: Error) => {
      if (stopped) return
      stopped = true
      onLost(error)
      client.end().catch(() => undefined)
    }
    client.on("error", lost)
    client.on("end", () => lost(new Error("the listening connection closed")))
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "")
    })
    try {
      await client.connect()
      await client.query(`listen "${channel}"`)
    } catch (error) {
      stopped = true
      await client.end().catch(() => undefined)
      throw error
    }
    return async () => {
      stopped = true
      await client.end().catch(() => undefined)
    }
  }
