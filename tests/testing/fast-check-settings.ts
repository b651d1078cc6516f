import { DEFAULT_RUNS } from "./fast-check-runs.ts"

/** One failing case to run again: the seed and path its report printed, and which property of its test it was. */
export interface Replay {
  readonly seed: number
  readonly path: string
  /** 1 for a test's first fc.assert; a test that asserts in a loop runs several. */
  readonly property: number
}

/** What the environment asks of every property: its depth, a seed for every run, or one case to replay. */
export interface FastCheckSettings {
  readonly numRuns: number
  readonly seed?: number
  readonly replay?: Replay
}

type Environment = Readonly<Record<string, string | undefined>>

// fast-check's seeds are 32-bit integers (it prints them so); its paths are a run's index then shrink steps.
const INT32_MIN = -(2 ** 31)
const INT32_MAX = 2 ** 31 - 1
const PATH = /^\d+(:\d+)*$/

/** An empty variable (`FC_RUNS= npm run test:core`) counts as unset. */
const read = (env: Environment, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value === undefined || value === "" ? undefined : value
}

const isCount = (text: string): boolean => /^\d+$/.test(text) && Number(text) >= 1 && Number.isSafeInteger(Number(text))

/** FC_RUNS, FC_SEED, FC_PATH and FC_PROPERTY read and checked; a bad value throws, saying what it should be. */
export const fastCheckSettings = (env: Environment): FastCheckSettings => {
  const runs = read(env, "FC_RUNS")
  const seed = read(env, "FC_SEED")
  const path = read(env, "FC_PATH")
  const property = read(env, "FC_PROPERTY")
  if (runs !== undefined && !isCount(runs)) {
    throw new Error(`FC_RUNS must be a whole number of runs from 1, got "${runs}" (FC_RUNS=10000 runs every property a hundred times deeper).`)
  }
  if (seed !== undefined && !(/^-?\d+$/.test(seed) && Number(seed) >= INT32_MIN && Number(seed) <= INT32_MAX)) {
    throw new Error(`FC_SEED must be the seed a failure printed, a whole number from ${INT32_MIN} to ${INT32_MAX}, got "${seed}".`)
  }
  if (path !== undefined && !PATH.test(path)) {
    throw new Error(`FC_PATH must be the path a failure printed, whole numbers joined by colons such as 12:0:3, got "${path}".`)
  }
  if (path !== undefined && seed === undefined) {
    throw new Error("FC_PATH names one case of one seed's run: set FC_SEED to the seed printed beside it.")
  }
  if (property !== undefined && !isCount(property)) {
    throw new Error(`FC_PROPERTY must be the number a failure printed, a whole number from 1, got "${property}".`)
  }
  if (property !== undefined && path === undefined) {
    throw new Error("FC_PROPERTY says which property of a test replays FC_PATH: set FC_SEED and FC_PATH too, as the failure printed them.")
  }
  const numRuns = runs === undefined ? DEFAULT_RUNS : Number(runs)
  if (seed === undefined) return { numRuns }
  if (path === undefined) return { numRuns, seed: Number(seed) }
  return { numRuns, replay: { seed: Number(seed), path, property: property === undefined ? 1 : Number(property) } }
}
