import { useSignals } from "@preact/signals-react/runtime"
import { makeCorporateMenuModel } from "../../core/corporate/corporate-menu-model.ts"
import { CORPORATE_MENU } from "../../core/corporate/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"

/**
 * spec A §6: the corporate area's menu, shown under My Account's left panel to members whose type is not individual
 * (core decides: core/corporate/corporate-menu-model.ts); nothing for an individual member.
 */
export const CorporateMenu = ({ current }: { readonly current: string }) => {
  useSignals()
  const menu = useScreenModel(makeCorporateMenuModel, undefined)
  const items = menu.items.value
  if (items.length === 0) return null
  return (
    <nav className="account-panel" aria-label={CORPORATE_MENU}>
      <ul className="account-panel__list">
        {items.map((item) => (
          <li key={item.label}>
            <AppLink to={item.to} aria-current={item.to === current ? "page" : undefined} className="account-panel__link">
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
