import type { HotelDetails } from "../content/hotel-listing.ts"
import type { SpecialOffer } from "../content/special-offer.ts"
import { hotelPageOf } from "../hotels/hotel-card.ts"
import type { StructuredData } from "../hotels/structured-data.ts"
import { SITE_NAME } from "../content/messages.ts"
import { HOME_ROUTE } from "../routes.ts"

/**
 * An offer's page (issue 25): schema.org Offer with its name, description, address, picture, the days it runs
 * (validFrom, validThrough), its tag as the category, the seller (the group) and the hotels it is good at (`areaServed`,
 * each a Hotel with its page).
 */
export const offerData = (offer: SpecialOffer, url: string, hotels: ReadonlyArray<Pick<HotelDetails, "id" | "brand" | "name">>): StructuredData => ({
  "@context": "https://schema.org",
  "@type": "Offer",
  name: offer.name,
  description: offer.description,
  url,
  ...(offer.bannerImage === null && offer.image === null ? {} : { image: (offer.bannerImage ?? offer.image)!.url }),
  validFrom: offer.startAt,
  validThrough: offer.endAt,
  ...(offer.specialTag === null ? {} : { category: offer.specialTag }),
  availability: offer.isActive ? "https://schema.org/InStock" : "https://schema.org/Discontinued",
  seller: { "@type": "Organization", name: SITE_NAME, url: HOME_ROUTE },
  ...(hotels.length === 0 ? {} : { areaServed: hotels.map((hotel) => ({ "@type": "Hotel", name: hotel.name, url: hotelPageOf(hotel) })) }),
})
