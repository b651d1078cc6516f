import { Effect, type SchemaIssue } from "effect"
import { FetchError, ofetch } from "ofetch"
import { VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { makeAuthenticatedRequests } from "../../core/http/authenticated-requests.ts"
import { type HttpError, type HttpFailure, normaliseHttpError, retryAfterSecondsOf } from "../../core/http/http-error.ts"
import { type Tokens, TokenStore, type TokenStoreShape } from "../../core/ports/TokenStore.ts"
import { issueToFieldErrors } from "../../core/validation/field-errors.ts"
import { browserGlobals } from "../platform.ts"

/**
 * The one HTTP client of the website (ARCHITECTURE.md, adapters/http): ofetch under a base URL, JSON
 * in and out, a timeout, the member's bearer token on every request, and one refresh and retry on a
 * 401 (core/http/authenticated-requests.ts). Nothing above this file sees ofetch, a Response or a
 * FetchError: every failure leaves as core's normalised HttpError.
 */

/** A request that gets no answer in this time is treated as "no response" (spec A §8: the server is offline). */
export const DEFAULT_TIMEOUT_MS = 15_000

/**
 * Trades a refresh token for new tokens. The token endpoint comes with accounts (a later issue), which
 * passes its call here; until then a 401 logs the member out, as a failed refresh does.
 */
export type RefreshTokens = (refreshToken: string) => Effect.Effect<Tokens, unknown>

/** A client given no refresh (tests, tools) logs the member out on a 401; the site's is the token endpoint (token-refresh.ts). */
export const noRefresh: RefreshTokens = () => Effect.fail("no refresh configured")

export interface HttpClientConfig {
  /** Where the API lives; "" (the default) is the page's own origin. */
  readonly baseUrl?: string
  readonly timeoutMs?: number
  readonly refreshTokens?: RefreshTokens
}

export interface HttpRequest {
  readonly method: "GET" | "POST" | "PATCH" | "DELETE"
  /** From the API root, e.g. "/api/web/bookings/hotels". */
  readonly path: string
  readonly query?: Readonly<Record<string, string | number | boolean>>
  readonly body?: unknown
}

export interface HttpClient {
  /** The answer's parsed body, or the normalised failure. Decoding it is the caller's (an API module's) job. */
  readonly request: (request: HttpRequest) => Effect.Effect<unknown, HttpError>
}

const isOffline = (): boolean => browserGlobals().navigator?.onLine === false

/** What ofetch reported, as the plain data core's normaliser reads. */
export const failureOf = (error: unknown): HttpFailure => {
  if (error instanceof FetchError) {
    if (error.response !== undefined) {
      const retryAfterSeconds = retryAfterSecondsOf(error.response.headers.get("Retry-After"))
      return { kind: "response", status: error.response.status, body: error.data, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) }
    }
    return isOffline() ? { kind: "network" } : { kind: "no-response" }
  }
  return { kind: "other" }
}

/** A request this client refused to send: reported like the server's 422, so a form shows it the same way. */
export const invalidRequest = (issue: SchemaIssue.Issue): HttpError =>
  normaliseHttpError({ kind: "response", status: 422, body: { message: VALIDATION_FAILED, errors: issueToFieldErrors(issue) } })

/** An answer that does not match its Schema: the server drifted; the guest sees the generic message. */
export const malformedAnswer = (path: string, issue: SchemaIssue.Issue): Effect.Effect<never, HttpError> =>
  Effect.logWarning(`Malformed answer from ${path}`, String(issue)).pipe(Effect.andThen(Effect.fail(normaliseHttpError({ kind: "other" }))))

/** Builds the client over the given TokenStore; one per app, so concurrent 401s share one refresh. */
export const makeHttpClient = (config: HttpClientConfig, tokens: TokenStoreShape): Effect.Effect<HttpClient> =>
  Effect.gen(function* () {
    const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const api = ofetch.create({ baseURL: config.baseUrl ?? "", retry: 0, headers: { Accept: "application/json" } })
    const authenticated = yield* makeAuthenticatedRequests({ refresh: config.refreshTokens ?? noRefresh })

    const send = (request: HttpRequest, accessToken: string | undefined) =>
      Effect.tryPromise({
        try: (signal) =>
          api<unknown>(request.path, {
            method: request.method,
            signal,
            ...(request.query === undefined ? {} : { query: request.query }),
            ...(request.body === undefined ? {} : { body: request.body as Record<string, unknown> }),
            ...(accessToken === undefined ? {} : { headers: { Authorization: `Bearer ${accessToken}` } }),
          }),
        catch: (error) => normaliseHttpError(failureOf(error)),
      }).pipe(
        // Interrupting the call aborts the fetch through `signal`.
        Effect.timeoutOrElse({ duration: timeoutMs, orElse: () => Effect.fail(normaliseHttpError({ kind: "no-response" })) }),
      )

    return {
      request: (request) =>
        authenticated.run((accessToken) => send(request, accessToken)).pipe(Effect.provideService(TokenStore, tokens)),
    }
  })
