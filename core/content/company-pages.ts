import type { BrandKey } from "../booking/hotel.ts"
import {
  ABOUT_US_ROUTE,
  CHARITIES_ROUTE,
  CHEF_NEWS_ROUTE,
  chefNewsRoute,
  ESG_ROUTE,
  FOOD_AND_BEVERAGE_ROUTE,
  INVESTORS_ROUTE,
  LOYALTY_PROGRAMMES_ROUTE,
  CORPORATE_LOYALTY_ROUTE,
  INDIVIDUAL_LOYALTY_ROUTE,
  showcaseRoute,
  WHO_GOVERNS_US_ROUTE,
  WHO_LEADS_US_ROUTE,
} from "../routes.ts"
import type { PageHead } from "../screen/page-render.ts"
import { empty, ready, type ViewState } from "../screen/view-state.ts"
import { BRAND_LABELS } from "./brands.ts"
import { type ExecutiveTeam, OPERATING_FOOTPRINT, partnerPath } from "./company-content.ts"
import {
  ABOUT_US,
  ABOUT_US_DESCRIPTION,
  CHARITIES,
  CHARITIES_DESCRIPTION,
  CHEF_NEWS,
  CHEF_NEWS_DESCRIPTION,
  DOWNLOAD_PDF,
  downloadLabel,
  ESG,
  ESG_DESCRIPTION,
  FOOD_AND_BEVERAGE,
  FOOD_AND_BEVERAGE_DESCRIPTION,
  INVESTORS,
  INVESTORS_DESCRIPTION,
  LOYALTY_FAQ_SECTION,
  LOYALTY_PROGRAMMES,
  LOYALTY_PROGRAMMES_DESCRIPTION,
  OPEN_LINK,
  partnerDescription,
  photoAlt,
  readMoreLabel,
  viewProgrammeLabel,
  WHO_GOVERNS_US,
  WHO_GOVERNS_US_DESCRIPTION,
  WHO_LEADS_US,
  WHO_LEADS_US_DESCRIPTION,
} from "./company-messages.ts"
import { type ContentItem, readField } from "./content-item.ts"
import {
  charityOf,
  contentSectionOf,
  diningInfoOf,
  earnRedeemValuesOf,
  entitiesOf,
  executiveOf,
  faqItemOf,
  investorDownloadOf,
  loyaltyProgrammeOf,
  mediaItemOf,
  milestoneOf,
  partnerOf,
  socialInitiativeOf,
} from "./content-entities.ts"
import { type ContentPageSpec, itemOf, itemRead, itemsOf, listRead, makeContentPageModel, type ReadAnswer } from "./content-page-model.ts"
import type { ContentSection } from "./content-section.ts"
import { bySequence, searchFaq } from "./faq.ts"
import { investorDownloadsView } from "./investor-downloads.ts"
import { LOYALTY_QUICK_LINKS, pointsTable, type PointsTableRow } from "./loyalty-programme.ts"
import { mediaCardImage } from "./media.ts"
import { NO_RESULTS, siteTitle } from "./messages.ts"
import { pageWindow, type PageWindowItem } from "./pagination.ts"
import { truncate } from "./truncate.ts"
import { META_DESCRIPTION_MAX_LENGTH } from "../hotels/hotel-page-model.ts"

/**
 * The company's content pages (spec A §2; issue 26) as specs of the one content page model
 * (content-page-model.ts): what each reads, the view it derives (plain data, in display form) and its head.
 */

type Answers<N extends string> = Readonly<Record<N, ReadAnswer>>

const headOf = (title: string, description: string, canonicalPath: string, image?: string): PageHead => ({
  title: siteTitle(title),
  description: truncate(description, META_DESCRIPTION_MAX_LENGTH),
  canonicalPath,
  ...(image === undefined ? {} : { image }),
})

/** A picture of a fixed aspect ratio, with what it shows (or "" for a decorative one). */
export interface Picture {
  readonly url: string
  readonly alt: string
}

const pictureOf = (image: { readonly url: string } | null | undefined, alt: string): Picture | null => (image == null ? null : { url: image.url, alt })

// Investors (spec A §2, §4, §8)

export interface DownloadLink {
  readonly name: string
  readonly href: string
  /** What it opens: a PDF, or a page elsewhere. */
  readonly action: string
  readonly label: string
  readonly external: boolean
}

