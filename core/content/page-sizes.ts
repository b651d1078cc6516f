// Page sizes and list limits of the content and listing pages. The booking flow's own sizes
// (rooms per page, bookings tables, promo lookup, facilities on a hotel card) belong to the booking and search capabilities.

/** spec booking-flow §7, §9, accounts-and-content §2, §9: the filterable hotel explorer shows 12 hotels a page. */
export const EXPLORER_HOTELS_PER_PAGE = 12

/** spec booking-flow §9, accounts-and-content §9: hotel lists for dropdowns and menus fetch page 1 of 100. */
export const HOTELS_FETCH_SIZE = 100

/** spec accounts-and-content §7, §9: the special offers listing shows 12 offers a page. */
export const SPECIAL_OFFERS_PER_PAGE = 12

/** spec accounts-and-content §2, §7, §9: the job vacancies page shows 12 vacancies a page. */
export const JOBS_PER_PAGE = 12
