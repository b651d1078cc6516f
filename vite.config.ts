import { defineConfig } from "vite"

// `npm run dev` runs Vite in front of the API server (server/main.ts --vite sets API_PROXY_TARGET):
// everything the server answers is proxied, so the browser sees one origin as in production.
const apiServer = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000"
const proxied = ["/api", "/paygate", "/dev", "/images", "/healthz", "/readyz"]

export default defineConfig({
  build: {
    target: "es2022",
    sourcemap: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
})
