import { Layer } from "effect"
import { browserAdapters } from "../../adapters/browser.ts"
import { layerBrowser as downloadsLayer } from "../../adapters/files/Downloads.browser.ts"
import { lazyHttpLayer } from "../../adapters/lazy-http-layer.ts"
import { AccountApi } from "../../core/ports/AccountApi.ts"
import { ContentApi } from "../../core/ports/ContentApi.ts"
import { CorporateApi } from "../../core/ports/CorporateApi.ts"
import { LoyaltyApi } from "../../core/ports/LoyaltyApi.ts"
import type { AdapterServices } from "./runtime.ts"

/**
 * The browser's adapters (adapters/browser.ts) and the content calls over the same storage and tokens, the HTTP
 * adapter loading with the first call (adapters/lazy-http-layer.ts).
 */
const contentApi = lazyHttpLayer(ContentApi, () => import("../../adapters/http/ContentApi.http.ts").then((ContentApiHttp) => ContentApiHttp.layerHttp()))

/** The member's calls (spec A §7), over the same tokens: its client refreshes once on a 401, then logs out. */
const accountApi = lazyHttpLayer(AccountApi, () => import("../../adapters/http/AccountApi.http.ts").then((AccountApiHttp) => AccountApiHttp.layerHttp({})))

/** The corporate area's calls (spec A §6), the member's calls' client: loaded with the first call. */
const corporateApi = lazyHttpLayer(CorporateApi, () => import("../../adapters/http/CorporateApi.http.ts").then((CorporateApiHttp) => CorporateApiHttp.layerHttp({})))

/** The member's points statement (spec A §2, §3), over the same tokens and refresh. */
const loyaltyApi = lazyHttpLayer(LoyaltyApi, () => import("../../adapters/http/LoyaltyApi.http.ts").then((LoyaltyApiHttp) => LoyaltyApiHttp.layerHttp({})))

export const adaptersLayer: Layer.Layer<AdapterServices> = Layer.mergeAll(
  Layer.provideMerge(Layer.mergeAll(contentApi, accountApi, corporateApi, loyaltyApi), browserAdapters()),
  downloadsLayer,
)
