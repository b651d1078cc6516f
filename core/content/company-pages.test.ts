import { Effect, Exit, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { PageHead } from "../screen/page-render.ts"
import type { ViewState } from "../screen/view-state.ts"
import type { BrandId } from "../booking/hotel.ts"
import { makePartnerModel, makeTeamModel } from "./about-us-pages.ts"
import { makeChefNewsListModel } from "./food-pages.ts"
import { makeInvestorsModel, type InvestorsContent } from "./investors-page.ts"
import { loyaltyPageKindOf, makeLoyaltyModel, type LoyaltyContent } from "./loyalty-pages.ts"
import type { ContentPageModel } from "./content-page-model.ts"
import type { ContentField, ContentItem, FieldableType } from "./content-item.ts"
import { pointsFieldKey } from "./loyalty-programme.ts"
import { NO_DOWNLOADS, NO_RESULTS } from "./messages.ts"

let nextId = 1
const field = (fieldableType: FieldableType, key: string, value: ContentField["value"], brandId: BrandId | null = null): ContentField => ({
  id: nextId++,
  fieldableType,
  key,
  value,
  brandId,
})
const item = (contentType: string, fields: ReadonlyArray<ContentField>, images = 0): ContentItem => ({
  id: nextId++,
  contentType,
  fields,
  images: Array.from({ length: images }, (_, index) => ({ id: nextId++, name: `p${index}.jpg`, type: "image/jpeg", size: 1, url: `/files/p${nextId}-${index}.jpg`, thumb: null })),
  files: [],
  createdAt: "2026-01-01T10:00:00.000Z",
})

const download = (name: string, date: string) =>
  item("investor_download", [field("StringField", "name", name), field("DateField", "date", date), field("StringField", "link", `/files/${name}.pdf`), field("BooleanField", "is_pdf", true)])

/** Opens a page's model over the in-memory content API and answers its view and head once read. */
const viewOf = <A,>(
  make: Effect.Effect<ContentPageModel<A>, never, Scope.Scope | ResourceCache | ContentApi>,
  contents: ReadonlyArray<ContentItem>,
  look?: (model: ContentPageModel<A>) => Effect.Effect<void>,
): Promise<{ readonly view: ViewState<A>; readonly head: PageHead | null }> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const model = yield* make.pipe(Scope.provide(scope))
      if (look !== undefined) yield* look(model)
      const result = { view: model.view.value, head: model.head.value }
      yield* Scope.close(scope, Exit.void)
      return result
    }).pipe(Effect.provide(Layer.mergeAll(makeContentApiMemory({ contents }).layer, ResourceCache.layer))),
  )

describe("the investors page (spec A §2, §4, §8)", () => {
  it("groups the downloads by year, latest first, and puts years 4 behind the latest and older under '{latest-4} - Older'", async () => {
    const { view, head } = await viewOf<InvestorsContent>(makeInvestorsModel(), [
      download("Report 2020", "2020-03-31"),
      download("Report 2026", "2026-03-31"),
      download("Report 2022", "2022-03-31"),
      download("Report 2025", "2025-03-31"),
      download("Report 2023", "2023-03-31"),
    ])
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.groups.map((group) => [group.label, group.downloads.map((each) => each.name)])).toEqual([
      ["2026", ["Report 2026"]],
      ["2025", ["Report 2025"]],
      ["2023", ["Report 2023"]],
      ["2022 - Older", ["Report 2022", "Report 2020"]],
    ])
    expect(view.value.groups[0]!.downloads[0]).toMatchObject({ href: "/files/Report 2026.pdf", label: "Download PDF: Report 2026", external: false })
    expect(head).toMatchObject({ title: "Investors · Karoo Hotels", canonicalPath: "/investors" })
  })

  it("says 'No downloads available.' when there are none", async () => {
    const { view } = await viewOf(makeInvestorsModel(), [])
    expect(view).toEqual({ kind: "empty", message: NO_DOWNLOADS })
  })
})

const points = (kind: "earn" | "redeem", brandId: BrandId, values: readonly [number, number, number, number]) => [
  field("IntegerField", pointsFieldKey(kind, "midweek", 1), values[0], brandId),
  field("IntegerField", pointsFieldKey(kind, "midweek", 2), values[1], brandId),
  field("IntegerField", pointsFieldKey(kind, "weekend", 1), values[2], brandId),
  field("IntegerField", pointsFieldKey(kind, "weekend", 2), values[3], brandId),
]
const programme = (name: string, sequence: number) =>
  item(
    "loyalty_programme",
    [
      field("StringField", "name", name),
      field("StringField", "description", `${name} in short`),
      field("IntegerField", "sequence", sequence),
      ...points("earn", 3, [10, 15, 20, 25]),
      ...points("earn", 1, [30, 35, 40, 45]),
      ...points("redeem", 1, [300, 350, 400, 450]),
    ],
    1,
  )
