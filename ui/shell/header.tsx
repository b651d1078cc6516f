import { Link } from "react-router-dom"
import { HOME_ROUTE } from "../../core/routes.ts"
import { HotelsMenu } from "./hotels-menu.tsx"
import { Logo } from "./logo.tsx"
import { UserMenu } from "./user-menu.tsx"

/** The site header: the logo home, the hotels mega-menu and the user menu. */
export const Header = () => (
  <header className="header">
    <div className="container header__bar">
      <Link to={HOME_ROUTE} className="header__logo" aria-label="Karoo Hotels, home">
        <Logo />
      </Link>
      <nav className="header__nav" aria-label="Main">
        <HotelsMenu />
      </nav>
      <div className="header__end">
        <UserMenu />
      </div>
    </div>
  </header>
)
