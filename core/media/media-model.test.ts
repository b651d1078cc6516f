import { Effect, Layer, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import type { ContentItem } from "../content/content-item.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING } from "../screen/view-state.ts"
import {
  makeMediaDetailModel,
  makeMediaListModel,
  mediaDetailHead,
  mediaDetailView,
  mediaEntryOf,
  mediaListHref,
  mediaListView,
  mediaSectionOfPath,
  searchMedia,
} from "./media-model.ts"

const blog = (id: number, title: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  id,
  contentType: "blog",
  fields: [
    { id: id * 10, fieldableType: "StringField", key: "slug", value: `blog-${id}`, brandId: null },
    { id: id * 10 + 1, fieldableType: "StringField", key: "title", value: title, brandId: null },
    { id: id * 10 + 2, fieldableType: "StringField", key: "author_name", value: "Naledi Mahlangu", brandId: null },
    { id: id * 10 + 3, fieldableType: "StringField", key: "tag", value: "Travel", brandId: null },
    { id: id * 10 + 4, fieldableType: "WriteUpField", key: "content", value: "<p>Body</p>", brandId: null },
  ],
  images: [
    { id: 1, name: "banner", type: "image/jpeg", size: 1, url: `/banner-${id}.jpg`, thumb: `/banner-${id}.jpg` },
    { id: 2, name: "card", type: "image/jpeg", size: 1, url: `/card-${id}.jpg`, thumb: `/card-${id}.jpg` },
  ],
  files: [],
  createdAt: "2026-11-03T08:00:00Z",
  ...extra,
})

const BLOGS = Array.from({ length: 24 }, (_, index) => blog(index + 1, index % 2 === 0 ? `48 hours in Cape Town ${index + 1}` : `Meet the team in Sandton ${index + 1}`))

describe("the media centre lists (spec A §2, §3, §9)", () => {
  it("shows 10 a page, the second image as the card, author and date, and the pagination window", () => {
    const view = mediaListView("blogs", { kind: "ready", value: BLOGS }, "", 1)
    expect(view).toMatchObject({ kind: "ready", value: { page: 1, totalPages: 3, pages: [1, 2, 3] } })
    if (view.kind !== "ready") return
    expect(view.value.cards).toHaveLength(10)
    expect(view.value.cards[0]).toMatchObject({ image: "/card-1.jpg", meta: "By Naledi Mahlangu · 03 November 2026", href: "/media-centre/blogs/blog-1" })
  })

  it("the search keeps the items whose title, description, tags or author hold the text; nothing found is No results", () => {
    const view = mediaListView("blogs", { kind: "ready", value: BLOGS }, "cape town", 1)
    expect(view.kind === "ready" && view.value.totalPages).toBe(2)
    expect(mediaListView("blogs", { kind: "ready", value: BLOGS }, "Atlantis", 1)).toEqual({ kind: "empty", message: NO_RESULTS })
  })

  it("a page past the end shows the last page; items of another kind are left out", () => {
    expect(mediaListView("blogs", { kind: "ready", value: BLOGS }, "", 9)).toMatchObject({ kind: "ready", value: { page: 3 } })
    expect(mediaListView("newsletters", { kind: "ready", value: BLOGS }, "", 1)).toEqual({ kind: "empty", message: NO_RESULTS })
  })

  it("a detail page shows its item's banner, and nothing for an item of another section", () => {
    expect(mediaDetailView("blogs", { kind: "ready", value: BLOGS[0]! })).toMatchObject({ kind: "ready", value: { banner: "/banner-1.jpg", htmlContent: "<p>Body</p>" } })
    expect(mediaDetailView("press-releases", { kind: "ready", value: BLOGS[0]! })).toEqual({ kind: "empty", message: NO_RESULTS })
  })

  it("keeps the search and the page in the URL; the path names the section", () => {
    expect(mediaListHref("news-articles", "solar", 1)).toBe("/media-centre/news-articles?search=solar")
    expect(mediaListHref("news-articles", "", 2)).toBe("/media-centre/news-articles?page=2")
    expect(mediaSectionOfPath("/media-centre/blogs/48-hours-in-cape-town-1")).toBe("blogs")
    expect(mediaSectionOfPath("/media-centre/unknown")).toBeUndefined()
  })
})

