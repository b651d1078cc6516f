import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { BRAND_IDS, BRAND_KEYS, type BrandId, type BrandKey } from "../booking/hotel.ts"
import { allHotelsQuery, MEGA_MENU_BRAND_TABS, explorerQueryFromParams, HOTEL_BRAND_PARAM, HOTEL_CITY_PARAM, HOTEL_FACILITY_PARAM, type HotelsFilterQuery, type HotelsPage } from "../content/hotel-listing.ts"
import { PAGE_PARAM, pageWindow, type PageWindowItem } from "../content/pagination.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { brandHotelsRoute, OUR_HOTELS_ROUTE } from "../routes.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { type ExplorerHotelCard, explorerHotelCard } from "./hotel-card.ts"
import { loadHotelChoices, loadHotelsPage } from "./load-hotels.ts"
import { ALL_BRANDS, ALL_CITIES, ALL_FACILITIES, brandHotelsDescription, brandHotelsTitle, NO_HOTELS, OUR_HOTELS, OUR_HOTELS_DESCRIPTION } from "./messages.ts"
import { BRAND_LABELS } from "../content/brands.ts"
import { siteTitle } from "../content/messages.ts"

/**
 * The hotel explorer (spec B §2, A §2, §9): /our-hotels, 12 hotels a page, filtered by brand and city in the URL, the
 * pagination bar by the spec's rule; and a brand's page, /our-hotels/hotel-brand/{brandId}, the same list with its
 * brand fixed by the path. Every read is shared (a page the server rendered starts with its answers).
 */

export interface HotelsExplorerInput {
  /** The page's query string ("?brand=city&page=2"). */
  readonly search: string
  /** The brand the path names (a brand's page), as written in the path; absent on /our-hotels. */
  readonly brandId?: string
}

export interface ExplorerFilters {
  /** A brand key, or "" for every brand. */
  readonly brand: string
  /** A city, or "" for every city. */
  readonly city: string
  /** A facility's name, or "" for every facility. */
  readonly facility: string
}

export interface ExplorerContent {
  readonly cards: ReadonlyArray<ExplorerHotelCard>
  readonly page: number
  readonly totalPages: number
  readonly pages: ReadonlyArray<PageWindowItem>
}

const brandOfPath = (brandId: string | undefined): BrandKey | undefined => {
  const id = Number(brandId)
  return id in BRAND_KEYS ? BRAND_KEYS[id as BrandId] : undefined
}

/** The list's query: the URL's filters and page, the path's brand over the URL's. */
export const explorerQuery = (input: HotelsExplorerInput): HotelsFilterQuery => {
  const params = Object.fromEntries(new URLSearchParams(input.search))
  const query = explorerQueryFromParams(params)
  const brand = brandOfPath(input.brandId)
  return brand === undefined ? query : { ...query, brand }
}

/** The explorer's address for filters and a page; page 1 and blank filters are left out (one address per list). */
export const explorerHref = (filters: ExplorerFilters, page: number, brandPage?: BrandKey): string => {
  const params = new URLSearchParams()
  if (brandPage === undefined && filters.brand !== "") params.set(HOTEL_BRAND_PARAM, filters.brand)
  if (filters.city !== "") params.set(HOTEL_CITY_PARAM, filters.city)
  if (filters.facility !== "") params.set(HOTEL_FACILITY_PARAM, filters.facility)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  const path = brandPage === undefined ? OUR_HOTELS_ROUTE : brandHotelsRoute(BRAND_IDS[brandPage])
  const search = params.toString()
  return search === "" ? path : `${path}?${search}`
}

/** spec A §8, B §8: a page of hotels with the pagination bar, or "No hotels available". */
export const explorerView = (read: ResourceState<HotelsPage>, page: number): ViewState<ExplorerContent> => {
  if (read.kind !== "ready") return read.kind === "failed" ? empty(NO_HOTELS) : LOADING
  const { hotels, totalPages } = read.value
  if (hotels.length === 0) return empty(NO_HOTELS)
  return ready({ cards: hotels.map(explorerHotelCard), page, totalPages, pages: pageWindow(page, totalPages) })
}

/** The brand's name and slogan, from the hotels read (the list gives each hotel's brand). */
const brandOf = (read: ResourceState<HotelsPage>) => (read.kind === "ready" ? read.value.hotels[0]?.brand : undefined)

