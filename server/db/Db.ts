import { DrizzleQueryError } from "drizzle-orm/errors"
import { Context, Effect, Exit, Layer, Schema } from "effect"
import type { AppDatabase, AppTransaction, Database, DatabaseKind, Listen } from "./database.ts"
import { CONNECTION_REASONS, connectionError, databaseFailureOf, isUnavailableCode, SQLSTATE } from "./errors.ts"
import { DEFAULT_DATABASE_TIMEOUTS } from "./timeouts.ts"

/**
 * The one way to the database (docs/architecture.md "server/"): `query` runs one statement, `transaction` runs an
 * Effect whose queries all land together or not at all. Services never hold a Drizzle handle of their own: a query
 * finds the transaction its fiber works in (a Context.Reference that `transaction` sets) and runs on it, else on the
 * database. On PGlite, which is one session, a query on the database made inside a transaction would wait for that
 * transaction to end, which waits for the query: since no query can choose where it runs, that cannot happen.
 */

/**
 * A query that failed for a reason the caller may act on (a constraint refused the row, a
 * serialisation failure to retry), or because the database cannot serve now (`unavailable`: a
 * connection refused, lost or timed out, a lock or statement timeout, a full disk), which the
 * HTTP layer answers 503 with Retry-After wherever it surfaces. Carries the SQLSTATE, constraint
 * and a connection failure's reason only: the driver's own message holds the SQL parameters,
 * which can be personal data.
 */
export class DbFailure extends Schema.TaggedError<DbFailure>()("DbFailure", {
  code: Schema.String,
  constraint: Schema.optional(Schema.String),
  reason: Schema.optional(Schema.String),
}) {
  /** The database cannot serve now (errors.ts isUnavailableCode): the request may succeed later, unchanged. */
  get unavailable(): boolean {
    return isUnavailableCode(this.code)
  }
}

/**
 * The DbFailure saying the database cannot serve now that `defect` is (a service made it a defect, as most do) or
 * wraps as its cause (the Notifier's error around the outbox's, around the failed write), if any.
 */
export const databaseUnavailableIn = (defect: unknown): DbFailure | undefined => {
  let current: unknown = defect
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if (current instanceof DbFailure) return current.unavailable ? current : undefined
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export interface DbShape {
  readonly kind: DatabaseKind
  /** Where the tables are, and how to hear of their changes (InventoryMirror); absent, nothing follows them. */
  readonly schemaName?: string | undefined
  readonly listen?: Listen | undefined
  /**
   * Runs one query: on the transaction of the calling fiber when it is inside `transaction`, else on the
   * database (on PGlite in a transaction of its own, so that waiting for the one session is bounded and a
   * query given up never runs later). A driver failure with a SQLSTATE, or a connection failure, is a
   * DbFailure the caller can match; anything else is a defect (a bug), answered 500 without the query.
   */
  readonly query: <A>(run: (db: AppDatabase) => Promise<A>) => Effect.Effect<A, DbFailure>
  /**
   * Runs `work` in one transaction: every query `work` makes through this service (in its own fiber or one it
   * forks) joins it. Commits when `work` succeeds; rolls back when it fails (its error comes out unchanged), dies
   * or is interrupted, and returns only once the transaction has ended. A deadlock or serialisation failure runs
   * the whole transaction again, up to TRANSACTION_RETRIES times. A `transaction` inside another joins the outer
   * one: no savepoint, its writes commit or roll back with the outer work, and only the outer one retries.
   */
  readonly transaction: <A, E, R>(work: Effect.Effect<A, E, R>) => Effect.Effect<A, E | DbFailure, R>
}

/** How many times a transaction that lost a deadlock or serialisation race runs again. */
export const TRANSACTION_RETRIES = 4

/** The transaction the current fiber works in, and the database it belongs to. */
interface OpenTransaction {
  readonly database: AppDatabase
  readonly tx: AppTransaction
}

const CurrentTransaction = Context.Reference<OpenTransaction | undefined>("hotel/server/db/CurrentTransaction", { defaultValue: () => undefined })

const failureOf = (error: unknown): Effect.Effect<never, DbFailure> => {
  const failure = databaseFailureOf(error)
  if (failure !== undefined) return Effect.fail(new DbFailure(failure))
  // Drizzle's wrapper writes the SQL and its parameters (personal data) into its message: the driver's error alone.
  return Effect.die(error instanceof DrizzleQueryError && error.cause !== undefined ? error.cause : error)
}

const attempt = <A>(run: () => Promise<A>): Effect.Effect<A, DbFailure> =>
  Effect.tryPromise({ try: run, catch: (error) => error }).pipe(Effect.catch(failureOf))

/** A deadlock or serialisation failure: the transaction can simply run again. */
const isRetryable = (error: unknown): boolean =>
  error instanceof DbFailure && (error.code === SQLSTATE.deadlockDetected || error.code === SQLSTATE.serializationFailure)

/** Thrown in the driver's callback to make it roll back; never seen outside this module. */
const ROLL_BACK = new Error("transaction rolled back")

/**
 * The driver's transaction, opened and held for an Effect that runs in the caller's fiber: the driver's callback
 * hands its `tx` over and awaits a plain promise that the fiber settles with commit or roll back. With `waitMs`, a
 * transaction not begun within it is given up (a DbFailure, SQLSTATE.cannotConnect): the embedded database, whose one
 * session a transaction has to itself, keeps no other bound on the wait. The timer is a real one, not Effect's Clock,
 * which tests move by hand.
 */
const openTransaction = (database: AppDatabase, waitMs: number | undefined) => {
  let decide: (commit: boolean) => void = () => undefined
  const decided = new Promise<boolean>((resolve) => (decide = resolve))
  let hand: (tx: AppTransaction) => void = () => undefined
  const handed = new Promise<AppTransaction>((resolve) => (hand = resolve))
  const ended = database.transaction(async (tx) => {
    hand(tx)
    if (!(await decided)) throw ROLL_BACK
  })
  // Given up (interrupted, or not begun in time): if the driver opens it later, it rolls straight back.
  const abandon = () => {
    decide(false)
    ended.catch(() => undefined)
  }
  const waited = (): Promise<AppTransaction> => {
    // The driver may fail before its callback runs (no connection, BEGIN refused): then nothing is handed over.
    const begun = Promise.race([handed, ended.then(() => Promise.reject(new Error("the transaction ended before it began")))])
    if (waitMs === undefined) return begun
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abandon()
        reject(connectionError(`the database stayed busy for ${waitMs} ms`, { code: SQLSTATE.cannotConnect, reason: CONNECTION_REASONS.turnTimeout }))
      }, waitMs)
    })
    return Promise.race([begun, late]).finally(() => clearTimeout(timer))
  }
  const opened = attempt(waited)
  /** Settles the transaction and waits for its COMMIT or ROLLBACK; answers the driver's failure, if any. */
  const end = (commit: boolean) =>
    Effect.promise(() => {
      decide(commit)
      return ended.then(
        () => undefined,
        (error: unknown) => error,
      )
    })
  return { opened, end, abandon }
}

