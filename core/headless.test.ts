import { describe, expect, it } from "vitest"

// spec B §1 users include "CI running the headless core suite without a DOM": this suite must
// never be given one, or a core rule could lean on it unnoticed.
describe("the core suite", () => {
  it("runs with no DOM at all", () => {
    expect("window" in globalThis).toBe(false)
    expect("document" in globalThis).toBe(false)
    expect("sessionStorage" in globalThis).toBe(false)
    expect("localStorage" in globalThis).toBe(false)
  })
})