export interface InvestorsContent {
  readonly groups: ReadonlyArray<{ readonly label: string; readonly downloads: ReadonlyArray<DownloadLink> }>
}

export const investorsPage: ContentPageSpec<"downloads", InvestorsContent> = {
  reads: { downloads: listRead("investor_download") },
  view: ({ downloads }) => {
    const view = investorDownloadsView(entitiesOf(itemsOf(downloads), investorDownloadOf))
    if (view.kind === "empty") return empty(view.message)
    return ready({
      groups: view.groups.map((group) => ({
        label: group.label,
        downloads: group.downloads.map((download) => {
          const action = download.isLink ? OPEN_LINK : DOWNLOAD_PDF
          return {
            name: download.name,
            href: download.isLink ? download.link : (download.files[0]?.url ?? download.link),
            action,
            label: downloadLabel(action, download.name),
            external: download.isLink,
          }
        }),
      })),
    })
  },
  head: () => headOf(INVESTORS, INVESTORS_DESCRIPTION, INVESTORS_ROUTE),
}

// Loyalty programmes (spec A §2, §3)

export interface ProgrammeCard {
  readonly name: string
  readonly description: string
  readonly picture: Picture | null
  readonly href: string
  readonly label: string
}

export interface FaqEntry {
  readonly id: number
  readonly question: string
  /** HTML, sanitised by the server. */
  readonly answer: string
}

export interface PointsRow {
  readonly brand: BrandKey
  readonly brandName: string
  readonly values: readonly [string, string, string, string]
}

export interface LoyaltyContent {
  readonly cards: ReadonlyArray<ProgrammeCard>
  /** The programme the page is about (null on the list). */
  readonly programme: ProgrammeCard | null
  readonly quickLinks: ReadonlyArray<{ readonly label: string; readonly anchor: string }>
  readonly earn: ReadonlyArray<PointsRow>
  readonly redeem: ReadonlyArray<PointsRow>
  /** The FAQ's items the search keeps, or the spec's "No results". */
  readonly faq: ViewState<ReadonlyArray<FaqEntry>>
}

export type LoyaltyPageKind = "list" | "individual" | "corporate"

/** The anchors of the quick links, in LOYALTY_QUICK_LINKS' order. */
export const LOYALTY_ANCHORS = ["how-to-become-a-member", "member-benefits", "earn-and-redeem", "faqs"] as const

/** The cards in the editors' order (their `sequence`); the first is the individual programme (spec A §2). */
const programmeItems = (items: ReadonlyArray<ContentItem>): ReadonlyArray<ContentItem> =>
  bySequence(items.map((item) => ({ item, sequence: readField(item, "sequence", "IntegerField") ?? 0 }))).map((each) => each.item)

const pointsRows = (rows: ReadonlyArray<PointsTableRow>): ReadonlyArray<PointsRow> =>
  rows.map((row) => ({
    brand: row.brand,
    brandName: BRAND_LABELS[row.brand],
    values: [row.midweekOneGuest, row.midweekTwoGuests, row.weekendOneGuest, row.weekendTwoGuests].map((points) => (points === undefined ? "–" : String(points))) as unknown as readonly [
      string,
      string,
      string,
      string,
    ],
  }))

const LOYALTY_PATHS: Readonly<Record<LoyaltyPageKind, string>> = {
  list: LOYALTY_PROGRAMMES_ROUTE,
  individual: INDIVIDUAL_LOYALTY_ROUTE,
  corporate: CORPORATE_LOYALTY_ROUTE,
}