const faq = (question: string, answer: string, sequence: number) =>
  item("faq", [field("StringField", "section", "Loyalty"), field("StringField", "question", question), field("WriteUpField", "answer", `<p>${answer}</p>`), field("IntegerField", "sequence", sequence)])
const loyaltyContents = [
  programme("Rewards for Business", 2),
  programme("Rewards", 1),
  faq("How do I join?", "Sign up for free.", 1),
  faq("Do points expire?", "After 24 months.", 2),
  item("faq", [field("StringField", "section", "General"), field("StringField", "question", "Is Wi-Fi free?"), field("WriteUpField", "answer", "Yes"), field("IntegerField", "sequence", 1)]),
]

describe("the loyalty programme pages (spec A §2, §3)", () => {
  it("list the cards in the editors' order: the first opens the individual programme, the others the corporate one", async () => {
    const { view } = await viewOf<LoyaltyContent>(makeLoyaltyModel({ kind: "list" }), loyaltyContents)
    if (view.kind !== "ready") throw new Error(view.kind)
    expect(view.value.cards.map((card) => [card.name, card.href])).toEqual([
      ["Rewards", "/loyalty-programmes/individual-loyalty-programme"],
      ["Rewards for Business", "/loyalty-programmes/corporate-loyalty-programme"],
    ])
    expect(view.value.quickLinks.map((link) => link.label)).toEqual(["How to become a member", "Member Benefits", "Earn & Redeem", "FAQ's"])
  })

  it("show the earn and redeem tables by brand in id order, midweek and weekend for one and two guests, from the programme's points values", async () => {
    const { view, head } = await viewOf<LoyaltyContent>(makeLoyaltyModel({ kind: "individual" }), loyaltyContents)
    if (view.kind !== "ready") throw new Error(view.kind)
    expect(view.value.programme?.name).toBe("Rewards")
    expect(view.value.earn).toEqual([
      { brand: "city", brandName: "City", values: ["30", "35", "40", "45"] },
      { brand: "road", brandName: "Road Lodge", values: ["10", "15", "20", "25"] },
    ])
    expect(view.value.redeem.map((row) => row.brand)).toEqual(["city"])
    expect(head).toMatchObject({ title: "Rewards · Karoo Hotels", canonicalPath: "/loyalty-programmes/individual-loyalty-programme" })
  })

  it("show only the loyalty FAQ, searched by the visitor's text, with 'No results' when nothing matches", async () => {
    const all = await viewOf<LoyaltyContent>(makeLoyaltyModel({ kind: "corporate" }), loyaltyContents)
    if (all.view.kind !== "ready") throw new Error(all.view.kind)
    expect(all.view.value.programme?.name).toBe("Rewards for Business")
    expect(all.view.value.faq).toMatchObject({ kind: "ready", value: [{ question: "How do I join?" }, { question: "Do points expire?" }] })
    const searched = await viewOf<LoyaltyContent>(makeLoyaltyModel({ kind: "corporate" }), loyaltyContents, (model) => model.search("EXPIRE"))
    if (searched.view.kind !== "ready") throw new Error(searched.view.kind)
    expect(searched.view.value.faq).toMatchObject({ kind: "ready", value: [{ question: "Do points expire?" }] })
    const none = await viewOf<LoyaltyContent>(makeLoyaltyModel({ kind: "corporate" }), loyaltyContents, (model) => model.search("parking"))
    if (none.view.kind !== "ready") throw new Error(none.view.kind)
    expect(none.view.value.faq).toEqual({ kind: "empty", message: NO_RESULTS })
  })

  it("say 'No results' when there is no programme", async () => {
    expect((await viewOf(makeLoyaltyModel({ kind: "list" }), [])).view).toEqual({ kind: "empty", message: NO_RESULTS })
  })
})

