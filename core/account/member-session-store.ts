import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Context, Effect, Layer } from "effect"
import { TokenStore } from "../ports/TokenStore.ts"

export interface MemberSessionShape {
  /** spec A §4: the login flag as the page last read it; the account screens and the user menu read it. */
  readonly loggedIn: ReadonlySignal<boolean>
  /** Reads the flag again (after a log-in, a log-out or a refused refresh). */
  readonly refresh: Effect.Effect<void>
}

/**
 * The member's session as a service of the app's runtime, beside the booking session: use cases and screen models
 * read it with `yield* MemberSession` instead of taking it as an argument. Built once, from the TokenStore port.
 */
export class MemberSession extends Context.Service<MemberSession, MemberSessionShape>()("hotel/account/MemberSession") {
  static readonly layer: Layer.Layer<MemberSession, never, TokenStore> = Layer.effect(
    MemberSession,
    Effect.gen(function* () {
      const tokens = yield* TokenStore
      const loggedIn = signal(yield* tokens.isLoggedIn)
      return {
        loggedIn,
        refresh: Effect.map(tokens.isLoggedIn, (now) => {
          loggedIn.value = now
        }),
      }
    }),
  )
}