/** spec A §2: the list (every card), the individual programme (the first card) and the corporate one (the others). */
export const loyaltyPage = (kind: LoyaltyPageKind): ContentPageSpec<"programmes" | "faq", LoyaltyContent> => {
  const cardsOf = (answers: Answers<"programmes" | "faq">) => {
    const items = programmeItems(itemsOf(answers.programmes))
    return items.flatMap((item, index) => {
      const programme = loyaltyProgrammeOf(item)
      if (programme === undefined) return []
      const href = index === 0 ? INDIVIDUAL_LOYALTY_ROUTE : CORPORATE_LOYALTY_ROUTE
      return [{ item, card: { name: programme.name, description: programme.description, picture: pictureOf(programme.image, ""), href, label: viewProgrammeLabel(programme.name) } }]
    })
  }
  const chosen = (answers: Answers<"programmes" | "faq">) => {
    const cards = cardsOf(answers)
    return kind === "list" ? undefined : kind === "individual" ? cards[0] : cards[1]
  }
  return {
    reads: { programmes: listRead("loyalty_programme"), faq: listRead("faq", { stringFields: [{ key: "section", value: LOYALTY_FAQ_SECTION }] }) },
    view: (answers, search) => {
      const cards = cardsOf(answers)
      if (cards.length === 0) return empty(NO_RESULTS)
      const current = chosen(answers)
      if (kind !== "list" && current === undefined) return empty(NO_RESULTS)
      // The points values are the loyalty table's, which the ledger earns and redeems with (the server fills them in).
      const values = earnRedeemValuesOf(current?.item ?? cards[0]!.item)
      const found = searchFaq(entitiesOf(itemsOf(answers.faq), faqItemOf), search)
      return ready({
        cards: cards.map((each) => each.card),
        programme: current?.card ?? null,
        quickLinks: LOYALTY_QUICK_LINKS.map((label, index) => ({ label, anchor: LOYALTY_ANCHORS[index]! })),
        earn: pointsRows(pointsTable(values.earn)),
        redeem: pointsRows(pointsTable(values.redeem)),
        faq: found.length === 0 ? empty(NO_RESULTS) : ready(found.map((item) => ({ id: item.id, question: item.question, answer: item.answer }))),
      })
    },
    head: (answers) => {
      const current = chosen(answers)?.card
      return current === undefined
        ? headOf(LOYALTY_PROGRAMMES, LOYALTY_PROGRAMMES_DESCRIPTION, LOYALTY_PATHS[kind])
        : headOf(current.name, current.description, LOYALTY_PATHS[kind], current.picture?.url)
    },
  }
}

// About us (spec A §2 content blocks)

export interface SectionBlock {
  readonly id: number
  readonly heading: string
  readonly subHeading: string | null
  /** HTML, sanitised by the server. */
  readonly html: string
  readonly tab: string | null
  readonly link: string | null
  readonly pictures: ReadonlyArray<Picture>
}

const blockOf = (section: ContentSection): SectionBlock => ({
  id: section.id,
  heading: section.heading,
  subHeading: section.subHeading,
  html: section.writeUp,
  tab: section.tab,
  link: section.link,
  pictures: section.images.map((image, index) => ({ url: image.url, alt: photoAlt(section.heading, index) })),
})

const blocksOf = (answer: ReadAnswer): ReadonlyArray<SectionBlock> => bySequence(entitiesOf(itemsOf(answer), contentSectionOf)).map(blockOf)

export interface PersonCard {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly picture: Picture | null
}

export interface AboutUsContent {
  readonly footprint: { readonly hotels: number; readonly rooms: number; readonly blocks: ReadonlyArray<SectionBlock> }
  readonly whyWeExist: ReadonlyArray<SectionBlock>
  readonly howWeLead: ReadonlyArray<SectionBlock>
  readonly diversity: ReadonlyArray<SectionBlock>
  readonly milestones: ReadonlyArray<{ readonly year: number; readonly description: string; readonly picture: Picture | null }>
  readonly partners: ReadonlyArray<{ readonly name: string; readonly href: string; readonly logo: Picture | null }>
  readonly links: ReadonlyArray<{ readonly label: string; readonly href: string }>
}

type AboutReads = "footprint" | "why" | "lead" | "diversity" | "milestones" | "partners"

