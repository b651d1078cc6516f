import type { BrandKey } from "../../core/booking/hotel.ts"

/** The brands' names as the site's navigation shows them; the API's brand names carry the group's prefix. */
export const BRAND_LABELS: Readonly<Record<BrandKey, string>> = {
  city: "City",
  courtyard: "Courtyard",
  road: "Road",
  town: "Town",
}

/** One line about each brand for the brands strip. */
export const BRAND_TAGLINES: Readonly<Record<BrandKey, string>> = {
  city: "Business-ready hotels in the heart of South Africa's cities.",
  courtyard: "Gracious suites with space to settle in, for longer stays.",
  road: "Smart, good-value rooms on the road, wherever the trip leads.",
  town: "Friendly hotels close to everything in regional towns.",
}
