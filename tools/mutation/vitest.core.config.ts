import { defineConfig } from "vitest/config"
import { projectNamed } from "./vitest-projects.ts"

/** `npm run test:mutation` (stryker.config.json): core's project alone, as `npm run test:core` runs it. */
export default defineConfig({ test: { projects: [projectNamed("core")] } })
