import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { MANAGE_BOOKING } from "../../core/booking/messages.ts"
import { HOME_ROUTE, MANAGE_BOOKINGS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { HotelsMenu } from "./hotels-menu.tsx"
import { Logo } from "./logo.tsx"
import { MobileNav } from "./mobile-nav.tsx"

/**
 * The site header: the logo home, the hotels mega-menu, Manage Booking (from 768 px, where the small screens' quick
 * actions bar ends: issue 29 §13) and the user menu (the account feature's).
 */
export const Header = ({ userMenu }: { readonly userMenu: ReactNode }) => (
  <header className="header">
    <div className="container header__bar">
      <Link to={HOME_ROUTE} className="header__logo" aria-label="Karoo Hotels, home">
        <Logo />
      </Link>
      <nav className="header__nav" aria-label="Main">
        <HotelsMenu />
        <AppLink to={MANAGE_BOOKINGS_ROUTE} className="header__nav-button header__nav-link">
          {MANAGE_BOOKING}
        </AppLink>
      </nav>
      <div className="header__end">
        {userMenu}
        <MobileNav />
      </div>
    </div>
  </header>
)
