import { randomUUID } from "node:crypto"
import { and, eq, gt, isNull } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { ACCESS_TOKEN_SECONDS, SESSION_SECONDS } from "../../contracts/api/accounts.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { accounts, SESSION_END_REASONS, sessionFamilies, sessionTokens } from "../db/schema.ts"
import { newToken, tokenHash } from "./keys.ts"

/**
 * Members' sessions and their tokens (issue 14; OAuth 2.0 Security BCP §4.14 refresh-token rotation):
 * - a sign-in starts a session (a family of refresh tokens) and gives an access token (~15 minutes)
 *   and a refresh token; both are stored only as SHA-256 digests;
 * - a refresh token is used once: using it gives a new pair in the same family; using it again (it
 *   was stolen, or the answer was lost) ends the whole family, so the thief's tokens die too;
 * - a session ends on logout, password reset or account deletion, and SESSION_SECONDS after sign-in;
 *   an access token works only while its session is live, so ending a session is immediate.
 */

export type SessionEndReason = (typeof SESSION_END_REASONS)[number]

export interface TokenPair {
  readonly accessToken: string
  readonly refreshToken: string
  readonly expiresIn: number
  readonly scope: string
  /** Seconds since 1970. */
  readonly createdAt: number
}

/** The member an access token speaks for. */
export interface Bearer {
  readonly accountId: number
  readonly sessionId: string
}

/** The refresh token is unknown, used, expired, of another client, or its session has ended. */
export class RefreshRefused extends Schema.TaggedError<RefreshRefused>()("RefreshRefused", {
  /** True when a used token came back: its whole family was ended. */
  reused: Schema.Boolean,
}) {}

export interface SessionsShape {
  readonly start: (accountId: number, clientId: string, scope: string) => Effect.Effect<TokenPair, DbFailure>
  readonly refresh: (refreshToken: string, clientId: string) => Effect.Effect<TokenPair, RefreshRefused | DbFailure>
  /** The member behind a live access token, or undefined. */
  readonly authenticate: (accessToken: string) => Effect.Effect<Bearer | undefined, DbFailure>
  readonly end: (sessionId: string, reason: SessionEndReason) => Effect.Effect<void, DbFailure>
  /** Ends every live session of the account. */
  readonly endAll: (accountId: number, reason: SessionEndReason) => Effect.Effect<void, DbFailure>
}

