import { and, count, eq, gt, max } from "drizzle-orm"
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

export interface AuthThrottleShape {
  /** Seconds to wait before `attempt` may be made, or 0 when it may be made now. */
  readonly wait: (attempt: Attempt) => Effect.Effect<number, DbFailure>
  /** Records an attempt and whether it failed. */
  readonly record: (attempt: Attempt, failed: boolean) => Effect.Effect<void, DbFailure>
}

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

      const wait = Effect.fn("AuthThrottle.wait")(function* ({ action, subjectKey, clientKey }: Attempt) {
        const limit = LIMITS[action]
        const now = yield* Clock.currentTimeMillis
        const windowStart = new Date(now - limit.windowSeconds * 1000)
        return yield* database.query(async (db) => {
          const afterId = limit.failuresOnly ? await lastSuccess(db, action, subjectKey, windowStart) : 0
          const [bySubject, byClient] = [
            await countSince(db, action, "subject", subjectKey, windowStart, limit.failuresOnly, afterId),
            await countSince(db, action, "client", clientKey, windowStart, limit.failuresOnly),
          ]
          // The window slides: waiting a whole window always frees a place (a simple, honest Retry-After).
          return bySubject >= limit.perSubject || byClient >= limit.perClient ? limit.windowSeconds : 0
        })
      })

      const record = Effect.fn("AuthThrottle.record")(function* ({ action, subjectKey, clientKey }: Attempt, failed: boolean) {
        const now = yield* Clock.currentTimeMillis
        yield* database.query((db) => db.insert(authAttempts).values({ action, subjectKey, clientKey, failed, at: new Date(now) }))
      })

      return AuthThrottle.of({ wait, record })
    }),
  )
}
