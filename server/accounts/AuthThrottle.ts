import { eq, sql } from "drizzle-orm"
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
 *
 * Where failures count (issue 22 §3), a failure counts when it fails: an attempt still in progress is
 * no failure, so correct sign-ins at once (one member in several tabs, an office behind one address)
 * are never refused for each other. Attempts in progress still take a place: when the failures so far
 * and the attempts in progress fill the limit, a new attempt waits for one of them to end (a success
 * frees every place of its account), so no more wrong passwords than the limit are ever tried, however
 * many arrive at once. An attempt left in progress longer than IN_PROGRESS_SECONDS (its process died)
 * counts as failed.
 */

export interface Limit {
  readonly perSubject: number
  readonly perClient: number
  readonly windowSeconds: number
  /** Count only failed attempts (sign-in, codes), not every request. */
  readonly failuresOnly: boolean
}

const REGISTER: Limit = { perSubject: 5, perClient: 10, windowSeconds: 60 * 60, failuresOnly: false }

export const LIMITS: Readonly<Record<AuthAction, Limit>> = {
  // 5 wrong passwords an account per 15 minutes (a member locked out waits 15 minutes at most).
  login: { perSubject: 5, perClient: 30, windowSeconds: 15 * 60, failuresOnly: true },
  register: REGISTER,
  // issue 22 §4: a new mobile number is asked for as often as a registration may be (per member and per client)
  change_mobile: REGISTER,
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
   * Lets `attempt` through and records it at once (a sign-in or a code check as in progress until `settle` says
   * how it ended), or says how long to wait. The counts and the new row are taken under the subject's and the
   * client's locks, so a burst of simultaneous attempts cannot all pass before any is recorded; an attempt that
   * would only pass once those in progress end waits for them (at most MAX_WAIT_MS).
   */
  readonly admit: (attempt: Attempt) => Effect.Effect<Admission, DbFailure>
  /** How an admitted attempt ended (only failures count towards sign-in and code limits). */
  readonly settle: (id: number, failed: boolean) => Effect.Effect<void, DbFailure>
}

/** The classes of the two-key advisory locks of the throttle: subjects', then clients' (always in that order). */
const SUBJECT_LOCK_CLASS = 727_274_020
const CLIENT_LOCK_CLASS = 727_274_021

/** An attempt in progress longer than this died with its process: it counts as failed (no check takes a minute). */
export const IN_PROGRESS_SECONDS = 60
/** How long an attempt waits for those in progress before it is refused (the site gives up after 15 s). */
export const MAX_WAIT_MS = 10_000
/** How often a waiting attempt looks again (with jitter, so waiting attempts do not all come back at once). */
const RECHECK_MS = 20

/** A subject's or a client's attempts of one action in the window, as the database counts them (countsOf). */
export interface Counts {
  /** Failed attempts (one left in progress too long counts), or every attempt where every request counts. */
  readonly counted: number
  readonly inProgress: number
}

export interface Window {
  readonly since: Date
  readonly staleBefore: Date
  readonly failuresOnly: boolean
}

/** The attempts of `limit`'s action that count at `nowMillis`: those of its window; in progress, those not yet stale. */
export const windowAt = (limit: Limit, nowMillis: number): Window => ({
  since: new Date(nowMillis - limit.windowSeconds * 1000),
  staleBefore: new Date(nowMillis - IN_PROGRESS_SECONDS * 1000),
  failuresOnly: limit.failuresOnly,
})

/**
 * `refused`: the subject or the client has used its limit in the window; `later`: where failures count, the
 * failures so far and the attempts in progress fill it, so the attempt waits for one of them to end; `admitted`:
 * recorded as `failed` (null, in progress, where failures count; false where every request counts as it comes).
 */
export type ThrottleDecision =
  | { readonly kind: "refused"; readonly retryAfterSeconds: number }
  | { readonly kind: "later" }
  | { readonly kind: "admitted"; readonly failed: boolean | null }

