import { Context, Effect, Exit, Layer, Schema } from "effect"
import type { AppDatabase, AppTransaction, Database, DatabaseKind, Listen } from "./database.ts"
import { databaseFailureOf, SQLSTATE } from "./errors.ts"

/**
 * The one way to the database (docs/architecture.md "server/"): `query` runs one statement, `transaction` runs an
 * Effect whose queries all land together or not at all. Services never hold a Drizzle handle of their own: a query
 * finds the transaction its fiber works in (a Context.Reference that `transaction` sets) and runs on it, else on the
 * database. On PGlite, which is one session, a query on the database made inside a transaction would wait for that
 * transaction to end, which waits for the query: since no query can choose where it runs, that cannot happen.
 */

/**
 * A query that failed for a reason the caller may act on (a constraint refused the row, a
 * serialisation failure to retry). Carries the SQLSTATE and constraint only: the driver's own
 * message holds the SQL parameters, which can be personal data.
 */
export class DbFailure extends Schema.TaggedError<DbFailure>()("DbFailure", {
  code: Schema.String,
  constraint: Schema.optional(Schema.String),
}) {}

export interface DbShape {
  readonly kind: DatabaseKind
  /** Where the tables are, and how to hear of their changes (InventoryMirror); absent, nothing follows them. */
  readonly schemaName?: string | undefined
  readonly listen?: Listen | undefined
  /**
   * Runs one query: on the transaction of the calling fiber when it is inside `transaction`, else on the
   * database. A driver failure with a SQLSTATE is a DbFailure the caller can match; anything else is a
   * defect (a bug or the database gone), answered 500 without leaking the query.
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
  return failure === undefined ? Effect.die(error) : Effect.fail(new DbFailure(failure))
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
 * hands its `tx` over and awaits a plain promise that the fiber settles with commit or roll back.
 */
const openTransaction = (database: AppDatabase) => {
  let decide: (commit: boolean) => void = () => undefined
  const decided = new Promise<boolean>((resolve) => (decide = resolve))
  let hand: (tx: AppTransaction) => void = () => undefined
  const handed = new Promise<AppTransaction>((resolve) => (hand = resolve))
  const ended = database.transaction(async (tx) => {
    hand(tx)
    if (!(await decided)) throw ROLL_BACK
  })
  // The driver may fail before its callback runs (no connection, BEGIN refused): then nothing is handed over.
  const opened = attempt(() => Promise.race([handed, ended.then(() => Promise.reject(new Error("the transaction ended before it began")))]))
  /** Settles the transaction and waits for its COMMIT or ROLLBACK; answers the driver's failure, if any. */
  const end = (commit: boolean) =>
    Effect.promise(() => {
      decide(commit)
      return ended.then(
        () => undefined,
        (error: unknown) => error,
      )
    })
  // Interrupted before `work` began: if the driver opens it later, it rolls straight back.
  const abandon = () => {
    decide(false)
    ended.catch(() => undefined)
  }
  return { opened, end, abandon }
}

export const makeDb = (database: Pick<Database, "db" | "kind"> & Partial<Pick<Database, "schemaName" | "listen">>): DbShape => {
  const handle = database.db

  const query = <A>(run: (db: AppDatabase) => Promise<A>): Effect.Effect<A, DbFailure> =>
    CurrentTransaction.use((current) => attempt(() => run(current !== undefined && current.database === handle ? current.tx : handle)))

  // Built from combinators: an Effect.gen here would be a new generator function per transaction (docs/architecture.md).
  const once = <A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E | DbFailure, R> =>
    Effect.uninterruptibleMask((restore) =>
      Effect.suspend(() => {
        const driver = openTransaction(handle)
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

  const transaction = <A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E | DbFailure, R> =>
    CurrentTransaction.use((current) =>
      current !== undefined && current.database === handle ? work : once(work).pipe(Effect.retry({ times: TRANSACTION_RETRIES, while: isRetryable })),
    )

  return { kind: database.kind, schemaName: database.schemaName, listen: database.listen, query, transaction }
}

/** The app's database, for the services. */
export class Db extends Context.Service<Db, DbShape>()("hotel/server/Db") {
  static readonly layer = (database: Pick<Database, "db" | "kind"> & Partial<Pick<Database, "schemaName" | "listen">>): Layer.Layer<Db> =>
    Layer.succeed(Db, makeDb(database))
}

/** `Db.query` for code that reaches the service through the context. */
export const query = <A>(run: (db: AppDatabase) => Promise<A>): Effect.Effect<A, DbFailure, Db> => Db.use((db) => db.query(run))

/** `Db.transaction` for code that reaches the service through the context. */
export const transaction = <A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E | DbFailure, R | Db> => Db.use((db) => db.transaction(work))
