// @ts-nocheck
import { describe, expect, it } from "vitest"
import { filterLegalTerms, LEGAL_HUB_SECTION_PARAM, legalDocumentView, selectLegalSection } from "./legal-hub.ts"

const reservations = { name: "Reservations", subName: "Cancellation policy", slug: "reservations" }
const website = { name: "Website", subName: "Terms of use", slug: "website-terms" }
const privacy = { name: "Privacy Policy", slug: "popia" }
const terms = [website, reservations, privacy]

describe("legal hub", () => {
  it("reads its section from the name parameter", () => {
    expect(LEGAL_HUB_SECTION_PARAM).toBe("name")
  })

  it("selects the reservations cancellation policy for name=reservations", () => {
    expect(selectLegalSection(terms, "reservations")).toBe(reservations)
  })

  it("matches the slug first, then the name, ignoring case and blanks", () => {
    expect(selectLegalSection(terms, " Reservations ")).toBe(reservations)
    expect(selectLegalSection(terms, "privacy policy")).toBe(privacy)
    expect(selectLegalSection([{ name: "reservations", slug: "other" }, reservations], "reservations")).toBe(reservations)
  })

  it("selects nothing for an unknown, blank or missing name", () => {
    expect(selectLegalSection(terms, "parking")).toBeUndefined()
    expect(selectLegalSection(terms, " ")).toBeUndefined()
    expect(selectLegalSection(terms, null)).toBeUndefined()
    expect(selectLegalSection(terms, undefined)).toBeUndefined()
    expect(selectLegalSection([{ name: "", slug: "" }], " ")).toBeUndefined()
  })

  it("filters terms by name or sub-name with the search text", () => {
    expect(filterLegalTerms(terms, "cancel")).toEqual([reservations])
    expect(filterLegalTerms(terms, "PRIVACY")).toEqual([privacy])
    expect(filterLegalTerms(terms, "terms of")).toEqual([website])
    expect(filterLegalTerms(terms, "zzz")).toEqual([])
  })

  it("shows every term without search text", () => {
    expect(filterLegalTerms(terms, "")).toBe(terms)
    expect(filterLegalTerms(terms, "  ")).toBe(terms)
    expect(filterLegalTerms(terms, null)).toBe(terms)
  })

  it("shows No Terms and Conditions available for a document without content", () => {
    for (const content of [undefined, null, "", "  \n"]) {
      expect(legalDocumentView(content)).toEqual({ kind: "empty", message: "No Terms and Conditions available" })
    }
    expect(legalDocumentView("<p>Terms</p>")).toEqual({ kind: "ready", htmlContent: "<p>Terms</p>" })
  })
})
