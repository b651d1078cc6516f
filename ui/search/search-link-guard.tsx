import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect, useState } from "react"
import { useLocation } from "react-router-dom"
import type { BookingRedirect } from "../../core/search/booking-redirect.ts"
import { loadSearchLink } from "../../core/search/load-search-link.ts"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { useRuntime } from "../kit/core-runtime.tsx"

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
 * area's routes with it.
 */
export const SearchLinkGuard = ({ redirecting, pending, children }: SearchLinkGuardProps) => {
  useSignals()
  const runtime = useRuntime()
  const session = useBookingSession()
  const { pathname, search } = useLocation()
  const key = `${pathname}?${search}`
  // Without a search in the URL the rule reads the session alone: the first render (and a render on the server)
  // has its verdict at once. A shared link is read over the network first.
  const [verdict, setVerdict] = useState<{ readonly key: string; readonly redirect: BookingRedirect } | null>(() =>
    search === "" ? { key, redirect: runtime.runSync(loadSearchLink(pathname, {})).redirect } : null,
  )

  useEffect(() => {
    const params = Object.fromEntries(new URLSearchParams(search))
    return runtime.runCallback(loadSearchLink(pathname, params), {
      onExit: (exit) => {
        if (exit._tag === "Success") setVerdict({ key, redirect: exit.value.redirect })
      },
    })
  }, [runtime, session, pathname, search, key])

  if (verdict === null) return <>{pending}</>
  // Between two booking pages the page on show stays while the next one's link is read (no flash, no lost state).
  if (verdict.redirect.kind === "redirect" && verdict.key === key) return <>{redirecting(verdict.redirect)}</>
  return verdict.redirect.kind === "redirect" ? <>{pending}</> : <>{children}</>
}
