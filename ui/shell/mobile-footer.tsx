import { CalendarCheck, ClipboardList } from "lucide-react"
import { useLocation } from "react-router-dom"
import { isBookingFlowPage, MANAGE_BOOKINGS_ROUTE, TODAY_ROUTE } from "../../core/routes.ts"
import { BOOK_TODAY, MANAGE_BOOKING } from "../../core/booking/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { useServedEntries } from "./use-served-entries.ts"

/**
 * spec B §2: the small-screen footer offers Manage Booking and Book Today (to /booking/today). Not on the booking
 * flow's pages (issue 29 §2): there it would cover the step's own button and total, and a focused field.
 */
const MOBILE_FOOTER_ENTRIES = [
  { label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE, Icon: ClipboardList },
  { label: BOOK_TODAY, to: TODAY_ROUTE, Icon: CalendarCheck },
] as const

export const MobileFooter = () => {
  const entries = useServedEntries(MOBILE_FOOTER_ENTRIES)
  const { pathname } = useLocation()
  if (entries.length === 0 || isBookingFlowPage(pathname)) return null
  return (
    <nav className="mobile-footer" aria-label="Quick actions">
      {entries.map(({ label, to, Icon }) => (
        <AppLink key={to} to={to} className="mobile-footer__entry">
          <Icon size={20} aria-hidden="true" />
          {label}
        </AppLink>
      ))}
    </nav>
  )
}
