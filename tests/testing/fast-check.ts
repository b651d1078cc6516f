import { relative } from "node:path"
import fc from "fast-check"
import { afterEach, beforeEach, type RunnerTask } from "vitest"
import { fastCheckSettings, type Replay } from "./fast-check-settings.ts"

/**
 * One fast-check configuration for every property suite, a setup file of every vitest project (docs/testing.md):
 * FC_RUNS deepens every property, FC_SEED runs every property from one seed, FC_SEED and FC_PATH (and FC_PROPERTY)
 * replay one failing case, and a failure's report ends with the command that replays it. A bad value stops every
 * test file with a message saying what it should be.
 */

const settings = fastCheckSettings(process.env)

/** The test running now, for the replay command: its file, and its name as `vitest -t` matches it. */
let current: { readonly file: string; readonly fullName: string } | undefined
/** How many properties (fc.assert calls) the current test has finished: a test may assert several in a loop. */
let finished = 0

/** The describe blocks' names and the test's, joined by spaces: the name `vitest -t` matches. */
const fullName = (task: RunnerTask): string => (task.suite === undefined ? task.name : `${fullName(task.suite)} ${task.name}`)

const shellQuoted = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`
const regexEscaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Run alone, the failing test meets no other test's property, to which the path would mean another case or none. */
const replayCommand = (replay: Replay): string => {
  const which = `FC_SEED=${replay.seed} FC_PATH=${replay.path}${replay.property === 1 ? "" : ` FC_PROPERTY=${replay.property}`}`
  if (current === undefined) return `${which} npx vitest run <the test file> -t <the test's name>`
  return `${which} npx vitest run ${shellQuoted(current.file)} -t ${shellQuoted(`^${regexEscaped(current.fullName)}$`)}`
}

/**
 * fast-check calls this after every fc.assert, passed or failed. A failure throws fast-check's own report (seed,
 * path, counterexample, shrinks) with the replay command after it. A reporter rather than a plugin's
 * onAllRunsComplete: a plugin would throw from fc.check too, whose caller wants the details back.
 */
const report = (details: fc.RunDetails<unknown>): void => {
  finished += 1
  configureFor(finished + 1)
  if (!details.failed) return
  const message = fc.defaultReportMessage(details)
  const replay = details.counterexamplePath === null ? "" : `\n\nReplay this case (docs/testing.md):\n  ${replayCommand({ seed: details.seed, path: details.counterexamplePath, property: finished })}`
  throw new Error(`${message}${replay}`, { cause: details.errorInstance })
}

/**
 * The parameters of the current test's `ordinal`th property: the replayed case goes to that one alone. fast-check's
 * types leave `path` out of the global parameters (a path belongs to one property); its runner reads it all the same.
 */
const configureFor = (ordinal: number): void => {
  const { numRuns, seed, replay } = settings
  const replayed = replay !== undefined && replay.property === ordinal ? { seed: replay.seed, path: replay.path, endOnFailure: true } : {}
  fc.configureGlobal({ numRuns, ...(seed === undefined ? {} : { seed }), ...replayed, reporter: report } as fc.GlobalParameters)
}

beforeEach((context) => {
  current = { file: relative(process.cwd(), context.task.file.filepath), fullName: fullName(context.task) }
  finished = 0
  configureFor(1)
})
afterEach(() => {
  current = undefined
})

configureFor(1)
