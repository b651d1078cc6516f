import fc from "fast-check"
import { Effect, Layer, ManagedRuntime } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ACCESS_TOKEN_SECONDS, REFRESH_GRACE_SECONDS, SESSION_SECONDS, WEBSITE_CLIENT_ID } from "../../contracts/api/sign-in.ts"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { Db } from "../db/Db.ts"
import { accounts } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogs } from "../testing/logs.ts"
import { Sessions, type TokenPair } from "./Sessions.ts"

/**
 * Model test of the token lifecycle (issue 14): random runs of sign-ins, refreshes (with the current refresh token
 * or one already used), access checks, logouts and the clock moving, against the real Sessions over the database
 * and a small model of the rules, step for step:
 * - a refresh token works once; a used one coming back ends its whole session (reuse detection), except that the
 *   last one used, back within REFRESH_GRACE_SECONDS of its use, gets the same pair again (issue 22 §8);
 * - an access token works for ACCESS_TOKEN_SECONDS, only while its session is live;
 * - a session ends on logout or reuse, and SESSION_SECONDS after sign-in, refreshes or not.
 */

const RUNS = scaledRuns(40)

interface ModelSession {
  readonly startedAt: number
  ended: boolean
  current: TokenPair
  readonly used: Array<string>
  /** When the last used refresh token was used. */
  lastUsedAt: number
  /** Every access token issued, with when it was issued. */
  readonly accesses: Array<{ readonly token: string; readonly at: number }>
}

type Step =
  | { readonly kind: "start" }
  | { readonly kind: "refresh"; readonly session: number; readonly reuse: boolean }
  | { readonly kind: "access"; readonly session: number; readonly latest: boolean }
  | { readonly kind: "logout"; readonly session: number }
  | { readonly kind: "wait"; readonly seconds: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: "start" as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("refresh" as const), session: fc.nat(4), reuse: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("access" as const), session: fc.nat(4), latest: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("logout" as const), session: fc.nat(4) }) },
  // Around the access token's life and the session's.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("wait" as const), seconds: fc.constantFrom(60, ACCESS_TOKEN_SECONDS - 1, ACCESS_TOKEN_SECONDS, 3600, SESSION_SECONDS / 2) }) },
)

let database: TestDatabase
let runtime: ManagedRuntime.ManagedRuntime<Sessions, never>
let accountId: number

beforeAll(async () => {
  database = await createTestDatabase()
  runtime = ManagedRuntime.make(Layer.mergeAll(Sessions.layer.pipe(Layer.provide(Db.layer(database))), TestClock.layer()).pipe(Layer.provideMerge(silentLogs)))
  const [row] = await database.db
    .insert(accounts)
    .values({ email: "model@example.com", mobileNumber: "+27820000000", passwordHash: "scrypt$10$8$1$AA$AA", firstName: "M", lastName: "M" })
    .returning({ id: accounts.id })
  accountId = row!.id
})
afterAll(async () => {
  await runtime.dispose()
  await database.close()
})

const run = <A, E>(effect: Effect.Effect<A, E, Sessions>) => runtime.runPromise(effect)
const now = () => run(Effect.clockWith((clock) => clock.currentTimeMillis))

describe("the token lifecycle", () => {
  it("follows the model: rotation, the grace window, reuse ends the session, expiry, logout", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const sessions: Array<ModelSession & { readonly id: string }> = []
        for (const s of steps) {
          const t = await now()
          const live = (m: ModelSession) => !m.ended && t < m.startedAt + SESSION_SECONDS * 1000
          if (s.kind === "start") {
            const pair = await run(Sessions.use((x) => x.start(accountId, WEBSITE_CLIENT_ID, "member")))
            const bearer = await run(Sessions.use((x) => x.authenticate(pair.accessToken)))
            sessions.push({ id: bearer!.sessionId, startedAt: t, ended: false, current: pair, used: [], lastUsedAt: t, accesses: [{ token: pair.accessToken, at: t }] })
          } else if (s.kind === "wait") {
            await run(TestClock.adjust(`${s.seconds} seconds`))
          } else {
            const m = sessions[s.session % Math.max(1, sessions.length)]
            if (m === undefined) continue
            if (s.kind === "refresh") {
              const token = s.reuse && m.used.length > 0 ? m.used[m.used.length - 1]! : m.current.refreshToken
              const reused = m.used.includes(token)
              const outcome = await run(Effect.result(Sessions.use((x) => x.refresh(token, WEBSITE_CLIENT_ID))))
              const withinGrace = reused && token === m.used[m.used.length - 1] && t - m.lastUsedAt <= REFRESH_GRACE_SECONDS * 1000
              if (!live(m)) {
                expect(outcome._tag).toBe("Failure")
              } else if (withinGrace) {
                // another tab's refresh of the same moment: the same pair, and the session goes on
                expect(outcome._tag === "Success" && outcome.success.refreshToken === m.current.refreshToken && outcome.success.accessToken === m.current.accessToken).toBe(true)
              } else if (reused) {
                expect(outcome._tag === "Failure" && outcome.failure._tag === "RefreshRefused" && outcome.failure.reused).toBe(true)
                m.ended = true
                // The whole family ends: the thief's (or the member's) newest tokens die with it.
                expect(await run(Sessions.use((x) => x.authenticate(m.current.accessToken)))).toBeUndefined()
              } else {
                expect(outcome._tag).toBe("Success")
                if (outcome._tag === "Success") {
                  m.used.push(token)
                  m.lastUsedAt = t
                  m.current = outcome.success
                  m.accesses.push({ token: outcome.success.accessToken, at: t })
                }
              }
            } else if (s.kind === "access") {
              const access = s.latest ? m.accesses[m.accesses.length - 1]! : m.accesses[0]!
              const bearer = await run(Sessions.use((x) => x.authenticate(access.token)))
              const expected = live(m) && t < access.at + ACCESS_TOKEN_SECONDS * 1000
              expect(bearer !== undefined).toBe(expected)
              if (expected) expect(bearer?.sessionId).toBe(m.id)
            } else {
              await run(Sessions.use((x) => x.end(m.id, "logout")))
              m.ended = true
              expect(await run(Sessions.use((x) => x.authenticate(m.current.accessToken)))).toBeUndefined()
            }
          }
        }
      }),
      { numRuns: RUNS },
    )
  }, 120_000)

  it("stores no token, only digests", async () => {
    const pair = await run(Sessions.use((x) => x.start(accountId, WEBSITE_CLIENT_ID, "member")))
    const { rows } = await database.db.execute<{ token_hash: string }>("select token_hash from session_tokens" as never)
    const stored = rows.map((row) => row.token_hash)
    expect(stored).not.toContain(pair.accessToken)
    expect(stored).not.toContain(pair.refreshToken)
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true)
  })
})
