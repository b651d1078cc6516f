import { describe, expect, it } from "vitest"
import type { ContentItem } from "../content/content-item.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { mediaDetailView, mediaListHref, mediaListView, mediaSectionOfPath } from "./media-model.ts"

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
