import { Effect, Option, Result, Schema } from "effect"
import { type HttpError, isTooManyRequests } from "../http/http-error.ts"
import { makeAuthenticatedRequests } from "../http/authenticated-requests.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { TokenStore } from "../ports/TokenStore.ts"
import type { Account } from "./account.ts"
import type { LoginForm } from "./login.ts"
import { INVALID_EMAIL_OR_PASSWORD } from "./messages.ts"
import { LOGIN_SUCCESS_ROUTE, LOGOUT_ROUTE } from "./session.ts"

/**
 * spec A §8: a failed login reads "Invalid email or password", never which of the two was wrong; a sign-in the API
 * throttles (429, after too many wrong passwords) is told in the API's words, so the member knows to wait.
 */
export class LoginFailed extends Schema.TaggedError<LoginFailed>()("LoginFailed", { message: Schema.String }) {}

/** spec A §4: login stores the tokens (where remember-me says) and goes to My Details. */
export const logIn = Effect.fn("MemberSession.logIn")(function* (form: LoginForm) {
  const api = yield* AccountApi
  const tokens = yield* TokenStore
  const answer = yield* Effect.result(api.login(form))
  if (Result.isFailure(answer)) {
    const refused = answer.failure
    return yield* new LoginFailed({ message: isTooManyRequests(refused) ? refused.message : INVALID_EMAIL_OR_PASSWORD })
  }
  yield* tokens.save({ ...answer.success, rememberMe: form.rememberMe ?? false })
  return LOGIN_SUCCESS_ROUTE
})

/** spec A §4: logout clears the login flag and the tokens and returns home. */
export const logOut = Effect.fn("MemberSession.logOut")(function* () {
  const tokens = yield* TokenStore
  yield* tokens.clear
  return LOGOUT_ROUTE
})

/**
 * The runner for the member's authenticated calls, refreshing through the account API once on a
 * 401 (core/http/authenticated-requests.ts). Build it once per app and share it.
 */
export const makeMemberRequests = Effect.gen(function* () {
  const api = yield* AccountApi
  return yield* makeAuthenticatedRequests({ refresh: api.refresh })
})

/** spec A §7: the user details are fetched only when logged in; a visitor gets none, without a call. */
export const loadAccount = Effect.fn("MemberSession.loadAccount")(function* (
  requests: Effect.Success<typeof makeMemberRequests>,
): Effect.fn.Return<Option.Option<Account>, HttpError, AccountApi | TokenStore> {
  const tokens = yield* TokenStore
  if (!(yield* tokens.isLoggedIn)) return Option.none()
  const api = yield* AccountApi
  return Option.some(yield* requests.run(api.getAccount))
})
