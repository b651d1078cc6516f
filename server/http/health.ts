import { sql, type SQL } from "drizzle-orm"
import { Hono } from "hono"
import { describeError, type Logger } from "../log.ts"
import type { AppEnv } from "./runtime.ts"

/**
 * Probes for process managers and load balancers. `/healthz`: the process is up and serving (restart
 * it if not). `/readyz`: it can do its work, i.e. the database answers `select 1` (take it out of the
 * pool if not). Neither says why in its body; the reason goes to the log.
 */

export interface HealthOptions {
  /** Resolves when the database answers; rejects (or never settles) when it does not. */
  readonly checkDatabase: () => Promise<unknown>
  readonly log: Logger
  readonly timeoutMs?: number
}

/** How long readiness waits for the database: a probe that hangs is as bad as one that fails. */
export const READINESS_TIMEOUT_MS = 2_000

/** The database check for anything Drizzle-shaped (PGlite, node-postgres). */
export const selectOne =
  (db: { readonly execute: (query: SQL) => PromiseLike<unknown> }) =>
  (): Promise<unknown> =>
    Promise.resolve(db.execute(sql`select 1`))

const withTimeout = <A>(promise: Promise<A>, timeoutMs: number): Promise<A> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export const makeHealthRoutes = (options: HealthOptions): Hono<AppEnv> => {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS
  return new Hono<AppEnv>()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store")
      return c.json({ status: "ok" })
    })
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store")
      try {
        await withTimeout(Promise.resolve().then(options.checkDatabase), timeoutMs)
        return c.json({ status: "ready" })
      } catch (error) {
        options.log.warn("not ready: database check failed", { request_id: c.get("requestId"), error: describeError(error) })
        return c.json({ status: "unavailable" }, 503)
      }
    })
}
