import { Effect, Layer } from "effect"
import { CorporateApi, type CorporateApiShape } from "../../core/ports/CorporateApi.ts"
import type { TokenStore } from "../../core/ports/TokenStore.ts"
import { makeMemberHttpClient } from "./accounts.ts"
import type { HttpClient, HttpClientConfig } from "./client.ts"
import { addTraveller, editTraveller, getCompany, listTravellers, removeTraveller, saveCompany } from "./corporate.ts"

/** core's CorporateApi port over HTTP (issue 15; contracts/README.md "Corporate"). */
export const makeCorporateApiHttp = (http: HttpClient): CorporateApiShape => ({
  getCompany: getCompany(http),
  saveCompany: saveCompany(http),
  listTravellers: listTravellers(http),
  addTraveller: addTraveller(http),
  editTraveller: editTraveller(http),
  removeTraveller: removeTraveller(http),
})

/** The port over one HTTP client built on the app's TokenStore, refreshing at the token endpoint. */
export const layerHttp = (config: HttpClientConfig): Layer.Layer<CorporateApi, never, TokenStore> =>
  Layer.effect(CorporateApi, Effect.map(makeMemberHttpClient(config), (http) => makeCorporateApiHttp(http)))
