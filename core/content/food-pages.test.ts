import { describe, expect, it } from "vitest"
import { CHEF_NEWS, CHEF_NEWS_DESCRIPTION, FOOD_AND_BEVERAGE, FOOD_AND_BEVERAGE_DESCRIPTION } from "./company-messages.ts"
import type { ContentField, ContentItem, FieldableType } from "./content-item.ts"
import type { ReadAnswer } from "./content-page-model.ts"
import { chefNewsListPage, chefNewsPage, foodPage, LATEST_CHEF_NEWS, showcasePage } from "./food-pages.ts"
import { NO_RESULTS } from "./messages.ts"

let nextId = 1
const field = (fieldableType: FieldableType, key: string, value: ContentField["value"]): ContentField => ({ id: nextId++, fieldableType, key, value, brandId: null })
const item = (contentType: string, fields: ReadonlyArray<ContentField>, images = 0, files = 0): ContentItem => ({
  id: nextId++,
  contentType,
  fields,
  images: Array.from({ length: images }, (_, index) => ({ id: nextId++, name: `p${index}.jpg`, type: "image/jpeg", size: 1, url: `/files/p${index}.jpg`, thumb: null })),
  files: Array.from({ length: files }, (_, index) => ({ id: nextId++, name: `m${index}.pdf`, type: "application/pdf", size: 1, url: `/files/menu${index}.pdf`, thumb: null })),
  createdAt: "2026-04-02T10:00:00.000Z",
})
const list = (items: ReadonlyArray<ContentItem>, totalPages = 1): ReadAnswer => ({ kind: "list", items, totalPages })
const one = (found: ContentItem | null): ReadAnswer => ({ kind: "item", item: found })

const news = (title: string, slug: string, images = 2) =>
  item("chef_news", [field("StringField", "title", title), field("StringField", "slug", slug), field("StringField", "description", `${title}, told.`), field("StringField", "author_name", "Chef Sipho"), field("WriteUpField", "content", "<p>Cook.</p>")], images)
const showcase = (heading: string, sequence: number, slug: string | null, writeUp = "<p>Plates.</p>", images = 1) =>
  item(
    "food_and_beverage_showcase",
    [field("StringField", "heading", heading), field("IntegerField", "sequence", sequence), field("WriteUpField", "write_up", writeUp), ...(slug === null ? [] : [field("StringField", "slug", slug)])],
    images,
  )
const dining = (heading: string, files = 0) => item("dining_info", [field("StringField", "heading", heading), field("StringField", "description", `${heading} dining`)], 0, files)

describe("the food and beverage page (spec A §2: galleries, showcases, dining info, chef's news)", () => {
  it("reads the galleries, showcases, dining info and the latest 3 chef's news", () => {
    expect(LATEST_CHEF_NEWS).toBe(3)
    expect(foodPage.reads.news).toMatchObject({ kind: "list", query: { contentType: "chef_news", per: 3 } })
  })

  it("shows the showcases by sequence, each to its page; the dining kinds once each, with their menus; the news as cards", () => {
    const noSlug = showcase("Breakfast", 1, null, "<p>Eggs.</p>", 0)
    const view = foodPage.view({
      galleries: list([]),
      showcases: list([showcase("Dinner", 2, "dinner"), noSlug]),
      dining: list([dining("Grill", 1), dining("Grill"), dining("Bistro")]),
      news: list([news("Spring menu", "spring-menu"), item("chef_news", [])]),
    }, "")
    expect(view).toStrictEqual({
      kind: "ready",
      value: {
        galleries: [],
        showcases: [
          { heading: "Breakfast", html: "<p>Eggs.</p>", href: `/food-and-beverage/showcase/${noSlug.id}`, label: "Read more: Breakfast", picture: null },
          { heading: "Dinner", html: "<p>Plates.</p>", href: "/food-and-beverage/showcase/dinner", label: "Read more: Dinner", picture: { url: "/files/p0.jpg", alt: "" } },
        ],
        dining: [
          { heading: "Grill", description: "Grill dining", menu: "/files/menu0.pdf" },
          { heading: "Bistro", description: "Bistro dining", menu: null },
        ],
        news: [
          {
            title: "Spring menu",
            description: "Spring menu, told.",
            href: "/food-and-beverage/chef-news/spring-menu",
            label: "Read more: Spring menu",
            picture: { url: "/files/p1.jpg", alt: "" },
            date: "2026-04-02",
          },
        ],
      },
    })
    expect(foodPage.head({ galleries: list([]), showcases: list([]), dining: list([]), news: list([]) })).toMatchObject({ title: `${FOOD_AND_BEVERAGE} · Karoo Hotels`, canonicalPath: "/food-and-beverage" })
    expect(FOOD_AND_BEVERAGE_DESCRIPTION).not.toBe("")
  })
})

