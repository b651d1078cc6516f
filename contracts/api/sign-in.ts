import { Schema } from "effect"
import { Email, MAX_CODE_LENGTH, OneOf, RequiredText, Text, WireStruct } from "./common.ts"
import { MAX_PASSWORD_LENGTH } from "./passwords.ts"

/**
 * Signing in (spec A §7, issue 14, issue 22 §8): POST /api/login, the token endpoint where the site also refreshes,
 * and logging out; how long tokens and sessions live, and the words the server answers with.
 */

/** spec A §7: the sign-in call. */
export const LOGIN_PATH = "/api/login"
/** spec A §7: the loyalty token endpoint ({host}/loyalty_users/token), where the site also refreshes. */
export const TOKEN_PATH = "/loyalty_users/token"

/** The website's client id at the token endpoint: a public client (it holds no secret). */
export const WEBSITE_CLIENT_ID = "hotel-website"
/** The one scope a member's tokens carry. */
export const MEMBER_SCOPE = "member"
/** About 15 minutes (issue 14): how long an access token lives, in seconds. */
export const ACCESS_TOKEN_SECONDS = 15 * 60
/** How long a session lasts at most from its sign-in, however often it is refreshed, in seconds (30 days). */
export const SESSION_SECONDS = 30 * 24 * 60 * 60
/**
 * issue 22 §8: a refresh token used again this soon after its first use gets the pair that use got (two tabs refreshing
 * at once, a lost answer retried); later, its use again ends the session (reuse detection). Longer than the site's 15 s
 * timeout, so a slow loser of the race still gets the pair.
 */
export const REFRESH_GRACE_SECONDS = 20
export const MAX_TOKEN_LENGTH = 200

// Words the server answers with about a session.
export const LOGGED_OUT = "You have been logged out."
export const SIGN_IN_REQUIRED = "Please log in to continue."
export const INVALID_REFRESH_TOKEN = "Your session has ended. Please log in again."
export const UNKNOWN_TOKEN_CLIENT = "Unknown client."
export const UNSUPPORTED_SCOPE = "Unsupported scope."

export const TokenText = RequiredText(MAX_TOKEN_LENGTH)

/** spec A §7: `{ username, password }`. */
export const LoginRequest = WireStruct({
  username: Email,
  password: RequiredText(MAX_PASSWORD_LENGTH),
}).annotate({ identifier: "LoginRequest" })
export type LoginRequest = typeof LoginRequest.Type

/** spec A §7: the token answer of the login call and the token endpoint; `created_at` in seconds since 1970. */
export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Int,
  scope: Schema.String,
  created_at: Schema.Int,
}).annotate({ identifier: "TokenResponse" })
export type TokenResponse = typeof TokenResponse.Type

export const GRANT_TYPES = ["password", "refresh_token"] as const

/**
 * spec A §7: the token endpoint's form as JSON. `password` needs username and password; `refresh_token`
 * needs refresh_token. client_id names a public client; scope defaults to "member".
 */
export const TokenRequest = WireStruct({
  grant_type: OneOf(GRANT_TYPES),
  client_id: RequiredText(MAX_CODE_LENGTH * 5),
  scope: Schema.optionalKey(Text(MAX_CODE_LENGTH * 5)),
  username: Schema.optionalKey(Email),
  password: Schema.optionalKey(RequiredText(MAX_PASSWORD_LENGTH)),
  refresh_token: Schema.optionalKey(TokenText),
}).annotate({ identifier: "TokenRequest" })
export type TokenRequest = typeof TokenRequest.Type

/** POST /logout: the session's refresh token may be named; the bearer token's session ends either way. */
export const LogoutRequest = WireStruct({ refresh_token: Schema.optionalKey(TokenText) }).annotate({ identifier: "LogoutRequest" })
export type LogoutRequest = typeof LogoutRequest.Type