const award = (id: number, title: string, dateAwarded: string | null): ContentItem => ({
  id,
  contentType: "award",
  fields: [
    { id: id * 10, fieldableType: "StringField", key: "title", value: title, brandId: null },
    ...(dateAwarded === null ? [] : [{ id: id * 10 + 1, fieldableType: "DateField" as const, key: "date_awarded", value: dateAwarded, brandId: null }]),
    { id: id * 10 + 2, fieldableType: "WriteUpField", key: "content", value: "<p>Won</p>", brandId: null },
  ],
  images: [],
  files: [],
  createdAt: "2026-11-03T08:00:00Z",
})
const field = (id: number, key: string, value: string) => ({ id, fieldableType: "StringField" as const, key, value, brandId: null })
const assistance: ContentItem = {
  id: 900,
  contentType: "website_assistance",
  fields: [field(901, "assistance_number", "011 000 0000"), field(902, "assistance_email", "help@karoo.example"), field(903, "media_number", "011 000 0001"), field(904, "media_email", "media@karoo.example")],
  images: [],
  files: [],
  createdAt: "2026-11-03T08:00:00Z",
}
const CONTACTS = { assistanceNumber: "011 000 0000", assistanceEmail: "help@karoo.example", mediaNumber: "011 000 0001", mediaEmail: "media@karoo.example" }

const runModel = <A>(contents: ReadonlyArray<ContentItem>, body: Effect.Effect<A, never, ContentApi | ResourceCache | Navigation | Scope.Scope>) => {
  const api = makeContentApiMemory({ contents })
  const navigation = makeNavigationMemory()
  return Effect.runPromise(
    Effect.scoped(Effect.andThen(body, (value) => Effect.as(Effect.yieldNow, value))).pipe(
      Effect.provide(Layer.mergeAll(api.layer, navigation.layer, ResourceCache.layer, TestClock.layer())),
    ),
  ).then((value) => ({ value, api, navigation }))
}

describe("a media centre entry (spec A §2, §3)", () => {
  it("an award is its title, the day it was awarded and its content, without author, description or keywords", () => {
    expect(mediaEntryOf("awards-and-recognition", award(1, "Best City Hotel", "2026-03-01"))).toStrictEqual({
      slug: "1",
      title: "Best City Hotel",
      description: "",
      date: "01 March 2026",
      isoDate: "2026-03-01",
      author: null,
      cardImage: null,
      banner: null,
      keywords: [],
      htmlContent: "<p>Won</p>",
    })
    expect(mediaEntryOf("awards-and-recognition", award(2, "Undated", null))).toBeUndefined()
    expect(mediaEntryOf("awards-and-recognition", BLOGS[0]!)).toBeUndefined()
    expect(mediaEntryOf("blogs", award(1, "Best City Hotel", "2026-03-01"))).toBeUndefined()
  })

  it("a post is read with its category and tags as keywords, its day from when it was made, its first image the banner", () => {
    const post = blog(1, "48 hours in Cape Town", { fields: [...BLOGS[0]!.fields, field(19, "category", "Guides")], images: [BLOGS[0]!.images[0]!] })
    expect(mediaEntryOf("blogs", post)).toStrictEqual({
      slug: "blog-1",
      title: "48 hours in Cape Town 1",
      description: "",
      date: "03 November 2026",
      isoDate: "2026-11-03",
      author: "Naledi Mahlangu",
      cardImage: "/banner-1.jpg",
      banner: "/banner-1.jpg",
      keywords: ["Guides", "Travel"],
      htmlContent: "<p>Body</p>",
    })
    expect(mediaEntryOf("blogs", blog(2, "No pictures", { images: [] }))).toMatchObject({ cardImage: null, banner: null })
    expect(mediaEntryOf("blogs", blog(3, "Undated", { createdAt: "soon" }))).toMatchObject({ date: "", isoDate: "soon" })
    expect(mediaEntryOf("blogs", blog(4, "No title", { fields: [] }))).toBeUndefined()
  })

  it("the search reads the text without case or blanks around it, through authors, tags and entries without an author", () => {
    const entries = [mediaEntryOf("awards-and-recognition", award(1, "Best City Hotel", "2026-03-01"))!, mediaEntryOf("blogs", BLOGS[0]!)!]
    expect(searchMedia(entries, "  NALEDI ").map((entry) => entry.title)).toStrictEqual([BLOGS[0]!.fields[1]!.value])
    expect(searchMedia(entries, "travel")).toHaveLength(1)
    expect(searchMedia(entries, "best city")).toHaveLength(1)
    expect(searchMedia(entries, "   ")).toStrictEqual(entries)
    expect(searchMedia(entries.slice(0, 1), "r")).toStrictEqual([])
  })

  it("a card's line names the author and the day, whichever it has", () => {
    const view = mediaListView("awards-and-recognition", { kind: "ready", value: [award(1, "Best City Hotel", "2026-03-01")] }, "", 1)
    expect(view).toMatchObject({ kind: "ready", value: { cards: [{ meta: "01 March 2026", linkLabel: "Read more: Best City Hotel", href: "/media-centre/awards-and-recognition/1" }] } })
    expect(mediaListView("blogs", { kind: "ready", value: [blog(1, "Undated", { createdAt: "soon" })] }, "", 1)).toMatchObject({
      kind: "ready",
      value: { cards: [{ meta: "By Naledi Mahlangu" }] },
    })
  })
})

