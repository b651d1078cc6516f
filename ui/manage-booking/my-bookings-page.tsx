import { useState } from "react"
import { BREADCRUMB_HOME, BREADCRUMB_MY_BOOKINGS } from "../../core/booking/messages.ts"
import { HOME_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Button } from "../kit/button.tsx"
import { ManageBookingModal } from "./manage-booking-modal.tsx"

// Not the spec's words: the page a visitor without an account reaches after cancelling
export const MANAGE_ANOTHER_BOOKING = "Manage another booking"
export const MY_BOOKINGS_VISITOR_TEXT = "Your bookings are listed here once you have an account. You can manage any booking with its reference and e-mail address."

/**
 * spec B §2, §4: /my-account/my-bookings, where a cancellation lands (its success toast shows above). For a visitor
 * without an account: the ways on, manage another booking or go home (members' tables come with accounts).
 */
export const MyBookingsPage = () => {
  const [open, setOpen] = useState(false)
  return (
    <div className="container manage-page">
      <h1 className="manage-page__title">{BREADCRUMB_MY_BOOKINGS}</h1>
      <p>{MY_BOOKINGS_VISITOR_TEXT}</p>
      <div className="manage-page__actions">
        <Button onClick={() => setOpen(true)}>{MANAGE_ANOTHER_BOOKING}</Button>
        <AppLink to={HOME_ROUTE} className="button button--secondary">
          {BREADCRUMB_HOME}
        </AppLink>
      </div>
      <ManageBookingModal open={open} onOpenChange={setOpen} />
    </div>
  )
}
