import { Outlet } from "react-router-dom"
import { BookingTopBarSlot } from "../booking-template/booking-top-bar-slot.tsx"
import { BookingTopBar } from "../search/booking-top-bar.tsx"
import { SearchLinkGuard } from "../search/search-link-guard.tsx"
import { PageSkeleton } from "../shell/page-skeleton.tsx"
import { RedirectingPage } from "../shell/redirecting-page.tsx"

/** The booking pages' loaders, each page a chunk of its own (ui/app/router.tsx). */
export const PAGES = import.meta.glob<Readonly<Record<string, unknown>>>(["../search/today-page.tsx", "../booking/*-page.tsx", "../shell/not-found-page.tsx"])

/**
 * The booking pages. A search in the URL opens first (a shared link), then spec B §2's redirect rule guards every
 * page: without a search the visitor sees Redirecting... and goes home. The today page needs no search. The
 * booking top bar (ui/search) fills the template's sticky bar.
 */
export const BookingArea = () => (
  <SearchLinkGuard redirecting={(redirect) => <RedirectingPage redirect={redirect} />} pending={<PageSkeleton />}>
    <BookingTopBarSlot topBar={<BookingTopBar />}>
      <Outlet />
    </BookingTopBarSlot>
  </SearchLinkGuard>
)
