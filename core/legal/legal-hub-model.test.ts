import { describe, expect, it } from "vitest"
import type { ContentItem } from "../content/content-item.ts"
import { NO_RESULTS, NO_TERMS } from "../content/messages.ts"
import { legalHubHref, legalHubView, legalTermView } from "./legal-hub-model.ts"

const term = (id: number, slug: string, name: string, writeUp: string, subName?: string): ContentItem => ({
  id,
  contentType: "legal_term",
  fields: [
    { id: id * 10, fieldableType: "StringField", key: "slug", value: slug, brandId: null },
    { id: id * 10 + 1, fieldableType: "StringField", key: "name", value: name, brandId: null },
    ...(subName === undefined ? [] : [{ id: id * 10 + 2, fieldableType: "StringField" as const, key: "sub_name", value: subName, brandId: null }]),
    { id: id * 10 + 3, fieldableType: "WriteUpField", key: "write_up", value: writeUp, brandId: null },
  ],
  images: [],
  files: [],
  createdAt: "2026-01-01T00:00:00Z",
})

const TERMS = [
  term(1, "reservations", "Reservations", "<p>Free cancellation until 16:00.</p>", "Cancellation policy"),
  term(2, "privacy-policy", "Privacy policy", "<p>POPIA.</p>", "POPIA"),
  term(3, "paia-manual", "PAIA manual", ""),
]
const read = { kind: "ready", value: TERMS } as const

describe("the legal hub (spec A §2)", () => {
  it("name=reservations shows the reservations cancellation policy in full, the other documents listed", () => {
    const view = legalHubView(read, "reservations")
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.selected).toEqual({ name: "Reservations", subName: "Cancellation policy", document: { kind: "ready", htmlContent: "<p>Free cancellation until 16:00.</p>" } })
    expect(view.value.cards.map((card) => card.href)).toEqual(["/legal-hub/privacy-policy", "/legal-hub/paia-manual"])
  })

  it("a name that selects no section is search text: it filters the documents by name or sub-name", () => {
    const view = legalHubView(read, "popia")
    expect(view.kind === "ready" && view.value.cards.map((card) => card.name)).toEqual(["Privacy policy"])
    expect(legalHubView(read, "nothing like it")).toEqual({ kind: "empty", message: NO_RESULTS })
    expect(legalHubView({ kind: "ready", value: [] }, "")).toEqual({ kind: "empty", message: NO_TERMS })
  })

  it("a document without content, or no document by that slug, says No Terms and Conditions available", () => {
    expect(legalTermView({ kind: "ready", value: TERMS[2]! })).toMatchObject({ kind: "ready", value: { name: "PAIA manual", document: { kind: "empty", message: NO_TERMS } } })
    expect(legalTermView({ kind: "ready", value: null })).toEqual({ kind: "empty", message: NO_TERMS })
    expect(legalTermView({ kind: "ready", value: { ...TERMS[0]!, contentType: "blog" } })).toEqual({ kind: "empty", message: NO_TERMS })
  })

  it("keeps the search text in the name parameter", () => {
    expect(legalHubHref("reservations")).toBe("/legal-hub?name=reservations")
    expect(legalHubHref("")).toBe("/legal-hub")
  })
})
