import { CircleUserRound } from "lucide-react"
import { lazy, Suspense, useContext, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { AUTH_TAB_PARAM, RESET_TOKEN_PARAM } from "../../core/account/auth-link.ts"
import { YOUR_ACCOUNT } from "../../core/account/messages.ts"
import { makeUserMenuModel } from "../../core/account/user-menu-model.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Popover } from "../kit/popover.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { isServed, ServedRoutesContext } from "../kit/served-routes-context.tsx"
import { useHasBeenTrue } from "../kit/use-has-been-true.ts"

// The auth modal, its forms and its model load when it is first needed: no page pays for them before it is usable.
const AuthDialog = lazy(() => import("./auth-dialog.tsx").then((module) => ({ default: module.AuthDialog })))

/**
 * spec A §1, §2: the user menu: "Welcome back, {name}!" with Go To Account and Logout for a member, "Welcome!" with
 * New Login/signup for a visitor, Manage Booking for both (a page's link only once the site serves it), and the older
 * loyalty site for existing club members where the site's settings name one. The auth
 * modal opens from New Login/signup, and on any page whose URL carries a reset link's token.
 */
export const UserMenu = () => {
  const [params] = useSearchParams()
  const menu = useScreenModel(makeUserMenuModel, undefined)
  const routes = useContext(ServedRoutesContext)
  const [open, setOpen] = useState(false)
  const [loginAsked, setLoginAsked] = useState(0)
  const authNeeded = useHasBeenTrue(loginAsked > 0 || params.has(RESET_TOKEN_PARAM) || params.has(AUTH_TAB_PARAM))
  const view = menu.view.value
  const entries = view.entries.filter((entry) => entry.kind !== "link" || isServed(routes, entry.to))
  return (
    <>
      <Popover
        label={YOUR_ACCOUNT}
        align="end"
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className="header__icon-button" aria-label={YOUR_ACCOUNT}>
            <CircleUserRound size={24} aria-hidden="true" />
          </button>
        }
      >
        <p className="user-menu__greeting">{view.greeting}</p>
        <ul className="user-menu">
          {entries.map((entry) => (
            <li key={entry.label}>
              {entry.kind === "link" ? (
                <AppLink to={entry.to} onClick={() => setOpen(false)}>
                  {entry.label}
                </AppLink>
              ) : entry.kind === "external" ? (
                <a href={entry.href} rel="noopener">
                  {entry.label}
                </a>
              ) : (
                <button
                  type="button"
                  className="user-menu__action"
                  onClick={() => {
                    setOpen(false)
                    if (entry.kind === "logIn") setLoginAsked((asked) => asked + 1)
                    else menu.logOut()
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </Popover>
      {authNeeded ? (
        <Suspense fallback={null}>
          <AuthDialog loginAsked={loginAsked} />
        </Suspense>
      ) : null}
    </>
  )
}
