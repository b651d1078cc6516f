import { ABOUT_US_ROUTE, CHARITIES_ROUTE, ESG_ROUTE, WHO_GOVERNS_US_ROUTE, WHO_LEADS_US_ROUTE } from "../routes.ts"
import { empty, ready } from "../screen/view-state.ts"
import { type ExecutiveTeam, OPERATING_FOOTPRINT, partnerPath } from "./company-content.ts"
import {
  ABOUT_US,
  ABOUT_US_DESCRIPTION,
  CHARITIES,
  CHARITIES_DESCRIPTION,
  ESG,
  ESG_DESCRIPTION,
  partnerDescription,
  WHO_GOVERNS_US,
  WHO_GOVERNS_US_DESCRIPTION,
  WHO_LEADS_US,
  WHO_LEADS_US_DESCRIPTION,
} from "./company-messages.ts"
import { readField } from "./content-item.ts"
import { charityOf, entitiesOf, executiveOf, milestoneOf, partnerOf, socialInitiativeOf } from "./content-entities.ts"
import { type ContentPageSpec, itemOf, itemRead, itemsOf, listRead, makeContentPageModel } from "./content-page-model.ts"
import { NO_RESULTS } from "./messages.ts"
import { type Answers, headOf, type Picture, pictureOf, type SectionBlock, blocksOf } from "./company-page-parts.ts"

/**
 * About us and the pages it leads to (spec A §2): who leads and governs us, ESG, charities and a partner's page,
 * as specs of the one content page model.
 */

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

export const makeAboutUsModel = () => makeContentPageModel(aboutUsPage)
export const makeTeamModel = (input: { readonly team: ExecutiveTeam }) => makeContentPageModel(teamPage(input.team))
export const makeEsgModel = () => makeContentPageModel(esgPage)
export const makeCharitiesModel = () => makeContentPageModel(charitiesPage)
export const makePartnerModel = (input: { readonly slug: string }) => makeContentPageModel(partnerPage(input.slug))

/** spec A §2: who governs us is the board; who leads us the executive committee. */
export const teamOf = (pathname: string): ExecutiveTeam => (pathname.startsWith(WHO_GOVERNS_US_ROUTE) ? "board" : "executive_committee")
