import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { allHotelsQuery, type HotelDetails } from "../content/hotel-listing.ts"
import { loadSpecialOffers } from "../content/load-content.ts"
import { siteTitle } from "../content/messages.ts"
import { PAGE_PARAM, pageFromParam, pageWindow, type PageWindowItem } from "../content/pagination.ts"
import {
  DEFAULT_SPECIAL_OFFER_TAB,
  offerHotelNames,
  SPECIAL_OFFER_TABS,
  type SpecialOffer,
  specialOfferTabOf,
  specialOffersListingQuery,
  specialOffersView,
  type SpecialOfferTab,
} from "../content/special-offer.ts"
import { loadHotelsPage } from "../hotels/load-hotels.ts"
import type { SpecialOffersPage } from "../ports/ContentApi.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { SPECIAL_OFFERS_ROUTE, specialOfferRoute } from "../routes.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { SPECIAL_OFFERS, SPECIAL_OFFERS_DESCRIPTION, viewOfferLabel } from "./messages.ts"

/**
 * The special offers listing (spec A §2, §8, §9): /special-offers, the six tabs (the tab in the URL's `tab`, its
 * label), 12 running offers a page (the page in `page`), "No special offers available" when a tab has none. Its reads
 * are shared, so the page the server rendered starts with its answers.
 */

/** The URL parameter naming the tab (its label, as specialOfferTabOf reads it). */
export const OFFER_TAB_PARAM = "tab"

export interface SpecialOffersInput {
  /** The page's query string ("?tab=Experiences&page=2"). */
  readonly search: string
}

/** The listing's address for a tab and a page; "All offers" and page 1 are left out (one address per list). */
export const specialOffersHref = (tab: SpecialOfferTab, page: number): string => {
  const params = new URLSearchParams()
  if (tab !== DEFAULT_SPECIAL_OFFER_TAB) params.set(OFFER_TAB_PARAM, tab)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  const search = params.toString()
  return search === "" ? SPECIAL_OFFERS_ROUTE : `${SPECIAL_OFFERS_ROUTE}?${search}`
}

export interface OfferTabLink {
  readonly label: SpecialOfferTab
  readonly href: string
  readonly current: boolean
}

export interface SpecialOfferCard {
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly tag: string | null
  readonly image: string | null
  /** spec A §9, B §9: the hotels' names, each cut to 35 characters. */
  readonly hotelNames: ReadonlyArray<string>
  readonly href: string
  readonly linkLabel: string
}

export interface SpecialOffersContent {
  readonly cards: ReadonlyArray<SpecialOfferCard>
  readonly page: number
  readonly totalPages: number
  readonly pages: ReadonlyArray<PageWindowItem>
}

export const offerCard = (offer: SpecialOffer, hotels: ReadonlyArray<HotelDetails>): SpecialOfferCard => ({
  slug: offer.slug,
  name: offer.name,
  description: offer.description,
  tag: offer.specialTag,
  image: offer.image?.url ?? null,
  hotelNames: offerHotelNames(offer, hotels),
  href: specialOfferRoute(offer.slug),
  linkLabel: viewOfferLabel(offer.name),
})

/** spec A §8: a page of offer cards with the pagination bar, or "No special offers available". */
export const specialOffersListView = (
  read: ResourceState<SpecialOffersPage>,
  hotels: ResourceState<ReadonlyArray<HotelDetails>>,
  page: number,
): ViewState<SpecialOffersContent> => {
  if (read.kind === "failed") return specialOffersEmpty()
  if (read.kind !== "ready" || hotels.kind === "loading" || hotels.kind === "idle") return LOADING
  const view = specialOffersView(read.value.offers, "listing")
  if (view.kind === "empty") return empty(view.message)
  const known = hotels.kind === "ready" ? hotels.value : []
  return ready({ cards: view.offers.map((offer) => offerCard(offer, known)), page, totalPages: read.value.totalPages, pages: pageWindow(page, read.value.totalPages) })
}

const specialOffersEmpty = (): ViewState<never> => {
  const view = specialOffersView([], "listing")
  return empty(view.kind === "empty" ? view.message : "")
}

export interface SpecialOffersModel {
  readonly tab: SpecialOfferTab
  readonly tabs: ReadonlyArray<OfferTabLink>
  readonly view: ReadonlySignal<ViewState<SpecialOffersContent>>
  readonly head: PageHead
  readonly goToPage: (page: number) => Effect.Effect<void>
}

export const makeSpecialOffersModel = (
  input: SpecialOffersInput,
): Effect.Effect<SpecialOffersModel, never, ContentApi | Navigation | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const navigation = yield* Navigation
    const params = new URLSearchParams(input.search)
    const tab = specialOfferTabOf(params.get(OFFER_TAB_PARAM))
    const page = pageFromParam(params.get(PAGE_PARAM))
    const query = specialOffersListingQuery(tab, page)
    const offers = yield* makeResource({ key: fixedKey(query), load: loadSpecialOffers, shared: { id: (key) => `special-offers:${JSON.stringify(key)}` } })
    const hotels = yield* makeResource({
      key: fixedKey(allHotelsQuery()),
      load: (key) => Effect.map(loadHotelsPage(key), (answer) => answer.hotels),
      shared: { id: (key) => `hotels:${JSON.stringify(key)}:list` },
    })
    return {
      tab,
      tabs: SPECIAL_OFFER_TABS.map((each) => ({ label: each.label, href: specialOffersHref(each.label, 1), current: each.label === tab })),
      view: computed(() => specialOffersListView(offers.state.value, hotels.state.value, page)),
      head: { title: siteTitle(SPECIAL_OFFERS), description: SPECIAL_OFFERS_DESCRIPTION, canonicalPath: specialOffersHref(tab, page) },
      goToPage: (next) => navigation.go(specialOffersHref(tab, next)),
    }
  })
