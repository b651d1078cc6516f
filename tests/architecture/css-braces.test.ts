import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

// A style sheet whose braces do not balance is still valid CSS (the open rules nest what follows and close at the end
// of the file), so the build says nothing while every rule after the slip stops applying: two merges did that.

/** Braces opened and not closed (or closed and not opened) outside comments and strings. */
export const unbalancedBraces = (css: string): number => {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "")
  let depth = 0
  for (const char of code) {
    if (char === "{") depth += 1
    else if (char === "}") depth -= 1
    if (depth < 0) return depth
  }
  return depth
}

const styleSheets = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? styleSheets(path) : entry.name.endsWith(".css") ? [path] : []
  })

describe("style sheets close every rule they open", () => {
  it("counts an unclosed rule, ignoring braces in comments and strings", () => {
    expect(unbalancedBraces(`.a { color: red; }\n/* { */ .b::after { content: "}"; }`)).toBe(0)
    expect(unbalancedBraces(`.a { color: red;\n.b { margin: 0; }`)).toBe(1)
  })

  it("holds for every style sheet of the site", () => {
    expect(styleSheets("ui").filter((file) => unbalancedBraces(readFileSync(file, "utf8")) !== 0)).toEqual([])
  })
})