export const aboutUsPage: ContentPageSpec<AboutReads, AboutUsContent> = {
  reads: {
    footprint: listRead("operating_footprint"),
    why: listRead("why_we_exist"),
    lead: listRead("how_we_lead"),
    diversity: listRead("diversity"),
    milestones: listRead("milestone"),
    partners: listRead("partner"),
  },
  view: (answers) => {
    const content: AboutUsContent = {
      footprint: { ...OPERATING_FOOTPRINT, blocks: blocksOf(answers.footprint) },
      whyWeExist: blocksOf(answers.why),
      howWeLead: blocksOf(answers.lead),
      diversity: blocksOf(answers.diversity),
      milestones: [...entitiesOf(itemsOf(answers.milestones), milestoneOf)]
        .sort((a, b) => a.year - b.year)
        .map((milestone) => ({ year: milestone.year, description: milestone.description, picture: pictureOf(milestone.image, "") })),
      partners: entitiesOf(itemsOf(answers.partners), partnerOf).map((partner) => ({ name: partner.name, href: partnerPath(partner), logo: pictureOf(partner.logo, "") })),
      links: [
        { label: WHO_LEADS_US, href: WHO_LEADS_US_ROUTE },
        { label: WHO_GOVERNS_US, href: WHO_GOVERNS_US_ROUTE },
        { label: ESG, href: ESG_ROUTE },
        { label: CHARITIES, href: CHARITIES_ROUTE },
      ],
    }
    return ready(content)
  },
  head: () => headOf(ABOUT_US, ABOUT_US_DESCRIPTION, ABOUT_US_ROUTE),
}

/** spec A §2: who leads us (the executive committee) and who governs us (the board). */
export const teamPage = (team: ExecutiveTeam): ContentPageSpec<"executives", ReadonlyArray<PersonCard>> => ({
  reads: { executives: listRead("executive") },
  view: ({ executives }) => {
    const items = [...itemsOf(executives)].sort((a, b) => (readField(a, "sequence", "IntegerField") ?? 0) - (readField(b, "sequence", "IntegerField") ?? 0))
    const people = entitiesOf(items, executiveOf).filter((person) => person.team === team)
    return people.length === 0
      ? empty(NO_RESULTS)
      : ready(people.map((person) => ({ name: person.name, title: person.title, description: person.description, picture: pictureOf(person.image, person.name) })))
  },
  head: () =>
    team === "board"
      ? headOf(WHO_GOVERNS_US, WHO_GOVERNS_US_DESCRIPTION, WHO_GOVERNS_US_ROUTE)
      : headOf(WHO_LEADS_US, WHO_LEADS_US_DESCRIPTION, WHO_LEADS_US_ROUTE),
})

export interface InitiativeCard {
  readonly name: string
  readonly description: string
  readonly link: string | null
  readonly picture: Picture | null
}

export const esgPage: ContentPageSpec<"initiatives", ReadonlyArray<InitiativeCard>> = {
  reads: { initiatives: listRead("social_initiative") },
  view: ({ initiatives }) => {
    const cards = entitiesOf(itemsOf(initiatives), socialInitiativeOf)
    return cards.length === 0
      ? empty(NO_RESULTS)
      : ready(cards.map((each) => ({ name: each.name, description: each.description, link: each.link, picture: pictureOf(each.image, "") })))
  },
  head: () => headOf(ESG, ESG_DESCRIPTION, ESG_ROUTE),
}

export interface CharityEntry {
  readonly anchor: string
  readonly name: string
  readonly html: string
  readonly link: string | null
  readonly picture: Picture | null
}

/** An anchor a heading can carry: the name in lower case, words joined by hyphens. */
export const anchorOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

export const charitiesPage: ContentPageSpec<"charities", ReadonlyArray<CharityEntry>> = {
  reads: { charities: listRead("charity") },
  view: ({ charities }) => {
    const entries = entitiesOf(itemsOf(charities), charityOf).filter((charity) => charity.isActive)
    return entries.length === 0
      ? empty(NO_RESULTS)
      : ready(
          entries.map((charity) => ({
            anchor: `charity-${anchorOf(charity.name)}`,
            name: charity.name,
            html: charity.htmlContent,
            link: charity.link === "" ? null : charity.link,
            picture: charity.imageUrl === "" ? null : { url: charity.imageUrl, alt: "" },
          })),
        )
  },
  head: () => headOf(CHARITIES, CHARITIES_DESCRIPTION, CHARITIES_ROUTE),
}

export interface PartnerContent {
  readonly name: string
  readonly html: string
  readonly logo: Picture | null
  readonly link: string | null
}

