import { createContext, type ReactNode, useContext, useEffect, useState } from "react"
import { Exit } from "effect"
import { type BookingSession, makeBookingSession } from "../../core/booking/session-store.ts"
import { useRuntime } from "./core-runtime.tsx"

const BookingSessionContext = createContext<BookingSession | null>(null)

/**
 * The one booking session (spec B §3: the search and booking state kept for the session), built once by the
 * composition root from core's makeBookingSession and handed to every screen that reads or changes it.
 */
export const BookingSessionProvider = ({ session, children }: { readonly session: BookingSession; readonly children: ReactNode }) => (
  <BookingSessionContext.Provider value={session}>{children}</BookingSessionContext.Provider>
)

export const useBookingSession = (): BookingSession => {
  const session = useContext(BookingSessionContext)
  if (session === null) throw new Error("useBookingSession: render inside <BookingSessionProvider> (ui/app builds it)")
  return session
}

/**
 * Builds the booking session once, through the app's runtime (it reads session storage through the SessionStore
 * port), and provides it below. Session storage answers at once, so the session is made during the first render and
 * the page draws in that render; a store that answers later (none does today) renders nothing until it has.
 */
export const BookingSessionRoot = ({ children }: { readonly children: ReactNode }) => {
  const runtime = useRuntime()
  const [session, setSession] = useState<BookingSession | null>(() => {
    const made = runtime.runSyncExit(makeBookingSession())
    return Exit.isSuccess(made) ? made.value : null
  })
  useEffect(() => {
    if (session !== null) return
    let live = true
    void runtime.runPromise(makeBookingSession()).then((made) => {
      if (live) setSession(made)
    })
    return () => {
      live = false
    }
  }, [runtime, session])
  return session === null ? null : <BookingSessionProvider session={session}>{children}</BookingSessionProvider>
}
