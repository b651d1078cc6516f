import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { answersFromPageState, isPlainData, pageStateJson } from "./page-render.ts"

describe("the state a server-rendered page hands to the browser", () => {
  it("cannot close its <script> or open a comment, whatever the answers say", () => {
    const json = pageStateJson([["hotel:1", { name: "</script><script>alert(1)</script><!--", line: "\u2028", paragraph: "\u2029" }]])
    expect(json).not.toContain("<")
    expect(json).not.toContain("\u2028")
    expect(json).not.toContain("\u2029")
    expect(answersFromPageState(json)).toEqual([["hotel:1", { name: "</script><script>alert(1)</script><!--", line: "\u2028", paragraph: "\u2029" }]])
  })

  it("leaves out answers that are not plain data, which the browser reads again", () => {
    expect(answersFromPageState(pageStateJson([["plain", [1, "a", null, { b: true }]], ["option", Option.some(1)], ["nan", Number.NaN]]))).toEqual([
      ["plain", [1, "a", null, { b: true }]],
    ])
    expect(isPlainData(new Date(0))).toBe(false)
  })

  it("keeps an answer only when every part of it is plain data, at any depth", () => {
    const kept = (answer: unknown) => answersFromPageState(pageStateJson([["answer", answer]])).length === 1
    expect(kept([1, Number.NaN])).toBe(false)
    expect(kept([Number.NaN, 1])).toBe(false)
    expect(kept({ name: "Karoo", stars: Number.POSITIVE_INFINITY })).toBe(false)
    expect(kept({ stars: Number.POSITIVE_INFINITY, name: "Karoo" })).toBe(false)
    expect(kept({ rooms: [{ beds: 2 }, { beds: Option.some(2) }] })).toBe(false)
    expect(kept({ nights: 10n })).toBe(false)
    expect(kept({ open: () => "page" })).toBe(false)
    expect(kept({ code: Symbol("830") })).toBe(false)
  })

  it("an object without a prototype is plain data, and a field left undefined is one JSON leaves out", () => {
    const bare: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    bare.name = "Karoo"
    expect(answersFromPageState(pageStateJson([["bare", bare], ["partial", { name: "Karoo", image: undefined }]]))).toEqual([
      ["bare", { name: "Karoo" }],
      ["partial", { name: "Karoo" }],
    ])
  })

  it("reads a missing or broken state as no answers", () => {
    expect(answersFromPageState(null)).toEqual([])
    expect(answersFromPageState("{not json")).toEqual([])
    expect(answersFromPageState("[1]")).toEqual([])
    expect(answersFromPageState('"hotel"')).toEqual([])
    expect(answersFromPageState("null")).toEqual([])
    expect(answersFromPageState("")).toEqual([])
    expect(answersFromPageState(undefined)).toEqual([])
  })

  it("keeps U+2029 out of the script as well, and reads it back", () => {
    const json = pageStateJson([["hotel:1", { line: "a\u2029b" }]])
    expect(json).not.toContain("\u2029")
    expect(answersFromPageState(json)).toEqual([["hotel:1", { line: "a\u2029b" }]])
  })

  it("holds plain data only: an object without a prototype and absent fields are plain; an array or object with one thing that is not, undefined, a function, a big integer or a symbol are not", () => {
    const bare: Record<string, unknown> = Object.assign(Object.create(null) as object, { name: "Rosebank", rooms: [1, 2] })
    expect([isPlainData(bare), isPlainData({ name: "Rosebank", image: undefined }), isPlainData([])]).toEqual([true, true, true])
    expect([
      isPlainData([1, Option.some(1)]),
      isPlainData({ name: "Rosebank", opened: new Date(0) }),
      isPlainData({ name: "Rosebank", rooms: [1, Number.POSITIVE_INFINITY] }),
      isPlainData(undefined),
      isPlainData(() => 1),
      isPlainData(1n),
      isPlainData(Symbol("x")),
    ]).toEqual([false, false, false, false, false, false, false])
  })

  it("reads a state that is not an object of answers (a string, a number) as no answers", () => {
    expect(answersFromPageState('"ab"')).toEqual([])
    expect(answersFromPageState("12")).toEqual([])
    expect(answersFromPageState("")).toEqual([])
  })
})
