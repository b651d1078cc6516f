import { CircleUserRound } from "lucide-react"
import { MANAGE_BOOKINGS_ROUTE } from "../../core/routes.ts"
import { MANAGE_BOOKING } from "../../core/booking/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Popover } from "../kit/popover.tsx"
import { useServedEntries } from "./use-served-entries.ts"

/**
 * spec A §1: the user menu offers Manage Booking, Go To Account, Logout and New Login/signup. Only entries
 * whose page or modal has landed are rendered (Manage Booking comes with issue 13, the log-in entries later);
 * with none, there is no menu at all rather than an empty one.
 */
export const USER_MENU_ENTRIES = [{ label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE }] as const

export const UserMenu = () => {
  const entries = useServedEntries(USER_MENU_ENTRIES)
  if (entries.length === 0) return null
  return (
    <Popover
      label="Your account"
      align="end"
      trigger={
        <button type="button" className="header__icon-button" aria-label="Your account">
          <CircleUserRound size={24} aria-hidden="true" />
        </button>
      }
    >
      <ul className="user-menu">
        {entries.map((entry) => (
          <li key={entry.to}>
            <AppLink to={entry.to}>{entry.label}</AppLink>
          </li>
        ))}
      </ul>
    </Popover>
  )
}
