// @ts-nocheck
import { Context, type Effect, type Option } from "effect"

/** The pair the account API's login and refresh answers carry. */
export interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string
}

/** Tokens as kept for a signed-in member, with the remember-me choice that decides where. */
export interface StoredTokens extends Tokens {
  readonly rememberMe: boolean
}

export type TokenPersistence = "local" | "session"

/**
 * spec accounts-and-content §4: login stores access and refresh tokens in local storage when
 * remember-me is chosen, otherwise in session storage (gone when the browser session ends).
 */
export const persistenceFor = (rememberMe: boolean): TokenPersistence => (rememberMe ? "local" : "session")

export interface TokenStoreShape {
  /** The signed-in member's tokens; none once logged out. */
  readonly read: Effect.Effect<Option.Option<StoredTokens>>
  /** Keeps the tokens where `persistenceFor(rememberMe)` says and sets the login flag. */
  readonly save: (tokens: StoredTokens) => Effect.Effect<void>
  /** spec A §4: logged out is "login flag false, tokens removed"; both happen here, together. */
  readonly clear: Effect.Effect<void>
  /** The login flag (kept in session storage by the browser adapter, spec B §9). */
  readonly isLoggedIn: Effect.Effect<boolean>
}

export class TokenStore extends Context.Service<TokenStore, TokenStoreShape>()("hotel/ports/TokenStore") {}
