import { Effect, Layer, Option, Schema } from "effect"
import { readLoggedIn, writeLoggedIn } from "../../core/account/login-flag-store.ts"
import { SessionStore, type SessionStoreShape } from "../../core/ports/SessionStore.ts"
import { persistenceFor, type StoredTokens, TokenStore, type TokenStoreShape } from "../../core/ports/TokenStore.ts"
import { type StorageLike, storageArea } from "../platform.ts"
import { type FallbackStorage, makeFallbackStorage } from "./fallback-storage.ts"

/** Where the member's tokens are kept, in whichever area remember-me chose. */
export const TOKENS_KEY = "hotel.auth.tokens"

const StoredTokensJson = Schema.fromJsonString(Schema.Struct({ accessToken: Schema.String, refreshToken: Schema.String }))
const decodeTokens = Schema.decodeUnknownOption(StoredTokensJson)
const encodeTokens = Schema.encodeSync(StoredTokensJson)

export interface TokenAreas {
  /** Remember-me: kept across browser sessions (spec A §4). */
  readonly local: FallbackStorage
  /** Otherwise: gone when the browser session ends. */
  readonly session: FallbackStorage
}

/**
 * spec A §4: tokens in localStorage with remember-me, else in sessionStorage; the login flag through
 * the SessionStore port (core/account/login-flag-store.ts). Saving in one area removes any copy in the
 * other, so logging in again without remember-me forgets the remembered tokens.
 */
export const makeTokenStoreBrowser = (areas: TokenAreas, sessionStore: SessionStoreShape): TokenStoreShape => {
  const withSession = <A>(effect: Effect.Effect<A, never, SessionStore>) => Effect.provideService(effect, SessionStore, sessionStore)
  const readFrom = (area: FallbackStorage, rememberMe: boolean) =>
    Effect.map(area.get(TOKENS_KEY), (stored) =>
      Option.map(Option.flatMap(stored, decodeTokens), (tokens): StoredTokens => ({ ...tokens, rememberMe })),
    )
  return {
    read: Effect.flatMap(readFrom(areas.session, false), (inSession) =>
      Option.isSome(inSession) ? Effect.succeed(inSession) : readFrom(areas.local, true),
    ),
    save: (tokens) =>
      Effect.gen(function* () {
        const [keep, drop] = persistenceFor(tokens.rememberMe) === "local" ? [areas.local, areas.session] : [areas.session, areas.local]
        yield* keep.set(TOKENS_KEY, encodeTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }))
        yield* drop.remove(TOKENS_KEY)
        yield* withSession(writeLoggedIn(true))
      }),
    clear: Effect.gen(function* () {
      yield* areas.local.remove(TOKENS_KEY)
      yield* areas.session.remove(TOKENS_KEY)
      yield* withSession(writeLoggedIn(false))
    }),
    isLoggedIn: withSession(readLoggedIn),
  }
}

/** The TokenStore over the page's storage areas, sharing the SessionStore for the login flag. */
export const layerBrowser = (areas?: { readonly local?: StorageLike; readonly session?: StorageLike }): Layer.Layer<TokenStore, never, SessionStore> =>
  Layer.effect(
    TokenStore,
    Effect.map(Effect.service(SessionStore), (sessionStore) =>
      makeTokenStoreBrowser(
        {
          local: makeFallbackStorage(areas?.local ?? storageArea("localStorage"), "localStorage"),
          session: makeFallbackStorage(areas?.session ?? storageArea("sessionStorage"), "sessionStorage"),
        },
        sessionStore,
      ),
    ),
  )
