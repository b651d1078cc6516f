import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/**
 * The website's render entry for the server (ui/app/render-page.tsx → dist-ssr/render-page.mjs): the same route
 * table, components and screen models as the browser's build, for Node. Packages stay in node_modules. The server
 * loads it by its path (server/render/page-renderer.ts); it is never served to browsers (dist/ is).
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: "ui/app/render-page.tsx",
    outDir: "dist-ssr",
    target: "node20",
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: "render-page.mjs", chunkFileNames: "chunks/[name]-[hash].mjs" } },
  },
})
