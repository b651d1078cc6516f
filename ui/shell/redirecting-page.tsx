import { useEffect } from "react"
import { useNavigate } from "react-router-dom"
import type { BookingRedirect } from "../../core/search/booking-redirect.ts"
import { Spinner } from "../kit/spinner.tsx"

/**
 * spec B §2: the redirect rule's page state. Shows core's "Redirecting..." and goes to the rule's target,
 * replacing the history entry so Back does not return to the page that could not show.
 */
export const RedirectingPage = ({ redirect }: { readonly redirect: Extract<BookingRedirect, { kind: "redirect" }> }) => {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(redirect.to, { replace: true })
  }, [navigate, redirect.to])
  return (
    <section className="container status-page" aria-live="polite">
      <Spinner label={redirect.message} />
      <p className="status-page__message">{redirect.message}</p>
    </section>
  )
}
