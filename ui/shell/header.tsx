import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { HOME_ROUTE } from "../../core/routes.ts"
import { HotelsMenu } from "./hotels-menu.tsx"
import { Logo } from "./logo.tsx"
import { MobileNav } from "./mobile-nav.tsx"

/** The site header: the logo home, the hotels mega-menu and the user menu (the account feature's). */
export const Header = ({ userMenu }: { readonly userMenu: ReactNode }) => (
  <header className="header">
    <div className="container header__bar">
      <Link to={HOME_ROUTE} className="header__logo" aria-label="Karoo Hotels, home">
        <Logo />
      </Link>
      <nav className="header__nav" aria-label="Main">
        <HotelsMenu />
      </nav>
      <div className="header__end">
        {userMenu}
        <MobileNav />
      </div>
    </div>
  </header>
)
