import { Cause, Duration, Effect, FiberSet, type Scope } from "effect"
import { safeDatabaseError } from "../db/errors.ts"

/**
 * Work a request starts and does not wait for (issue 14: forgot_password answers before it looks the e-mail up, so
 * its time tells nothing). Each job runs in a fiber of a set owned by the service that made it: it outlives the
 * request, keeps the request's services (Clock, Db, the logger and its request id), and a failure or defect is
 * logged, never lost silently. When the owner's scope closes (the server stops) the jobs still running are waited
 * for, up to `drainTimeout`, before the rest are interrupted.
 */

/** How long a stopping server waits for the jobs under way. */
export const DEFAULT_DRAIN_TIMEOUT = Duration.seconds(10)

export interface BackgroundJobs {
  /** Starts `job` and returns at once; `name` is what the log says failed (no personal data in it). */
  readonly start: (name: string, job: Effect.Effect<void, unknown>) => Effect.Effect<void>
  /** Waits until every job started so far has ended (tests, provider states, shutdown). */
  readonly idle: Effect.Effect<void>
}

export const makeBackgroundJobs: (drainTimeout?: Duration.Input) => Effect.Effect<BackgroundJobs, never, Scope.Scope> = Effect.fnUntraced(
  function* (drainTimeout: Duration.Input = DEFAULT_DRAIN_TIMEOUT) {
    const set = yield* FiberSet.make<void, never>()
    // Added after the set, so it runs before the set's own finaliser interrupts what is left.
    yield* Effect.addFinalizer(() => FiberSet.awaitEmpty(set).pipe(Effect.timeoutOption(drainTimeout), Effect.asVoid))
    const start = (name: string, job: Effect.Effect<void, unknown>) =>
      FiberSet.run(
        set,
        job.pipe(
          // Only the database failure's SQLSTATE is logged: a driver's message can hold a query's values (an e-mail).
          Effect.catchCause((cause) => Effect.logError(`${name} failed`).pipe(Effect.annotateLogs(safeDatabaseError(Cause.squash(cause))))),
        ),
        { startImmediately: false },
      ).pipe(Effect.asVoid)
    return { start, idle: FiberSet.awaitEmpty(set) }
  },
)
