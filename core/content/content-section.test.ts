import { describe, expect, it } from "vitest"
import { seoTagsFor } from "./content-section.ts"

const tags = (page: string, title: string) => ({ page, title, description: `${title}.`, keywords: [title] })

describe("a page's SEO tags (spec A §9)", () => {
  it("are the tags kept for the page's own path, or none", () => {
    const home = tags("/", "Karoo Hotels")
    const help = tags("/help", "Help")
    expect(seoTagsFor([home, help], "/help")).toBe(help)
    expect(seoTagsFor([home, help], "/")).toBe(home)
    expect(seoTagsFor([home, help], "/help/")).toBeUndefined()
    expect(seoTagsFor([], "/help")).toBeUndefined()
  })
})
