import { createContext, type ReactNode, useContext } from "react"
import type { BookingSession } from "../../core/booking/session-store.ts"

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
