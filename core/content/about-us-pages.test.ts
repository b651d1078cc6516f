import { describe, expect, it } from "vitest"
import { aboutUsPage, anchorOf, charitiesPage, esgPage, partnerPage, teamOf, teamPage } from "./about-us-pages.ts"
import { CHARITIES_DESCRIPTION, ESG_DESCRIPTION, WHO_GOVERNS_US_DESCRIPTION, WHO_LEADS_US_DESCRIPTION } from "./company-messages.ts"
import type { ContentField, ContentItem, FieldableType } from "./content-item.ts"
import type { ReadAnswer } from "./content-page-model.ts"
import { NO_RESULTS } from "./messages.ts"

let nextId = 1
const field = (fieldableType: FieldableType, key: string, value: ContentField["value"]): ContentField => ({ id: nextId++, fieldableType, key, value, brandId: null })
const s = (key: string, value: string) => field("StringField", key, value)
const n = (key: string, value: number) => field("IntegerField", key, value)
const item = (contentType: string, fields: ReadonlyArray<ContentField>, images = 0): ContentItem => ({
  id: nextId++,
  contentType,
  fields,
  images: Array.from({ length: images }, (_, index) => ({ id: nextId++, name: `p${index}.jpg`, type: "image/jpeg", size: 1, url: `/files/${contentType}-${index}.jpg`, thumb: null })),
  files: [],
  createdAt: "2026-04-02T10:00:00.000Z",
})
const list = (items: ReadonlyArray<ContentItem>): ReadAnswer => ({ kind: "list", items, totalPages: 1 })
const one = (found: ContentItem | null): ReadAnswer => ({ kind: "item", item: found })
const none = list([])

describe("the about us page (spec A §2: operating footprint, why we exist, how we lead, diversity, milestones, partners)", () => {
  it("shows the footprint, milestones by year, partners to their pages, and links to the pages it leads to", () => {
    const view = aboutUsPage.view({
      footprint: none,
      why: none,
      lead: none,
      diversity: none,
      milestones: list([item("milestone", [n("year", 2010), s("description", "Second")], 1), item("milestone", [n("year", 1990), s("description", "First")]), item("milestone", [n("year", 2000), s("description", "Middle")])]),
      partners: list([item("partner", [s("name", "Clicks"), s("slug", "clicks")], 1), item("partner", [s("name", "Bare"), s("slug", "bare")])]),
    }, "")
    expect(view).toStrictEqual({
      kind: "ready",
      value: {
        footprint: { hotels: 58, rooms: 7324, blocks: [] },
        whyWeExist: [],
        howWeLead: [],
        diversity: [],
        milestones: [
          { year: 1990, description: "First", picture: null },
          { year: 2000, description: "Middle", picture: null },
          { year: 2010, description: "Second", picture: { url: "/files/milestone-0.jpg", alt: "" } },
        ],
        partners: [
          { name: "Clicks", href: "/partners/clicks", logo: { url: "/files/partner-0.jpg", alt: "" } },
          { name: "Bare", href: "/partners/bare", logo: null },
        ],
        links: [
          { label: "Who leads us", href: "/about-us/who-leads-us" },
          { label: "Who governs us", href: "/about-us/who-governs-us" },
          { label: "Corporate social initiatives", href: "/about-us/esg" },
          { label: "Charities we support", href: "/about-us/esg/charities" },
        ],
      },
    })
  })
})

