import { Layer } from "effect"
import type { AdapterServices } from "./runtime.ts"

interface BrowserAdaptersModule {
  readonly browserAdapters: Layer.Layer<AdapterServices>
}

// TEMPORARY, until the web-adapters branch lands adapters/browser.ts: then this file becomes
// `export { browserAdapters as adaptersLayer } from "../../adapters/browser.ts"`. A glob finds the module when it
// exists and nothing when it does not, so the site builds either way. Without it the runtime has no ports: a
// use case that needs one fails as a defect (the menus show their empty state); no fake adapter stands in.
const found = Object.values(import.meta.glob<BrowserAdaptersModule>("../../adapters/browser.ts", { eager: true }))[0]

export const adaptersLayer: Layer.Layer<AdapterServices> =
  found?.browserAdapters ?? (Layer.empty as unknown as Layer.Layer<AdapterServices>)
