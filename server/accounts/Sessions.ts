import { randomUUID } from "node:crypto"
import { and, eq, gt, isNull, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { ACCESS_TOKEN_SECONDS, REFRESH_GRACE_SECONDS, SESSION_SECONDS } from "../../contracts/api/sign-in.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { accounts, SESSION_END_REASONS, sessionFamilies, sessionTokens } from "../db/schema.ts"
import { newToken, openWith, sealWith, tokenHash } from "./keys.ts"
import { type Member, MemberAuthentication } from "../http/member.ts"

/**
 * Members' sessions and their tokens (issue 14; OAuth 2.0 Security BCP §4.14 refresh-token rotation):
 * - a sign-in starts a session (a family of refresh tokens) and gives an access token (~15 minutes)
 *   and a refresh token; both are stored only as SHA-256 digests;
 * - a refresh token is used once: using it gives a new pair in the same family; using it again (it
 *   was stolen) ends the whole family, so the thief's tokens die too. Within REFRESH_GRACE_SECONDS of its use, and
 *   while that pair is the newest, using it again gets the same pair (issue 22 §8: two tabs refreshing at once, a
 *   lost answer tried again): the pair is kept sealed with a key only the used token gives;
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

/** What a used refresh token's row keeps, sealed with it: the pair its use gave. */
interface SealedPair {
  readonly accessToken: string
  readonly refreshToken: string
  readonly scope: string
  readonly createdAt: number
}

const SUCCESSOR_SEAL = "refresh-token successor"

/** The member an access token speaks for (the request's member, http/member.ts). */
export type Bearer = Member

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
        const accessToken = newToken()
        const refreshToken = newToken()
        const accessEnds = new Date(Math.min(now + ACCESS_TOKEN_SECONDS * 1000, ends.getTime()))
        const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
        // The session and its first pair in one statement: atomic as a transaction, in one round trip (every sign-in).
        yield* database.query((db) =>
          db.execute(sql`
            with family as (
              insert into session_families (id, account_id, client_id, scope, expires_at, created_at)
              values (${sessionId}::uuid, ${accountId}, ${clientId}, ${scope}, ${at(ends)}, ${at(new Date(now))})
            )
            insert into session_tokens (token_hash, family_id, kind, expires_at, created_at)
            values (${tokenHash(accessToken)}, ${sessionId}::uuid, 'access', ${at(accessEnds)}, ${at(new Date(now))}),
                   (${tokenHash(refreshToken)}, ${sessionId}::uuid, 'refresh', ${at(ends)}, ${at(new Date(now))})`),
        )
        return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS, scope, createdAt: Math.floor(now / 1000) } satisfies TokenPair
      })

      /**
       * The pair `refreshToken`'s first use gave, when it is still the session's newest (its refresh token unused and
       * its access token alive): what a second use within the grace window gets (inside the refresh's transaction).
       */
      const successorOf = (refreshToken: string, sealed: string | null, now: number) =>
        Effect.gen(function* () {
          const opened = sealed === null ? undefined : openWith(refreshToken, SUCCESSOR_SEAL, sealed)
          if (opened === undefined) return undefined
          const pair = JSON.parse(opened) as SealedPair
          const [newest] = yield* database.query((db) =>
            db
              .select({ usedAt: sessionTokens.usedAt })
              .from(sessionTokens)
              .where(and(eq(sessionTokens.tokenHash, tokenHash(pair.refreshToken)), eq(sessionTokens.kind, "refresh"))),
          )
          const expiresIn = ACCESS_TOKEN_SECONDS - (Math.floor(now / 1000) - pair.createdAt)
          if (newest === undefined || newest.usedAt !== null || expiresIn <= 0) return undefined
          return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, expiresIn, scope: pair.scope, createdAt: pair.createdAt } satisfies TokenPair
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
                // Both rows locked: of two uses at once the second waits, then reads what the first wrote (the token's
                // use and its successor), not the snapshot it started with.
                .for("update"),
            )
            if (row === undefined) return { kind: "refused", reused: false } as const
            const { token, session } = row
            if (session.revokedAt !== null || session.expiresAt.getTime() <= now || token.expiresAt.getTime() <= now) return { kind: "refused", reused: false } as const
            if (token.usedAt !== null) {
              // issue 22 §8: another tab's refresh of the same moment, or a lost answer tried again, gets the same pair
              const withinGrace = now - token.usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000 && session.clientId === clientId
              const again = withinGrace ? yield* successorOf(refreshToken, token.successor, now) : undefined
              if (again !== undefined) return { kind: "issued", tokens: again } as const
              yield* endIn(session.id, "reuse", now)
              return { kind: "refused", reused: true } as const
            }
            if (session.clientId !== clientId) return { kind: "refused", reused: false } as const
            const tokens = yield* issueIn(session.id, session.scope, now, session.expiresAt)
            const sealed: SealedPair = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, scope: tokens.scope, createdAt: tokens.createdAt }
            yield* database.query((db) =>
              db
                .update(sessionTokens)
                .set({ usedAt: new Date(now), successor: sealWith(refreshToken, SUCCESSOR_SEAL, JSON.stringify(sealed)) })
                .where(eq(sessionTokens.tokenHash, token.tokenHash)),
            )
            return { kind: "issued", tokens } as const
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

  /** The authentication middleware's port (http/member.ts), answered from the sessions. */
  static readonly memberAuthentication: Layer.Layer<MemberAuthentication, never, Sessions> = Layer.effect(
    MemberAuthentication,
    Effect.gen(function* () {
      const sessions = yield* Sessions
      return MemberAuthentication.of({ authenticate: sessions.authenticate })
    }),
  )

  /** The sessions with the middleware's port over them. */
  static readonly layerWithAuthentication: Layer.Layer<Sessions | MemberAuthentication, never, Db> = Sessions.memberAuthentication.pipe(
    Layer.provideMerge(Sessions.layer),
  )
}
