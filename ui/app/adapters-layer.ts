import type { Layer } from "effect"
import { browserAdapters } from "../../adapters/browser.ts"
import type { AdapterServices } from "./runtime.ts"

// The browser's adapters (adapters/browser.ts). ContentApi has no browser adapter yet (later issues): a use case
// that needs it fails as a defect and its screen shows its empty state, as before the adapters landed.
export const adaptersLayer = browserAdapters() as unknown as Layer.Layer<AdapterServices>
