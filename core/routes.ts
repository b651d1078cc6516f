/**
 * Every route path the rules name (spec booking-flow §2, accounts-and-content §2), in one place: the rules say
 * where a step goes by these names, and the UI's router mounts its pages at them.
 */

export const HOME_ROUTE = "/"

// spec B §2: the booking flow
export const BOOKING_ROUTE_PREFIX = "/booking"
/** spec B §2: the booking flow's pages, /booking and below. */
export const isBookingFlowPage = (pathname: string): boolean =>
  pathname === BOOKING_ROUTE_PREFIX || pathname.startsWith(`${BOOKING_ROUTE_PREFIX}/`)
export const HOTELS_ROUTE = "/booking/hotels"
export const CALENDAR_ROUTE = "/booking/calendar"
export const ROOMS_ROUTE = "/booking/rooms"
export const REVIEW_ROUTE = "/booking/review"
export const TODAY_ROUTE = "/booking/today"
export const GUEST_DETAILS_ROUTE = "/booking/guest-details"
export const PAYMENT_DETAILS_ROUTE = "/booking/payment-details"
/** spec B §2: the hand-off to the card gateway (/booking/payment?pay_request_id=..&checksum=..). */
export const PAYMENT_ROUTE = "/booking/payment"
export const THANK_YOU_ROUTE = "/booking/thank-you"

/** spec B §4: the thank-you page of one booking (it polls the booking until its payment is known). */
export const thankYouRoute = (uuid: string): string => `${THANK_YOU_ROUTE}?booking=${encodeURIComponent(uuid)}`

// spec A §2, B §2: My Account and booking management
export const MY_DETAILS_ROUTE = "/my-account/my-details"
export const MY_BOOKINGS_ROUTE = "/my-account/my-bookings"
// spec A §2, §6: the corporate area: company details, and the travellers table (searched by its `query` parameter)
export const CORPORATE_ACCOUNT_ROUTE = "/my-account/corporate-account"
export const COMPANY_TRAVELLERS_ROUTE = `${CORPORATE_ACCOUNT_ROUTE}/company-travelers`
// spec A §2, §6 (the spec names no path): the points expiring and points history tables, as the API's loyalty_points
export const LOYALTY_POINTS_ROUTE = "/my-account/loyalty-points"
export const BOOKING_DETAILS_ROUTE_PREFIX = "/my-account/manage-booking/booking-details"
export const VIEW_BOOKING_SUBPAGE = "view-booking"
export const EDIT_BOOKING_SUBPAGE = "edit-booking"
export const bookingDetailsRoute = (uuid: string): string => `${BOOKING_DETAILS_ROUTE_PREFIX}/${encodeURIComponent(uuid)}`
export const viewBookingRoute = (uuid: string): string => `${bookingDetailsRoute(uuid)}/${VIEW_BOOKING_SUBPAGE}`
export const editBookingRoute = (uuid: string): string => `${bookingDetailsRoute(uuid)}/${EDIT_BOOKING_SUBPAGE}`
/** A booking's details and its two sub-pages as router patterns (the uuid a parameter). */
export const BOOKING_DETAILS_PATTERN = `${BOOKING_DETAILS_ROUTE_PREFIX}/:uuid`
export const VIEW_BOOKING_PATTERN = `${BOOKING_DETAILS_PATTERN}/${VIEW_BOOKING_SUBPAGE}`
export const EDIT_BOOKING_PATTERN = `${BOOKING_DETAILS_PATTERN}/${EDIT_BOOKING_SUBPAGE}`

// spec A §2: loyalty programmes
export const LOYALTY_PROGRAMMES_ROUTE = "/loyalty-programmes"
export const INDIVIDUAL_LOYALTY_ROUTE = "/loyalty-programmes/individual-loyalty-programme"
export const CORPORATE_LOYALTY_ROUTE = "/loyalty-programmes/corporate-loyalty-programme"

// spec B §2: hotel pages, brand listings and all hotels (optional city query)
export const OUR_HOTELS_ROUTE = "/our-hotels"
export const hotelPageRoute = (brandName: string, hotelId: number): string =>
  `${OUR_HOTELS_ROUTE}/${encodeURIComponent(brandName)}/${hotelId}`
