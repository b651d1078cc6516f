import { Deferred, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING, ready } from "../screen/view-state.ts"
import { contentSlug } from "./content-item.ts"
import {
  answersWhenIn,
  itemOf,
  itemRead,
  itemsOf,
  listRead,
  makeContentPageModel,
  type ReadAnswer,
  SECTION_READ_SIZE,
} from "./content-page-model.ts"
import { contentItem, textField } from "./testing/content-items.testing.ts"

const milestone = contentItem("milestone", [textField("slug", "first-hotel"), textField("title", "Our first hotel")])
const executive = contentItem("executive", [textField("slug", "ceo"), textField("title", "Chief executive")])
const partner = contentItem("partner", [textField("slug", "wine-farm"), textField("title", "A wine farm")])

const slugs = (answer: ReadAnswer | undefined): ReadonlyArray<string> => itemsOf(answer).map(contentSlug)

describe("a content page's reads (issue 26)", () => {
  it("a list read asks for a content type's items, as many as one read may hold; an item read asks for a slug", () => {
    expect(listRead("milestone")).toStrictEqual({ kind: "list", query: { contentType: "milestone", per: SECTION_READ_SIZE } })
    expect(listRead("partner", { page: 2 })).toStrictEqual({ kind: "list", query: { contentType: "partner", per: SECTION_READ_SIZE, page: 2 } })
    expect(itemRead("ceo")).toStrictEqual({ kind: "item", slug: "ceo" })
  })

  it("an answer not yet there has no items and no item", () => {
    expect(itemsOf(undefined)).toStrictEqual([])
    expect(itemOf(undefined)).toBeNull()
    expect(itemsOf({ kind: "item", item: milestone })).toStrictEqual([])
    expect(itemOf({ kind: "list", items: [milestone], totalPages: 1 })).toBeNull()
  })

  it("the page waits until every read is in; a read that failed counts as one that found nothing", () => {
    const list = { kind: "ready", value: { kind: "list", items: [milestone], totalPages: 1 } } as const
    expect(answersWhenIn({ a: list, b: { kind: "loading" } })).toBeUndefined()
    expect(answersWhenIn({ a: { kind: "idle" }, b: list })).toBeUndefined()
    expect(answersWhenIn({ a: list, b: { kind: "failed" } })).toStrictEqual({ a: list.value, b: { kind: "list", items: [], totalPages: 0 } })
    expect(answersWhenIn({ a: { kind: "failed" } })).toStrictEqual({ a: { kind: "list", items: [], totalPages: 0 } })
  })
})

describe("a content page's model", () => {
  const spec = {
    reads: { milestones: listRead("milestone"), ceo: itemRead("ceo"), farm: itemRead("wine-farm") },
    view: (answers: Readonly<Record<"milestones" | "ceo" | "farm", ReadAnswer>>, search: string) =>
      ready({ milestones: slugs(answers.milestones), ceo: itemOf(answers.ceo)?.id ?? null, farm: itemOf(answers.farm)?.id ?? null, search }),
    head: (answers: Readonly<Record<"milestones" | "ceo" | "farm", ReadAnswer>>) => ({
      title: itemOf(answers.ceo) === null ? "none" : "About us",
      description: "About the group",
      canonicalPath: "/about-us",
    }),
  }

  it("shows each read's own answer, two items by their slugs, and follows what the visitor searched for", async () => {
    const content = makeContentApiMemory({ contents: [milestone, executive, partner] })
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeContentPageModel(spec)
          yield* Effect.yieldNow
          const before = model.view.value
          yield* model.search("wine")
          return { before, after: model.view.value, searchText: model.searchText.value, head: model.head.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(content.layer, ResourceCache.layer))),
    )
    expect(seen).toStrictEqual({
      before: ready({ milestones: ["first-hotel"], ceo: executive.id, farm: partner.id, search: "" }),
      after: ready({ milestones: ["first-hotel"], ceo: executive.id, farm: partner.id, search: "wine" }),
      searchText: "wine",
      head: { title: "About us", description: "About the group", canonicalPath: "/about-us" },
    })
  })

  it("is loading, with no head, while one of its reads is on its way", async () => {
    const content = makeContentApiMemory({ contents: [milestone, executive, partner] })
    const gate = Effect.runSync(Deferred.make<void>())
    const slowItem = Layer.succeed(ContentApi, { ...content.api, content: (slug) => Effect.andThen(Deferred.await(gate), content.api.content(slug)) })
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeContentPageModel(spec)
          yield* Effect.yieldNow
          return { view: model.view.value, head: model.head.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(slowItem, ResourceCache.layer))),
    )
    expect(seen).toStrictEqual({ view: LOADING, head: null })
  })
})
