// @ts-nocheck
import { Effect, Layer, Option } from "effect"
import { persistenceFor, type StoredTokens, type TokenPersistence, TokenStore } from "./TokenStore.ts"

/** What a test can inspect of the in-memory TokenStore. */
export interface TokenStoreMemoryState {
  tokens: StoredTokens | undefined
  /** Where the current tokens would live in the browser. */
  persistence: TokenPersistence | undefined
  loggedIn: boolean
  /** Every save, in order (a refresh shows up here). */
  readonly saved: Array<StoredTokens>
  clears: number
}

export interface TokenStoreMemory {
  readonly layer: Layer.Layer<TokenStore>
  readonly state: Readonly<TokenStoreMemoryState>
}

/** An in-memory TokenStore, signed in with `initial` when given. */
export const makeTokenStoreMemory = (initial?: StoredTokens): TokenStoreMemory => {
  const state: TokenStoreMemoryState = {
    tokens: initial,
    persistence: initial === undefined ? undefined : persistenceFor(initial.rememberMe),
    loggedIn: initial !== undefined,
    saved: [],
    clears: 0,
  }
  const layer = Layer.succeed(TokenStore, {
    read: Effect.sync(() => Option.fromUndefinedOr(state.tokens)),
    save: (tokens) =>
      Effect.sync(() => {
        state.tokens = tokens
        state.persistence = persistenceFor(tokens.rememberMe)
        state.loggedIn = true
        state.saved.push(tokens)
      }),
    clear: Effect.sync(() => {
      state.tokens = undefined
      state.persistence = undefined
      state.loggedIn = false
      state.clears += 1
    }),
    isLoggedIn: Effect.sync(() => state.loggedIn),
  })
  return { layer, state }
}
