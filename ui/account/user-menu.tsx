import { CircleUserRound } from "lucide-react"
import { lazy, Suspense, useContext, useEffect, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { AUTH_TAB_PARAM, authTabOf, makeAuthModel, RESET_TOKEN_PARAM } from "../../core/account/auth-model.ts"
import { YOUR_ACCOUNT } from "../../core/account/messages.ts"
import { makeUserMenuModel } from "../../core/account/user-menu-model.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Popover } from "../kit/popover.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { isServed, ServedRoutesContext } from "../kit/served-routes-context.tsx"

// The auth modal's forms load when it first opens: no page pays for them before it is usable.
const AuthModal = lazy(() => import("./auth-modal.tsx").then((module) => ({ default: module.AuthModal })))

/**
 * spec A §1, §2: the user menu: "Welcome back, {name}!" with Go To Account and Logout for a member, "Welcome!" with
 * New Login/signup for a visitor, Manage Booking for both (a page's link only once the site serves it), and the older
 * loyalty site for existing club members where the site's settings name one. The auth
 * modal opens from New Login/signup, and on any page whose URL carries a reset link's token.
 */
export const UserMenu = () => {
  const [params, setParams] = useSearchParams()
  const menu = useScreenModel(makeUserMenuModel, undefined)
  const auth = useScreenModel(makeAuthModel, { resetToken: params.get(RESET_TOKEN_PARAM), openTab: authTabOf(params.get(AUTH_TAB_PARAM)) })
  const routes = useContext(ServedRoutesContext)
  const [open, setOpen] = useState(false)
  const view = menu.view.value
  const authOpen = auth.step.value.step !== "closed"
  // A link that opened the modal (?account=register) has done its work once it is closed: the next such link opens it again.
  const askedTab = params.has(AUTH_TAB_PARAM)
  useEffect(() => {
    if (!authOpen && askedTab)
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete(AUTH_TAB_PARAM)
          return next
        },
        { replace: true },
      )
  }, [authOpen, askedTab, setParams])
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
                    if (entry.kind === "logIn") auth.open("login")
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
      {authOpen ? (
        <Suspense fallback={null}>
          <AuthModal auth={auth} />
        </Suspense>
      ) : null}
    </>
  )
}
