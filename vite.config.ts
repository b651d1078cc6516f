import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { browserBuilds } from "./tools/browser-builds.ts"
import { fontPreload } from "./tools/font-preload.ts"
import { precompress } from "./tools/precompress.ts"
import { routePreloads } from "./tools/route-preloads.ts"
import { ROUTE_PRELOADS } from "./ui/app/route-table.ts"

// `npm run dev` runs Vite in front of the API server (server/main.ts --vite sets API_PROXY_TARGET):
// everything the server answers is proxied, so the browser sees one origin as in production.
const apiServer = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000"
const proxied = ["/api", "/paygate", "/dev", "/images", "/files", "/healthz", "/readyz"]

export default defineConfig({
  plugins: [react(), browserBuilds(), routePreloads(ROUTE_PRELOADS), fontPreload(), precompress()],
  build: {
    target: "es2022",
    outDir: "dist",
    sourcemap: true,
    // Vite's preload helper is a module, not inline script: the CSP allows only 'self' and a nonce.
    modulePreload: { polyfill: false },
    // Every module the entry imports statically goes into one chunk: left alone, Rolldown cuts the first load into
    // a dozen small chunks that every page fetches anyway (more requests, and more bytes once each is gzipped).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }] } },
      // A module lives in one chunk with every export any chunk reads: core's messages modules, which the shell reads
      // from, would carry every page's words into the first load. Their constants are written where they are read.
      optimization: { inlineConst: { mode: "all", pass: 2 } },
    },
  },
  server: {
    // VITE_PORT lets several people run `npm run dev` side by side (set PUBLIC_URL to match).
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
})