describe("chef's news list and article (spec A §2, §9)", () => {
  it("a page of the list keeps its page count, and none found is No results", () => {
    expect(chefNewsListPage(2).view({ news: list([news("Spring menu", "spring-menu")], 3) }, "")).toMatchObject({ kind: "ready", value: { page: 2, totalPages: 3, pages: [1, 2, 3] } })
    expect(chefNewsListPage(1).view({ news: one(news("Spring menu", "spring-menu")) }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
    expect(chefNewsListPage(1).view({ news: list([]) }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
    expect(chefNewsListPage(1).head({ news: list([]) })).toStrictEqual({ title: `${CHEF_NEWS} · Karoo Hotels`, description: CHEF_NEWS_DESCRIPTION, canonicalPath: "/food-and-beverage/chef-news" })
  })

  it("an article shows its title, author, day, body and banner, with its head; anything else is No results", () => {
    const spring = news("Spring menu", "spring-menu")
    expect(chefNewsPage("spring-menu").reads).toStrictEqual({ news: { kind: "item", slug: "spring-menu" } })
    expect(chefNewsPage("spring-menu").view({ news: one(spring) }, "")).toStrictEqual({
      kind: "ready",
      value: { title: "Spring menu", author: "Chef Sipho", date: "2026-04-02", html: "<p>Cook.</p>", banner: { url: "/files/p0.jpg", alt: "" } },
    })
    expect(chefNewsPage("spring-menu").head({ news: one(spring) })).toStrictEqual({
      title: "Spring menu · Karoo Hotels",
      description: "Spring menu, told.",
      canonicalPath: "/food-and-beverage/chef-news/spring-menu",
      image: "/files/p0.jpg",
    })
    expect(chefNewsPage("bare").head({ news: one(news("Bare", "bare", 0)) })).not.toHaveProperty("image")
    for (const answer of [one(null), one(showcase("Dinner", 1, "spring-menu")), one(item("blog", [field("StringField", "title", "A blog")])), list([spring])]) {
      expect(chefNewsPage("spring-menu").view({ news: answer }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
      expect(chefNewsPage("spring-menu").head({ news: answer })).toStrictEqual({ title: `${NO_RESULTS} · Karoo Hotels`, description: NO_RESULTS, canonicalPath: "/food-and-beverage/chef-news/spring-menu" })
    }
  })
})

describe("a food and beverage showcase (spec A §2)", () => {
  it("shows its block, headed by its words without their HTML, at its own slug, with its picture", () => {
    const dinner = showcase("Dinner", 1, "dinner", "<p>Slow-cooked\n\n  <b>lamb</b><br>with mint</p>")
    expect(showcasePage("dinner").reads).toStrictEqual({ showcase: { kind: "item", slug: "dinner" } })
    expect(showcasePage("dinner").view({ showcase: one(dinner) }, "")).toMatchObject({ kind: "ready", value: { id: dinner.id, heading: "Dinner" } })
    expect(showcasePage("dinner").head({ showcase: one(dinner) })).toStrictEqual({
      title: "Dinner · Karoo Hotels",
      description: "Slow-cooked lamb with mint",
      canonicalPath: "/food-and-beverage/showcase/dinner",
      image: "/files/p0.jpg",
    })
  })

  it("without words it is described as the food and beverage page; without a slug it stays at the one asked for; without a picture it has none", () => {
    const bare = showcase("Dinner", 1, null, "<p> </p>", 0)
    expect(showcasePage("7").head({ showcase: one(bare) })).toStrictEqual({
      title: "Dinner · Karoo Hotels",
      description: FOOD_AND_BEVERAGE_DESCRIPTION,
      canonicalPath: "/food-and-beverage/showcase/7",
    })
  })

  it("anything but a showcase is No results", () => {
    for (const answer of [one(null), one(news("Spring menu", "dinner")), one(item("food_and_beverage_gallery", [field("StringField", "heading", "Gallery")])), list([showcase("Dinner", 1, "dinner")])]) {
      expect(showcasePage("dinner").view({ showcase: answer }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
      expect(showcasePage("dinner").head({ showcase: answer })).toStrictEqual({ title: `${NO_RESULTS} · Karoo Hotels`, description: NO_RESULTS, canonicalPath: "/food-and-beverage/showcase/dinner" })
    }
  })
})
