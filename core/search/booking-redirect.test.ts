import { describe, expect, it } from "vitest"
import { bookingRedirect } from "./booking-redirect.ts"
import { HOME_ROUTE, THANK_YOU_ROUTE, TODAY_ROUTE } from "../routes.ts"

const redirect = { kind: "redirect", to: "/", message: "Redirecting..." }
const stay = { kind: "stay" }

describe("booking redirect", () => {
  it("sends a booking page without a search to / with Redirecting...", () => {
    expect(bookingRedirect("/booking/rooms", false, false)).toEqual(redirect)
    expect(bookingRedirect("/booking/review", false, false)).toEqual(redirect)
    expect(bookingRedirect("/booking/rooms/", false, false)).toEqual(redirect)
    expect(bookingRedirect("/booking", false, false)).toEqual(redirect)
  })

  it("keeps the page once the search is initialised", () => {
    expect(bookingRedirect("/booking/rooms", true, false)).toEqual(stay)
  })

  it("keeps override pages, the thank-you page and the today page without a search", () => {
    expect(bookingRedirect("/booking/rooms", false, true)).toEqual(stay)
    expect(bookingRedirect("/booking/thank-you", false, false)).toEqual(stay)
    expect(bookingRedirect("/booking/thank-you/", false, false)).toEqual(stay)
    expect(bookingRedirect("/booking/today//", false, false)).toEqual(stay)
    expect(bookingRedirect("/booking/today", false, false)).toEqual(stay)
    expect([THANK_YOU_ROUTE, TODAY_ROUTE, HOME_ROUTE]).toEqual(["/booking/thank-you", "/booking/today", "/"])
  })

  it("leaves pages outside the booking flow alone", () => {
    expect(bookingRedirect("/", false, false)).toEqual(stay)
    expect(bookingRedirect("/our-hotels", false, false)).toEqual(stay)
    expect(bookingRedirect("/bookings-help", false, false)).toEqual(stay)
    expect(bookingRedirect("/manage-bookings", false, false)).toEqual(stay)
  })

  it("does not treat a page that only starts like the thank-you page as it", () => {
    expect(bookingRedirect("/booking/thank-you-later", false, false)).toEqual(redirect)
    expect(bookingRedirect("/booking/today/extra", false, false)).toEqual(redirect)
  })
})
