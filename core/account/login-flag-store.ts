import { Effect, Option } from "effect"
import { SessionStore } from "../ports/SessionStore.ts"

/** spec A §4, B §9: the login flag session storage keeps, under this key. */
export const LOGIN_FLAG_KEY = "hotel.auth.loggedIn"

const LOGGED_IN = "true"

/** spec A §4: the login flag; absent or anything else reads as logged out. */
export const readLoggedIn: Effect.Effect<boolean, never, SessionStore> = Effect.gen(function* () {
  const stored = yield* (yield* SessionStore).get(LOGIN_FLAG_KEY)
  return Option.contains(stored, LOGGED_IN)
})

/** Logout clears the flag rather than writing false, so nothing of the session lingers. */
export const writeLoggedIn = Effect.fn("LoginFlag.write")(function* (loggedIn: boolean) {
  const storage = yield* SessionStore
  yield* loggedIn ? storage.set(LOGIN_FLAG_KEY, LOGGED_IN) : storage.remove(LOGIN_FLAG_KEY)
})
