import { Context, Effect, Layer, Schema } from "effect"
import type { AppDatabase, AppTransaction, Database, DatabaseKind, Listen } from "./database.ts"
import { databaseFailureOf, type DatabaseFailure } from "./errors.ts"

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
  readonly db: AppDatabase
  readonly kind: DatabaseKind
  /** Where the tables are, and how to hear of their changes (InventoryMirror); absent, nothing follows them. */
  readonly schemaName?: string | undefined
  readonly listen?: Listen | undefined
}

/** The app's database, for the services. */
export class Db extends Context.Service<Db, DbShape>()("hotel/server/Db") {
  static readonly layer = (database: Pick<Database, "db" | "kind"> & Partial<Pick<Database, "schemaName" | "listen">>): Layer.Layer<Db> =>
    Layer.succeed(Db, { db: database.db, kind: database.kind, schemaName: database.schemaName, listen: database.listen })
}

const failureOf = (error: unknown): DbFailure => {
  const failure: DatabaseFailure | undefined = databaseFailureOf(error)
  return new DbFailure(failure === undefined ? { code: "unknown" } : failure)
}

/**
 * Runs a query (or a whole `db.transaction(...)`) as an Effect. A driver failure with a SQLSTATE
 * becomes a `DbFailure` the caller can match; anything else is a defect (a bug or the database
 * gone), answered 500 by the app without leaking the query.
 */
export const query = <A>(run: (db: AppDatabase) => Promise<A>): Effect.Effect<A, DbFailure, Db> =>
  Effect.flatMap(Db, ({ db }) =>
    Effect.tryPromise({ try: () => run(db), catch: (error) => error }).pipe(
      Effect.catch((error) => (databaseFailureOf(error) === undefined ? Effect.die(error) : Effect.fail(failureOf(error)))),
    ),
  )

/** Runs `work` in one transaction: every write in it lands together or not at all. */
export const transaction = <A>(work: (tx: AppTransaction) => Promise<A>): Effect.Effect<A, DbFailure, Db> =>
  query((db) => db.transaction(work))