describe("the media centre list and detail views while reading (spec A §7)", () => {
  it("a list waits for its read; a failed read is No results; page 2 starts at the 11th", () => {
    expect(mediaListView("blogs", { kind: "idle" }, "", 1)).toStrictEqual(LOADING)
    expect(mediaListView("blogs", { kind: "loading" }, "", 1)).toStrictEqual(LOADING)
    expect(mediaListView("blogs", { kind: "failed" }, "", 1)).toStrictEqual({ kind: "empty", message: NO_RESULTS })
    const second = mediaListView("blogs", { kind: "ready", value: BLOGS }, "", 2)
    expect(second.kind === "ready" && second.value.cards.map((card) => card.slug)).toStrictEqual(Array.from({ length: 10 }, (_, index) => `blog-${index + 11}`))
  })

  it("a detail waits for its read; a failed read or an item not found is No results", () => {
    expect(mediaDetailView("blogs", { kind: "idle" })).toStrictEqual(LOADING)
    expect(mediaDetailView("blogs", { kind: "loading" })).toStrictEqual(LOADING)
    expect(mediaDetailView("blogs", { kind: "failed" })).toStrictEqual({ kind: "empty", message: NO_RESULTS })
    expect(mediaDetailView("blogs", { kind: "ready", value: null })).toStrictEqual({ kind: "empty", message: NO_RESULTS })
  })

  it("a list's own path is of its section too", () => {
    expect(mediaSectionOfPath("/media-centre/blogs")).toBe("blogs")
    expect(mediaSectionOfPath("/media-centre/blogsx")).toBeUndefined()
  })
})

describe("a media detail page's head (spec A §9)", () => {
  it("is titled by the entry, described by it (or by its section when it has no description), at its own path, with its banner", () => {
    const entry = mediaEntryOf("blogs", BLOGS[0]!)!
    expect(mediaDetailHead("blogs", { ...entry, description: "  A weekend in the city.  " })).toStrictEqual({
      title: "48 hours in Cape Town 1 · Karoo Hotels",
      description: "A weekend in the city.",
      canonicalPath: "/media-centre/blogs/blog-1",
      image: "/banner-1.jpg",
    })
    const head = mediaDetailHead("press-releases", { ...entry, description: "   ", banner: null })
    expect(head).toStrictEqual({
      title: "48 hours in Cape Town 1 · Karoo Hotels",
      description: "48 hours in Cape Town 1. Press Releases from Karoo Hotels' media centre: news, stories and recognition from our City, Courtyard, Road and Town hotels.",
      canonicalPath: "/media-centre/press-releases/blog-1",
    })
  })
})

