import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { BOOK_TODAY, MANAGE_BOOKING } from "../../core/booking/messages.ts"
import { GUEST_DETAILS_ROUTE, HOTELS_ROUTE, MANAGE_BOOKINGS_ROUTE, ROOMS_ROUTE, THANK_YOU_ROUTE, TODAY_ROUTE } from "../../core/routes.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { MobileFooter } from "./mobile-footer.tsx"

describe("entries that appear once their page is served", () => {
  it("renders no small-screen footer while neither Manage Booking nor Book Today is served", () => {
    renderInApp(<MobileFooter />, { served: ["/"] })
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument()
  })

  it("shows Book Today, and only it, once /booking/today is served", () => {
    renderInApp(<MobileFooter />, { served: ["/", TODAY_ROUTE] })
    expect(screen.getByRole("link", { name: BOOK_TODAY })).toHaveAttribute("href", TODAY_ROUTE)
    expect(screen.queryByRole("link", { name: MANAGE_BOOKING })).not.toBeInTheDocument()
  })

  it("leaves the booking flow's pages to their own sticky bar (issue 29 §2): no quick actions on /booking/*", () => {
    for (const path of [HOTELS_ROUTE, ROOMS_ROUTE, GUEST_DETAILS_ROUTE, THANK_YOU_ROUTE]) {
      const { unmount } = renderInApp(<MobileFooter />, { path, served: ["/", TODAY_ROUTE, MANAGE_BOOKINGS_ROUTE] })
      expect(screen.queryByRole("navigation", { name: "Quick actions" })).not.toBeInTheDocument()
      unmount()
    }
    renderInApp(<MobileFooter />, { path: "/", served: ["/", TODAY_ROUTE, MANAGE_BOOKINGS_ROUTE] })
    expect(screen.getByRole("navigation", { name: "Quick actions" })).toBeInTheDocument()
  })
})
