import fc from "fast-check"

/** fast-check's own default depth; FC_RUNS replaces it for every property (tests/testing/fast-check.ts). */
export const DEFAULT_RUNS = 100

/**
 * The run count of a suite that is deliberately cheaper or deeper than the rest: `numRuns: scaledRuns(2_000)` runs
 * 2 000 cases at the default depth and scales with FC_RUNS like every other property (FC_RUNS=1000: 20 000), never
 * below one. A bare `numRuns: 2_000` would ignore FC_RUNS, so every suite states its figure through this.
 */
export const scaledRuns = (figure: number): number =>
  Math.max(1, Math.round((figure * (fc.readConfigureGlobal().numRuns ?? DEFAULT_RUNS)) / DEFAULT_RUNS))