describe("the loyalty programme pages, in detail (spec A §2)", () => {
  const unnamed = item("loyalty_programme", [field("StringField", "description", "No name"), field("IntegerField", "sequence", 3)])
  const bare = item("loyalty_programme", [field("StringField", "name", "Rewards"), field("StringField", "description", "Rewards in short"), field("IntegerField", "sequence", 1)])

  it("the list shows every programme with a name, each with its picture (decorative), and no programme of its own; its head is the list's", async () => {
    const { view, head } = await viewOf<LoyaltyContent>(makeLoyaltyModel({ kind: "list" }), [...loyaltyContents, unnamed])
    if (view.kind !== "ready") throw new Error(view.kind)
    expect(view.value.cards.map((card) => card.name)).toEqual(["Rewards", "Rewards for Business"])
    expect(view.value.cards[0]!.picture).toStrictEqual({ url: expect.stringMatching(/^\/files\//), alt: "" })
    expect(view.value.programme).toBeNull()
    expect(head).toMatchObject({ title: "Loyalty programmes · Karoo Hotels", canonicalPath: "/loyalty-programmes" })
  })

  it("the corporate page without a second programme says 'No results'; a programme without a picture heads its page without one", async () => {
    expect((await viewOf(makeLoyaltyModel({ kind: "corporate" }), [bare])).view).toEqual({ kind: "empty", message: NO_RESULTS })
    const { head } = await viewOf(makeLoyaltyModel({ kind: "individual" }), [bare])
    expect(head).toMatchObject({ title: "Rewards · Karoo Hotels", canonicalPath: "/loyalty-programmes/individual-loyalty-programme" })
    expect(head).not.toHaveProperty("image")
  })

  it("a path names its page, with or without a slash at its end; any other is the list", () => {
    expect(loyaltyPageKindOf("/loyalty-programmes/individual-loyalty-programme")).toBe("individual")
    expect(loyaltyPageKindOf("/loyalty-programmes/individual-loyalty-programme/")).toBe("individual")
    expect(loyaltyPageKindOf("/loyalty-programmes/corporate-loyalty-programme/")).toBe("corporate")
    expect(loyaltyPageKindOf("/loyalty-programmes")).toBe("list")
  })
})

describe("who leads us and who governs us (spec A §2)", () => {
  const person = (name: string, team: string, sequence: number) =>
    item("executive", [field("StringField", "name", name), field("StringField", "title", "Director"), field("StringField", "team", team), field("IntegerField", "sequence", sequence)])
  const people = [person("B", "board", 2), person("A", "executive_committee", 1), person("C", "board", 1)]

  it("each shows its own team, in the editors' order", async () => {
    const board = await viewOf<ReadonlyArray<{ name: string }>>(makeTeamModel({ team: "board" }), people)
    expect(board.view).toMatchObject({ kind: "ready", value: [{ name: "C" }, { name: "B" }] })
    const committee = await viewOf<ReadonlyArray<{ name: string }>>(makeTeamModel({ team: "executive_committee" }), people)
    expect(committee.view).toMatchObject({ kind: "ready", value: [{ name: "A" }] })
    expect(committee.head).toMatchObject({ canonicalPath: "/about-us/who-leads-us" })
  })
})

describe("a partner's page (spec A §2: /partners/{slug})", () => {
  it("shows the partner found by its slug, and 'No results' for a slug no partner has", async () => {
    const partner = item("partner", [field("StringField", "slug", "sunbird-airlines"), field("StringField", "name", "Sunbird Airlines"), field("WriteUpField", "description", "<p>Fly</p>")], 1)
    const found = await viewOf(makePartnerModel({ slug: "sunbird-airlines" }), [partner])
    expect(found.view).toMatchObject({ kind: "ready", value: { name: "Sunbird Airlines", html: "<p>Fly</p>" } })
    expect(found.head).toMatchObject({ title: "Sunbird Airlines · Karoo Hotels", canonicalPath: "/partners/sunbird-airlines" })
    expect((await viewOf(makePartnerModel({ slug: "nobody" }), [partner])).view).toEqual({ kind: "empty", message: NO_RESULTS })
  })
})

describe("chef's news (spec A §2)", () => {
  it("lists 12 to a page with the page window, the second image as the card's", async () => {
    const news = Array.from({ length: 14 }, (_, index) => item("chef_news", [field("StringField", "slug", `dish-${index}`), field("StringField", "title", `Dish ${index}`)], 2))
    const { view } = await viewOf<{ cards: ReadonlyArray<{ href: string; picture: { url: string } | null }>; totalPages: number }>(makeChefNewsListModel({ page: 2 }), news)
    if (view.kind !== "ready") throw new Error(view.kind)
    expect(view.value.cards).toHaveLength(2)
    expect(view.value.totalPages).toBe(2)
    expect(view.value.cards[0]!.href).toMatch(/^\/food-and-beverage\/chef-news\/dish-/)
    expect(view.value.cards[0]!.picture?.url).toMatch(/-1\.jpg$/)
  })
})
