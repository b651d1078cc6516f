import { useSignals } from "@preact/signals-react/runtime"
import { useLocation } from "react-router-dom"
import { LOGOUT, LOYALTY_POINTS, MY_ACCOUNT_MENU, MY_BOOKINGS, MY_DETAILS } from "../../core/account/messages.ts"
import { makeAccountPanelModel } from "../../core/account/account-panel-model.ts"
import { LOYALTY_POINTS_ROUTE, MY_BOOKINGS_ROUTE, MY_DETAILS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { CorporateMenu } from "./corporate-menu.tsx"

/**
 * spec A §2, §6: My Account's left panel: its pages and Logout (a booking is paid or cancelled from its row in My
 * Bookings), with the corporate menu under it for members who are not individual; it keeps the page's query in
 * session storage (core/account/account-panel-model.ts).
 */
export const AccountPanel = ({ current }: { readonly current: string }) => {
  useSignals()
  // every /my-account page keeps its query's currentPoints, memberType and name (spec A §2): the panel is on each
  const { search } = useLocation()
  const menu = useScreenModel(makeAccountPanelModel, { search })
  const items = [
    { label: MY_DETAILS, to: MY_DETAILS_ROUTE },
    { label: MY_BOOKINGS, to: MY_BOOKINGS_ROUTE },
    { label: LOYALTY_POINTS, to: LOYALTY_POINTS_ROUTE },
  ]
  return (
    <div className="account-side">
    <nav className="account-panel" aria-label={MY_ACCOUNT_MENU}>
      <p className="account-panel__greeting">{menu.view.value.greeting}</p>
      <ul className="account-panel__list">
        {items.map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} aria-current={item.to === current ? "page" : undefined} className="account-panel__link">
              {item.label}
            </AppLink>
          </li>
        ))}
        <li>
          <button type="button" className="account-panel__link account-panel__logout" onClick={() => menu.logOut()}>
            {LOGOUT}
          </button>
        </li>
      </ul>
    </nav>
    <CorporateMenu current={current} />
    </div>
  )
}
