import type { Breadcrumb as Crumb } from "../../core/manage-booking/manage-booking.ts"
import { MANAGE_BOOKING } from "../../core/booking/messages.ts"
import { breadcrumbLabelIn } from "../../core/content/truncate.ts"
import { Breadcrumb } from "../kit/breadcrumb.tsx"
import { useWideScreen } from "../kit/use-wide-screen.ts"

/**
 * spec B §2: the Manage Booking header with its breadcrumbs Home / My Account / My Bookings / Manage Booking, shown
 * only while the manage-booking e-mail and number are in session storage (the page's model says: `crumbs`); labels
 * cut to 10 characters below 1120 px.
 */
export const ManageBookingHeader = ({ crumbs }: { readonly crumbs: ReadonlyArray<Crumb> }) => {
  const wide = useWideScreen()
  if (crumbs.length === 0) return null
  return (
    <header className="manage-header">
      <Breadcrumb items={crumbs.map((crumb) => ({ label: breadcrumbLabelIn(crumb.label, wide), ...(crumb.href === undefined ? {} : { to: crumb.href }) }))} />
      <p className="manage-header__title">{MANAGE_BOOKING}</p>
    </header>
  )
}
