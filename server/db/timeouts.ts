/**
 * How long the server waits on the database (issue 31 §2: every wait bounded, every answer well under the site's
 * 15 s), with the defaults the environment's DATABASE_*_TIMEOUT_MS override (config.ts, README). A wait that runs out
 * fails the request with a DbFailure the HTTP layer answers 503 with Retry-After.
 */
export interface DatabaseTimeouts {
  /**
   * Waiting for a connection: opening one, or one of the pool's coming free (PostgreSQL); the embedded database's one
   * session coming free (PGlite, where a transaction has it to itself).
   */
  readonly connectMs: number
  /** PostgreSQL: one statement (statement_timeout). A query that hears nothing for this and ANSWER_MARGIN_MS more loses its connection. */
  readonly statementMs: number
  /** PostgreSQL: waiting for a lock on a row or table (lock_timeout); below statementMs, so a lock wait says so. */
  readonly lockMs: number
}

/**
 * The defaults (DATABASE_*_TIMEOUT_MS): the longest single wait, a connection and then a statement that never
 * answers, is 3 + 5 + 2 = 10 s, well under the site's 15 s; a lock wait ends after 3 s. Generous for this schema,
 * whose slowest request statement takes milliseconds.
 */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 5_000, lockMs: 3_000 }

/**
 * What a query on PostgreSQL may wait for a byte beyond the statement timeout, by which the server itself would have
 * cancelled it and said so: silence past it means the server or the network is gone (frozen, partitioned), and the
 * connection is closed, failing the query.
 */
export const ANSWER_MARGIN_MS = 2_000

/**
 * How long a start may take to open, migrate and seed the database (DATABASE_STARTUP_TIMEOUT_MS): a first start
 * seeds the whole calendar in about 2 s here; a database that connects and then never answers would hold the start
 * for good, with nothing listening and nothing logged (issue 31 §2).
 */
export const DEFAULT_STARTUP_TIMEOUT_MS = 60_000

