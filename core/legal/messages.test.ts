import { describe, expect, it } from "vitest"
import { legalTermDescription, readDocumentLabel } from "./messages.ts"

// The legal hub's words (decided: spec A §2 names the page, not its text).
describe("legal hub messages", () => {
  it("a document's Read names it", () => {
    expect(readDocumentLabel("Privacy Policy")).toBe("Read document: Privacy Policy")
  })

  it("a legal term's description names it, and its sub-name in brackets when it has one", () => {
    expect(legalTermDescription("Privacy Policy", "POPIA")).toBe("Privacy Policy (POPIA) of Karoo Hotels, from the legal hub.")
    expect(legalTermDescription("Website Terms of Use", null)).toBe("Website Terms of Use of Karoo Hotels, from the legal hub.")
  })
})
