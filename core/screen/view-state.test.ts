import { describe, expect, it } from "vitest"
import { empty, failed, fromListView, type ListView, LOADING, mapReady, ready, type ViewState } from "./view-state.ts"

describe("a screen's view state", () => {
  it("mapReady changes a ready value only; loading, empty and failed pass through as they are", () => {
    const double = (value: number) => value * 2
    expect(mapReady(ready(21), double)).toStrictEqual(ready(42))
    const others: ReadonlyArray<ViewState<number>> = [LOADING, empty("No hotels available"), failed("Could not load hotels")]
    for (const state of others) expect(mapReady(state, double)).toBe(state)
  })

  it("an older list rule's answer becomes the screen's: its error is failed, with the rule's words", () => {
    const rule = (view: ListView) => fromListView(view, () => "the list")
    expect(rule({ kind: "loading" })).toStrictEqual(LOADING)
    expect(rule({ kind: "error", message: "Could not load rooms" })).toStrictEqual(failed("Could not load rooms"))
    expect(rule({ kind: "empty", message: "No rooms available" })).toStrictEqual(empty("No rooms available"))
    expect(rule({ kind: "ready" })).toStrictEqual(ready("the list"))
  })
})
