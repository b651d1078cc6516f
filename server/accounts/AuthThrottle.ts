import { and, count, eq, gt, max, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import type { AppDatabase } from "../db/database.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { type AuthAction, authAttempts } from "../db/schema.ts"

/**
 * Throttling of account actions (issue 14; ASVS 5.0 V6.3, NIST 800-63B §5.2.2), counted in the
 * database so that several server processes agree. Each action has a limit per subject (an account's
 * e-mail, as a keyed hash, whether or not it is registered, so a refusal tells nothing) and per client
 * (a keyed hash of its address), within a window. Sign-in counts failures since the account's last
 * success; the other actions count every request.
 */

export interface Limit {
  readonly perSubject: number
  readonly perClient: number
  readonly windowSeconds: number
  /** Count only failed attempts (sign-in, codes), not every request. */
  readonly failuresOnly: boolean
}

export const LIMITS: Readonly<Record<AuthAction, Limit>> = {
  // 5 wrong passwords an account per 15 minutes (a member locked out waits 15 minutes at most).
  login: { perSubject: 5, perClient: 30, windowSeconds: 15 * 60, failuresOnly: true },
  register: { perSubject: 5, perClient: 10, windowSeconds: 60 * 60, failuresOnly: false },
  forgot_password: { perSubject: 3, perClient: 10, windowSeconds: 60 * 60, failuresOnly: false },
  verify_otp: { perSubject: 10, perClient: 30, windowSeconds: 60 * 60, failuresOnly: true },
  resend_otp: { perSubject: 5, perClient: 10, windowSeconds: 60 * 60, failuresOnly: false },
}

export interface Attempt {
  readonly action: AuthAction
  readonly subjectKey: string
  readonly clientKey: string
}

/** An attempt let through, already counted; `settle` says how it ended. */
export type Admission = { readonly admitted: true; readonly id: number } | { readonly admitted: false; readonly retryAfterSeconds: number }

export interface AuthThrottleShape {
  /**
   * Lets `attempt` through and counts it at once (a sign-in or a code check as failed until `settle` says
   * otherwise), or says how long to wait. The count and the new row are taken under the subject's and the
   * client's locks, so a burst of simultaneous attempts cannot all pass before any is counted.
   */
  readonly admit: (attempt: Attempt) => Effect.Effect<Admission, DbFailure>
  /** How an admitted attempt ended (only failures count towards sign-in and code limits). */
  readonly settle: (id: number, failed: boolean) => Effect.Effect<void, DbFailure>
}

/** The classes of the two-key advisory locks of the throttle: subjects', then clients' (always in that order). */
const SUBJECT_LOCK_CLASS = 727_274_020
const CLIENT_LOCK_CLASS = 727_274_021

const countSince = async (db: AppDatabase, action: AuthAction, column: "subject" | "client", key: string, since: Date, failuresOnly: boolean, afterId = 0) => {
  const keyColumn = column === "subject" ? authAttempts.subjectKey : authAttempts.clientKey
  const filters = [eq(authAttempts.action, action), eq(keyColumn, key), gt(authAttempts.at, since), gt(authAttempts.id, afterId)]
  if (failuresOnly) filters.push(eq(authAttempts.failed, true))
  const [row] = await db.select({ n: count() }).from(authAttempts).where(and(...filters))
  return row?.n ?? 0
}

/** The subject's last success in the window (sign-in failures before it no longer count), as a row id; 0 when none. */
const lastSuccess = async (db: AppDatabase, action: AuthAction, subjectKey: string, since: Date): Promise<number> => {
  const [row] = await db
    .select({ id: max(authAttempts.id) })
    .from(authAttempts)
    .where(and(eq(authAttempts.action, action), eq(authAttempts.subjectKey, subjectKey), eq(authAttempts.failed, false), gt(authAttempts.at, since)))
  return row?.id ?? 0
}

export class AuthThrottle extends Context.Service<AuthThrottle, AuthThrottleShape>()("hotel/server/AuthThrottle") {
  static readonly layer: Layer.Layer<AuthThrottle, never, Db> = Layer.effect(
    AuthThrottle,
    Effect.gen(function* () {
      const database = yield* Db

      const admit = Effect.fn("AuthThrottle.admit")(function* ({ action, subjectKey, clientKey }: Attempt) {
        const limit = LIMITS[action]
        const now = yield* Clock.currentTimeMillis
        const windowStart = new Date(now - limit.windowSeconds * 1000)
        return yield* database.transaction(
          database.query(async (db): Promise<Admission> => {
            await db.execute(sql`select pg_advisory_xact_lock(${SUBJECT_LOCK_CLASS}, hashtext(${subjectKey}))`)
            await db.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK_CLASS}, hashtext(${clientKey}))`)
            const afterId = limit.failuresOnly ? await lastSuccess(db, action, subjectKey, windowStart) : 0
            const bySubject = await countSince(db, action, "subject", subjectKey, windowStart, limit.failuresOnly, afterId)
            const byClient = await countSince(db, action, "client", clientKey, windowStart, limit.failuresOnly)
            // The window slides: waiting a whole window always frees a place (a simple, honest Retry-After).
            if (bySubject >= limit.perSubject || byClient >= limit.perClient) return { admitted: false, retryAfterSeconds: limit.windowSeconds }
            // counted as a failure while it runs, where failures are what counts
            const [row] = await db.insert(authAttempts).values({ action, subjectKey, clientKey, failed: limit.failuresOnly, at: new Date(now) }).returning({ id: authAttempts.id })
            return { admitted: true, id: row!.id }
          }),
        )
      })

      const settle = Effect.fn("AuthThrottle.settle")(function* (id: number, failed: boolean) {
        yield* database.query((db) => db.update(authAttempts).set({ failed }).where(eq(authAttempts.id, id)))
      })

      return AuthThrottle.of({ admit, settle })
    }),
  )
}
