import { Schema } from "effect"
import { SOUTH_AFRICA } from "../checkout/countries.ts"
import { Amenity, Brand, BRAND_KEYS, BrandKey, Hotel, Image } from "../booking/hotel.ts"
import { MeetingRoomRates, SeatCounts } from "./boardroom.ts"
import { NO_HOTELS } from "./messages.ts"
import { EXPLORER_HOTELS_PER_PAGE, HOTELS_FETCH_SIZE } from "./page-sizes.ts"
import { pageFromParam, pageWindow, PAGE_PARAM, type PageWindowItem } from "./pagination.ts"
import { EXPLORE_BY_CITY } from "./messages.ts"

/** spec A §3: a brand as the hotel pages show it, with its slogan and logo. */
export const HotelBrand = Schema.Struct({
  ...Brand.fields,
  slogan: Schema.NullOr(Schema.String),
  logo: Schema.NullOr(Image),
})
export type HotelBrand = typeof HotelBrand.Type

/**
 * spec A §3: a hotel as the hotel listing and hotel pages give it: the booking flow's Hotel (B §3)
 * plus the brand's slogan and logo, the meeting-room fields (rates, the four seat counts, linked
 * facilities and hotels) and its id on the review platforms (the reviews' storeId). Every
 * HotelDetails is a Hotel, so the booking rules take it as it is.
 */
export const HotelDetails = Schema.Struct({
  ...Hotel.fields,
  brand: HotelBrand,
  ...MeetingRoomRates.fields,
  ...SeatCounts.fields,
  facilitiesLinked: Schema.Array(Schema.Int),
  hotelsLinked: Schema.Array(Schema.Int),
  socialPlacesId: Schema.NullOr(Schema.String),
})
export type HotelDetails = typeof HotelDetails.Type

/** spec A §7, B §7 GET /api/web/hotels/{id}/room_types: a room type of a hotel (fields decided, not shown). */
export const RoomType = Schema.Struct({
  id: Schema.Int,
  roomTypeCode: Schema.String,
  name: Schema.String,
  description: Schema.String,
  images: Schema.Array(Image),
  amenities: Schema.Array(Amenity),
})
export type RoomType = typeof RoomType.Type

/** spec A §7, B §7 "Location search by text": the hotels list it answers with. */
export const LocationMatch = Schema.Struct({
  /** The hotel's id (the promo lookup is scoped by it) and its city (the search offers the city too). */
  id: Schema.Int,
  name: Schema.String,
  physicalAddress: Schema.String,
  city: Schema.String,
  code: Schema.String,
  latitude: Hotel.fields.latitude,
  longitude: Hotel.fields.longitude,
})
export type LocationMatch = typeof LocationMatch.Type

/** spec A §7, B §7: the filters of GET /api/web/hotels. */
export interface HotelFilters {
  readonly brand?: BrandKey
  readonly country?: string
  readonly province?: string
  readonly city?: string
  /** A facility's name (an amenity of the hotel), as the explorer's facility filter sets it. */
  readonly facility?: string
}

/** spec A §7, B §7: a page of hotels by brand, country, province, city and facility. */
export interface HotelsFilterQuery extends HotelFilters {
  readonly page: number
  readonly per: number
}

/** spec A §7, B §7: the hotels near a location, always page 1. */
export interface HotelsLocationQuery {
  readonly location: string
  readonly page: 1
  readonly per: number
}

export type HotelsQuery = HotelsFilterQuery | HotelsLocationQuery

export const isLocationQuery = (query: HotelsQuery): query is HotelsLocationQuery => "location" in query

/** spec A §7, B §7: the answer, one page of hotels and how many pages there are. */
export interface HotelsPage {
  readonly hotels: ReadonlyArray<HotelDetails>
  readonly totalPages: number
}

