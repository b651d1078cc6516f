import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Context, Effect, Layer } from "effect"
import { type AuthenticatedRequest, makeAuthenticatedRequests } from "../http/authenticated-requests.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { TokenStore } from "../ports/TokenStore.ts"
import type { SessionStart } from "../screen/page-render.ts"
import type { Account } from "./account.ts"

export interface MemberSessionShape {
  /** spec A §4: the login flag as the page last read it; the account screens and the user menu read it. */
  readonly loggedIn: ReadonlySignal<boolean>
  /** spec A §4: the cached user data (the greeting's name, My Details): null until read, and once logged out. */
  readonly account: ReadonlySignal<Account | null>
  /** Reads the flag again (after a log-in, a log-out or a refused refresh); logged out drops the cached account. */
  readonly refresh: Effect.Effect<void>
  /** Keeps the member's account as last read or saved. */
  readonly keep: (account: Account) => Effect.Effect<void>
  /**
   * spec A §4, §7: a member's call with the bearer token, refreshed once on a 401 (one runner for the page, so
   * concurrent 401s share one refresh); a refused refresh logs out, and the flag is read again after every call,
   * so the screens follow a logout the HTTP adapter made.
   */
  readonly run: <A, E, R>(request: AuthenticatedRequest<A, E, R>) => Effect.Effect<A, E, R | AccountApi>
}

/** The session over the TokenStore port, logged in as the flag says, or (`"defaults"`) logged out until refreshed. */
const makeMemberSession = (start: SessionStart): Effect.Effect<MemberSessionShape, never, TokenStore> =>
  Effect.gen(function* () {
    const tokens = yield* TokenStore
    const loggedIn = signal(start === "stored" ? yield* tokens.isLoggedIn : false)
    const account = signal<Account | null>(null)
    const requests = yield* makeAuthenticatedRequests({ refresh: (refreshToken: string) => AccountApi.use((api) => api.refresh(refreshToken)) })
    const refresh = Effect.map(tokens.isLoggedIn, (now) => {
      loggedIn.value = now
      if (!now) account.value = null
    })
    return {
      loggedIn,
      account,
      refresh,
      keep: (kept) =>
        Effect.sync(() => {
          account.value = kept
        }),
      run: (request) => requests.run(request).pipe(Effect.provideService(TokenStore, tokens), Effect.ensuring(refresh)),
    }
  })

/**
 * The member's session as a service of the app's runtime, beside the booking session: use cases and screen models
 * read it with `yield* MemberSession` instead of taking it as an argument. Built once, from the TokenStore port.
 */
export class MemberSession extends Context.Service<MemberSession, MemberSessionShape>()("hotel/account/MemberSession") {
  static readonly layer: Layer.Layer<MemberSession, never, TokenStore> = Layer.effect(MemberSession, makeMemberSession("stored"))
  /** The session of a page drawn first as the server drew it: logged out until `refresh` reads the flag. */
  static readonly layerFrom = (start: SessionStart): Layer.Layer<MemberSession, never, TokenStore> => Layer.effect(MemberSession, makeMemberSession(start))
}
