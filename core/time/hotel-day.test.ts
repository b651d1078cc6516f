import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { HOTEL_TIME_ZONE, zonedAt } from "./clock.ts"
import { addDays, daysBetween, HOTEL_UTC_OFFSET, hotelDayAt, hotelDayOf, isCalendarDay, startsInThePast, toNoonIso } from "./hotel-day.ts"

/** The years a booking can name, with margin on both sides. */
const FIRST_MILLIS = Date.UTC(1990, 0, 1)
const LAST_MILLIS = Date.UTC(2100, 0, 1)
const anyInstant = fc.integer({ min: FIRST_MILLIS, max: LAST_MILLIS })
const anyDay = anyInstant.map((millis) => zonedAt(millis).toPlainDate().toString())
const MIDNIGHT_22_NOV = Date.UTC(2026, 10, 21, 22, 0)

describe("the hotels' fixed offset", () => {
  it("is the offset of the hotels' time zone at every instant a booking can name", () => {
    fc.assert(fc.property(anyInstant, (millis) => zonedAt(millis).offset === HOTEL_UTC_OFFSET))
    expect(HOTEL_TIME_ZONE).toBe("Africa/Johannesburg")
  })
})

describe("today's date on the hotels' clock", () => {
  it("turns at midnight on the hotels' clock", () => {
    expect(hotelDayAt(MIDNIGHT_22_NOV - 1)).toBe("2026-11-21")
    expect(hotelDayAt(MIDNIGHT_22_NOV)).toBe("2026-11-22")
    expect(hotelDayAt(MIDNIGHT_22_NOV + 86_400_000 - 1)).toBe("2026-11-22")
  })

  it("agrees with the time zone's wall clock at every instant", () => {
    fc.assert(fc.property(anyInstant, (millis) => hotelDayAt(millis) === zonedAt(millis).toPlainDate().toString()))
  })
})