/** The filters without blank values (a blank filter filters nothing). */
const cleanFilters = (filters: HotelFilters): HotelFilters => {
  const clean: { -readonly [K in keyof HotelFilters]: HotelFilters[K] } = {}
  if (filters.brand !== undefined) clean.brand = filters.brand
  for (const key of ["country", "province", "city", "facility"] as const) {
    const value = filters[key]?.trim()
    if (value) clean[key] = value
  }
  return clean
}

/** spec A §2, §9, B §9: the filterable hotel explorer, 12 hotels a page. */
export const explorerHotelsQuery = (filters: HotelFilters, page: number): HotelsFilterQuery => ({
  page: Math.max(1, Math.trunc(page)),
  per: EXPLORER_HOTELS_PER_PAGE,
  ...cleanFilters(filters),
})

/** spec A §9, B §9: hotel lists for dropdowns and menus take page 1 of 100. */
export const allHotelsQuery = (filters: HotelFilters = {}): HotelsFilterQuery => ({
  page: 1,
  per: HOTELS_FETCH_SIZE,
  ...cleanFilters(filters),
})

/** spec A §7, B §7: the hotels of a location search: the location with page 1 (of 100, as other lists). */
export const locationHotelsQuery = (location: string): HotelsLocationQuery => ({
  location: location.trim(),
  page: 1,
  per: HOTELS_FETCH_SIZE,
})

export const HOTEL_BRAND_PARAM = "brand"
export const HOTEL_COUNTRY_PARAM = "country"
export const HOTEL_PROVINCE_PARAM = "province"
/** spec B §2: /our-hotels takes an optional city query. */
export const HOTEL_CITY_PARAM = "city"
export const HOTEL_FACILITY_PARAM = "facility"

/** The explorer's query from its URL: an unknown brand and blank values filter nothing; a bad page is page 1. */
export const explorerQueryFromParams = (params: Readonly<Record<string, string | undefined>>): HotelsFilterQuery => {
  const brand = params[HOTEL_BRAND_PARAM]
  return explorerHotelsQuery(
    {
      ...(Schema.is(BrandKey)(brand) ? { brand } : {}),
      ...optionalText("country", params[HOTEL_COUNTRY_PARAM]),
      ...optionalText("province", params[HOTEL_PROVINCE_PARAM]),
      ...optionalText("city", params[HOTEL_CITY_PARAM]),
      ...optionalText("facility", params[HOTEL_FACILITY_PARAM]),
    },
    pageFromParam(params[PAGE_PARAM]),
  )
}

const optionalText = <K extends string>(key: K, value: string | undefined): { readonly [P in K]?: string } =>
  (value === undefined ? {} : { [key]: value }) as { readonly [P in K]?: string }

/** One option of the province filter: the words shown and the filter it sets. */
export interface ProvinceOption {
  readonly label: string
  readonly country: string
  readonly province?: string
}


/**
 * spec A §9: the provinces offered, in the spec's order, then the neighbouring countries. The
 * product spells Northern Cape 'Nothern Cape': the option shows the product's spelling and
 * filters by the province's name.
 */
export const PROVINCE_OPTIONS: ReadonlyArray<ProvinceOption> = [
  { label: "Limpopo", country: SOUTH_AFRICA, province: "Limpopo" },
  { label: "Mpumalanga", country: SOUTH_AFRICA, province: "Mpumalanga" },
  { label: "Gauteng", country: SOUTH_AFRICA, province: "Gauteng" },
  { label: "North West", country: SOUTH_AFRICA, province: "North West" },
  { label: "Nothern Cape", country: SOUTH_AFRICA, province: "Northern Cape" },
  { label: "Free State", country: SOUTH_AFRICA, province: "Free State" },
  { label: "Kwazulu-Natal", country: SOUTH_AFRICA, province: "Kwazulu-Natal" },
  { label: "Eastern Cape", country: SOUTH_AFRICA, province: "Eastern Cape" },
  { label: "Western Cape", country: SOUTH_AFRICA, province: "Western Cape" },
  { label: "Mozambique (Maputo)", country: "Mozambique", province: "Maputo" },
  { label: "Botswana", country: "Botswana" },
  { label: "Namibia", country: "Namibia" },
]

