// Empty states of the content lists, word for word from the spec.

/** spec accounts-and-content §8, booking-flow §8: an empty search or list. */
export const NO_RESULTS = "No results"

/** spec accounts-and-content §8: the investors tab without downloads. */
export const NO_DOWNLOADS = "No downloads available."

/** spec accounts-and-content §2, §8: a legal document without content. */
export const NO_TERMS = "No Terms and Conditions available"

/** spec accounts-and-content §8: the job vacancies page without vacancies. */
export const NO_JOBS = "No jobs available"

/** spec accounts-and-content §8: the special offers listing without offers. */
export const NO_SPECIAL_OFFERS = "No special offers available"

/** spec accounts-and-content §8, booking-flow §8: a hotel list without hotels. */
export { NO_HOTELS_AVAILABLE as NO_HOTELS } from "../booking/messages.ts"

/** spec accounts-and-content §8, booking-flow §8: a hotel page without specials. */
export const NO_HOTEL_SPECIALS = "There are currently no specials available at this hotel."

/**
 * The accessible name of a card's action, naming the card's item ("View Hotel: Karoo City Sandton"): a screen reader
 * tells the many View Hotel links of a list apart. Every such label of the site is made here.
 */
export const actionLabel = (action: string, item: string): string => `${action}: ${item}`

// Not the spec's words: the site's name after each page's own title, and its description for search engines and link previews.
export const SITE_NAME = "Karoo Hotels"
export const siteTitle = (title: string): string => `${title} · ${SITE_NAME}`
export const SITE_DESCRIPTION =
  "Book City, Courtyard, Road and Town hotels across South Africa directly with Karoo Hotels: best rates, special offers and meeting rooms."

// Not the spec's words: the site's own pages (each page's h1 and its document title, ui/app/route-table.ts)
export const HOME_TITLE = "Karoo Hotels: City, Courtyard, Road and Town hotels across South Africa"
export const CONTACT_US = "Contact us"
export const OUR_HOTELS = "Our Hotels"

// spec A §2: the contact-details list's heading and its card action
export const HOTEL_CONTACT_DETAILS = "Hotel contact details"
export const BOOK_HOTEL = "Book Hotel"
// Not the spec's words: the group's boxes on /contact-us
export const CUSTOMER_SUPPORT = "Customer support"
export const MEDIA_ENQUIRIES = "Media enquiries"
export const NOT_FOUND_TITLE = "Page not found"

// Not the spec's words: the brands' names, one each everywhere (issue 29 §13: the badges, the strip, the tabs, the
// seed's brands), the group's name first; and a line about each for the brands strip
export const GROUP_BRAND_PREFIX = "Karoo"
export const BRAND_CITY = `${GROUP_BRAND_PREFIX} City`
export const BRAND_COURTYARD = `${GROUP_BRAND_PREFIX} Courtyard`
export const BRAND_ROAD = `${GROUP_BRAND_PREFIX} Road Lodge`
export const BRAND_TOWN = `${GROUP_BRAND_PREFIX} Town Lodge`
export const BRAND_CITY_TAGLINE = "Business-ready hotels in the heart of South Africa's cities."
export const BRAND_COURTYARD_TAGLINE = "Gracious suites with space to settle in, for longer stays."
export const BRAND_ROAD_TAGLINE = "Smart, good-value rooms on the road, wherever the trip leads."
export const BRAND_TOWN_TAGLINE = "Friendly hotels close to everything in regional towns."

// Not the spec's words: the contact page's hotel finder (/contact-us lists every hotel, too many to scroll on a phone)
export const FIND_CONTACT_HOTEL = "Find a hotel by name, city or province"
export const NO_CONTACT_HOTEL = "No hotel matches your search. Try a city or a province."

/** spec A §2: the heading of the guest reviews block. */
export const REVIEWS_HEADING = "What our guests are saying"

/** spec A §2: the headings of the two points tables and of the join box. */
export const HOW_TO_EARN_POINTS = "How to Earn Points"
export const HOW_TO_REDEEM_POINTS = "How to Redeem Points"
export const BECOME_A_MEMBER_TODAY = "Become a Member Today"

/** spec A §2: the words of a banner's link. */
export const FIND_OUT_MORE = "Find out more"

export const EXPLORE_BY_CITY = "Explore by City"
export const VIEW_ALL_HOTELS = "View All Hotels"

// Not the spec's words: the home page's blocks (spec A §2 names them, not their headings) and the slider's controls
export const OPERATING_FOOTPRINT_HEADING = "Our operating footprint"
export const HOME_FOOTPRINT_HOTELS = "Hotels"
export const HOME_FOOTPRINT_ROOMS = "Rooms"
export const LATEST_SPECIAL_OFFERS = "Latest special offers"
export const VIEW_ALL_SPECIAL_OFFERS = "View all special offers"
export const VIEW_OFFER = "View Offer"
export const TESTIMONIALS_HEADING = "Testimonials"
export const PARTNERS_HEADING = "Our partners"
export const HERO_BANNERS = "Featured"
export const PREVIOUS_BANNER = "Previous banner"
export const NEXT_BANNER = "Next banner"
export const PAUSE_BANNERS = "Pause the banners"
export const PLAY_BANNERS = "Play the banners"
export const bannerPosition = (index: number, count: number): string => `Banner ${index + 1} of ${count}`
export const PREVIOUS_OFFERS = "Previous offers"
export const NEXT_OFFERS = "Next offers"
export const REVIEW_PLATFORM_LABELS = { tripadvisor: "Tripadvisor", google: "Google" } as const
export const starsLabel = (rating: number): string => `Rated ${rating} out of 5`
export const NEWSLETTER_BLOCK_HEADING = "Specials and news, first"
export const NEWSLETTER_BLOCK_LEAD = "Join our mailing list for the latest offerings and news from every Karoo hotel."