describe("reading a wire date", () => {
  it("reads a date-time on the hotels' clock, whatever offset it was written in", () => {
    expect(hotelDayOf("2026-11-30T22:00:00Z")).toBe("2026-12-01")
    expect(hotelDayOf("2026-11-30T21:59:59Z")).toBe("2026-11-30")
    expect(hotelDayOf("2026-12-01T06:00:00-05:00")).toBe("2026-12-01")
    expect(hotelDayOf("2026-12-01T12:00:00.123+02:00")).toBe("2026-12-01")
    // Without an offset the time is the hotels' own.
    expect(hotelDayOf("2026-12-01T23:30")).toBe("2026-12-01")
  })

  it("refuses days and times that do not exist", () => {
    for (const text of ["2026-02-30", "2023-02-29", "2026-13-01", "2026-00-10", "2026-12-00", "2026-12-01T24:00:00Z", "2026-12-01T12:60:00Z", "2026-12-01T12:00:00+25:00", "01-12-2026", "tomorrow", "0099-01-01"]) {
      expect(hotelDayOf(text), text).toBeUndefined()
    }
    expect(hotelDayOf("2024-02-29")).toBe("2024-02-29")
  })

  it("knows a real day exactly as Temporal does", () => {
    const anyText = fc.tuple(fc.integer({ min: 1000, max: 2999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`)
    fc.assert(
      fc.property(anyText, (text) => {
        let real: boolean
        try {
          real = Temporal.PlainDate.from(text, { overflow: "reject" }).toString() === text
        } catch {
          real = false
        }
        return isCalendarDay(text) === real
      }),
    )
  })

  it("reads an instant written in any offset as the day it is at the hotels", () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: -14, max: 14 }), (millis, hours) => {
        const offset = `${hours < 0 ? "-" : "+"}${String(Math.abs(hours)).padStart(2, "0")}:00`
        const written = Temporal.Instant.fromEpochMilliseconds(millis).toZonedDateTimeISO(offset).toString({ timeZoneName: "never" })
        return hotelDayOf(written) === zonedAt(millis).toPlainDate().toString()
      }),
    )
  })
})

describe("reading a wire date, at the edges of what exists", () => {
  it("reads the last second of a day, offsets up to 18 hours either way, nine fractional digits and the year 1000", () => {
    expect(hotelDayOf("2026-12-01T23:59:59+02:00")).toBe("2026-12-01")
    expect(hotelDayOf("2026-12-01T00:00:00+18:00")).toBe("2026-11-30")
    expect(hotelDayOf("2026-12-01T23:00:00-18:00")).toBe("2026-12-02")
    expect(hotelDayOf("2026-12-01T12:00:00.123456789Z")).toBe("2026-12-01")
    expect(hotelDayOf("1000-01-01")).toBe("1000-01-01")
  })

  it("counts an offset's minutes and a time's seconds towards the instant", () => {
    // 22:20 at +00:30 is 21:50 UTC, 23:50 at the hotels
    expect(hotelDayOf("2026-11-30T22:20:00+00:30")).toBe("2026-11-30")
    // half a minute after midnight at the hotels
    expect(hotelDayOf("2026-11-30T22:00:30Z")).toBe("2026-12-01")
    // ten minutes after midnight at the hotels: the minutes move the instant forward
    expect(hotelDayOf("2026-11-30T22:10:00Z")).toBe("2026-12-01")
    // an offset's 59th minute is a minute like any other: 22:59 at +00:59 is 22:00 UTC, midnight at the hotels
    expect(hotelDayOf("2026-11-30T22:59:00+00:59")).toBe("2026-12-01")
  })

  it("refuses a 60th second or minute of offset, an offset beyond 18 hours, ten fractional digits and anything around the date", () => {
    const refused = [
      "2026-12-01T12:00:60Z",
      "2026-12-01T12:00:00+02:60",
      "2026-12-01T12:00:00+18:01",
      "2026-12-01T12:00:00-18:01",
      "2026-12-01T12:00:00.1234567890Z",
      "2026-12-01T12:00:00+0200",
      "2026-12-01T12",
      " 2026-12-01",
      "2026-12-01 ",
      "2026-12-01T12:00:00Z ",
      "x2026-12-01T12:00:00Z",
      "2026-1-01",
      "20261-12-01",
      "0999-12-31",
      "0999-12-31T12:00:00Z",
    ]
    for (const text of refused) expect(hotelDayOf(text), text).toBeUndefined()
    for (const text of [" 2026-12-01", "2026-12-01 ", "2026-1-01", "0999-12-31"]) expect(isCalendarDay(text), text).toBe(false)
  })
})

describe("dates sent at noon", () => {
  it("writes noon on the hotels' clock with its offset", () => {
    expect(toNoonIso("2026-12-01")).toBe("2026-12-01T12:00:00+02:00")
  })

  it("is noon of that day in the hotels' time zone, read back as the same day from any zone less than twelve hours away", () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -11, max: 11 }), (day, hoursFromHotels) => {
        const noon = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: HOTEL_TIME_ZONE, plainTime: "12:00" })
        expect(Temporal.Instant.from(toNoonIso(day)).equals(noon.toInstant())).toBe(true)
        const offsetHours = 2 + hoursFromHotels
        const elsewhere = `${offsetHours < 0 ? "-" : "+"}${String(Math.abs(offsetHours)).padStart(2, "0")}:00`
        expect(Temporal.Instant.from(toNoonIso(day)).toZonedDateTimeISO(elsewhere).toPlainDate().toString()).toBe(day)
        expect(hotelDayOf(toNoonIso(day))).toBe(day)
      }),
    )
  })
})

describe("counting days", () => {
  it("counts the nights between two days across months and years", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3)
    expect(daysBetween("2026-12-01", "2026-12-01")).toBe(0)
    expect(daysBetween("2026-12-02", "2026-12-01")).toBe(-1)
  })

  it("counts and adds days exactly as Temporal does", () => {
    fc.assert(
      fc.property(anyDay, anyDay, fc.integer({ min: -400, max: 400 }), (from, to, days) => {
        expect(daysBetween(from, to)).toBe(Temporal.PlainDate.from(from).until(to).days)
        expect(addDays(from, days)).toBe(Temporal.PlainDate.from(from).add({ days }).toString())
      }),
    )
  })
})

describe("a day in the past (issue 28 §4: the search, the hold, the enquiries and the group booking form)", () => {
  it("is one before today at the hotels, and today is not", () => {
    fc.assert(
      fc.property(anyDay, anyDay, (day, today) => {
        expect(startsInThePast(day, today)).toBe(Temporal.PlainDate.compare(day, today) < 0)
        expect(startsInThePast(today, Temporal.PlainDate.from(today))).toBe(false)
      }),
    )
  })
})
