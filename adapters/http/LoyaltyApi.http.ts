import { Effect, Layer } from "effect"
import { LoyaltyApi, type LoyaltyApiShape } from "../../core/ports/LoyaltyApi.ts"
import type { TokenStore } from "../../core/ports/TokenStore.ts"
import { makeMemberHttpClient } from "./accounts.ts"
import type { HttpClient, HttpClientConfig } from "./client.ts"
import { pointsStatement } from "./loyalty.ts"

/** core's LoyaltyApi port over HTTP (issue 15; contracts/README.md "Loyalty points"). */
export const makeLoyaltyApiHttp = (http: HttpClient): LoyaltyApiShape => ({ pointsStatement: pointsStatement(http) })

/** The port over one HTTP client built on the app's TokenStore, refreshing at the token endpoint. */
export const layerHttp = (config: HttpClientConfig): Layer.Layer<LoyaltyApi, never, TokenStore> =>
  Layer.effect(LoyaltyApi, Effect.map(makeMemberHttpClient(config), (http) => makeLoyaltyApiHttp(http)))
