import { Route, Routes } from "react-router-dom"
import { BOOKING_ROUTE_PREFIX, CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE, TODAY_ROUTE } from "../../core/routes.ts"
import { BookingTopBarSlot } from "../booking-template/booking-top-bar-slot.tsx"
import { CalendarPage } from "../booking/calendar-page.tsx"
import { HotelsPage } from "../booking/hotels-page.tsx"
import { RoomsPage } from "../booking/rooms-page.tsx"
import { BookingTopBar } from "../search/booking-top-bar.tsx"
import { SearchLinkGuard } from "../search/search-link-guard.tsx"
import { TodayPage } from "../search/today-page.tsx"
import { useMapTiles } from "../kit/use-map-tiles.ts"
import { NotFoundPage } from "../shell/not-found-page.tsx"
import { PageSkeleton } from "../shell/page-skeleton.tsx"
import { RedirectingPage } from "../shell/redirecting-page.tsx"

/** A booking route as a path below the area's `/booking/*`. */
const below = (route: string): string => route.slice(BOOKING_ROUTE_PREFIX.length + 1)

/**
 * The booking pages (one lazy chunk, QUALITY.md). A search in the URL opens first (a shared link), then spec B
 * §2's redirect rule guards every page: without a search the visitor sees Redirecting... and goes home. The
 * today page needs no search. The booking top bar (ui/search) fills the template's sticky bar.
 */
const BookingArea = () => (
  <SearchLinkGuard redirecting={(redirect) => <RedirectingPage redirect={redirect} />} pending={<PageSkeleton />}>
    <BookingTopBarSlot topBar={<BookingTopBar />}>
      <Routes>
        <Route path={below(TODAY_ROUTE)} element={<TodayPage />} />
        <Route path={below(HOTELS_ROUTE)} element={<HotelsPage mapTiles={useMapTiles()} />} />
        <Route path={below(CALENDAR_ROUTE)} element={<CalendarPage />} />
        <Route path={below(ROOMS_ROUTE)} element={<RoomsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BookingTopBarSlot>
  </SearchLinkGuard>
)

export default BookingArea
