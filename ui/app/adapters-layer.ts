import { browserAdapters } from "../../adapters/browser.ts"

/** The browser's adapters (every port but the toasts), configured for this site: the API on the page's own origin. */
export const adaptersLayer = browserAdapters()
