import { Effect, Layer, Logger, Schema } from "effect"
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { BookingApi } from "../../core/ports/BookingApi.ts"
import { layerMemory as sessionMemory } from "../../core/ports/SessionStore.memory.ts"
import type { StoredTokens } from "../../core/ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { makeProcessUrl } from "../gateway/process-url.ts"
import { makeSessionStoreBrowser } from "../storage/SessionStore.browser.ts"
import { layerHttp } from "../http/BookingApi.http.ts"
import type { HttpClientConfig } from "../http/client.ts"

/** The API's origin in adapter tests: msw answers it, and anything else is an error. */
export const API = "http://api.test"
export const url = (path: string): string => `${API}${path}`

/** One msw server per test file, refusing any request no handler answers. */
export const useMswServer = () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/**
 * A request body as sent, once its contract Schema has accepted it (it throws otherwise): what the
 * adapter sent is what the server takes, and the test can compare the very bytes with an example.
 */
export const acceptedBody = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, body: unknown): unknown => {
  Schema.decodeUnknownSync(schema)(body)
  return body
}

/** Log lines an adapter wrote, captured instead of printed (the quiet-output guard). */
export const makeLogCapture = () => {
  const lines: Array<{ readonly level: string; readonly message: unknown }> = []
  const layer = Logger.layer([Logger.make(({ logLevel, message }) => void lines.push({ level: logLevel, message }))])
  return { lines, layer }
}

export interface ApiHarness {
  readonly run: <A, E>(effect: Effect.Effect<A, E, BookingApi>) => Promise<A>
  readonly fail: <A, E>(effect: Effect.Effect<A, E, BookingApi>) => Promise<E>
  readonly tokens: ReturnType<typeof makeTokenStoreMemory>
  readonly logs: ReturnType<typeof makeLogCapture>["lines"]
  readonly processUrl: ReturnType<typeof makeProcessUrl>
}

/** The real BookingApi adapter over msw, with an in-memory TokenStore (signed in with `tokens` when given). */
export const makeApiHarness = (options: { readonly tokens?: StoredTokens; readonly config?: Partial<HttpClientConfig> } = {}): ApiHarness => {
  const tokens = makeTokenStoreMemory(options.tokens)
  const logs = makeLogCapture()
  const processUrl = makeProcessUrl(undefined, makeSessionStoreBrowser(undefined))
  const layer = layerHttp({ baseUrl: API, ...options.config }, processUrl).pipe(
    Layer.provide(tokens.layer),
    Layer.provideMerge(logs.layer),
    Layer.provide(sessionMemory()),
  )
  const run = <A, E>(effect: Effect.Effect<A, E, BookingApi>) => Effect.runPromise(Effect.provide(effect, layer))
  const fail = <A, E>(effect: Effect.Effect<A, E, BookingApi>) => Effect.runPromise(Effect.flip(Effect.provide(effect, layer)))
  return { run, fail, tokens, logs: logs.lines, processUrl }
}

/** A JSON answer with a status, as the server gives it. */
export const answer = (body: unknown, status = 200) => HttpResponse.json(body as never, { status })

export { http, HttpResponse }
