import { useSignals } from "@preact/signals-react/runtime"
import { LOGOUT, LOYALTY_POINTS, MY_ACCOUNT_MENU, MY_BOOKINGS, MY_DETAILS } from "../../core/account/messages.ts"
import { makeUserMenuModel } from "../../core/account/user-menu-model.ts"
import { LOYALTY_POINTS_ROUTE, MY_BOOKINGS_ROUTE, MY_DETAILS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { CorporateMenu } from "./corporate-menu.tsx"

/**
 * spec A §2, §6: My Account's left panel: its pages and Logout (a booking is paid or cancelled from its row in My
 * Bookings), with the corporate menu under it for members who are not individual.
 */
export const AccountPanel = ({ current }: { readonly current: string }) => {
  useSignals()
  const menu = useScreenModel(makeUserMenuModel, undefined)
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
