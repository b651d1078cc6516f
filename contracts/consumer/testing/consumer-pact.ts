import { PactV4, type V3MockServer as V4MockServer } from "@pact-foundation/pact"
import { Effect, Layer } from "effect"
import { inject } from "vitest"
import { makeProcessUrl } from "../../../adapters/gateway/process-url.ts"
import * as BookingApiHttp from "../../../adapters/http/BookingApi.http.ts"
import * as ContentApiHttp from "../../../adapters/http/ContentApi.http.ts"
import * as AccountApiHttp from "../../../adapters/http/AccountApi.http.ts"
import { AccountApi, type AccountApiShape } from "../../../core/ports/AccountApi.ts"
import type { StoredTokens } from "../../../core/ports/TokenStore.ts"
import type { HttpError } from "../../../core/http/http-error.ts"
import { BookingApi, type BookingApiShape } from "../../../core/ports/BookingApi.ts"
import { ContentApi, type ContentApiShape } from "../../../core/ports/ContentApi.ts"
import { makeMemorySessionStore } from "../../../core/ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../../../core/ports/TokenStore.memory.ts"
import { CONSUMER, PROVIDER } from "../../pact-participants.ts"

/**
 * Test support for the consumer tests (STYLE.md: the real client pointed at the mock server): the pact of the
 * website and the API, written into this run's fresh folder (contracts/testing/pact-output.ts), and the website's
 * real HTTP adapters (adapters/http, built as the app builds them) on the mock server's URL.
 */

/** The one pact between the website and the API; every consumer file adds its interactions to it. */
export const websitePact = (): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: inject("pactOutputDir"), logLevel: "error" })

type Call<Api, A> = (api: Api) => Effect.Effect<A, HttpError>

/** BookingApi and ContentApi over HTTP, on the mock server, with a TokenStore (signed in with `signedIn` when given) and a session, in memory. */
const adaptersOn = (mock: V4MockServer, signedIn?: StoredTokens): Layer.Layer<BookingApi | ContentApi> => {
  const tokens = makeTokenStoreMemory(signedIn)
  const processUrl = makeProcessUrl(undefined, makeMemorySessionStore())
  return Layer.merge(BookingApiHttp.layerHttp({ baseUrl: mock.url }, processUrl), ContentApiHttp.layerHttp({ baseUrl: mock.url })).pipe(
    Layer.provide(tokens.layer),
  )
}

const runOn = <A, E>(mock: V4MockServer, program: Effect.Effect<A, E, BookingApi | ContentApi>, signedIn?: StoredTokens): Promise<A> =>
  Effect.runPromise(Effect.provide(program, adaptersOn(mock, signedIn)))

/** What the booking call answers (as the member signed in with `signedIn`, when given: points as payment). */
export const booking = <A>(mock: V4MockServer, call: Call<BookingApiShape, A>, signedIn?: StoredTokens): Promise<A> =>
  runOn(mock, Effect.flatMap(Effect.service(BookingApi), call), signedIn)

/** The HttpError the booking call fails with (the test fails if it succeeds). */
export const bookingFailure = <A>(mock: V4MockServer, call: Call<BookingApiShape, A>, signedIn?: StoredTokens): Promise<HttpError> =>
  runOn(mock, Effect.flip(Effect.flatMap(Effect.service(BookingApi), call)), signedIn)

export const content = <A>(mock: V4MockServer, call: Call<ContentApiShape, A>): Promise<A> => runOn(mock, Effect.flatMap(Effect.service(ContentApi), call))

export const contentFailure = <A>(mock: V4MockServer, call: Call<ContentApiShape, A>): Promise<HttpError> =>
  runOn(mock, Effect.flip(Effect.flatMap(Effect.service(ContentApi), call)))

/**
 * AccountApi over HTTP on the mock server, signed in with `tokens` when given. `refresh: false` makes a 401 log the
 * member out without a refresh call (an interaction replays one request; the refresh is an interaction of its own).
 */
const accountOn = (mock: V4MockServer, tokens: StoredTokens | undefined, refresh: boolean): Layer.Layer<AccountApi> =>
  AccountApiHttp.layerHttp({ baseUrl: mock.url, ...(refresh ? {} : { refreshTokens: () => Effect.fail("no refresh in this interaction") }) }).pipe(
    Layer.provide(makeTokenStoreMemory(tokens).layer),
  )

export const account = <A>(mock: V4MockServer, call: Call<AccountApiShape, A>, tokens?: StoredTokens): Promise<A> =>
  Effect.runPromise(Effect.provide(Effect.flatMap(Effect.service(AccountApi), call), accountOn(mock, tokens, false)))

export const accountFailure = <A>(mock: V4MockServer, call: Call<AccountApiShape, A>, tokens?: StoredTokens): Promise<HttpError> =>
  Effect.runPromise(Effect.provide(Effect.flip(Effect.flatMap(Effect.service(AccountApi), call)), accountOn(mock, tokens, false)))
