import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

// Issue 28: no production file over 400 lines. A longer file holds more than one concept; split it by the concepts
// it holds (a style sheet by the pieces it styles). Tests and their support are not production code.

export const MAX_PRODUCTION_LINES = 400

const productionFolders = ["core", "adapters", "ui", "contracts", "server", "tools"]

/** Test code and its support, by the project's naming rule (`*.test.*`, `*.testing.ts`, `testing/`). */
export const isTestCode = (path: string): boolean =>
  /\.test\.|\.testing\.|(^|\/)testing\//.test(path) || path.endsWith(".snap")

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts|mjs|js|cjs|css)$/.test(entry.name) ? [path] : []
  })

const lineCount = (text: string): number => text.split("\n").length - (text.endsWith("\n") ? 1 : 0)

describe("production files stay under 400 lines", () => {
  it("tells test code from production code", () => {
    expect(isTestCode("core/search/search-bar-model.test.ts")).toBe(true)
    expect(isTestCode("core/content/testing/content-items.testing.ts")).toBe(true)
    expect(isTestCode("contracts/consumer/testing/wire-bodies.ts")).toBe(true)
    expect(isTestCode("core/search/search-bar-model.ts")).toBe(false)
    expect(isTestCode("ui/home/home.css")).toBe(false)
  })

  it("counts lines as an editor shows them", () => {
    expect(lineCount("a\nb\n")).toBe(2)
    expect(lineCount("a\nb")).toBe(2)
  })

  it(`holds for every production file (at most ${MAX_PRODUCTION_LINES} lines)`, () => {
    const tooLong = productionFolders
      .flatMap(sourceFiles)
      .filter((path) => !isTestCode(path))
      .map((path) => ({ path, lines: lineCount(readFileSync(path, "utf8")) }))
      .filter(({ lines }) => lines > MAX_PRODUCTION_LINES)
    expect(tooLong).toEqual([])
  })
})
