import type { BrandKey } from "../booking/hotel.ts"
import { MEGA_MENU_BRAND_TABS } from "./hotel-listing.ts"
import {
  BRAND_CITY,
  BRAND_CITY_TAGLINE,
  BRAND_COURTYARD,
  BRAND_COURTYARD_TAGLINE,
  BRAND_ROAD,
  BRAND_ROAD_TAGLINE,
  BRAND_TOWN,
  BRAND_TOWN_TAGLINE,
  GROUP_BRAND_PREFIX,
} from "./messages.ts"

/** issue 29 §13: each brand's one name, as the API gives it (the seed's brands are named from here). */
export const BRAND_NAMES: Readonly<Record<BrandKey, string>> = { city: BRAND_CITY, courtyard: BRAND_COURTYARD, road: BRAND_ROAD, town: BRAND_TOWN }

export const brandName = (key: BrandKey): string => BRAND_NAMES[key]

/** The brands' names as the site's navigation shows them: the name without the group's prefix ("Road Lodge"). */
export const BRAND_LABELS: Readonly<Record<BrandKey, string>> = {
  city: BRAND_CITY.slice(GROUP_BRAND_PREFIX.length + 1),
  courtyard: BRAND_COURTYARD.slice(GROUP_BRAND_PREFIX.length + 1),
  road: BRAND_ROAD.slice(GROUP_BRAND_PREFIX.length + 1),
  town: BRAND_TOWN.slice(GROUP_BRAND_PREFIX.length + 1),
}

/** One line about each brand for the brands strip. */
export const BRAND_TAGLINES: Readonly<Record<BrandKey, string>> = {
  city: BRAND_CITY_TAGLINE,
  courtyard: BRAND_COURTYARD_TAGLINE,
  road: BRAND_ROAD_TAGLINE,
  town: BRAND_TOWN_TAGLINE,
}

/** A brand as the strip shows it: its colour's key, its name (the group's prefix, then its label) and its line. */
export interface BrandLine {
  readonly key: BrandKey
  readonly prefix: string
  readonly label: string
  readonly tagline: string
}

/** The brands in the mega-menu's order (Courtyard first). */
export const BRAND_LINES: ReadonlyArray<BrandLine> = MEGA_MENU_BRAND_TABS.map((key) => ({
  key,
  prefix: GROUP_BRAND_PREFIX,
  label: BRAND_LABELS[key],
  tagline: BRAND_TAGLINES[key],
}))
