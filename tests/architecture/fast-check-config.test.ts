import { spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import config, { FAST_CHECK, QUIET_OUTPUT } from "../../vitest.config.ts"
import { fastCheckSettings } from "../testing/fast-check-settings.ts"

// The one fast-check configuration (tests/testing/fast-check.ts, docs/testing.md): vitest runs planted properties
// under it, in a scratch folder, as `npm test` would, and again with the FC_ variables a developer would set.

const repo = process.cwd()
const moduleUrl = (path: string): string => JSON.stringify(pathToFileURL(join(repo, path)).href)

/** Name and describe block hold characters a `-t` pattern and a shell both read specially. */
const FALSE_LAW = "two naturals' sum (of any size) stays below 1000 + $1"

const PLANTED = `
import fc from ${moduleUrl("node_modules/fast-check/lib/fast-check.js")}
import { scaledRuns } from ${moduleUrl("tests/testing/fast-check-runs.ts")}

const countRuns = (options) => {
  let runs = 0
  fc.assert(fc.property(fc.nat(), () => { runs += 1 }), options)
  return runs
}
test("runs a property at the configured depth", ({ task }) => { task.meta.runs = countRuns() })
test("runs a suite's own figure, scaled", ({ task }) => { task.meta.runs = countRuns({ numRuns: scaledRuns(300) }) })

describe("a planted [law]", () => {
  test(${JSON.stringify(FALSE_LAW)}, () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), (a, b) => a + b < 1000))
  })
})
// The first law has nothing to shrink: handed the second one's path, it could not replay it.
test("asserts in a loop, the second property false", () => {
  const laws = [fc.property(fc.constant(0), (zero) => zero === 0), fc.property(fc.nat(), fc.nat(), (a, b) => a + b < 1000), fc.property(fc.nat(), (a) => a >= 0)]
  for (const law of laws) fc.assert(law)
})
`

interface Assertion {
  readonly title: string
  readonly status: string
  readonly failureMessages: ReadonlyArray<string>
  readonly meta: { readonly runs?: number }
}

interface Run {
  /** What vitest printed, as a developer sees it. */
  readonly shown: string
  readonly result: (title: string) => Assertion
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A replay command as a failure prints it: its variables, and the `-t` pattern of the one test it runs. */
const REPLAY = /(FC_SEED=(-?\d+) FC_PATH=([\d:]+)(?: FC_PROPERTY=(\d+))?) npx vitest run 'planted\.test\.mjs' -t '((?:[^']|'\\'')+)'/

describe("one fast-check configuration, on planted properties", () => {
  const scratch = mkdtempSync(join(tmpdir(), "fast-check-config-"))
  let runs = 0

  const run = (variables: Record<string, string>, args: ReadonlyArray<string> = []): Run => {
    runs += 1
    const report = join(scratch, `report-${runs}.json`)
    // A vitest of its own, not this run's worker, and none of the FC_ variables this run was started with.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && !key.startsWith("FC_")))
    const child = spawnSync(
      process.execPath,
      [join(repo, "node_modules/vitest/vitest.mjs"), "run", "--root", scratch, "--config", join(scratch, "vitest.config.mjs"), "--outputFile.json", report, ...args],
      { cwd: scratch, env: { ...inherited, ...variables, NO_COLOR: "1", CI: "1" }, encoding: "utf8" },
    )
    const assertions = (JSON.parse(readFileSync(report, "utf8")) as { testResults: ReadonlyArray<{ assertionResults: ReadonlyArray<Assertion> }> }).testResults[0]!.assertionResults
    return { shown: `${child.stdout}${child.stderr}`, result: (title) => assertions.find((test) => test.title === title)! }
  }

  /** The replay command printed for a failed test, and what running it gives. */
  const replayOf = (failed: Assertion): { readonly printed: RegExpMatchArray; readonly replayed: Run } => {
    const printed = failed.failureMessages.join("\n").match(REPLAY)
    if (printed === null) throw new Error(`no replay command in:\n${failed.failureMessages.join("\n")}`)
    const [, , seed, path, property, pattern] = printed
    const variables = { FC_SEED: seed!, FC_PATH: path!, ...(property === undefined ? {} : { FC_PROPERTY: property }) }
    return { printed, replayed: run(variables, ["-t", pattern!.replaceAll(`'\\''`, "'")]) }
  }

  let first: Run
  let deeper: Run

  beforeAll(() => {
    writeFileSync(join(scratch, "planted.test.mjs"), PLANTED)
    writeFileSync(
      join(scratch, "vitest.config.mjs"),
      `export default ${JSON.stringify({
        test: {
          include: ["planted.test.mjs"],
          globals: true,
          setupFiles: [resolve(repo, QUIET_OUTPUT), resolve(repo, FAST_CHECK)],
          reporters: ["default", "json"],
        },
      })}\n`,
    )
    first = run({})
    deeper = run({ FC_RUNS: "7" })
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it("runs fast-check's 100 cases a property unless FC_RUNS says otherwise, and a suite's own figure as it is", () => {
    expect(first.result("runs a property at the configured depth").meta.runs).toBe(100)
    expect(first.result("runs a suite's own figure, scaled").meta.runs).toBe(300)
  })

  it("runs every property FC_RUNS times, and scales a suite's own figure with it", () => {
    expect(deeper.result("runs a property at the configured depth").meta.runs).toBe(7)
    expect(deeper.result("runs a suite's own figure, scaled").meta.runs).toBe(21)
  })

  it("reports a failure with its seed, path and counterexample, and the command that replays it, past the quiet guard", () => {
    const failed = first.result(FALSE_LAW)
    expect(failed.status).toBe("failed")
    const message = failed.failureMessages.join("\n")
    expect(message).toMatch(/\{ seed: -?\d+, path: "[\d:]+", endOnFailure: true \}\nCounterexample: \[\d+,\d+\]/)
    const [, seed, path] = message.match(/\{ seed: (-?\d+), path: "([\d:]+)"/)!
    expect(message).toContain(`Replay this case (docs/testing.md):\n  FC_SEED=${seed} FC_PATH=${path} npx vitest run 'planted.test.mjs' -t `)
    expect(message).not.toContain("Tests are quiet")
    // What the developer's terminal shows, not only the JSON report.
    expect(first.shown).toContain(`FC_SEED=${seed} FC_PATH=${path} npx vitest run`)
  })

  it("replays that failure alone, on its counterexample, at the first run and without shrinking", () => {
    const failed = first.result(FALSE_LAW)
    const counterexample = failed.failureMessages.join("\n").match(/Counterexample: (.*)/)![1]
    const { printed, replayed } = replayOf(failed)
    const again = replayed.result(FALSE_LAW)
    expect(again.status).toBe("failed")
    expect(again.failureMessages.join("\n")).toMatch(new RegExp(`^Error: Property failed after 1 tests\\n.*\\nCounterexample: ${escaped(counterexample!)}\\nShrunk 0 time\\(s\\)`))
    // The same command again: a replayed failure prints how to replay it.
    expect(again.failureMessages.join("\n")).toContain(printed[1])
    for (const other of ["runs a property at the configured depth", "asserts in a loop, the second property false"]) expect(replayed.result(other).status).toBe("skipped")
  })

  it("names the failing property of a test that asserts in a loop, and replays that one", () => {
    const failed = first.result("asserts in a loop, the second property false")
    const counterexample = failed.failureMessages.join("\n").match(/Counterexample: (.*)/)![1]
    const { printed, replayed } = replayOf(failed)
    expect(printed[4]).toBe("2")
    const again = replayed.result("asserts in a loop, the second property false").failureMessages.join("\n")
    expect(again).toMatch(new RegExp(`^Error: Property failed after 1 tests\\n.*\\nCounterexample: ${escaped(counterexample!)}\\nShrunk 0 time\\(s\\)`))
  })
})

describe("one fast-check configuration: what the variables may hold", () => {
  it("runs fast-check's own 100 cases, from a fresh seed each time, when nothing is set or a variable is empty", () => {
    expect(fastCheckSettings({})).toEqual({ numRuns: 100 })
    expect(fastCheckSettings({ FC_RUNS: "", FC_SEED: " " })).toEqual({ numRuns: 100 })
  })

  it("reads a depth, a seed for every property, and one case to replay", () => {
    expect(fastCheckSettings({ FC_RUNS: "100000" })).toEqual({ numRuns: 100_000 })
    expect(fastCheckSettings({ FC_SEED: "-1748391823" })).toEqual({ numRuns: 100, seed: -1_748_391_823 })
    expect(fastCheckSettings({ FC_SEED: "42", FC_PATH: "12:0:3" })).toEqual({ numRuns: 100, replay: { seed: 42, path: "12:0:3", property: 1 } })
    expect(fastCheckSettings({ FC_SEED: "42", FC_PATH: "7", FC_PROPERTY: "3" })).toEqual({ numRuns: 100, replay: { seed: 42, path: "7", property: 3 } })
  })

  it.each([
    [{ FC_RUNS: "0" }, /FC_RUNS must be a whole number of runs from 1, got "0"/],
    [{ FC_RUNS: "1e5" }, /FC_RUNS must be a whole number of runs from 1, got "1e5"/],
    [{ FC_RUNS: "lots" }, /FC_RUNS must be a whole number/],
    [{ FC_SEED: "0x1f" }, /FC_SEED must be the seed a failure printed, a whole number from -2147483648 to 2147483647, got "0x1f"/],
    [{ FC_SEED: "2147483648" }, /FC_SEED must be the seed a failure printed/],
    [{ FC_SEED: "1", FC_PATH: "3:a" }, /FC_PATH must be the path a failure printed, whole numbers joined by colons such as 12:0:3, got "3:a"/],
    [{ FC_PATH: "3:1" }, /FC_PATH names one case of one seed's run: set FC_SEED/],
    [{ FC_SEED: "1", FC_PATH: "3", FC_PROPERTY: "0" }, /FC_PROPERTY must be the number a failure printed, a whole number from 1, got "0"/],
    [{ FC_SEED: "1", FC_PROPERTY: "2" }, /FC_PROPERTY says which property of a test replays FC_PATH: set FC_SEED and FC_PATH too/],
  ])("refuses %o, saying what it should be", (env, message) => {
    expect(() => fastCheckSettings(env)).toThrow(message)
  })
})

/** The run counts in a source file that ignore FC_RUNS: a `numRuns` given other than through scaledRuns. */
const unscaledRunCounts = (source: string): ReadonlyArray<string> =>
  [...source.matchAll(/numRuns\s*:\s*([^,}\n]+)/g)]
    .map((match) => match[1]!.trim())
    .filter((value) => !value.startsWith("scaledRuns(") && !new RegExp(`\\b${escaped(value)}\\s*=\\s*scaledRuns\\(`).test(source))

/** Where properties are asserted: tests and their support. */
const testFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(test|testing)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))

describe("one fast-check configuration: it is on", () => {
  it("gives every suite's run count through scaledRuns, so FC_RUNS deepens every property", () => {
    // Not the architecture checks: this file states settings, and plants its properties in a scratch folder.
    const unscaled = ["core", "server", "adapters", "ui", "contracts", "tests"]
      .flatMap(testFiles)
      .filter((file) => !file.startsWith("tests/architecture/"))
      .flatMap((file) => unscaledRunCounts(readFileSync(file, "utf8")).map((value) => `${file}: numRuns: ${value}`))
    expect(unscaled).toEqual([])
  })

  it("finds a run count that ignores FC_RUNS, written inline or as a constant", () => {
    expect(unscaledRunCounts("fc.assert(law, { numRuns: 2_000 })")).toEqual(["2_000"])
    expect(unscaledRunCounts("const RUNS = 500\nfc.assert(law, { numRuns: RUNS })")).toEqual(["RUNS"])
    expect(unscaledRunCounts("const RUNS = scaledRuns(500)\nfc.assert(law, { numRuns: RUNS, seed })\nfc.assert(law, { numRuns: scaledRuns(3) })")).toEqual([])
  })

  it("is a setup file of every vitest project", () => {
    const projects = (config.test?.projects ?? []) as ReadonlyArray<{ readonly test?: { readonly name?: string; readonly setupFiles?: string | ReadonlyArray<string> } }>
    expect(projects.length).toBeGreaterThan(0)
    for (const project of projects) expect([project.test?.setupFiles].flat(), project.test?.name).toContain(FAST_CHECK)
  })
})
