import { CARD_MAX_FACILITIES } from "../booking/hotel-list.ts"
import { BRAND_KEYS, type BrandKey } from "../booking/hotel.ts"
import type { HotelDetails } from "../content/hotel-listing.ts"
import { hotelPageRoute } from "../routes.ts"
import { viewHotelLabel } from "./messages.ts"

/** A hotel as the explorer and the brand pages show it: a card linking to its page. */
export interface ExplorerHotelCard {
  readonly id: number
  readonly name: string
  readonly brandKey: BrandKey
  readonly brandName: string
  readonly place: string
  readonly image: string | null
  /** spec B §2, §9: a hotel card shows up to 8 facilities. */
  readonly facilities: ReadonlyArray<string>
  readonly href: string
  readonly viewLabel: string
}

/** spec B §2: a hotel's page is /our-hotels/{brandName}/{hotelId}, the brand named by its key. */
export const hotelPageOf = (hotel: Pick<HotelDetails, "id" | "brand">): string => hotelPageRoute(BRAND_KEYS[hotel.brand.id], hotel.id)

export const explorerHotelCard = (hotel: HotelDetails): ExplorerHotelCard => ({
  id: hotel.id,
  name: hotel.name,
  brandKey: BRAND_KEYS[hotel.brand.id],
  brandName: hotel.brand.name,
  place: [hotel.city, hotel.province].filter((part) => part.trim() !== "").join(", "),
  image: hotel.images[0]?.url ?? null,
  facilities: hotel.amenities.slice(0, CARD_MAX_FACILITIES).map((amenity) => amenity.name),
  href: hotelPageOf(hotel),
  viewLabel: viewHotelLabel(hotel.name),
})
