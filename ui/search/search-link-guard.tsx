import { type ReactNode, useEffect, useState } from "react"
import { useLocation } from "react-router-dom"
import type { BookingRedirect } from "../../core/search/booking-redirect.ts"
import { makeSearchLinkModel } from "../../core/search/search-link-model.ts"
import { useScreenModel } from "../kit/screen-model.tsx"

export interface SearchLinkGuardProps {
  /** What a redirect shows (the shell's Redirecting... page). */
  readonly redirecting: (redirect: Extract<BookingRedirect, { kind: "redirect" }>) => ReactNode
  /** Shown while a shared search is being opened (its promo code and club card checked again). */
  readonly pending: ReactNode
  readonly children: ReactNode
}

/**
 * Issue 11 §2 and spec B §2: guards the booking pages. A search in the URL (a shared link) initialises the
 * booking session first; then the redirect rule runs on the session: a page without a search, or with a search
 * that does not hold, sends the visitor home with "Redirecting...". The composition root wraps the booking
 * area's routes with it. Its model (core/search/search-link-model.ts) lives as long as the area and follows the
 * router from page to page.
 */
export const SearchLinkGuard = ({ redirecting, pending, children }: SearchLinkGuardProps) => {
  const { pathname, search } = useLocation()
  // The address the area opened at: the model is built once for it, then follows the router.
  const [start] = useState(() => ({ pathname, search }))
  const guard = useScreenModel(makeSearchLinkModel, start)
  useEffect(() => guard.follow({ pathname, search }), [guard, pathname, search])
  const verdict = guard.verdict.value
  switch (verdict.kind) {
    case "pending":
      return <>{pending}</>
    case "redirect":
      return <>{redirecting(verdict.redirect)}</>
    case "page":
      return <>{children}</>
  }
}
