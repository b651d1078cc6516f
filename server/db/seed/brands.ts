import { BRAND_IDS } from "../../../core/booking/hotel.ts"
import { BRAND_NAMES } from "../../../core/content/brands.ts"
import type { AmenityRow, BrandKeyValue } from "../schema.ts"

/** What sets a brand apart in the seed: its name, its prices and what its hotels offer. */
export interface BrandProfile {
  readonly id: number
  readonly key: BrandKeyValue
  readonly name: string
  readonly slogan: string
  /** What kind of hotel it is, for descriptions: "Karoo City Sandton is {kind}". */
  readonly kind: string
  /** A queen room on a weekday night out of season, in cents (spec B §9: amounts in cents). */
  readonly basePriceCents: number
  /** Breakfast per guest per night on the bed-and-breakfast rate, in cents. */
  readonly breakfastCents: number
  /** Amenities every hotel of the brand has, then those some of them have. */
  readonly amenities: ReadonlyArray<string>
  readonly optionalAmenities: ReadonlyArray<string>
  /** Meeting room: half-day and full-day rates in cents and the most seats (null: no meeting room). */
  readonly meetingRoom: { readonly halfDayCents: number; readonly fullDayCents: number; readonly seats: number } | null
}

/** Road Lodges are the cheapest, Courtyards the dearest (issue 3). */
export const BRAND_PROFILES: Readonly<Record<BrandKeyValue, BrandProfile>> = {
  city: {
    id: BRAND_IDS.city,
    key: "city",
    name: BRAND_NAMES.city,
    slogan: "Stylish stays in the heart of the city",
    kind: "a contemporary full-service hotel",
    basePriceCents: 175_000,
    breakfastCents: 19_500,
    amenities: ["Free Wi-Fi", "Restaurant", "Bar", "Gym", "Secure parking", "24-hour reception", "Backup power", "Conference facilities"],
    optionalAmenities: ["Swimming pool", "Airport shuttle", "Laundry service", "EV charging", "Rooftop terrace"],
    meetingRoom: { halfDayCents: 450_000, fullDayCents: 750_000, seats: 120 },
  },
  courtyard: {
    id: BRAND_IDS.courtyard,
    key: "courtyard",
    name: BRAND_NAMES.courtyard,
    slogan: "Room to live, space to work",
    kind: "an all-suite hotel with kitchenettes in every suite",
    basePriceCents: 215_000,
    breakfastCents: 22_500,
    amenities: ["Free Wi-Fi", "Restaurant", "Swimming pool", "Gym", "Secure parking", "24-hour reception", "Backup power", "Laundry service"],
    optionalAmenities: ["Bar", "Conference facilities", "Spa", "EV charging", "Garden courtyard"],
    meetingRoom: { halfDayCents: 380_000, fullDayCents: 620_000, seats: 60 },
  },
  road: {
    id: BRAND_IDS.road,
    key: "road",
    name: BRAND_NAMES.road,
    slogan: "Simple, smart, affordable",
    kind: "a no-frills, one-price-per-room lodge",
    basePriceCents: 89_000,
    breakfastCents: 9_500,
    amenities: ["Free Wi-Fi", "Secure parking", "24-hour reception", "Backup power", "Grab-and-go breakfast"],
    optionalAmenities: ["Airport shuttle", "Vending machines", "Truck and trailer parking"],
    meetingRoom: null,
  },
  town: {
    id: BRAND_IDS.town,
    key: "town",
    name: BRAND_NAMES.town,
    slogan: "Comfort close to everything",
    kind: "a friendly mid-priced hotel",
    basePriceCents: 129_000,
    breakfastCents: 15_500,
    amenities: ["Free Wi-Fi", "Restaurant", "Secure parking", "24-hour reception", "Backup power"],
    optionalAmenities: ["Swimming pool", "Bar", "Conference facilities", "Laundry service", "Gym"],
    meetingRoom: { halfDayCents: 250_000, fullDayCents: 400_000, seats: 40 },
  },
}

/** Brands in id order. */
export const BRAND_LIST: ReadonlyArray<BrandProfile> = Object.values(BRAND_PROFILES).sort((a, b) => a.id - b.id)

const amenityKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** An amenity with its icon, e.g. /images/amenities/free-wi-fi.svg. */
export const amenity = (name: string): AmenityRow => ({ name, images: [`/images/amenities/${amenityKey(name)}.svg`] })
