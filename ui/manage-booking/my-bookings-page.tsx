import { useState } from "react"
import { BREADCRUMB_HOME, BREADCRUMB_MY_BOOKINGS } from "../../core/booking/messages.ts"
import { HOME_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Button } from "../kit/button.tsx"
import { MANAGE_ANOTHER_BOOKING, MY_BOOKINGS_VISITOR_TEXT } from "../../core/manage-booking/messages.ts"
import { ManageBookingModal } from "./manage-booking-modal.tsx"

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
