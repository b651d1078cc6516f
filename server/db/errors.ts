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
} as const

export interface DatabaseFailure {
  /** The SQLSTATE, e.g. "23514". */
  readonly code: string
  /** The constraint that refused the row, when there is one. */
  readonly constraint?: string | undefined
}

const sqlState = /^[0-9A-Z]{5}$/

/** The driver's failure inside `error` (PGlite and node-postgres both carry code and constraint). */
export const databaseFailureOf = (error: unknown): DatabaseFailure | undefined => {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (typeof code === "string" && sqlState.test(code)) {
      return typeof constraint === "string" ? { code, constraint } : { code }
    }
    current = cause
  }
  return undefined
}

/** True when `error` is the refusal of `constraint` (or of any constraint with that SQLSTATE). */
export const isViolation = (error: unknown, code: string, constraint?: string): boolean => {
  const failure = databaseFailureOf(error)
  return failure !== undefined && failure.code === code && (constraint === undefined || failure.constraint === constraint)
}

/** What may be logged about a database failure: its SQLSTATE and constraint, never the query's parameters. */
export const safeDatabaseError = (error: unknown): { readonly code: string; readonly constraint?: string } => {
  const failure = databaseFailureOf(error)
  if (failure === undefined) return { code: "unknown" }
  return failure.constraint === undefined ? { code: failure.code } : { code: failure.code, constraint: failure.constraint }
}
