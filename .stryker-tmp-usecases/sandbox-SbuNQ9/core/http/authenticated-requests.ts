// @ts-nocheck
import { Effect, Option, Result, Semaphore } from "effect"
import { type Tokens, TokenStore, type TokenStoreShape } from "../ports/TokenStore.ts"
import { isUnauthorized } from "./http-error.ts"

/** A call that sends `accessToken` as its bearer token (none when nobody is signed in). */
export type AuthenticatedRequest<A, E, R> = (accessToken: string | undefined) => Effect.Effect<A, E, R>

export interface AuthenticatedRequestsOptions<RE, RR> {
  /** Trades a refresh token for new tokens (the account API's refresh_token grant). */
  readonly refresh: (refreshToken: string) => Effect.Effect<Tokens, RE, RR>
  /** Runs once the member has been logged out by a failed refresh, e.g. to drop cached user data. */
  readonly onLoggedOut?: Effect.Effect<void>
}

export interface AuthenticatedRequests<RR> {
  /**
   * spec accounts-and-content §4 and §7, booking-flow §7: runs `request` with the stored access
   * token; on a 401 refreshes once and retries once with the new token. When the refresh fails, or
   * the retry is refused with 401 again, the member is logged out (tokens removed, login flag
   * false) and the call fails with the original 401. Other failures pass through untouched.
   */
  readonly run: <A, E, R>(request: AuthenticatedRequest<A, E, R>) => Effect.Effect<A, E, R | RR | TokenStore>
}

const accessTokenOf = (store: TokenStoreShape) => Effect.map(store.read, (tokens) => Option.getOrUndefined(tokens)?.accessToken)

/**
 * Builds the runner for authenticated calls. One runner is shared by the whole app so that
 * concurrent 401s share one refresh: refreshes take turns, and a request whose token was already
 * replaced by another's refresh retries with the new token instead of refreshing again.
 */
export const makeAuthenticatedRequests = <RE, RR>(
  options: AuthenticatedRequestsOptions<RE, RR>,
): Effect.Effect<AuthenticatedRequests<RR>> =>
  Effect.map(Semaphore.make(1), (refreshTurn) => {
    const logOut = (store: TokenStoreShape) => Effect.andThen(store.clear, options.onLoggedOut ?? Effect.void)

    /**
     * The access token to retry with, or none when the member is (now) logged out. Refreshes take
     * turns; a token already replaced by another call's refresh is not refreshed again. With no
     * tokens stored there is nothing to refresh and nobody to log out.
     */
    const renew = (store: TokenStoreShape, rejectedToken: string | undefined) =>
      refreshTurn.withPermit(
        Effect.gen(function* (): Effect.fn.Return<Option.Option<string>, never, RR> {
          const current = Option.getOrUndefined(yield* store.read)
          if (current === undefined) return Option.none()
          if (current.accessToken !== rejectedToken) return Option.some(current.accessToken)
          const refreshed = yield* Effect.option(options.refresh(current.refreshToken))
          if (Option.isNone(refreshed)) {
            yield* logOut(store)
            return Option.none()
          }
          yield* store.save({ ...refreshed.value, rememberMe: current.rememberMe })
          return Option.some(refreshed.value.accessToken)
        }),
      )

    const run = <A, E, R>(request: AuthenticatedRequest<A, E, R>) =>
      Effect.gen(function* (): Effect.fn.Return<A, E, R | RR | TokenStore> {
        const store = yield* TokenStore
        const sentToken = yield* accessTokenOf(store)
        const first = yield* Effect.result(request(sentToken))
        if (Result.isSuccess(first)) return first.success
        const original = first.failure
        if (!isUnauthorized(original)) return yield* Effect.fail(original)

        const renewed = yield* renew(store, sentToken)
        if (Option.isNone(renewed)) return yield* Effect.fail(original)

        const retry = yield* Effect.result(request(renewed.value))
        if (Result.isSuccess(retry)) return retry.success
        if (!isUnauthorized(retry.failure)) return yield* Effect.fail(retry.failure)
        yield* logOut(store)
        return yield* Effect.fail(original)
      })

    return { run }
  })

