import { afterAll, afterEach, beforeEach, type TestContext } from "vitest"

/**
 * Quiet tests (issue 10 §8), a setup file of every vitest project: a test that writes to the console (Effect's
 * default logger included: it prints with console.log) or straight to stdout/stderr fails, naming what it wrote.
 * The code under test gets a silent or a capturing logger instead (server/testing/logs.ts); a test that asserts on
 * log lines captures them. A test that fails anyway keeps its output: it is shown with the failure, as usual.
 * Output written while no test runs (a beforeAll or afterAll hook, or work a test left running) fails the file.
 */

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug", "trace", "dir", "dirxml", "table", "group", "groupCollapsed", "assert", "count", "timeLog"] as const
type ConsoleMethod = (typeof CONSOLE_METHODS)[number]

interface Written {
  /** `console.log`, `process.stdout`, ... */
  readonly channel: string
  /** Replays the output as it was asked for, when it is to be shown. */
  readonly replay: () => void
  readonly text: string
}

interface Guard {
  readonly written: Array<Written>
}

// Set up once per worker: with `isolate: false` (the core project) this module runs again for every file.
const GUARD = Symbol.for("hotel.tests.quiet-output")
const globals = globalThis as typeof globalThis & { [GUARD]?: Guard }

const describeArgs = (args: ReadonlyArray<unknown>): string =>
  args.map((arg) => (typeof arg === "string" ? arg : (() => {
    try {
      return JSON.stringify(arg) ?? String(arg)
    } catch {
      return String(arg)
    }
  })())).join(" ")

const install = (): Guard => {
  const guard: Guard = { written: [] }
  const console = globalThis.console as unknown as Record<ConsoleMethod, (...args: Array<unknown>) => void>
  for (const method of CONSOLE_METHODS) {
    const original = console[method].bind(globalThis.console)
    console[method] = (...args: Array<unknown>) => {
      // console.assert writes only when its condition is false.
      if (method === "assert" && args[0]) return
      guard.written.push({ channel: `console.${method}`, text: describeArgs(args), replay: () => original(...args) })
    }
  }
  for (const name of ["stdout", "stderr"] as const) {
    const stream = process[name]
    const original = stream.write.bind(stream) as (...args: Array<unknown>) => boolean
    stream.write = ((chunk: unknown, ...rest: Array<unknown>) => {
      const text = typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8")
      guard.written.push({ channel: `process.${name}`, text, replay: () => original(chunk) })
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined
      callback?.()
      return true
    }) as typeof stream.write
  }
  return guard
}

const guard = (globals[GUARD] ??= install())

/** Effect's default logger: `[12:00:00.000] INFO (#12): ...`. */
const EFFECT_DEFAULT_LOGGER = /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] [A-Z]+ \(#\d+\)/

const complaint = (where: string, written: ReadonlyArray<Written>): string => {
  const lines = written.map((item) => `  ${item.channel}: ${item.text.trimEnd().slice(0, 300)}`)
  const hint = written.some((item) => EFFECT_DEFAULT_LOGGER.test(item.text))
    ? "Effect's default logger wrote it: the runtime running the program has no logger of ours (makeHttpRuntime's `logger`, or `Effect.provide(silentLogs)`)."
    : "Give the code a silent or capturing logger (server/testing/logs.ts), or assert on what it returns instead of printing it."
  return `Tests are quiet: ${where} wrote ${written.length} time(s) to the console or stdout/stderr.\n${lines.join("\n")}\n${hint}`
}

/** Output from before this test began (a beforeAll, the file's imports, a previous file's leftovers). */
let outside: Array<Written> = []

beforeEach(() => {
  outside = outside.concat(guard.written.splice(0))
})

afterEach((context: TestContext) => {
  const written = guard.written.splice(0)
  if (written.length === 0) return
  for (const item of written) item.replay()
  // A failing test's output is part of its report; only a passing test is failed for being noisy.
  if (context.task.result?.state === "fail") return
  throw new Error(complaint("this test", written))
})

afterAll(() => {
  const written = outside.concat(guard.written.splice(0))
  outside = []
  if (written.length === 0) return
  for (const item of written) item.replay()
  throw new Error(complaint("this file outside its tests (a beforeAll/afterAll hook, its imports, or work a test left running)", written))
})
