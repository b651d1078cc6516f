/**
 * Reading database failures the same way on both drivers. Drizzle wraps a failed query in a
 * DrizzleQueryError whose message holds the SQL and its parameters, and parameters can be personal
 * data (names, e-mails, ID numbers): log `safeDatabaseError(error)`, never the error itself.
 */

/** SQLSTATE codes the engine reacts to. */
export const SQLSTATE = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
  notNullViolation: "23502",
  serializationFailure: "40001",
  deadlockDetected: "40P01",
  /** Class 08: no connection could be made (refused, unreachable, not answered in time). */
  cannotConnect: "08001",
  /** Class 08: a connection made broke while in use (cut, reset, or no answer in time). */
  connectionFailure: "08006",
  /** Class 08: a connection already closed or broken was asked to work. */
  connectionDoesNotExist: "08003",
} as const

export interface DatabaseFailure {
  /** The SQLSTATE, e.g. "23514"; for a connection that failed with none, one of class 08 (SQLSTATE.cannotConnect, ...). */
  readonly code: string
  /** The constraint that refused the row, when there is one. */
  readonly constraint?: string | undefined
  /**
   * For a connection failure without a SQLSTATE, what happened, as a fixed word: the network's error code
   * (ECONNREFUSED, ECONNRESET, ...) or one of CONNECTION_REASONS. Never a message.
   */
  readonly reason?: string | undefined
}

/** Why a connection failed when the driver gave no SQLSTATE (the `reason` of its DatabaseFailure). */
export const CONNECTION_REASONS = {
  /** The connection, once opened, closed under a query. */
  lost: "connection_lost",
  /** Opening a connection took longer than the connect timeout. */
  connectTimeout: "connect_timeout",
  /** No pooled connection came free within the connect timeout. */
  poolTimeout: "pool_timeout",
  /** The embedded database's one session did not come free within the connect timeout. */
  turnTimeout: "turn_timeout",
  /** A query waited longer than the statement timeout (and a margin) without a byte from the database. */
  noAnswer: "no_answer",
  /** The connection or pool was already closed or broken. */
  closed: "closed",
} as const

const sqlState = /^[0-9A-Z]{5}$/

/**
 * SQLSTATEs that say the database cannot serve now, not that the request or our code is wrong: a 503 with
 * Retry-After, not a 500. Class 08 (connection; not 08P01, a protocol violation, which is our bug), 53 (insufficient resources: disk full, out of memory, too many
 * connections), 57P0x (shut down, crashed, starting), 57014 (statement timeout), 55P03 (lock timeout), 25P03 and
 * 25P04 (idle-in-transaction and transaction timeouts), 25006 (a read-only server: a standby after a failover),
 * 58030 (I/O error).
 */
export const isUnavailableCode = (code: string): boolean =>
  (code.startsWith("08") && code !== "08P01") || code.startsWith("53") || /^57P0[1-5]$/.test(code) || ["57014", "55P03", "25P03", "25P04", "25006", "58030"].includes(code)

/** The network errors of a connection that could not be made at all. */
const cannotConnectErrors: ReadonlySet<string> = new Set(["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ETIMEDOUT", "EADDRNOTAVAIL"])
/** The network errors of a connection that broke in use. */
const brokenConnectionErrors: ReadonlySet<string> = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED"])

/**
 * node-postgres, pg-pool and PGlite say these with no code at all: their messages, matched exactly (their tests in
 * errors.test.ts and database-faults.test.ts cause each one for real).
 */
const driverMessages: ReadonlyArray<readonly [RegExp, DatabaseFailure]> = [
  [/^Connection terminated due to connection timeout$|^timeout expired$/, { code: SQLSTATE.cannotConnect, reason: CONNECTION_REASONS.connectTimeout }],
  [/^timeout exceeded when trying to connect$/, { code: SQLSTATE.cannotConnect, reason: CONNECTION_REASONS.poolTimeout }],
  [/^Connection terminated( unexpectedly)?$/, { code: SQLSTATE.connectionFailure, reason: CONNECTION_REASONS.lost }],
  [
    /^Client has encountered a connection error and is not queryable$|^Client was closed and is not queryable$|^Cannot use a pool after calling end on the pool$|^PGlite is closed$/,
    { code: SQLSTATE.connectionDoesNotExist, reason: CONNECTION_REASONS.closed },
  ],
]

/** A connection-level failure without a SQLSTATE in `error` itself (not its causes). */
const connectionFailureOf = (error: { code?: unknown; message?: unknown; databaseFailure?: unknown }): DatabaseFailure | undefined => {
  if (typeof error.databaseFailure === "object" && error.databaseFailure !== null) return error.databaseFailure as DatabaseFailure
  if (typeof error.code === "string" && cannotConnectErrors.has(error.code)) return { code: SQLSTATE.cannotConnect, reason: error.code }
  if (typeof error.code === "string" && brokenConnectionErrors.has(error.code)) return { code: SQLSTATE.connectionFailure, reason: error.code }
  if (typeof error.message !== "string") return undefined
  for (const [pattern, failure] of driverMessages) if (pattern.test(error.message)) return failure
  return undefined
}

/**
 * An Error the database module raises itself for a connection it gives up on, carrying its failure: classified
 * as that failure wherever it surfaces (the query it broke, the pool's error event).
 */
export const connectionError = (message: string, failure: DatabaseFailure): Error => Object.assign(new Error(message), { databaseFailure: failure })

/**
 * The driver's failure inside `error` (PGlite and node-postgres both carry code and constraint), or a connection
 * that failed with none (refused, cut, timed out: a class 08 code and its reason).
 */
export const databaseFailureOf = (error: unknown): DatabaseFailure | undefined => {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint, reason, cause } = current as { code?: unknown; constraint?: unknown; reason?: unknown; cause?: unknown }
    if (typeof code === "string" && sqlState.test(code)) {
      // A DbFailure made from a connection failure keeps its reason.
      return { code, ...(typeof constraint === "string" ? { constraint } : {}), ...(typeof reason === "string" ? { reason } : {}) }
    }
    const connection = connectionFailureOf(current)
    if (connection !== undefined) return connection
    current = cause
  }
  return undefined
}

/** True when `error` is the refusal of `constraint` (or of any constraint with that SQLSTATE). */
export const isViolation = (error: unknown, code: string, constraint?: string): boolean => {
  const failure = databaseFailureOf(error)
  return failure !== undefined && failure.code === code && (constraint === undefined || failure.constraint === constraint)
}

/** A database failure as log fields. */
// A type, not an interface: log fields take it as a record.
export type LoggableFailure = {
  /** The SQLSTATE: not `code`, a key the logger redacts everywhere (it names one-time codes, log.ts). */
  readonly sqlstate: string
  readonly constraint?: string
  readonly reason?: string
}

/** `failure` as log fields: its SQLSTATE, constraint and reason, all fixed words. */
export const loggableFailure = (failure: DatabaseFailure): LoggableFailure => ({
  sqlstate: failure.code,
  ...(failure.constraint === undefined ? {} : { constraint: failure.constraint }),
  ...(failure.reason === undefined ? {} : { reason: failure.reason }),
})

/** What may be logged about a database failure: its SQLSTATE, constraint and reason, never the query's parameters. */
export const safeDatabaseError = (error: unknown): LoggableFailure => {
  const failure = databaseFailureOf(error)
  return failure === undefined ? { sqlstate: "unknown" } : loggableFailure(failure)
}
