import { useState } from "react"
import { MANAGE_BOOKING, MANAGE_YOUR_BOOKING } from "../../core/booking/messages.ts"
import { Button } from "../kit/button.tsx"
import { MANAGE_BOOKINGS_INTRO } from "../../core/manage-booking/messages.ts"
import { ManageBookingModal } from "./manage-booking-modal.tsx"

/**
 * spec B §2: /manage-bookings, where the header's user menu and the small-screen footer lead: the Manage Your
 * Booking modal opens at once, and the page offers it again once closed.
 */
export const ManageBookingsPage = () => {
  const [open, setOpen] = useState(true)
  return (
    <div className="container manage-page">
      <h1 className="manage-page__title">{MANAGE_BOOKING}</h1>
      <p>{MANAGE_BOOKINGS_INTRO}</p>
      <Button onClick={() => setOpen(true)}>{MANAGE_YOUR_BOOKING}</Button>
      <ManageBookingModal open={open} onOpenChange={setOpen} />
    </div>
  )
}