/** spec A §2: /partners/{slug}. */
export const partnerPage = (slug: string): ContentPageSpec<"partner", PartnerContent> => {
  const partnerIn = (answers: Answers<"partner">) => {
    const item = itemOf(answers.partner)
    const partner = item === null || item.contentType !== "partner" ? undefined : partnerOf(item)
    return item === null || partner === undefined ? undefined : { item, partner }
  }
  return {
    reads: { partner: itemRead(slug) },
    view: (answers) => {
      const found = partnerIn(answers)
      if (found === undefined) return empty(NO_RESULTS)
      const website = readField(found.item, "website", "StringField") ?? null
      return ready({
        name: found.partner.name,
        html: readField(found.item, "description", "WriteUpField") ?? "",
        logo: pictureOf(found.partner.logo, found.partner.name),
        link: website,
      })
    },
    head: (answers) => {
      const found = partnerIn(answers)
      const path = found === undefined ? partnerPath({ slug }) : partnerPath(found.partner)
      return headOf(found?.partner.name ?? NO_RESULTS, found === undefined ? NO_RESULTS : partnerDescription(found.partner.name), path, found?.partner.logo?.url)
    },
  }
}

// Food and beverage (spec A §2)

export interface NewsCard {
  readonly title: string
  readonly description: string
  readonly href: string
  readonly label: string
  readonly picture: Picture | null
  readonly date: string
}

const newsCardOf = (item: ContentItem): NewsCard | undefined => {
  const news = mediaItemOf(item)
  if (news === undefined) return undefined
  // spec A §3: the second image is the card's.
  return {
    title: news.title,
    description: news.description,
    href: chefNewsRoute(news.slug),
    label: readMoreLabel(news.title),
    picture: pictureOf(mediaCardImage(news), ""),
    date: news.createdAt.slice(0, 10),
  }
}

export interface ShowcaseCard {
  readonly heading: string
  readonly html: string
  readonly href: string
  readonly label: string
  readonly picture: Picture | null
}

export interface FoodContent {
  readonly galleries: ReadonlyArray<SectionBlock>
  readonly showcases: ReadonlyArray<ShowcaseCard>
  readonly dining: ReadonlyArray<{ readonly heading: string; readonly description: string; readonly menu: string | null }>
  readonly news: ReadonlyArray<NewsCard>
}

/** The latest chef's news the food and beverage page shows. */
export const LATEST_CHEF_NEWS = 3

export const foodPage: ContentPageSpec<"galleries" | "showcases" | "dining" | "news", FoodContent> = {
  reads: {
    galleries: listRead("food_and_beverage_gallery"),
    showcases: listRead("food_and_beverage_showcase"),
    dining: listRead("dining_info"),
    news: listRead("chef_news", { per: LATEST_CHEF_NEWS }),
  },
  view: (answers) => {
    const showcases = bySequence(entitiesOf(itemsOf(answers.showcases), contentSectionOf)).map((section) => ({
      heading: section.heading,
      html: section.writeUp,
      href: showcaseRoute(section.slug ?? String(section.id)),
      label: readMoreLabel(section.heading),
      picture: pictureOf(section.images[0], ""),
    }))
    // One entry per kind of dining: the brands' restaurants, each once.
    const dining = entitiesOf(itemsOf(answers.dining), diningInfoOf)
    const seen = new Set<string>()
    const distinct = dining.filter((info) => (seen.has(info.heading) ? false : (seen.add(info.heading), true)))
    return ready({
      galleries: blocksOf(answers.galleries),
      showcases,
      dining: distinct.map((info) => ({ heading: info.heading, description: info.description, menu: info.pdf?.url ?? null })),
      news: entitiesOf(itemsOf(answers.news), newsCardOf),
    })
  },
  head: () => headOf(FOOD_AND_BEVERAGE, FOOD_AND_BEVERAGE_DESCRIPTION, FOOD_AND_BEVERAGE_ROUTE),
}

/** spec A §9 (offers and jobs lists): chef's news lists 12 to a page too. */
export const CHEF_NEWS_PER_PAGE = 12

export interface ChefNewsList {
  readonly cards: ReadonlyArray<NewsCard>
  readonly page: number
  readonly totalPages: number
  readonly window: ReadonlyArray<PageWindowItem>
}

