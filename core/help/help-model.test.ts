import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { contactCardOf } from "../content/contact-us-model.ts"
import type { ContentItem } from "../content/content-item.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING } from "../screen/view-state.ts"
import { Temporal } from "temporal-polyfill"
import { helpHref, helpSections, helpView, makeHelpModel } from "./help-model.ts"

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

const rosebank = hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg")
const GROUP = { assistanceNumber: "011 000 0000", assistanceEmail: "help@karoo.example", mediaNumber: "011 000 0001", mediaEmail: "media@karoo.example" }
const text = (id: number, key: string, value: string) => ({ id, fieldableType: "StringField" as const, key, value, brandId: null })
const assistance: ContentItem = {
  id: 900,
  contentType: "website_assistance",
  fields: [text(901, "assistance_number", GROUP.assistanceNumber), text(902, "assistance_email", GROUP.assistanceEmail), text(903, "media_number", GROUP.mediaNumber), text(904, "media_email", GROUP.mediaEmail)],
  images: [],
  files: [],
  createdAt: "2026-01-01T00:00:00Z",
}

describe("the help page while it reads, and its model (spec A §2, §7)", () => {
  const ready = <A,>(value: A) => ({ kind: "ready", value }) as const
  const details = ready({ group: GROUP, hotels: [rosebank] })
  const day = ready("2026-05-01")

  it("waits for the questions, the contact details and today", () => {
    for (const [faqs, contacts, today] of [
      [{ kind: "idle" }, details, day],
      [{ kind: "loading" }, details, day],
      [ready(FAQS), { kind: "idle" }, day],
      [ready(FAQS), { kind: "loading" }, day],
      [ready(FAQS), details, { kind: "loading" }],
      [ready(FAQS), details, { kind: "failed" }],
    ] as const) {
      expect(helpView(faqs, contacts, today, "")).toStrictEqual(LOADING)
    }
  })

  it("shows the sections, the contact box and the hotels' cards; failed reads are none", () => {
    const view = helpView(ready(FAQS), details, day, "")
    expect(view).toMatchObject({ kind: "ready", value: { noResults: null, contact: GROUP, cards: [contactCardOf(rosebank, Temporal.PlainDate.from("2026-05-01"))] } })
    expect(view.kind === "ready" && view.value.sections.map((section) => section.title)).toStrictEqual(["General", "Hotel", "Special Offers"])
    expect(helpView({ kind: "failed" }, { kind: "failed" }, day, "")).toStrictEqual({ kind: "ready", value: { sections: [], noResults: NO_RESULTS, contact: null, cards: [] } })
  })

  it("the model reads the questions, contacts and hotels, searches by its address's text, and types into the address", async () => {
    const api = makeContentApiMemory({ contents: [...FAQS, assistance], hotels: [rosebank] })
    const navigation = makeNavigationMemory()
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeHelpModel({ search: "?search=parking" })
          yield* Effect.yieldNow
          const first = { view: model.view.value, text: model.text.value }
          yield* model.search("wifi")
          yield* TestClock.adjust("500 millis")
          return first
        }),
      ).pipe(Effect.provide(Layer.mergeAll(api.layer, navigation.layer, ResourceCache.layer, TestClock.layer()))),
    )
    expect(seen.text).toBe("parking")
    expect(seen.view).toMatchObject({ kind: "ready", value: { contact: GROUP, sections: [{ title: "Hotel", questions: [{ id: 1 }] }] } })
    expect(seen.view.kind === "ready" && seen.view.value.cards).toHaveLength(1)
    expect(navigation.visits).toStrictEqual([{ to: "/help?search=wifi", replace: true }])
  })

  it("the model without a search shows every section; it is loading while the reads are on their way", async () => {
    const api = makeContentApiMemory({ contents: FAQS, hotels: [rosebank] })
    const all = await Effect.runPromise(
      Effect.scoped(Effect.andThen(makeHelpModel({ search: "" }), (model) => Effect.as(Effect.yieldNow, { view: model.view.value, text: model.text.value }))).pipe(
        Effect.provide(Layer.mergeAll(api.layer, makeNavigationMemory().layer, ResourceCache.layer, TestClock.layer())),
      ),
    )
    expect(all.text).toBe("")
    expect(all.view.kind === "ready" && all.view.value.sections).toHaveLength(3)
    const neverAnswers = Layer.succeed(ContentApi, { ...api.api, contents: () => Effect.never, hotels: () => Effect.never })
    const waiting = await Effect.runPromise(
      Effect.scoped(Effect.map(makeHelpModel({ search: "" }), (model) => model.view.value)).pipe(Effect.provide(Layer.mergeAll(neverAnswers, makeNavigationMemory().layer, ResourceCache.layer))),
    )
    expect(waiting).toStrictEqual(LOADING)
  })

  it("the contact details are read once per page life, for every screen that shows them", async () => {
    const api = makeContentApiMemory({ contents: [...FAQS, assistance], hotels: [rosebank] })
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* makeHelpModel({ search: "" })
          yield* Effect.yieldNow
          yield* makeHelpModel({ search: "?search=wifi" })
          yield* Effect.yieldNow
        }),
      ).pipe(Effect.provide(Layer.mergeAll(api.layer, makeNavigationMemory().layer, ResourceCache.layer, TestClock.layer()))),
    )
    expect(api.calls.filter((call) => call.method === "hotels")).toHaveLength(1)
  })
})
