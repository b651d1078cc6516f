import type { BrandKey } from "../booking/hotel.ts"
import { LOYALTY_PROGRAMMES_ROUTE, CORPORATE_LOYALTY_ROUTE, INDIVIDUAL_LOYALTY_ROUTE } from "../routes.ts"
import { empty, ready, type ViewState } from "../screen/view-state.ts"
import { BRAND_LABELS } from "./brands.ts"
import { LOYALTY_FAQ_SECTION, LOYALTY_PROGRAMMES, LOYALTY_PROGRAMMES_DESCRIPTION, viewProgrammeLabel } from "./company-messages.ts"
import { type ContentItem, readField } from "./content-item.ts"
import { earnRedeemValuesOf, entitiesOf, faqItemOf, loyaltyProgrammeOf } from "./content-entities.ts"
import { type ContentPageSpec, itemsOf, listRead, makeContentPageModel } from "./content-page-model.ts"
import { bySequence, searchFaq } from "./faq.ts"
import { LOYALTY_QUICK_LINKS, pointsTable, type PointsTableRow } from "./loyalty-programme.ts"
import { NO_RESULTS } from "./messages.ts"
import { type Answers, headOf, type Picture, pictureOf } from "./company-page-parts.ts"

/** The loyalty programme pages (spec A §2, §3) as specs of the one content page model. */

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

export const makeLoyaltyModel = (input: { readonly kind: LoyaltyPageKind }) => makeContentPageModel(loyaltyPage(input.kind))

/** spec A §2: which loyalty page a path is (the list, the individual or the corporate programme). */
export const loyaltyPageKindOf = (pathname: string): LoyaltyPageKind =>
  pathname.startsWith(INDIVIDUAL_LOYALTY_ROUTE) ? "individual" : pathname.startsWith(CORPORATE_LOYALTY_ROUTE) ? "corporate" : "list"
