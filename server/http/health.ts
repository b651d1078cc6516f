import { statfs } from "node:fs/promises"
import { sql } from "drizzle-orm"
import { Hono } from "hono"
import type { AppDatabase } from "../db/database.ts"
import { safeDatabaseError } from "../db/errors.ts"
import { readinessProbe } from "../db/schema.ts"
import type { Logger } from "../log.ts"
import type { AppEnv } from "./runtime.ts"

/**
 * Probes for process managers and load balancers. `/healthz`: the process is up and serving (restart
 * it if not). `/readyz`: it can do its work, i.e. write to the database (take it out of the pool if
 * not). Neither says why in its body; the reason goes to the log, as a database failure's code only.
 */

export interface HealthOptions {
  /** Resolves when the database can take a write; rejects (or never settles) when it cannot. */
  readonly checkDatabase: () => Promise<unknown>
  readonly log: Logger
  readonly timeoutMs?: number
}

/** How long readiness waits for the database: a probe that hangs is as bad as one that fails. */
export const READINESS_TIMEOUT_MS = 2_000

/**
 * Below this much free space in the embedded database's folder, it is not ready: one WAL segment (16 MiB), which the
 * next write may need whole. A committed write alone cannot tell: on a full disk a row updated in place still fits
 * its page (seen on a full tmpfs: the probe's update kept working while every insert failed with 53100).
 */
export const MIN_FREE_BYTES = 16 * 1024 * 1024

export interface WriteCheckOptions {
  /** The embedded database's folder, whose free space is checked too (absent: in memory, or PostgreSQL). */
  readonly dataDir?: string | undefined
  readonly minFreeBytes?: number
  /** The folder's free bytes (tests stand in for a full disk). */
  readonly freeBytes?: (folder: string) => Promise<number>
}

const freeBytesOf = async (folder: string): Promise<number> => {
  const stats = await statfs(folder)
  return stats.bavail * stats.bsize
}

/**
 * The readiness check: a committed write of the probe's one row (a database that is down, frozen, read-only after a
 * failover, or refusing writes fails it), and for the embedded database enough free space in its folder.
 */
export const writeCheck =
  (db: AppDatabase, options: WriteCheckOptions = {}) =>
  async (): Promise<void> => {
    await db
      .insert(readinessProbe)
      .values({ id: 1, probedAt: sql`now()` })
      .onConflictDoUpdate({ target: readinessProbe.id, set: { probedAt: sql`now()` } })
    if (options.dataDir === undefined) return
    const free = await (options.freeBytes ?? freeBytesOf)(options.dataDir)
    const needed = options.minFreeBytes ?? MIN_FREE_BYTES
    if (free < needed) throw new Error(`${free} bytes free for the embedded database, fewer than ${needed}`)
  }

const withTimeout = <A>(promise: Promise<A>, timeoutMs: number): Promise<A> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** What the log may say of a failed check: a database failure's code, or the check's own words (free space, timeout). */
const whyNotReady = (error: unknown) => {
  const failure = safeDatabaseError(error)
  return failure.sqlstate !== "unknown" ? failure : { reason: error instanceof Error && !("query" in error) ? error.message : "unknown" }
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
        options.log.warn("not ready: database check failed", { request_id: c.get("requestId"), ...whyNotReady(error) })
        return c.json({ status: "unavailable" }, 503)
      }
    })
}