export interface FilterOption {
  readonly value: string
  readonly label: string
}

export const brandOptions = (): ReadonlyArray<FilterOption> => [
  { value: "", label: ALL_BRANDS },
  ...MEGA_MENU_BRAND_TABS.map((brand) => ({ value: brand, label: BRAND_LABELS[brand] })),
]

const choiceOptions = (every: string, choices: ReadonlyArray<string>, chosen: string): ReadonlyArray<FilterOption> => [
  { value: "", label: every },
  ...[...new Set(chosen === "" || choices.includes(chosen) ? choices : [...choices, chosen])].map((choice) => ({ value: choice, label: choice })),
]

export const cityOptions = (cities: ReadonlyArray<string>, chosen: string): ReadonlyArray<FilterOption> => choiceOptions(ALL_CITIES, cities, chosen)

export const facilityOptions = (facilities: ReadonlyArray<string>, chosen: string): ReadonlyArray<FilterOption> => choiceOptions(ALL_FACILITIES, facilities, chosen)

export interface HotelsExplorerModel {
  readonly view: ReadonlySignal<ViewState<ExplorerContent>>
  readonly filters: ExplorerFilters
  /** The brand the path fixes (a brand's page), else null. */
  readonly brandPage: BrandKey | null
  /** The brand filter's options, every brand first (none on a brand's page). */
  readonly brandOptions: ReadonlyArray<FilterOption>
  /** The city filter's options: every city first, then the cities of all hotels (and the one in the URL). */
  readonly cityOptions: ReadonlySignal<ReadonlyArray<FilterOption>>
  /** The facility filter's options: every facility first, then the facilities of all hotels (and the one in the URL). */
  readonly facilityOptions: ReadonlySignal<ReadonlyArray<FilterOption>>
  readonly heading: ReadonlySignal<string>
  readonly head: ReadonlySignal<PageHead>
  /** Shows the first page of the hotels the filters pick (a new address: Back returns). */
  readonly filter: (filters: ExplorerFilters) => Effect.Effect<void>
  readonly goToPage: (page: number) => Effect.Effect<void>
}

export const makeHotelsExplorerModel = (
  input: HotelsExplorerInput,
): Effect.Effect<HotelsExplorerModel, never, ContentApi | Navigation | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const navigation = yield* Navigation
    const query = explorerQuery(input)
    const brandPage = input.brandId === undefined ? null : (query.brand ?? null)
    const filters: ExplorerFilters = { brand: query.brand ?? "", city: query.city ?? "", facility: query.facility ?? "" }
    const hotels = yield* makeResource({
      key: fixedKey(query),
      load: (key) => loadHotelsPage(key),
      shared: { id: (key) => `hotels:${JSON.stringify(key)}` },
    })
    const choices = yield* makeResource({
      key: fixedKey(allHotelsQuery()),
      load: (key) => loadHotelChoices(key),
      shared: { id: () => "hotel-choices" },
    })
    const heading = computed(() => {
      const brand = brandOf(hotels.state.value)
      return brandPage !== null && brand !== undefined ? brandHotelsTitle(brand.name) : OUR_HOTELS
    })
    const go = (to: string) => navigation.go(to)
    return {
      view: computed(() => explorerView(hotels.state.value, query.page)),
      filters,
      brandPage,
      brandOptions: brandPage === null ? brandOptions() : [],
      cityOptions: computed(() => cityOptions(choices.state.value.kind === "ready" ? choices.state.value.value.cities : [], filters.city)),
      facilityOptions: computed(() => facilityOptions(choices.state.value.kind === "ready" ? choices.state.value.value.facilities : [], filters.facility)),
      heading,
      head: computed((): PageHead => {
        const brand = brandOf(hotels.state.value)
        return {
          title: siteTitle(heading.value),
          description: brandPage !== null && brand !== undefined ? brandHotelsDescription(brand.name, brand.slogan) : OUR_HOTELS_DESCRIPTION,
          canonicalPath: explorerHref(filters, query.page, brandPage ?? undefined),
        }
      }),
      filter: (next) => go(explorerHref(brandPage === null ? next : { ...next, brand: "" }, 1, brandPage ?? undefined)),
      goToPage: (page) => go(explorerHref(filters, page, brandPage ?? undefined)),
    }
  })
