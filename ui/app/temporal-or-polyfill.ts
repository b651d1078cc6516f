import type { Temporal as TemporalApi } from "temporal-polyfill"

/**
 * What `import { Temporal } from "temporal-polyfill"` means in the browser build (vite.config.ts aliases the package
 * here): the browser's own Temporal where it has one (Chromium, Firefox), otherwise the polyfill, fetched as a chunk
 * of its own before any module that reads dates runs. Every such module imports this one, so the top-level await
 * holds each of them until Temporal is there; browsers with Temporal never download the polyfill's 18 KB (gzip).
 * Node (the server, the tests) imports the package itself.
 */
const scope = globalThis as { Temporal?: typeof TemporalApi }

if (scope.Temporal === undefined) await import("temporal-polyfill/global")

export const Temporal: typeof TemporalApi = scope.Temporal!
