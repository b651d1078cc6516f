import { useEffect, useRef } from "react"
import { useSearchParams } from "react-router-dom"
import { AUTH_TAB_PARAM, authTabOf, makeAuthModel, RESET_TOKEN_PARAM } from "../../core/account/auth-model.ts"
import { useScreenModel } from "../kit/screen-model.tsx"
import { AuthModal } from "./auth-modal.tsx"

export interface AuthDialogProps {
  /** How many times New Login/signup was pressed in the user menu: each press opens the Login tab. */
  readonly loginAsked: number
}

/**
 * The auth modal and its model (spec A §2, §4), loaded by the user menu when first needed (New Login/signup, a URL
 * with a reset link's token or ?account=register): no page's first load carries the forms' rules and words.
 */
export const AuthDialog = ({ loginAsked }: AuthDialogProps) => {
  const [params, setParams] = useSearchParams()
  const auth = useScreenModel(makeAuthModel, { resetToken: params.get(RESET_TOKEN_PARAM), openTab: authTabOf(params.get(AUTH_TAB_PARAM)) })
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
  // Each press opens the Login tab once, whatever model a changed URL built since.
  const answered = useRef(0)
  useEffect(() => {
    if (loginAsked === answered.current) return
    answered.current = loginAsked
    auth.open("login")
  }, [loginAsked, auth])
  return authOpen ? <AuthModal auth={auth} /> : null
}
