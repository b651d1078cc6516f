import { Layer } from "effect"
import { browserAdapters } from "../../adapters/browser.ts"
import { layerBrowser as downloadsLayer } from "../../adapters/files/Downloads.browser.ts"
import { lazyHttpLayer } from "../../adapters/lazy-http-layer.ts"
import { ContentApi } from "../../core/ports/ContentApi.ts"
import type { AdapterServices } from "./runtime.ts"

/**
 * The browser's adapters (adapters/browser.ts) and the content calls over the same storage and tokens, the HTTP
 * adapter loading with the first call (adapters/lazy-http-layer.ts).
 */
const contentApi = lazyHttpLayer(ContentApi, () => import("../../adapters/http/ContentApi.http.ts").then((ContentApiHttp) => ContentApiHttp.layerHttp()))

export const adaptersLayer: Layer.Layer<AdapterServices> = Layer.mergeAll(Layer.provideMerge(contentApi, browserAdapters()), downloadsLayer)