/** The filters an option sets: its country, and its province when it names one. */
export const provinceFilters = (option: ProvinceOption): HotelFilters =>
  option.province === undefined ? { country: option.country } : { country: option.country, province: option.province }

/** spec B §2: the mega-menu's brand tabs, in the order shown; courtyard is selected by default. */
export const MEGA_MENU_BRAND_TABS: ReadonlyArray<BrandKey> = ["courtyard", "city", "town", "road"]
export type MegaMenuTab = BrandKey | typeof EXPLORE_BY_CITY
export const MEGA_MENU_TABS: ReadonlyArray<MegaMenuTab> = [...MEGA_MENU_BRAND_TABS, EXPLORE_BY_CITY]
export const DEFAULT_MEGA_MENU_TAB: MegaMenuTab = "courtyard"

/** Text order for menus: English alphabetical order. */
const byText = (a: string, b: string): number => a.localeCompare(b, "en")

/** spec B §2: a brand tab lists that brand's hotels, by name. */
export const hotelsOfBrand = <T extends Pick<Hotel, "brand" | "name">>(hotels: ReadonlyArray<T>, brand: BrandKey): ReadonlyArray<T> =>
  hotels.filter((hotel) => BRAND_KEYS[hotel.brand.id] === brand).sort((a, b) => byText(a.name, b.name))

/** The facilities of the hotels, each once (ignoring case), in alphabetical order: the explorer's facility filter. */
export const facilitiesOf = (hotels: ReadonlyArray<Pick<HotelDetails, "amenities">>): ReadonlyArray<string> => {
  const facilities = new Map<string, string>()
  for (const name of hotels.flatMap((hotel) => hotel.amenities.map((amenity) => amenity.name.trim())))
    if (name !== "" && !facilities.has(name.toLowerCase())) facilities.set(name.toLowerCase(), name)
  return [...facilities.values()].sort(byText)
}

/**
 * spec B §2: "Explore by City" lists the distinct cities of all hotels, sorted. Cities are compared
 * without surrounding blanks and ignoring case (the first spelling met is kept); blank ones are dropped.
 */
export const citiesOf = (hotels: ReadonlyArray<Pick<Hotel, "city">>): ReadonlyArray<string> => {
  const cities = new Map<string, string>()
  for (const hotel of hotels) {
    const city = hotel.city.trim()
    if (city !== "" && !cities.has(city.toLowerCase())) cities.set(city.toLowerCase(), city)
  }
  return [...cities.values()].sort(byText)
}

export type MegaMenuContent<T> =
  | { readonly kind: "hotels"; readonly brand: BrandKey; readonly hotels: ReadonlyArray<T> }
  | { readonly kind: "cities"; readonly cities: ReadonlyArray<string> }

/** spec B §2: what a mega-menu tab shows, from all hotels (page 1 of 100). */
export const megaMenuContent = <T extends Pick<Hotel, "brand" | "name" | "city">>(
  hotels: ReadonlyArray<T>,
  tab: MegaMenuTab = DEFAULT_MEGA_MENU_TAB,
): MegaMenuContent<T> =>
  tab === EXPLORE_BY_CITY ? { kind: "cities", cities: citiesOf(hotels) } : { kind: "hotels", brand: tab, hotels: hotelsOfBrand(hotels, tab) }

export type HotelsExplorerView =
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly hotels: ReadonlyArray<HotelDetails>; readonly pages: ReadonlyArray<PageWindowItem> }

/** spec A §8, B §8: a page of the explorer with its pagination bar, or "No hotels available". */
export const hotelsExplorerView = (page: HotelsPage, currentPage: number): HotelsExplorerView =>
  page.hotels.length === 0
    ? { kind: "empty", message: NO_HOTELS }
    : { kind: "ready", hotels: page.hotels, pages: pageWindow(currentPage, page.totalPages) }
