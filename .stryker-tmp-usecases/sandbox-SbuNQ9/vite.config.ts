// @ts-nocheck
import { defineConfig } from "vite"

// Shared build settings; the UI issue adds the React plugin, the dev proxy and the SPA entry.
export default defineConfig({
  build: {
    target: "es2022",
    sourcemap: true,
  },
})
