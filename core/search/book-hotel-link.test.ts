import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { CALENDAR_ROUTE } from "../routes.ts"
import { bookHotelHref } from "./book-hotel-link.ts"
import { readSearchLink } from "./search-link.ts"

const hotel = { id: 12, code: "101", name: "Karoo City Hotel V&A Waterfront" }

describe("Book Hotel on a hotel's contact card", () => {
  it("opens the hotel's rate calendar at today's night, flexible dates, one room for 1 adult, no promo code nor club card", () => {
    const href = bookHotelHref(hotel, Temporal.PlainDate.from("2031-12-31"))
    const url = new URL(href, "https://example.co.za")
    expect(url.pathname).toBe(CALENDAR_ROUTE)
    expect(readSearchLink(Object.fromEntries(url.searchParams))).toEqual({
      kind: "valid",
      criteria: {
        destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo City Hotel V&A Waterfront" },
        checkInDate: "2031-12-31",
        checkOutDate: "2032-01-01",
        flexiDate: true,
        guestRooms: [{ adults: 1, kids: 0 }],
        promoCode: "",
        clubCard: "",
      },
    })
  })
})
