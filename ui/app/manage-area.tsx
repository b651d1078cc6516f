import { matchPath, useLocation } from "react-router-dom"
import { CONTACT_US_ROUTE, MANAGE_BOOKINGS_ROUTE, MY_BOOKINGS_ROUTE } from "../../core/routes.ts"
import { ContactUsPage } from "../content/contact-us-page.tsx"
import { BookingDetailsPage } from "../manage-booking/booking-details-page.tsx"
import { ManageBookingsPage } from "../manage-booking/manage-bookings-page.tsx"
import { MyBookingsPage } from "../manage-booking/my-bookings-page.tsx"
import { NotFoundPage } from "../shell/not-found-page.tsx"
import { BOOKING_DETAILS_PATTERN, EDIT_BOOKING_PATTERN, VIEW_BOOKING_PATTERN } from "./manage-routes.ts"

const pages = [
  [MANAGE_BOOKINGS_ROUTE, ManageBookingsPage],
  [MY_BOOKINGS_ROUTE, MyBookingsPage],
  [CONTACT_US_ROUTE, ContactUsPage],
  [BOOKING_DETAILS_PATTERN, BookingDetailsPage],
  [VIEW_BOOKING_PATTERN, BookingDetailsPage],
  [EDIT_BOOKING_PATTERN, BookingDetailsPage],
] as const

/**
 * spec B §2: booking management (/manage-bookings, a booking's details by uuid with view-booking and edit-booking,
 * /my-account/my-bookings) and /contact-us. No booking search is needed here (the redirect rule is the booking
 * flow's); a booking opens by its uuid or a verified code only.
 */
const ManageArea = () => {
  const { pathname } = useLocation()
  const page = pages.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname) !== null)
  if (page === undefined) return <NotFoundPage />
  const Page = page[1]
  return <Page />
}

export default ManageArea
