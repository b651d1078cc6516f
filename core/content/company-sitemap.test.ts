import { describe, expect, it } from "vitest"
import { ITEM_PAGES } from "./company-sitemap.ts"

const item = (slug: string) => ({ id: 7, fields: [{ id: 1, fieldableType: "StringField" as const, key: "slug", value: slug, brandId: null }] })

describe("the content items with a page of their own, for /sitemap.xml (issue 26)", () => {
  it("names a legal document's page and each media centre item's page under its section", () => {
    expect(ITEM_PAGES.legal_term(item("paia-manual"))).toBe("/legal-hub/paia-manual")
    expect(ITEM_PAGES.award(item("best-city-hotel"))).toBe("/media-centre/awards-and-recognition/best-city-hotel")
    expect(ITEM_PAGES.blog(item("karoo-roads"))).toBe("/media-centre/blogs/karoo-roads")
    expect(ITEM_PAGES.newsletter(item("december"))).toBe("/media-centre/newsletters/december")
    expect(ITEM_PAGES.news_article(item("new-director"))).toBe("/media-centre/news-articles/new-director")
    expect(ITEM_PAGES.press_release(item("results"))).toBe("/media-centre/press-releases/results")
    expect(ITEM_PAGES.partner(item("sunbird-airlines"))).toBe("/partners/sunbird-airlines")
  })
})
