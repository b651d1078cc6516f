import { describe, expect, it } from "vitest"
import { empty, failed, fromListView, LOADING, type ListView, mapReady, ready, type ViewState } from "./view-state.ts"

describe("a screen's view state", () => {
  it("maps a ready value and passes loading, empty and failed through as they are", () => {
    const states: ReadonlyArray<ViewState<number>> = [LOADING, empty("No hotels found"), failed("Something went wrong"), ready(2)]
    expect(states.map((state) => mapReady(state, (value) => value * 10))).toEqual([
      { kind: "loading" },
      { kind: "empty", message: "No hotels found" },
      { kind: "failed", message: "Something went wrong" },
      { kind: "ready", value: 20 },
    ])
  })

  it("reads an older list rule's answer: its error is failed, the ready list shaped for the screen", () => {
    const views: ReadonlyArray<ListView | { readonly kind: "ready"; readonly hotels: ReadonlyArray<string> }> = [
      { kind: "loading" },
      { kind: "error", message: "Something went wrong" },
      { kind: "empty", message: "No rooms available" },
      { kind: "ready", hotels: ["Rosebank", "Sandton"] },
    ]
    expect(views.map((view) => fromListView(view, (list) => ("hotels" in list ? list.hotels.length : 0)))).toEqual([
      { kind: "loading" },
      { kind: "failed", message: "Something went wrong" },
      { kind: "empty", message: "No rooms available" },
      { kind: "ready", value: 2 },
    ])
  })
})
