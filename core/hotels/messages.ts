// The words of the hotel pages (spec booking-flow §2: /our-hotels, /our-hotels/hotel-brand/{brandId},
// /our-hotels/{brandName}/{hotelId}; accounts-and-content §2). Where the spec gives no words, ours, marked so.

import { actionLabel } from "../content/messages.ts"
export { NO_HOTELS_AVAILABLE as NO_HOTELS } from "../booking/messages.ts"

// Not the spec's words: the explorer's heading (the route table's title too), title and description.
export { OUR_HOTELS } from "../content/messages.ts"
export const OUR_HOTELS_DESCRIPTION =
  "Find a Karoo hotel: City, Courtyard, Road and Town hotels across South Africa, by brand and city, with their facilities and rooms."
export const brandHotelsTitle = (brandName: string): string => `${brandName} hotels`
export const brandHotelsDescription = (brandName: string, slogan: string | null): string =>
  `${slogan ?? `Every ${brandName} hotel of the Karoo group`}: find one by city and book it online.`
export const hotelDescriptionFallback = (name: string, city: string): string => `${name}, ${city}: rooms, facilities, meeting rooms and reviews.`

// Not the spec's words: the explorer's filters.
export const BRAND_FILTER = "Brand"
export const ALL_BRANDS = "All brands"
export const CITY_FILTER = "City"
export const ALL_CITIES = "All cities"
export const FACILITY_FILTER = "Facility"
export const ALL_FACILITIES = "All facilities"
export const SHOW_HOTELS = "Show hotels"
export const HOTEL_PAGES = "Hotel pages"
export const HOTEL_FILTERS = "Filter hotels"

// spec accounts-and-content §2 (contact-details cards, meeting request thank-you): a link to a hotel's page.
export const VIEW_HOTEL = "View Hotel"
export const viewHotelLabel = (name: string): string => actionLabel(VIEW_HOTEL, name)

// Not the spec's words: the hotel page's sections; "Book this hotel" is the issue's.
export const BOOK_THIS_HOTEL = "Book this hotel"
export const FACILITIES = "Facilities"
export const ROOM_TYPES = "Room types"
export const GALLERY = "Gallery"
export const LOCATION = "Location"
export const CONTACT = "Contact"
export const hotelPhotoAlt = (name: string, index: number): string => `${name}, photo ${index + 1}`
export const MEETING_ROOMS = "Meeting rooms"
// Not the spec's words: the headings of a hotel's content blocks (spec A §3); their empty state is the spec's "No results".
export const ATTRACTIONS = "Attractions nearby"
export const HOTEL_DINING = "Dining"
// Not the spec's words: the meeting room's layouts and facts; Half Day and Whole Day are the spec's durations (A §3).
export const U_SHAPE = "U-shape"
export const SCHOOLROOM = "Schoolroom"
export const BOARDROOM = "Boardroom"
export const CINEMA = "Cinema"
export const durationRateLabel = (duration: string, rate: string): string => `${duration}: ${rate}`
export const seatsLabel = (layout: string, count: number): string => `${layout}: ${count} ${count === 1 ? "seat" : "seats"}`
export const ratingLabel = (average: number): string => `Rated ${average} out of 5`
