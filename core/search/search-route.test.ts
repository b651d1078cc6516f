import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import type { Destination, HotelDestination } from "./destination.ts"
import { searchNextStep, searchRoute } from "./search-route.ts"
import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../routes.ts"

const hotel: HotelDestination = { category: "hotel", hotelId: 3, hotelCode: "412", name: "Karoo Road Lodge Pretoria" }
const exemptHotel: HotelDestination = { ...hotel, hotelCode: "830" }
const pretoria: Destination = { category: "location", name: "Pretoria", latitude: -25.7479, longitude: 28.2293 }
const today = Temporal.PlainDate.from("2026-06-15")

describe("where a search goes", () => {
  it("names the booking routes", () => {
    expect([HOTELS_ROUTE, CALENDAR_ROUTE, ROOMS_ROUTE]).toEqual(["/booking/hotels", "/booking/calendar", "/booking/rooms"])
  })

  it("takes a hotel search to the rooms, or to the calendar with flexible dates", () => {
    expect(searchRoute({ trigger: "search", destination: hotel, flexiDate: false })).toBe("/booking/rooms")
    expect(searchRoute({ trigger: "search", destination: hotel, flexiDate: true })).toBe("/booking/calendar")
  })

  it("takes a location search to the hotel list, flexible or not", () => {
    expect(searchRoute({ trigger: "search", destination: pretoria, flexiDate: false })).toBe("/booking/hotels")
    expect(searchRoute({ trigger: "search", destination: pretoria, flexiDate: true })).toBe("/booking/hotels")
  })

  it("takes the today top bar to rooms for a hotel and to hotels otherwise", () => {
    expect(searchRoute({ trigger: "today", destination: hotel })).toBe("/booking/rooms")
    expect(searchRoute({ trigger: "today", destination: pretoria })).toBe("/booking/hotels")
  })

  it("ignores flexible dates left in the state when the today top bar searches a hotel", () => {
    const fromTodayBar = { trigger: "today", destination: hotel, flexiDate: true } as const
    expect(searchRoute(fromTodayBar)).toBe("/booking/rooms")
  })

  it("takes View Rates to the calendar with flexible dates, else to the rooms", () => {
    expect(searchRoute({ trigger: "viewRates", destination: hotel, flexiDate: true })).toBe("/booking/calendar")
    expect(searchRoute({ trigger: "viewRates", destination: hotel, flexiDate: false })).toBe("/booking/rooms")
  })

  it("shows the same-day notice first for a hotel other than 830 checking in today", () => {
    expect(searchNextStep({ trigger: "search", destination: hotel, flexiDate: false }, "2026-06-15", today)).toEqual({
      to: "/booking/rooms",
      sameDayNoticeFirst: true,
    })
    expect(searchNextStep({ trigger: "viewRates", destination: hotel, flexiDate: true }, "2026-06-15", today)).toEqual({
      to: "/booking/calendar",
      sameDayNoticeFirst: true,
    })
    expect(searchNextStep({ trigger: "today", destination: exemptHotel }, "2026-06-15", today)).toEqual({
      to: "/booking/rooms",
      sameDayNoticeFirst: false,
    })
    expect(searchNextStep({ trigger: "search", destination: hotel, flexiDate: false }, "2026-06-16", today)).toEqual({
      to: "/booking/rooms",
      sameDayNoticeFirst: false,
    })
    expect(searchNextStep({ trigger: "search", destination: pretoria, flexiDate: false }, "2026-06-15", today)).toEqual({
      to: "/booking/hotels",
      sameDayNoticeFirst: false,
    })
  })
})