describe("the media centre models (spec A §2, §4)", () => {
  it("a list reads its section's items, shows the page and search of its address, and the help numbers", async () => {
    const { value } = await runModel(
      [...BLOGS, award(99, "Best City Hotel", "2026-03-01"), assistance],
      Effect.map(makeMediaListModel({ section: "blogs", search: "?search=cape&page=2" }), (model) => ({
        title: model.title,
        text: model.text.value,
        view: model.view.value,
        contacts: model.contacts.value,
      })),
    )
    expect(value.title).toBe("Blogs")
    expect(value.text).toBe("cape")
    expect(value.view).toMatchObject({ kind: "ready", value: { page: 2, totalPages: 2 } })
    expect(value.contacts).toStrictEqual(CONTACTS)
  })

  it("a list without search or page shows page 1 of everything; no help numbers in the content is none", async () => {
    const { value } = await runModel(BLOGS, Effect.map(makeMediaListModel({ section: "blogs", search: "" }), (model) => ({ text: model.text.value, view: model.view.value, contacts: model.contacts.value })))
    expect(value).toMatchObject({ text: "", view: { kind: "ready", value: { page: 1, totalPages: 3 } }, contacts: null })
  })

  it("typing replaces the address with the text and page 1 after 500 ms; a page keeps the text", async () => {
    const { navigation } = await runModel(
      BLOGS,
      Effect.gen(function* () {
        const model = yield* makeMediaListModel({ section: "blogs", search: "?search=cape&page=2" })
        yield* model.goToPage(3)
        yield* model.search("sandton")
        yield* TestClock.adjust("500 millis")
      }),
    )
    expect(navigation.visits).toStrictEqual([
      { to: "/media-centre/blogs?search=cape&page=3", replace: false },
      { to: "/media-centre/blogs?search=sandton", replace: true },
    ])
  })

  it("the help numbers are none while they are read", async () => {
    const memory = makeContentApiMemory({ contents: [assistance] })
    const neverAnswers = Layer.succeed(ContentApi, { ...memory.api, contents: () => Effect.never, content: () => Effect.never })
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const list = yield* makeMediaListModel({ section: "blogs", search: "" })
          const detail = yield* makeMediaDetailModel({ section: "blogs", slug: "blog-1" })
          return { list: list.contacts.value, view: list.view.value, detail: detail.contacts.value, head: detail.head.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(neverAnswers, makeNavigationMemory().layer, ResourceCache.layer))),
    )
    expect(seen).toStrictEqual({ list: null, view: LOADING, detail: null, head: null })
  })

  it("a detail reads its item by slug once per page life, and heads the page with it", async () => {
    const { value, api } = await runModel(
      [...BLOGS, assistance],
      Effect.gen(function* () {
        const model = yield* makeMediaDetailModel({ section: "blogs", slug: "blog-2" })
        yield* Effect.yieldNow
        const again = yield* makeMediaDetailModel({ section: "blogs", slug: "blog-2" })
        return { title: model.title, view: again.view.value, head: again.head.value, contacts: model.contacts.value }
      }),
    )
    expect(value.title).toBe("Blogs")
    expect(value.view).toMatchObject({ kind: "ready", value: { slug: "blog-2", title: "Meet the team in Sandton 2" } })
    expect(value.head).toMatchObject({ title: "Meet the team in Sandton 2 · Karoo Hotels", canonicalPath: "/media-centre/blogs/blog-2" })
    expect(value.contacts).toStrictEqual(CONTACTS)
    expect(api.calls.filter((call) => call.method === "content")).toStrictEqual([{ method: "content", args: ["blog-2"] }])
  })

  it("details of two items read each its own", async () => {
    const { value } = await runModel(
      BLOGS,
      Effect.gen(function* () {
        yield* makeMediaDetailModel({ section: "blogs", slug: "blog-1" })
        yield* Effect.yieldNow
        return yield* makeMediaDetailModel({ section: "blogs", slug: "blog-2" })
      }),
    )
    expect(value.view.value).toMatchObject({ kind: "ready", value: { slug: "blog-2" } })
  })

  it("a detail of an item not found has no head", async () => {
    const { value } = await runModel(BLOGS, Effect.map(makeMediaDetailModel({ section: "blogs", slug: "nowhere" }), (model) => ({ view: model.view.value, head: model.head.value })))
    expect(value).toStrictEqual({ view: { kind: "empty", message: NO_RESULTS }, head: null })
  })
})
