import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"

const fromRoot = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url))

/**
 * What the browser build takes instead of what a package's exports name (the dev server and the tests keep them):
 * - react-router: its exports name only its development build (remix-run/react-router#12437, #14102), whose dev-only
 *   warnings would ship; the production build it ships beside it is what a browser should get.
 * - temporal-polyfill: the browser's own Temporal where it has one (ui/app/temporal-or-polyfill.ts).
 */
export const browserBuilds = (): Plugin => ({
  name: "hotel:browser-builds",
  apply: "build",
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: fromRoot("node_modules/react-router/dist/production/index.mjs") },
        { find: /^react-router\/dom$/, replacement: fromRoot("node_modules/react-router/dist/production/dom-export.mjs") },
        { find: /^temporal-polyfill$/, replacement: fromRoot("ui/app/temporal-or-polyfill.ts") },
      ],
    },
  }),
})
