import type { ReactNode } from "react"
import { Link, type LinkProps } from "react-router-dom"
import { useIsServed } from "./served-routes-context.tsx"

export interface AppLinkProps extends Omit<LinkProps, "to"> {
  /** An internal path, e.g. HOTELS_ROUTE or hotelPageRoute("courtyard", 12). */
  readonly to: string
  /**
   * What to render when no landed work serves `to` yet: nothing (the default: a menu entry disappears) or the
   * children as plain text (a hotel's name in a list still reads well without its link).
   */
  readonly unserved?: "hide" | "text"
  readonly children: ReactNode
}

/** An internal link that is never dead: a route the site does not serve is not rendered as a link. */
export const AppLink = ({ to, unserved = "hide", children, ...rest }: AppLinkProps) => {
  const served = useIsServed(to)
  if (served) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    )
  }
  return unserved === "text" ? <span className={rest.className}>{children}</span> : null
}
