import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { answersFromPageState, isPlainData, pageStateJson } from "./page-render.ts"

describe("the state a server-rendered page hands to the browser", () => {
  it("cannot close its <script> or open a comment, whatever the answers say", () => {
    const json = pageStateJson([["hotel:1", { name: "</script><script>alert(1)</script><!--", line: "\u2028" }]])
    expect(json).not.toContain("<")
    expect(json).not.toContain("\u2028")
    expect(answersFromPageState(json)).toEqual([["hotel:1", { name: "</script><script>alert(1)</script><!--", line: "\u2028" }]])
  })

  it("leaves out answers that are not plain data, which the browser reads again", () => {
    expect(answersFromPageState(pageStateJson([["plain", [1, "a", null, { b: true }]], ["option", Option.some(1)], ["nan", Number.NaN]]))).toEqual([
      ["plain", [1, "a", null, { b: true }]],
    ])
    expect(isPlainData(new Date(0))).toBe(false)
  })

  it("reads a missing or broken state as no answers", () => {
    expect(answersFromPageState(null)).toEqual([])
    expect(answersFromPageState("{not json")).toEqual([])
    expect(answersFromPageState("[1]")).toEqual([])
  })
})
