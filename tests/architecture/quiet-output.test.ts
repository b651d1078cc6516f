import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import config, { QUIET_OUTPUT } from "../../vitest.config.ts"

// The quiet-output guard (tests/testing/quiet-output.ts) must itself be able to fail: vitest runs planted tests
// under it, in a scratch folder, and each is judged as `npm test` would judge it.

const repo = process.cwd()
const effect = pathToFileURL(join(repo, "node_modules/effect/dist/index.js")).href

const PLANTED = `
import { afterAll } from "vitest"
import { Effect } from ${JSON.stringify(effect)}

test("stays quiet", () => { expect(1 + 1).toBe(2) })
test("prints with console.log", () => { console.log("hello from a noisy test") })
test("logs with Effect's default logger", async () => { await Effect.runPromise(Effect.logInfo("enquiry recorded")) })
test("writes to stdout itself", () => { process.stdout.write("a raw line\\n") })
test("fails and logs", () => {
  console.error(["the failing test's", "own clue"].join(" "))
  throw new Error("boom")
})
describe("a file whose hook prints", () => {
  test("is quiet itself", () => undefined)
  afterAll(() => console.info("a summary nobody asked for"))
})
`

interface Assertion {
  readonly title: string
  readonly status: string
  readonly failureMessages: ReadonlyArray<string>
}

interface Report {
  readonly testResults: ReadonlyArray<{ readonly message: string; readonly assertionResults: ReadonlyArray<Assertion> }>
}

describe("quiet tests: the guard can fail", () => {
  const scratch = mkdtempSync(join(tmpdir(), "quiet-output-"))
  let report: Report
  let shown: string
  const result = (title: string): Assertion => report.testResults[0]!.assertionResults.find((test) => test.title === title)!

  beforeAll(() => {
    writeFileSync(join(scratch, "planted.test.mjs"), PLANTED)
    writeFileSync(
      join(scratch, "vitest.config.mjs"),
      `export default ${JSON.stringify({
        test: {
          include: ["planted.test.mjs"],
          globals: true,
          setupFiles: [resolve(repo, QUIET_OUTPUT)],
          reporters: ["default", ["json", { outputFile: join(scratch, "report.json") }]],
        },
      })}\n`,
    )
    // A vitest of its own, not this run's worker: leave out the variables vitest sets for its workers.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")))
    const run = spawnSync(process.execPath, [join(repo, "node_modules/vitest/vitest.mjs"), "run", "--root", scratch, "--config", join(scratch, "vitest.config.mjs")], {
      cwd: scratch,
      env: { ...env, NO_COLOR: "1", CI: "1" },
      encoding: "utf8",
    })
    shown = `${run.stdout}${run.stderr}`
    report = JSON.parse(readFileSync(join(scratch, "report.json"), "utf8")) as Report
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it("lets a quiet test pass", () => {
    expect(result("stays quiet").status).toBe("passed")
  })

  it("fails a passing test that prints with console.log, quoting what it printed", () => {
    expect(result("prints with console.log").status).toBe("failed")
    expect(result("prints with console.log").failureMessages.join("\n")).toMatch(/Tests are quiet[\s\S]*console\.log: hello from a noisy test/)
  })

  it("fails a test whose Effect program logs through Effect's default logger, and says so", () => {
    expect(result("logs with Effect's default logger").status).toBe("failed")
    expect(result("logs with Effect's default logger").failureMessages.join("\n")).toMatch(/enquiry recorded[\s\S]*Effect's default logger wrote it/)
  })

  it("fails a test that writes to stdout directly", () => {
    expect(result("writes to stdout itself").status).toBe("failed")
    expect(result("writes to stdout itself").failureMessages.join("\n")).toContain("process.stdout: a raw line")
  })

  it("keeps a failing test's own failure and shows its logs with it", () => {
    const failing = result("fails and logs")
    expect(failing.status).toBe("failed")
    expect(failing.failureMessages.join("\n")).toContain("boom")
    expect(failing.failureMessages.join("\n")).not.toContain("Tests are quiet")
    expect(shown).toMatch(/stderr \| planted\.test\.mjs > fails and logs\s+the failing test's own clue/)
  })

  it("fails the file when a hook prints outside any test", () => {
    expect(result("is quiet itself").status).toBe("passed")
    expect(shown).toMatch(/Tests are quiet: this file outside its tests[\s\S]*a summary nobody asked for/)
  })
})

describe("quiet tests: the guard is on", () => {
  it("is a setup file of every vitest project", () => {
    const projects = (config.test?.projects ?? []) as ReadonlyArray<{ readonly test?: { readonly name?: string; readonly setupFiles?: string | ReadonlyArray<string> } }>
    expect(projects.length).toBeGreaterThan(0)
    for (const project of projects) expect([project.test?.setupFiles].flat(), project.test?.name).toContain(QUIET_OUTPUT)
  })
})
