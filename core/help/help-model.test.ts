import { describe, expect, it } from "vitest"
import type { ContentItem } from "../content/content-item.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { helpHref, helpSections, helpView } from "./help-model.ts"

const faq = (id: number, section: string, question: string, answer: string, sequence: number): ContentItem => ({
  id,
  contentType: "faq",
  fields: [
    { id: id * 10, fieldableType: "StringField", key: "section", value: section, brandId: null },
    { id: id * 10 + 1, fieldableType: "StringField", key: "question", value: question, brandId: null },
    { id: id * 10 + 2, fieldableType: "WriteUpField", key: "answer", value: `<p>${answer}</p>`, brandId: null },
    { id: id * 10 + 3, fieldableType: "IntegerField", key: "sequence", value: sequence, brandId: null },
  ],
  images: [],
  files: [],
  createdAt: "2026-01-01T00:00:00Z",
})

const FAQS = [
  faq(1, "Hotel", "Is parking available?", "Secure parking is free.", 2),
  faq(2, "General", "Is Wi-Fi free?", "Yes, at every hotel.", 1),
  faq(3, "Hotel", "What time is check-in?", "From 14:00.", 1),
  faq(4, "Loyalty", "Do points expire?", "After 24 months.", 1),
  faq(5, "Special Offers", "How do I use a promo code?", "Add Promo Code.", 1),
]

describe("the help page (spec A §2)", () => {
  it("shows the four FAQ sections in the spec's order, each by sequence, and no other section", () => {
    expect(helpSections(FAQS, "").map((section) => [section.title, section.questions.map((question) => question.id)])).toEqual([
      ["General", [2]],
      ["Hotel", [3, 1]],
      ["Special Offers", [5]],
    ])
  })

  it("the search keeps the questions whose question or answer holds the text; none found says No results", () => {
    expect(helpSections(FAQS, "PARKING").flatMap((section) => section.questions.map((question) => question.question))).toEqual(["Is parking available?"])
    const view = helpView({ kind: "ready", value: FAQS }, { kind: "ready", value: { group: null, hotels: [] } }, { kind: "ready", value: "2026-11-29" }, "sauna")
    expect(view).toMatchObject({ kind: "ready", value: { sections: [], noResults: NO_RESULTS } })
  })

  it("keeps the search text in the search parameter", () => {
    expect(helpHref("wi-fi")).toBe("/help?search=wi-fi")
    expect(helpHref("")).toBe("/help")
  })
})
