import { useMemo } from "react"
import { BookingSession, type BookingSessionShape } from "../../core/booking/session-store.ts"
import { useScreenRuntime } from "../kit/screen-model.tsx"

/**
 * The booking session, a service of the app's runtime (spec B §3: the search and booking state kept for the session),
 * for the views that show it beside their page (the summary, the area guards). A screen reads it through its model.
 */
export const useBookingSession = (): BookingSessionShape => {
  const runtime = useScreenRuntime()
  return useMemo(() => runtime.runSync(BookingSession), [runtime])
}