export const chefNewsListPage = (page: number): ContentPageSpec<"news", ChefNewsList> => ({
  reads: { news: listRead("chef_news", { page, per: CHEF_NEWS_PER_PAGE }) },
  view: ({ news }) => {
    const cards = entitiesOf(itemsOf(news), newsCardOf)
    const totalPages = news.kind === "list" ? news.totalPages : 0
    return cards.length === 0 ? empty(NO_RESULTS) : ready({ cards, page, totalPages, window: pageWindow(page, totalPages) })
  },
  head: () => headOf(CHEF_NEWS, CHEF_NEWS_DESCRIPTION, CHEF_NEWS_ROUTE),
})

export interface ArticleContent {
  readonly title: string
  readonly author: string | null
  readonly date: string
  readonly html: string
  readonly banner: Picture | null
}

export const chefNewsPage = (slug: string): ContentPageSpec<"news", ArticleContent> => {
  const newsIn = (answers: Answers<"news">) => {
    const item = itemOf(answers.news)
    return item === null || item.contentType !== "chef_news" ? undefined : mediaItemOf(item)
  }
  return {
    reads: { news: itemRead(slug) },
    view: (answers) => {
      const news = newsIn(answers)
      return news === undefined
        ? empty(NO_RESULTS)
        : ready({ title: news.title, author: news.authorName, date: news.createdAt.slice(0, 10), html: news.content.htmlContent, banner: pictureOf(news.images[0], "") })
    },
    head: (answers) => {
      const news = newsIn(answers)
      return news === undefined ? headOf(NO_RESULTS, NO_RESULTS, chefNewsRoute(slug)) : headOf(news.title, news.description, chefNewsRoute(news.slug), news.images[0]?.url)
    },
  }
}

export const showcasePage = (slug: string): ContentPageSpec<"showcase", SectionBlock> => {
  const showcaseIn = (answers: Answers<"showcase">) => {
    const item = itemOf(answers.showcase)
    return item === null || item.contentType !== "food_and_beverage_showcase" ? undefined : contentSectionOf(item)
  }
  return {
    reads: { showcase: itemRead(slug) },
    view: (answers) => {
      const section = showcaseIn(answers)
      return section === undefined ? empty(NO_RESULTS) : ready(blockOf(section))
    },
    head: (answers) => {
      const section = showcaseIn(answers)
      return section === undefined
        ? headOf(NO_RESULTS, NO_RESULTS, showcaseRoute(slug))
        : headOf(section.heading, section.writeUp.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || FOOD_AND_BEVERAGE_DESCRIPTION, showcaseRoute(section.slug ?? slug), section.images[0]?.url)
    },
  }
}

// The pages' models: one hook each (ui/kit/screen-model.tsx), built from the specs above.

export const makeInvestorsModel = () => makeContentPageModel(investorsPage)
export const makeLoyaltyModel = (input: { readonly kind: LoyaltyPageKind }) => makeContentPageModel(loyaltyPage(input.kind))
export const makeAboutUsModel = () => makeContentPageModel(aboutUsPage)
export const makeTeamModel = (input: { readonly team: ExecutiveTeam }) => makeContentPageModel(teamPage(input.team))
export const makeEsgModel = () => makeContentPageModel(esgPage)
export const makeCharitiesModel = () => makeContentPageModel(charitiesPage)
export const makePartnerModel = (input: { readonly slug: string }) => makeContentPageModel(partnerPage(input.slug))
export const makeFoodModel = () => makeContentPageModel(foodPage)
export const makeChefNewsListModel = (input: { readonly page: number }) => makeContentPageModel(chefNewsListPage(input.page))
export const makeChefNewsModel = (input: { readonly slug: string }) => makeContentPageModel(chefNewsPage(input.slug))
export const makeShowcaseModel = (input: { readonly slug: string }) => makeContentPageModel(showcasePage(input.slug))

/** spec A §2: which loyalty page a path is (the list, the individual or the corporate programme). */
export const loyaltyPageKindOf = (pathname: string): LoyaltyPageKind =>
  pathname.startsWith(INDIVIDUAL_LOYALTY_ROUTE) ? "individual" : pathname.startsWith(CORPORATE_LOYALTY_ROUTE) ? "corporate" : "list"

/** spec A §2: who governs us is the board; who leads us the executive committee. */
export const teamOf = (pathname: string): ExecutiveTeam => (pathname.startsWith(WHO_GOVERNS_US_ROUTE) ? "board" : "executive_committee")