export class Sessions extends Context.Service<Sessions, SessionsShape>()("hotel/server/Sessions") {
  static readonly layer: Layer.Layer<Sessions, never, Db> = Layer.effect(
    Sessions,
    Effect.gen(function* () {
      const database = yield* Db

      /** New tokens in `sessionId` (inside the caller's transaction). */
      const issueIn = (sessionId: string, scope: string, now: number, sessionEnds: Date) =>
        Effect.gen(function* () {
          const accessToken = newToken()
          const refreshToken = newToken()
          yield* database.query((db) =>
            db.insert(sessionTokens).values([
              { tokenHash: tokenHash(accessToken), familyId: sessionId, kind: "access", expiresAt: new Date(Math.min(now + ACCESS_TOKEN_SECONDS * 1000, sessionEnds.getTime())), createdAt: new Date(now) },
              { tokenHash: tokenHash(refreshToken), familyId: sessionId, kind: "refresh", expiresAt: sessionEnds, createdAt: new Date(now) },
            ]),
          )
          return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS, scope, createdAt: Math.floor(now / 1000) } satisfies TokenPair
        })

      const endIn = (sessionId: string, reason: SessionEndReason, now: number) =>
        database.query((db) =>
          db
            .update(sessionFamilies)
            .set({ revokedAt: new Date(now), revokedReason: reason })
            .where(and(eq(sessionFamilies.id, sessionId), isNull(sessionFamilies.revokedAt))),
        )

      const start = Effect.fn("Sessions.start")(function* (accountId: number, clientId: string, scope: string) {
        const now = yield* Clock.currentTimeMillis
        const sessionId = randomUUID()
        const ends = new Date(now + SESSION_SECONDS * 1000)
        return yield* database.transaction(
          Effect.gen(function* () {
            yield* database.query((db) => db.insert(sessionFamilies).values({ id: sessionId, accountId, clientId, scope, expiresAt: ends, createdAt: new Date(now) }))
            return yield* issueIn(sessionId, scope, now, ends)
          }),
        )
      })

      type RefreshOutcome = { readonly kind: "issued"; readonly tokens: TokenPair } | { readonly kind: "refused"; readonly reused: boolean }

      const refresh = Effect.fn("Sessions.refresh")(function* (refreshToken: string, clientId: string) {
        const now = yield* Clock.currentTimeMillis
        const outcome: RefreshOutcome = yield* database.transaction(
          Effect.gen(function* () {
            const [row] = yield* database.query((db) =>
              db
                .select({ token: sessionTokens, session: sessionFamilies })
                .from(sessionTokens)
                .innerJoin(sessionFamilies, eq(sessionFamilies.id, sessionTokens.familyId))
                .where(and(eq(sessionTokens.tokenHash, tokenHash(refreshToken)), eq(sessionTokens.kind, "refresh")))
                // The session's row lock serialises refreshes of one family: of two uses at once, one wins.
                .for("update", { of: sessionFamilies }),
            )
            if (row === undefined) return { kind: "refused", reused: false } as const
            const { token, session } = row
            if (session.revokedAt !== null || session.expiresAt.getTime() <= now || token.expiresAt.getTime() <= now) return { kind: "refused", reused: false } as const
            if (token.usedAt !== null) {
              yield* endIn(session.id, "reuse", now)
              return { kind: "refused", reused: true } as const
            }
            if (session.clientId !== clientId) return { kind: "refused", reused: false } as const
            yield* database.query((db) => db.update(sessionTokens).set({ usedAt: new Date(now) }).where(eq(sessionTokens.tokenHash, token.tokenHash)))
            return { kind: "issued", tokens: yield* issueIn(session.id, session.scope, now, session.expiresAt) } as const
          }),
        )
        if (outcome.kind === "refused") {
          if (outcome.reused) yield* Effect.logWarning("refresh token reused: session ended")
          return yield* new RefreshRefused({ reused: outcome.reused })
        }
        return outcome.tokens
      })

      const authenticate = Effect.fn("Sessions.authenticate")(function* (accessToken: string) {
        const now = new Date(yield* Clock.currentTimeMillis)
        const [row] = yield* database.query((db) =>
          db
            .select({ accountId: sessionFamilies.accountId, sessionId: sessionFamilies.id })
            .from(sessionTokens)
            .innerJoin(sessionFamilies, eq(sessionFamilies.id, sessionTokens.familyId))
            .innerJoin(accounts, eq(accounts.id, sessionFamilies.accountId))
            .where(
              and(
                eq(sessionTokens.tokenHash, tokenHash(accessToken)),
                eq(sessionTokens.kind, "access"),
                gt(sessionTokens.expiresAt, now),
                isNull(sessionFamilies.revokedAt),
                gt(sessionFamilies.expiresAt, now),
                isNull(accounts.deletedAt),
              ),
            )
            .limit(1),
        )
        return row
      })

      const end = Effect.fn("Sessions.end")(function* (sessionId: string, reason: SessionEndReason) {
        const now = yield* Clock.currentTimeMillis
        yield* endIn(sessionId, reason, now)
      })

      const endAll = Effect.fn("Sessions.endAll")(function* (accountId: number, reason: SessionEndReason) {
        const now = yield* Clock.currentTimeMillis
        yield* database.query((db) =>
          db
            .update(sessionFamilies)
            .set({ revokedAt: new Date(now), revokedReason: reason })
            .where(and(eq(sessionFamilies.accountId, accountId), isNull(sessionFamilies.revokedAt))),
        )
      })

      return Sessions.of({ start, refresh, authenticate, end, endAll })
    }),
  )
}
