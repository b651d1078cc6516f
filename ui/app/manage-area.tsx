import { Outlet } from "react-router-dom"

/**
 * spec B §2: booking management (/manage-bookings, a booking's details by uuid with view-booking and edit-booking,
 * /my-account/my-bookings) and /contact-us. No booking search is needed here (the redirect rule is the booking
 * flow's); a booking opens by its uuid or a verified code only.
 */
export const ManageArea = () => <Outlet />
