import { defineConfig } from "vitest/config"
import { projectNamed } from "./vitest-projects.ts"

/**
 * Cases per property in a mutation run of core: fast-check's 100 divided by four, unless FC_RUNS is set for the run.
 * Every mutant re-runs the property tests that reach it, and a surviving mutant runs each of them to its last case,
 * so the run counts are most of what a mutant costs. Only this config lowers them: `npm test` and `npm run test:core`
 * keep 100 (or FC_RUNS). A mutant only a deeper run would kill counts as survived: the score is a floor.
 */
export const MUTATION_FC_RUNS = "25"

/**
 * `npm run test:mutation` (stryker.config.json): core's project alone, as `npm run test:core` runs it, but with 30 s a
 * test (instrumented, the ledger's model test takes seconds on a busy machine and failed Stryker's first run at 5 s)
 * and MUTATION_FC_RUNS cases a property.
 */
const core = projectNamed("core")
export default defineConfig({
  test: {
    projects: [
      {
        ...core,
        test: { ...core.test, testTimeout: 30_000, env: { ...core.test?.env, FC_RUNS: process.env["FC_RUNS"] ?? MUTATION_FC_RUNS } },
      },
    ],
  },
})
