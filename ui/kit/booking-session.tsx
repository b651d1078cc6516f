import { useMemo } from "react"
import { BookingSession, type BookingSessionShape } from "../../core/booking/session-store.ts"
import { useRuntime } from "./core-runtime.tsx"

/** The booking session, a service of the app's runtime (spec B §3: the search and booking state kept for the session). */
export const useBookingSession = (): BookingSessionShape => {
  const runtime = useRuntime()
  return useMemo(() => runtime.runSync(BookingSession), [runtime])
}
