import { Layer } from "effect"
import { browserAdapters } from "../../adapters/browser.ts"
import * as ContentApiHttp from "../../adapters/http/ContentApi.http.ts"
import type { AdapterServices } from "./runtime.ts"

/** The browser's adapters (adapters/browser.ts) and the content calls over the same storage and tokens. */
export const adaptersLayer: Layer.Layer<AdapterServices> = Layer.provideMerge(ContentApiHttp.layerHttp(), browserAdapters())
