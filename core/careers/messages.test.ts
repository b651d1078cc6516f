import { describe, expect, it } from "vitest"
import { applyLabel, closesOn } from "./messages.ts"

// The careers pages' words (decided: spec A §2 names the pages, not their text); each names its job or date.
describe("careers messages", () => {
  it("a job's Apply names the job, and its expiry says when it closes", () => {
    expect(applyLabel("Chef de Partie")).toBe("Apply: Chef de Partie")
    expect(closesOn("31/12/2026")).toBe("Closes 31/12/2026")
  })
})
