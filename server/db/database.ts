/**
 * Opening the database: embedded PGlite by default, PostgreSQL when a URL is given. Both give the
 * same Drizzle `PgDatabase` over the same tables, typed once as AppDatabase, so services and
 * repositories never know which one they talk to.
 */
import { mkdirSync, rmSync } from "node:fs"
import type { Socket } from "node:net"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import pg from "pg"
import { lockDataDir } from "./data-dir-lock.ts"
import { CONNECTION_REASONS, connectionError, type DatabaseFailure, databaseFailureOf, SQLSTATE } from "./errors.ts"
import { ANSWER_MARGIN_MS, DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from "./timeouts.ts"
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
  /** The bounds on waiting (default DEFAULT_DATABASE_TIMEOUTS). */
  readonly timeouts?: DatabaseTimeouts | undefined
  /**
   * PostgreSQL only: a pool for migrating and seeding at start-up, whose statements and lock waits (another process
   * seeding) may take long: only connecting is bounded, and the start as a whole (boot.ts).
   */
  readonly setup?: boolean | undefined
  /**
   * PostgreSQL only: called when an idle pooled connection fails (the server restarted, the network dropped), with
   * what may be logged of it; the pool replaces the connection. A connection that fails in use fails its query,
   * which reports itself.
   */
  readonly onConnectionError?: ((failure: DatabaseFailure) => void) | undefined
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
  /** The bounds it was opened with. */
  readonly timeouts: DatabaseTimeouts
  /** PGlite in a folder: the folder (readiness checks its free space). */
  readonly dataDir?: string | undefined
  close(): Promise<void>
}

const defaultConnectionError = (failure: DatabaseFailure): void => {
  process.stderr.write(`${JSON.stringify({ level: "warn", msg: "database connection failed", ...failure })}\n`)
}

/** What a connection failure tells: its classification, or (never expected) the bare class-08 code. */
const failureOfConnection = (error: Error): DatabaseFailure => databaseFailureOf(error) ?? { code: SQLSTATE.connectionFailure }

/**
 * Every pooled connection, for its whole life: an error listener (the pool listens only while a connection is idle,
 * and an unheard 'error' event on one checked out for a transaction ended the process: issue 31 §1; the failure
 * reaches the query in flight, which reports it), and with timeouts a socket timeout that closes the connection when
 * a query has heard nothing for statementMs + ANSWER_MARGIN_MS. Closing it fails the query (and every later one on
 * it), and the pool drops it when it comes back.
 */
const watchConnection = (client: pg.PoolClient, timeouts: DatabaseTimeouts | undefined) => {
  client.on("error", () => undefined)
  if (timeouts === undefined) return
  const silenceMs = timeouts.statementMs + ANSWER_MARGIN_MS
  const socket = client.connection.stream as Socket
  socket.setTimeout(silenceMs)
  socket.on("timeout", () => {
    // node-postgres keeps no public flag for a query in flight: readyForQuery is false from sending one to its answer.
    if ((client as unknown as { readyForQuery?: boolean }).readyForQuery !== false) return
    socket.destroy(connectionError(`no answer from the database within ${silenceMs} ms`, { code: SQLSTATE.connectionFailure, reason: CONNECTION_REASONS.noAnswer }))
  })
}

/** node-postgres' settings for `timeouts`: the wait for a connection, and (unless setting up) the server's own statement and lock timeouts. */
const postgresTimeouts = (timeouts: DatabaseTimeouts, setup: boolean) =>
  setup
    ? { connectionTimeoutMillis: timeouts.connectMs }
    : { connectionTimeoutMillis: timeouts.connectMs, statement_timeout: timeouts.statementMs, lock_timeout: timeouts.lockMs }

const isIdentifier = (name: string): boolean => /^[a-z_][a-z0-9_]*$/.test(name)

/** How the server's connections name themselves to PostgreSQL (pg_stat_activity.application_name). */
export const APPLICATION_NAME = "hotel-server"

/**
 * Opens the database `config` names: PostgreSQL through a node-postgres pool when `databaseUrl` is
 * set, otherwise PGlite in `dataDir` (or in memory). Nothing is migrated here: see migrateDatabase,
 * or bootDatabase for open + migrate + seed.
 */
export const openDatabase = async (config: DatabaseConfig = {}): Promise<Database> => {
  if (config.databaseUrl !== undefined && config.databaseUrl !== "") {
    const searchPath = config.searchPath ?? "public"
    if (!isIdentifier(searchPath)) throw new Error(`Not a plain schema name: ${searchPath}`)
    const timeouts = config.timeouts ?? DEFAULT_DATABASE_TIMEOUTS
    const setup = config.setup === true
    const onConnectionError = config.onConnectionError ?? defaultConnectionError
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      application_name: APPLICATION_NAME,
      ...postgresTimeouts(timeouts, setup),
      ...(config.searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
      onConnect: (client) => watchConnection(client as pg.PoolClient, setup ? undefined : timeouts),
    })
    pool.on("error", (error) => onConnectionError(failureOfConnection(error)))
    const db: AppDatabase = drizzleNodePostgres({ client: pool, schema })
    const listen = listenOnPostgres({ connectionString: config.databaseUrl, application_name: APPLICATION_NAME, connectionTimeoutMillis: timeouts.connectMs })
    return { db, kind: "postgres", schemaName: searchPath, listen, timeouts, close: () => pool.end() }
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
  return { db, kind: "pglite", schemaName: "public", listen, timeouts: config.timeouts ?? DEFAULT_DATABASE_TIMEOUTS, dataDir, close }
}

/** A listening connection outside the pool: a pooled one would be handed to queries and lose its LISTEN. */
const listenOnPostgres =
  (clientConfig: pg.ClientConfig): Listen =>
  async (channel, onMessage, onLost) => {
    if (!isIdentifier(channel)) throw new Error(`Not a plain channel name: ${channel}`)
    const client = new pg.Client(clientConfig)
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
