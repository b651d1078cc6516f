import type { V3MockServer as V4MockServer } from "@pact-foundation/pact"
import { Effect, Layer } from "effect"
import * as CorporateApiHttp from "../../../adapters/http/CorporateApi.http.ts"
import * as LoyaltyApiHttp from "../../../adapters/http/LoyaltyApi.http.ts"
import type { HttpError } from "../../../core/http/http-error.ts"
import { CorporateApi, type CorporateApiShape } from "../../../core/ports/CorporateApi.ts"
import { LoyaltyApi, type LoyaltyApiShape } from "../../../core/ports/LoyaltyApi.ts"
import type { StoredTokens } from "../../../core/ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../../../core/ports/TokenStore.memory.ts"

/**
 * The website's corporate and loyalty adapters (adapters/http, built as the app builds them) on the Pact mock server,
 * signed in with `tokens`. A 401 logs the member out without a refresh call: an interaction replays one request (the
 * refresh is an interaction of its own, in accounts.test.ts).
 */

type Call<Api, A> = (api: Api) => Effect.Effect<A, HttpError>

const noRefresh = { refreshTokens: () => Effect.fail("no refresh in this interaction") }

const layersOn = (mock: V4MockServer, tokens: StoredTokens): Layer.Layer<CorporateApi | LoyaltyApi> =>
  Layer.merge(CorporateApiHttp.layerHttp({ baseUrl: mock.url, ...noRefresh }), LoyaltyApiHttp.layerHttp({ baseUrl: mock.url, ...noRefresh })).pipe(
    Layer.provide(makeTokenStoreMemory(tokens).layer),
  )

export const corporate = <A>(mock: V4MockServer, tokens: StoredTokens, call: Call<CorporateApiShape, A>): Promise<A> =>
  Effect.runPromise(Effect.provide(Effect.flatMap(Effect.service(CorporateApi), call), layersOn(mock, tokens)))

export const corporateFailure = <A>(mock: V4MockServer, tokens: StoredTokens, call: Call<CorporateApiShape, A>): Promise<HttpError> =>
  Effect.runPromise(Effect.provide(Effect.flip(Effect.flatMap(Effect.service(CorporateApi), call)), layersOn(mock, tokens)))

export const loyalty = <A>(mock: V4MockServer, tokens: StoredTokens, call: Call<LoyaltyApiShape, A>): Promise<A> =>
  Effect.runPromise(Effect.provide(Effect.flatMap(Effect.service(LoyaltyApi), call), layersOn(mock, tokens)))

export const loyaltyFailure = <A>(mock: V4MockServer, tokens: StoredTokens, call: Call<LoyaltyApiShape, A>): Promise<HttpError> =>
  Effect.runPromise(Effect.provide(Effect.flip(Effect.flatMap(Effect.service(LoyaltyApi), call)), layersOn(mock, tokens)))
