import {
  BOOKING_DETAILS_ROUTE_PREFIX,
  CONTACT_US_ROUTE,
  EDIT_BOOKING_SUBPAGE,
  MANAGE_BOOKINGS_ROUTE,
  MY_BOOKINGS_ROUTE,
  VIEW_BOOKING_SUBPAGE,
} from "../../core/routes.ts"

/** spec B §2: a booking's details, by uuid, and its two sub-pages (react-router patterns). */
export const BOOKING_DETAILS_PATTERN = `${BOOKING_DETAILS_ROUTE_PREFIX}/:uuid`
export const VIEW_BOOKING_PATTERN = `${BOOKING_DETAILS_PATTERN}/${VIEW_BOOKING_SUBPAGE}`
export const EDIT_BOOKING_PATTERN = `${BOOKING_DETAILS_PATTERN}/${EDIT_BOOKING_SUBPAGE}`

/** Booking management and the support page it leads to (ui/manage-booking, ui/content), on the manage area's chunk. */
export const MANAGE_ROUTES = [
  MANAGE_BOOKINGS_ROUTE,
  MY_BOOKINGS_ROUTE,
  CONTACT_US_ROUTE,
  BOOKING_DETAILS_PATTERN,
  VIEW_BOOKING_PATTERN,
  EDIT_BOOKING_PATTERN,
] as const