export const brandHotelsRoute = (brandId: number): string => `${OUR_HOTELS_ROUTE}/hotel-brand/${brandId}`
export const BRAND_HOTELS_PATTERN = `${OUR_HOTELS_ROUTE}/hotel-brand/:brandId`
export const HOTEL_PAGE_PATTERN = `${OUR_HOTELS_ROUTE}/:brandName/:hotelId`
export const cityHotelsRoute = (city: string): string => `${OUR_HOTELS_ROUTE}?city=${encodeURIComponent(city)}`

// spec B §2: booking management without an account, and the support page the Booking not found dialog names
export const MANAGE_BOOKINGS_ROUTE = "/manage-bookings"
export const CONTACT_US_ROUTE = "/contact-us"
// spec B §2: View Room Specials opens the special offers
export const SPECIAL_OFFERS_ROUTE = "/special-offers"
// spec A §2: one offer's page, and the meeting-room page (issue 25)
export const SPECIAL_OFFER_PATTERN = `${SPECIAL_OFFERS_ROUTE}/:slug`
export const specialOfferRoute = (slug: string): string => `${SPECIAL_OFFERS_ROUTE}/${encodeURIComponent(slug)}`
export const MEETINGS_AND_EVENTS_ROUTE = "/meetings-and-events"
// spec A §2: the legal hub
export const LEGAL_HUB_ROUTE = "/legal-hub"

// spec A §2: the company's pages (issue 26): the legal hub's terms, help, careers and the media centre
/** spec A §2: the legal hub with a section chosen (name=reservations: the reservations cancellation policy). */
export const legalHubSectionRoute = (name: string): string => `${LEGAL_HUB_ROUTE}?name=${encodeURIComponent(name)}`
export const LEGAL_TERM_PATTERN = `${LEGAL_HUB_ROUTE}/:slug`
export const legalTermRoute = (slug: string): string => `${LEGAL_HUB_ROUTE}/${encodeURIComponent(slug)}`
export const HELP_ROUTE = "/help"
export const CAREER_PATHS_ROUTE = "/our-people/career-paths"
export const EMPLOYEE_BENEFITS_ROUTE = "/our-people/employee-benefits"
/** spec A §2 names the job vacancies page but not its path: decided beside the other our-people pages. */
export const JOB_VACANCIES_ROUTE = "/our-people/job-vacancies"
export const MEDIA_CENTRE_PREFIX = "/media-centre"
// spec A §2 (issue 26): investors, about us, partners, ESG and food and beverage. The spec names no path for the
// about-us landing (operating footprint, milestones, diversity, how we lead, why we exist), the ESG page (corporate
// social initiatives) or the charities page: decided here, under /about-us.
export const INVESTORS_ROUTE = "/investors"
export const ABOUT_US_ROUTE = "/about-us"
export const WHO_LEADS_US_ROUTE = "/about-us/who-leads-us"
export const WHO_GOVERNS_US_ROUTE = "/about-us/who-governs-us"
export const ESG_ROUTE = "/about-us/esg"
export const CHARITIES_ROUTE = "/about-us/esg/charities"
export const PARTNERS_ROUTE_PREFIX = "/partners"
export const PARTNER_PATTERN = `${PARTNERS_ROUTE_PREFIX}/:slug`
export const FOOD_AND_BEVERAGE_ROUTE = "/food-and-beverage"
export const CHEF_NEWS_ROUTE = "/food-and-beverage/chef-news"
export const CHEF_NEWS_PATTERN = `${CHEF_NEWS_ROUTE}/:slug`
export const chefNewsRoute = (slug: string): string => `${CHEF_NEWS_ROUTE}/${encodeURIComponent(slug)}`
export const SHOWCASE_ROUTE_PREFIX = "/food-and-beverage/showcase"
export const SHOWCASE_PATTERN = `${SHOWCASE_ROUTE_PREFIX}/:slug`
export const showcaseRoute = (slug: string): string => `${SHOWCASE_ROUTE_PREFIX}/${encodeURIComponent(slug)}`
