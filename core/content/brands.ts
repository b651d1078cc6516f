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
} from "./messages.ts"

/** The brands' names as the site's navigation shows them. */
export const BRAND_LABELS: Readonly<Record<BrandKey, string>> = { city: BRAND_CITY, courtyard: BRAND_COURTYARD, road: BRAND_ROAD, town: BRAND_TOWN }

/** One line about each brand for the brands strip. */
export const BRAND_TAGLINES: Readonly<Record<BrandKey, string>> = {
  city: BRAND_CITY_TAGLINE,
  courtyard: BRAND_COURTYARD_TAGLINE,
  road: BRAND_ROAD_TAGLINE,
  town: BRAND_TOWN_TAGLINE,
}

/** A brand as the strip shows it: its colour's key, its name and its line. */
export interface BrandLine {
  readonly key: BrandKey
  readonly label: string
  readonly tagline: string
}

/** The brands in the mega-menu's order (Courtyard first). */
export const BRAND_LINES: ReadonlyArray<BrandLine> = MEGA_MENU_BRAND_TABS.map((key) => ({ key, label: BRAND_LABELS[key], tagline: BRAND_TAGLINES[key] }))