/** The throttle's decision on one attempt, from the subject's and the client's counts (taken under their locks). */
export const throttleDecision = (limit: Limit, bySubject: Counts, byClient: Counts): ThrottleDecision => {
  // The window slides: waiting a whole window always frees a place (a simple, honest Retry-After).
  if (bySubject.counted >= limit.perSubject || byClient.counted >= limit.perClient) return { kind: "refused", retryAfterSeconds: limit.windowSeconds }
  // Where failures count, the attempts in progress may all fail: wait until one of them has ended.
  const busy = bySubject.counted + bySubject.inProgress >= limit.perSubject || byClient.counted + byClient.inProgress >= limit.perClient
  if (limit.failuresOnly && busy) return { kind: "later" }
  return { kind: "admitted", failed: limit.failuresOnly ? null : false }
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * The subject's and the client's attempts of `action` in the window, in one statement (one snapshot: an attempt that
 * settles meanwhile is counted once, as in progress or as failed; and one round trip). Where failures count, the
 * subject's count only those since its last success.
 */
const countsOf = async (db: AppDatabase, action: AuthAction, subjectKey: string, clientKey: string, { since, staleBefore, failuresOnly }: Window) => {
  const t = authAttempts
  const failed = sql`(${t.failed} or (${t.failed} is null and ${t.at} <= ${at(staleBefore)}))`
  const inProgress = sql`(${t.failed} is null and ${t.at} > ${at(staleBefore)})`
  const counted = failuresOnly ? failed : sql`true`
  const lastSuccess = failuresOnly
    ? sql`(select coalesce(max(s.id), 0) from auth_attempts s where s.action = ${action} and s.subject_key = ${subjectKey} and s.failed = false and s.at > ${at(since)})`
    : sql`0`
  const { rows } = await db.execute<{ subject_counted: number; subject_in_progress: number; client_counted: number; client_in_progress: number }>(sql`
    select
      count(*) filter (where ${t.subjectKey} = ${subjectKey} and ${t.id} > ${lastSuccess} and ${counted})::int as subject_counted,
      count(*) filter (where ${t.subjectKey} = ${subjectKey} and ${t.id} > ${lastSuccess} and ${inProgress})::int as subject_in_progress,
      count(*) filter (where ${t.clientKey} = ${clientKey} and ${counted})::int as client_counted,
      count(*) filter (where ${t.clientKey} = ${clientKey} and ${inProgress})::int as client_in_progress
    from ${t}
    where ${t.action} = ${action} and ${t.at} > ${at(since)} and (${t.subjectKey} = ${subjectKey} or ${t.clientKey} = ${clientKey})`)
  const row = rows[0]
  const subject: Counts = { counted: Number(row?.subject_counted ?? 0), inProgress: Number(row?.subject_in_progress ?? 0) }
  const client: Counts = { counted: Number(row?.client_counted ?? 0), inProgress: Number(row?.client_in_progress ?? 0) }
  return { subject, client }
}

type Decision = Admission | { readonly admitted: "later" }

/** A pause on the wall clock: waiting for other requests is not business time (Effect's Clock may be a test's). */
const pause = (millis: number) =>
  Effect.callback<void>((resume) => {
    const timer = setTimeout(() => resume(Effect.void), millis)
    return Effect.sync(() => clearTimeout(timer))
  })

export class AuthThrottle extends Context.Service<AuthThrottle, AuthThrottleShape>()("hotel/server/AuthThrottle") {
  static readonly layer: Layer.Layer<AuthThrottle, never, Db> = Layer.effect(
    AuthThrottle,
    Effect.gen(function* () {
      const database = yield* Db

      const decide = Effect.fnUntraced(function* ({ action, subjectKey, clientKey }: Attempt) {
        const limit = LIMITS[action]
        const now = yield* Clock.currentTimeMillis
        return yield* database.transaction(
          database.query(async (db): Promise<Decision> => {
            // Subject's lock, then client's (a select list is evaluated in order): always in that order, so no deadlock.
            await db.execute(sql`select pg_advisory_xact_lock(${SUBJECT_LOCK_CLASS}, hashtext(${subjectKey})), pg_advisory_xact_lock(${CLIENT_LOCK_CLASS}, hashtext(${clientKey}))`)
            const { subject, client } = await countsOf(db, action, subjectKey, clientKey, windowAt(limit, now))
            const decision = throttleDecision(limit, subject, client)
            if (decision.kind === "refused") return { admitted: false, retryAfterSeconds: decision.retryAfterSeconds }
            if (decision.kind === "later") return { admitted: "later" }
            const [row] = await db.insert(authAttempts).values({ action, subjectKey, clientKey, failed: decision.failed, at: new Date(now) }).returning({ id: authAttempts.id })
            return { admitted: true, id: row!.id }
          }),
        )
      })

      const admit = Effect.fn("AuthThrottle.admit")(function* (attempt: Attempt) {
        const started = performance.now()
        for (;;) {
          const decision = yield* decide(attempt)
          if (decision.admitted !== "later") return decision
          if (performance.now() - started >= MAX_WAIT_MS) return { admitted: false, retryAfterSeconds: IN_PROGRESS_SECONDS } satisfies Admission
          yield* pause(RECHECK_MS + Math.random() * RECHECK_MS)
        }
      })

      const settle = Effect.fn("AuthThrottle.settle")(function* (id: number, failed: boolean) {
        yield* database.query((db) => db.update(authAttempts).set({ failed }).where(eq(authAttempts.id, id)))
      })

      return AuthThrottle.of({ admit, settle })
    }),
  )
}
