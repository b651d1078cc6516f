import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { zonedAt } from "../time/clock.ts"
import type { Destination } from "./destination.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../booking/hotel.ts"
import { needsSameDayNotice, SAME_DAY_NOTICE } from "./same-day-notice.ts"

const hotel = (hotelCode: string): Destination => ({ category: "hotel", hotelId: 1, hotelCode, name: "Karoo Courtyard Rosebank" })
const capeTown: Destination = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 }
const today = Temporal.PlainDate.from("2026-03-10")

/** The hotels' date at an instant (Africa/Johannesburg, UTC+2). */
const hotelDateAt = (utc: string) => zonedAt(Temporal.Instant.from(utc).epochMilliseconds).toPlainDate()

describe("same-day notice", () => {
  it("shows for a hotel checking in today", () => {
    expect(needsSameDayNotice(hotel("101"), "2026-03-10", today)).toBe(true)
    expect(needsSameDayNotice(hotel("101"), Temporal.PlainDate.from("2026-03-10"), today)).toBe(true)
  })

  it("does not show for check-in tomorrow or yesterday", () => {
    expect(needsSameDayNotice(hotel("101"), "2026-03-11", today)).toBe(false)
    expect(needsSameDayNotice(hotel("101"), "2026-03-09", today)).toBe(false)
  })

  it("never shows for hotel code 830", () => {
    expect(PAY_LATER_ONLY_HOTEL_CODE).toBe("830")
    expect(needsSameDayNotice(hotel("830"), "2026-03-10", today)).toBe(false)
    expect(needsSameDayNotice(hotel("8300"), "2026-03-10", today)).toBe(true)
  })

  it("does not show for a location search or without a check-in date", () => {
    expect(needsSameDayNotice(capeTown, "2026-03-10", today)).toBe(false)
    expect(needsSameDayNotice(null, "2026-03-10", today)).toBe(false)
    expect(needsSameDayNotice(hotel("101"), null, today)).toBe(false)
  })

  it("turns over at midnight on the hotels' clock, not at UTC midnight", () => {
    // 23:59:59 in Johannesburg is 21:59:59 UTC: still the 10th at the hotel.
    const lastSecond = hotelDateAt("2026-03-10T21:59:59Z")
    expect(lastSecond.toString()).toBe("2026-03-10")
    expect(needsSameDayNotice(hotel("101"), "2026-03-10", lastSecond)).toBe(true)
    expect(needsSameDayNotice(hotel("101"), "2026-03-11", lastSecond)).toBe(false)
    // One second later it is midnight at the hotel: check-in on the 11th is now same-day.
    const midnight = hotelDateAt("2026-03-10T22:00:00Z")
    expect(midnight.toString()).toBe("2026-03-11")
    expect(needsSameDayNotice(hotel("101"), "2026-03-10", midnight)).toBe(false)
    expect(needsSameDayNotice(hotel("101"), "2026-03-11", midnight)).toBe(true)
    // UTC midnight is already 02:00 at the hotel: no change of day there.
    expect(hotelDateAt("2026-03-11T00:00:00Z").toString()).toBe("2026-03-11")
  })

  it("has the spec's title, text and button", () => {
    expect(SAME_DAY_NOTICE).toEqual({
      title: "Same Day Reservations",
      text: "Because the check-in date is today, immediate online payment is required to confirm; if online payment is not possible, cancel the booking and contact the hotel directly.",
      button: "Got it!",
    })
  })
})
