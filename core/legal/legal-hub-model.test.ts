import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import type { ContentItem } from "../content/content-item.ts"
import { NO_RESULTS, NO_TERMS } from "../content/messages.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING } from "../screen/view-state.ts"
import { legalHubHref, legalHubView, legalTermView, makeLegalHubModel, makeLegalTermModel } from "./legal-hub-model.ts"

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

describe("the legal hub and a legal document while they read, and their models (spec A §2, §4, §7)", () => {
  it("waits for the documents; a failed read says No Terms and Conditions available", () => {
    expect(legalHubView({ kind: "loading" }, "")).toStrictEqual(LOADING)
    expect(legalHubView({ kind: "idle" }, "")).toStrictEqual(LOADING)
    expect(legalHubView({ kind: "failed" }, "")).toStrictEqual({ kind: "empty", message: NO_TERMS })
    expect(legalTermView({ kind: "loading" })).toStrictEqual(LOADING)
    expect(legalTermView({ kind: "failed" })).toStrictEqual({ kind: "empty", message: NO_TERMS })
  })

  it("the hub's model reads the documents, shows its address's name, and types it into the address", async () => {
    const api = makeContentApiMemory({ contents: TERMS })
    const navigation = makeNavigationMemory()
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeLegalHubModel({ search: "?name=reservations" })
          yield* Effect.yieldNow
          const first = { view: model.view.value, text: model.text.value }
          yield* model.search("privacy")
          yield* TestClock.adjust("500 millis")
          const bare = yield* makeLegalHubModel({ search: "" })
          return { ...first, bare: bare.text.value, bareView: bare.view.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(api.layer, navigation.layer, ResourceCache.layer, TestClock.layer()))),
    )
    expect(seen.text).toBe("reservations")
    expect(seen.view).toMatchObject({ kind: "ready", value: { selected: { name: "Reservations" } } })
    expect(seen.bare).toBe("")
    expect(seen.bareView).toMatchObject({ kind: "ready", value: { selected: null } })
    expect(navigation.visits).toStrictEqual([{ to: legalHubHref("privacy"), replace: true }])
    expect(api.calls.filter((call) => call.method === "contents")).toHaveLength(1)
  })

  it("a document's model reads it by slug, and heads the page with it; none while reading or when not found", async () => {
    const api = makeContentApiMemory({ contents: TERMS })
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeLegalTermModel({ slug: "privacy-policy" })
          yield* Effect.yieldNow
          const other = yield* makeLegalTermModel({ slug: "paia-manual" })
          const missing = yield* makeLegalTermModel({ slug: "nowhere" })
          yield* makeLegalTermModel({ slug: "privacy-policy" })
          yield* Effect.yieldNow
          return { view: model.view.value, head: model.head.value, other: other.view.value, missing: missing.head.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(api.layer, ResourceCache.layer))),
    )
    expect(seen.view).toMatchObject({ kind: "ready", value: { slug: "privacy-policy", name: "Privacy policy" } })
    expect(seen.head).toStrictEqual({
      title: "Privacy policy · Karoo Hotels",
      description: "Privacy policy (POPIA) of Karoo Hotels, from the legal hub.",
      canonicalPath: "/legal-hub/privacy-policy",
    })
    expect(seen.other).toMatchObject({ kind: "ready", value: { slug: "paia-manual" } })
    expect(seen.missing).toBeNull()
    expect(api.calls.filter((call) => call.method === "content" && call.args[0] === "privacy-policy")).toHaveLength(1)
    const neverAnswers = Layer.succeed(ContentApi, { ...api.api, content: () => Effect.never })
    const waiting = await Effect.runPromise(
      Effect.scoped(Effect.map(makeLegalTermModel({ slug: "privacy-policy" }), (model) => ({ view: model.view.value, head: model.head.value }))).pipe(
        Effect.provide(Layer.mergeAll(neverAnswers, ResourceCache.layer)),
      ),
    )
    expect(waiting).toStrictEqual({ view: LOADING, head: null })
  })
})