describe("who leads us and who governs us (spec A §2)", () => {
  const person = (name: string, team: string, sequence?: number) =>
    item("executive", [s("name", name), s("title", "Director"), s("team", team), ...(sequence === undefined ? [] : [n("sequence", sequence)])])

  it("each team in the editors' sequence, without one first; no one is No results; each page has its own head", () => {
    const executives = list([person("Second", "board", 2), person("Unsequenced", "board"), person("First", "board", 1), person("Chief", "executive_committee", 1)])
    const board = teamPage("board").view({ executives }, "")
    expect(board.kind === "ready" && board.value.map((each) => each.name)).toStrictEqual(["Unsequenced", "First", "Second"])
    for (const order of [
      [person("Second", "board", 2), person("First", "board", 1), person("Third", "board", 3)],
      [person("Third", "board", 3), person("First", "board", 1), person("Second", "board", 2)],
    ]) {
      const sorted = teamPage("board").view({ executives: list(order) }, "")
      expect(sorted.kind === "ready" && sorted.value.map((each) => each.name)).toStrictEqual(["First", "Second", "Third"])
    }
    expect(teamPage("executive_committee").view({ executives: list([person("Second", "board", 2)]) }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
    expect(teamPage("board").head({ executives })).toStrictEqual({ title: "Who governs us · Karoo Hotels", description: WHO_GOVERNS_US_DESCRIPTION, canonicalPath: "/about-us/who-governs-us" })
    expect(teamPage("executive_committee").head({ executives })).toStrictEqual({ title: "Who leads us · Karoo Hotels", description: WHO_LEADS_US_DESCRIPTION, canonicalPath: "/about-us/who-leads-us" })
  })

  it("the path tells the team: who governs us is the board, else the executive committee", () => {
    expect(teamOf("/about-us/who-governs-us")).toBe("board")
    expect(teamOf("/about-us/who-governs-us/extra")).toBe("board")
    expect(teamOf("/x/about-us/who-governs-us")).toBe("executive_committee")
    expect(teamOf("/about-us/who-leads-us")).toBe("executive_committee")
  })
})

describe("ESG and charities (spec A §2: corporate social initiatives, charities with a table of contents)", () => {
  it("ESG shows its initiatives, or No results", () => {
    expect(esgPage.view({ initiatives: list([item("social_initiative", [s("name", "Trees"), s("description", "Planting"), s("link", "/trees")], 1)]) }, "")).toStrictEqual({
      kind: "ready",
      value: [{ name: "Trees", description: "Planting", link: "/trees", picture: { url: "/files/social_initiative-0.jpg", alt: "" } }],
    })
    expect(esgPage.view({ initiatives: none }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
    expect(esgPage.head({ initiatives: none })).toStrictEqual({ title: "Corporate social initiatives · Karoo Hotels", description: ESG_DESCRIPTION, canonicalPath: "/about-us/esg" })
  })

  it("an anchor is the name in lower case, words joined by hyphens, none at the ends", () => {
    expect(anchorOf("  Save the Rhino, SA!  ")).toBe("save-the-rhino-sa")
    expect(anchorOf("Kids2School")).toBe("kids2school")
  })

  it("charities shows the active ones, each with its anchor, and no link or picture when it has none", () => {
    const charity = (name: string, active: boolean, link: string | null, images: number) =>
      item("charity", [s("name", name), field("BooleanField", "is_active", active), field("WriteUpField", "content", `<p>${name}</p>`), ...(link === null ? [] : [s("link", link)])], images)
    expect(charitiesPage.view({ charities: list([charity("Save the Rhino", true, "https://rhino.example", 1), charity("Old", false, null, 0), charity("Soup Kitchen", true, null, 0)]) }, "")).toStrictEqual({
      kind: "ready",
      value: [
        { anchor: "charity-save-the-rhino", name: "Save the Rhino", html: "<p>Save the Rhino</p>", link: "https://rhino.example", picture: { url: "/files/charity-0.jpg", alt: "" } },
        { anchor: "charity-soup-kitchen", name: "Soup Kitchen", html: "<p>Soup Kitchen</p>", link: null, picture: null },
      ],
    })
    expect(charitiesPage.view({ charities: list([charity("Old", false, null, 0)]) }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
    expect(charitiesPage.head({ charities: none })).toStrictEqual({ title: "Charities we support · Karoo Hotels", description: CHARITIES_DESCRIPTION, canonicalPath: "/about-us/esg/charities" })
  })
})

describe("a partner's page (spec A §2: /partners/{slug})", () => {
  it("shows the partner's words, logo and website, headed by it at its own path", () => {
    const clicks = item("partner", [s("name", "Clicks"), s("slug", "clicks"), field("WriteUpField", "description", "<p>Health</p>"), s("website", "https://clicks.example")], 1)
    expect(partnerPage("clicks").view({ partner: one(clicks) }, "")).toStrictEqual({
      kind: "ready",
      value: { name: "Clicks", html: "<p>Health</p>", logo: { url: "/files/partner-0.jpg", alt: "Clicks" }, link: "https://clicks.example" },
    })
    expect(partnerPage("CLICKS").head({ partner: one(clicks) })).toStrictEqual({
      title: "Clicks · Karoo Hotels",
      description: "Clicks, a partner of Karoo Hotels.",
      canonicalPath: "/partners/clicks",
      image: "/files/partner-0.jpg",
    })
  })

  it("a partner without words, logo or website shows none", () => {
    const bare = item("partner", [s("name", "Bare"), s("slug", "bare")])
    expect(partnerPage("bare").view({ partner: one(bare) }, "")).toStrictEqual({ kind: "ready", value: { name: "Bare", html: "", logo: null, link: null } })
    expect(partnerPage("bare").head({ partner: one(bare) })).not.toHaveProperty("image")
  })

  it("anything but a partner with a name is No results, at the path asked for", () => {
    for (const answer of [one(null), one(item("partner", [s("slug", "nameless")])), one(item("milestone", [s("name", "Clicks"), s("slug", "clicks")])), list([])]) {
      expect(partnerPage("clicks").view({ partner: answer }, "")).toStrictEqual({ kind: "empty", message: NO_RESULTS })
      expect(partnerPage("clicks").head({ partner: answer })).toStrictEqual({ title: `${NO_RESULTS} · Karoo Hotels`, description: NO_RESULTS, canonicalPath: "/partners/clicks" })
    }
  })
})
