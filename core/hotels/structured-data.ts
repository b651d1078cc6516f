import { SITE_DESCRIPTION, SITE_NAME } from "../content/messages.ts"
import type { HotelDetails } from "../content/hotel-listing.ts"
import { MAX_STARS } from "../content/review-stars.ts"
import { HOME_ROUTE } from "../routes.ts"

/**
 * schema.org data of the public pages (issue 25), as plain objects the render writes as JSON-LD. Addresses are the
 * site's paths ("/our-hotels/city/12"): the render makes every `url`, `image` and `logo` absolute with the site's origin.
 */
export type StructuredData = Readonly<Record<string, unknown>>

const SCHEMA_ORG = "https://schema.org"

/** The group, on the home page. */
export const organizationData = (): StructuredData => ({
  "@context": SCHEMA_ORG,
  "@type": "Organization",
  name: SITE_NAME,
  url: HOME_ROUTE,
  logo: "/favicon.svg",
  description: SITE_DESCRIPTION,
})

export interface HotelRating {
  /** The mean of the reviews shown, to one decimal (spec A §9). */
  readonly average: number
  readonly count: number
}

/** A hotel's page: its address, position, telephone and, when it has reviews, their aggregate rating. */
export const hotelData = (hotel: HotelDetails, url: string, rating: HotelRating | null): StructuredData => ({
  "@context": SCHEMA_ORG,
  "@type": "Hotel",
  name: hotel.name,
  description: hotel.description,
  url,
  ...(hotel.images.length === 0 ? {} : { image: hotel.images.map((image) => image.url) }),
  telephone: hotel.phone,
  email: hotel.email,
  address: {
    "@type": "PostalAddress",
    streetAddress: hotel.physicalAddress,
    addressLocality: hotel.city,
    addressRegion: hotel.province,
    addressCountry: hotel.country,
  },
  geo: { "@type": "GeoCoordinates", latitude: hotel.latitude, longitude: hotel.longitude },
  brand: { "@type": "Brand", name: hotel.brand.name },
  amenityFeature: hotel.amenities.map((amenity) => ({ "@type": "LocationFeatureSpecification", name: amenity.name, value: true })),
  ...(rating === null
    ? {}
    : { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, reviewCount: rating.count, bestRating: MAX_STARS, worstRating: 1 } }),
})
