import { defineConfig } from "vitest/config"
import { keepThreadPlugin } from "./kept-thread-pool.ts"
import { projectNamed } from "./vitest-projects.ts"

/**
 * Cases per property in a mutation run of core: fast-check's 100 divided by four, unless FC_RUNS is set for the run.
 * Every mutant re-runs the property tests that reach it, and a surviving mutant runs each of them to its last case,
 * so the run counts are most of what a mutant costs. Only this config lowers them: `npm test` and `npm run test:core`
 * keep 100 (or FC_RUNS). A mutant only a deeper run would kill counts as survived: the score is a floor.
 */
export const MUTATION_FC_RUNS = "25"

/**
 * A test's time limit in a mutation run of core. A mutant that leaves a screen model waiting forever fails its test
 * only at this limit (killed: Stryker's own timeout is later), and every such mutant cost the whole 30 s of the earlier
 * limit. Core's slowest test takes 0.35 s at 25 cases (the ledger's model test, load 5); the 5 s default failed
 * Stryker's first run once, at 100 cases on a machine at load 17-24. 10 s is about 28 times the slowest test.
 */
export const MUTATION_TEST_TIMEOUT_MS = 10_000

/**
 * `npm run test:mutation` (stryker.config.json): core's project alone, as `npm run test:core` runs it, but with
 * MUTATION_TEST_TIMEOUT_MS a test and MUTATION_FC_RUNS cases a property, in one worker thread kept from mutant to
 * mutant (kept-thread-pool.ts).
 */
const core = projectNamed("core")
export default defineConfig({
  test: {
    projects: [
      {
        ...core,
        plugins: [keepThreadPlugin()],
        test: { ...core.test, testTimeout: MUTATION_TEST_TIMEOUT_MS, env: { ...core.test?.env, FC_RUNS: process.env["FC_RUNS"] ?? MUTATION_FC_RUNS } },
      },
    ],
  },
})
