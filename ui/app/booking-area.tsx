import { useSignals } from "@preact/signals-react/runtime"
import { Route, Routes, useLocation } from "react-router-dom"
import { bookingRedirect } from "../../core/search/booking-redirect.ts"
import { BOOKING_ROUTE_PREFIX, CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../../core/routes.ts"
import { BookingTopBarSlot } from "../booking/booking-top-bar-slot.tsx"
import { CalendarPage } from "../booking/calendar-page.tsx"
import { HotelsPage } from "../booking/hotels-page.tsx"
import { RoomsPage } from "../booking/rooms-page.tsx"
import { useBookingSession } from "../kit/booking-session.tsx"
import { NotFoundPage } from "../shell/not-found-page.tsx"
import { RedirectingPage } from "../shell/redirecting-page.tsx"

/** A booking route as a path below the area's `/booking/*`. */
const below = (route: string): string => route.slice(BOOKING_ROUTE_PREFIX.length + 1)

/**
 * The booking pages (one lazy chunk, QUALITY.md). spec B §2's redirect rule guards them all: without an
 * initialised search the visitor sees Redirecting... and goes home. The booking top bar (ui/search) fills the
 * template's sticky bar through BookingTopBarSlot.
 */
const BookingArea = () => {
  useSignals()
  const session = useBookingSession()
  const { pathname } = useLocation()
  const redirect = bookingRedirect(pathname, session.isInitialised.value, false)
  if (redirect.kind === "redirect") return <RedirectingPage redirect={redirect} />
  return (
    // BOOKING TOP BAR: render ui/search's <BookingTopBar /> here once web-search lands it.
    <BookingTopBarSlot topBar={null}>
      <Routes>
        <Route path={below(HOTELS_ROUTE)} element={<HotelsPage mapTiles={null} />} />
        <Route path={below(CALENDAR_ROUTE)} element={<CalendarPage />} />
        <Route path={below(ROOMS_ROUTE)} element={<RoomsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BookingTopBarSlot>
  )
}

export default BookingArea
