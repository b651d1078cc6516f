import { Outlet } from "react-router-dom"

/** The booking management and account pages' loaders, each page a chunk of its own (ui/app/router.tsx). */
export const PAGES = import.meta.glob<Readonly<Record<string, unknown>>>(["../manage-booking/*-page.tsx", "../account/*-page.tsx", "../content/contact-us-page.tsx"])

/**
 * spec B §2: booking management (/manage-bookings, a booking's details by uuid with view-booking and edit-booking,
 * /my-account/my-bookings) and /contact-us. No booking search is needed here (the redirect rule is the booking
 * flow's); a booking opens by its uuid or a verified code only.
 */
export const ManageArea = () => <Outlet />
