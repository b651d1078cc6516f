import { Suspense } from "react"
import { Route, Routes } from "react-router-dom"
import { BOOKING_ROUTE_PREFIX, CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE, TODAY_ROUTE } from "../../core/routes.ts"
import { BookingTopBarSlot } from "../booking-template/booking-top-bar-slot.tsx"
import { BookingTopBar } from "../search/booking-top-bar.tsx"
import { SearchLinkGuard } from "../search/search-link-guard.tsx"
import { useMapTiles } from "../kit/use-map-tiles.ts"
import { NotFoundPage } from "../shell/not-found-page.tsx"
import { PageSkeleton } from "../shell/page-skeleton.tsx"
import { RedirectingPage } from "../shell/redirecting-page.tsx"
import { BOOKING_PAGES } from "./booking-pages.ts"

const TodayPage = BOOKING_PAGES[TODAY_ROUTE].Component
const HotelsPage = BOOKING_PAGES[HOTELS_ROUTE].Component
const CalendarPage = BOOKING_PAGES[CALENDAR_ROUTE].Component
const RoomsPage = BOOKING_PAGES[ROOMS_ROUTE].Component

/** A booking route as a path below the area's `/booking/*`. */
const below = (route: string): string => route.slice(BOOKING_ROUTE_PREFIX.length + 1)

/**
 * The booking pages (a lazy chunk for the area, and one for each page: ui/app/booking-pages.ts). A search in the
 * URL opens first (a shared link), then spec B §2's redirect rule guards every page: without a search the visitor
 * sees Redirecting... and goes home. The today page needs no search. The booking top bar (ui/search) fills the
 * template's sticky bar.
 */
const BookingArea = () => (
  <SearchLinkGuard redirecting={(redirect) => <RedirectingPage redirect={redirect} />} pending={<PageSkeleton />}>
    <BookingTopBarSlot topBar={<BookingTopBar />}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path={below(TODAY_ROUTE)} element={<TodayPage />} />
          <Route path={below(HOTELS_ROUTE)} element={<HotelsPage mapTiles={useMapTiles()} />} />
          <Route path={below(CALENDAR_ROUTE)} element={<CalendarPage />} />
          <Route path={below(ROOMS_ROUTE)} element={<RoomsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BookingTopBarSlot>
  </SearchLinkGuard>
)

export default BookingArea