/** What makeDb needs of an opened database (tests pass just `db` and `kind`: the default timeouts apply). */
export type DbSource = Pick<Database, "db" | "kind"> & Partial<Pick<Database, "schemaName" | "listen" | "timeouts">>

export const makeDb = (database: DbSource): DbShape => {
  const handle = database.db
  const timeouts = database.timeouts ?? DEFAULT_DATABASE_TIMEOUTS
  // PostgreSQL's pool bounds its own wait (connectionTimeoutMillis); PGlite has nothing but this.
  const waitMs = database.kind === "pglite" ? timeouts.connectMs : undefined

  const query = <A>(run: (db: AppDatabase) => Promise<A>): Effect.Effect<A, DbFailure> =>
    CurrentTransaction.use((current) => {
      if (current !== undefined && current.database === handle) return attempt(() => run(current.tx))
      return waitMs === undefined ? attempt(() => run(handle)) : transaction(query(run))
    })

  // Built from combinators: an Effect.gen here would be a new generator function per transaction (docs/architecture.md).
  const once = <A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E | DbFailure, R> =>
    Effect.uninterruptibleMask((restore) =>
      Effect.suspend(() => {
        const driver = openTransaction(handle, waitMs)
        return restore(driver.opened).pipe(
          Effect.onInterrupt(() => Effect.sync(driver.abandon)),
          Effect.flatMap((tx) => restore(work).pipe(Effect.provideService(CurrentTransaction, { database: handle, tx }), Effect.exit)),
          Effect.flatMap((exit) =>
            Effect.flatMap(driver.end(Exit.isSuccess(exit)), (failure): Effect.Effect<A, E | DbFailure> =>
              // A failed COMMIT (a serialisation failure, the connection lost) fails the transaction; after a
              // rollback the work's own failure is the one to report.
              failure === undefined || Exit.isFailure(exit) ? exit : failureOf(failure),
            ),
          ),
        )
      }),
    )

  function transaction<A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E | DbFailure, R> {
    return CurrentTransaction.use((current) =>
      current !== undefined && current.database === handle ? work : once(work).pipe(Effect.retry({ times: TRANSACTION_RETRIES, while: isRetryable })),
    )
  }

  return { kind: database.kind, schemaName: database.schemaName, listen: database.listen, query, transaction }
}

/** The app's database, for the services. */
export class Db extends Context.Service<Db, DbShape>()("hotel/server/Db") {
  static readonly layer = (database: DbSource): Layer.Layer<Db> =>
    Layer.succeed(Db, makeDb(database))
}

/** `Db.query` for code that reaches the service through the context. */
export const query = <A>(run: (db: AppDatabase) => Promise<A>): Effect.Effect<A, DbFailure, Db> => Db.use((db) => db.query(run))

/** `Db.transaction` for code that reaches the service through the context. */
export const transaction = <A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E | DbFailure, R | Db> => Db.use((db) => db.transaction(work))
