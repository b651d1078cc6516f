import { defineConfig } from "vitest/config"
import { projectNamed } from "./vitest-projects.ts"

/**
 * `npm run test:mutation` (stryker.config.json): core's project alone, as `npm run test:core` runs it, but with 30 s a
 * test: instrumented, the ledger's model test takes seconds on a busy machine and failed Stryker's first run at 5 s.
 */
const core = projectNamed("core")
export default defineConfig({ test: { projects: [{ ...core, test: { ...core.test, testTimeout: 30_000 } }] } })
