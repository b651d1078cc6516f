// @ts-nocheck
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { formatDate, MONTH_NAMES, ordinal, SHORT_MONTH_NAMES, WEEKDAY_NAMES } from "./format.ts"

// Any day from 1900 to 2199: wide enough to cross every month length, leap rule and century.
const anyDay = fc
  .integer({ min: 0, max: 300 * 366 })
  .map((offset) => Temporal.PlainDate.from("1900-01-01").add({ days: offset }))

describe("the spec's display formats", () => {
  it("writes 'weekday, DD MMMM YYYY' as 'Tuesday, 01 December 2026'", () => {
    expect(formatDate("2026-12-01", "weekday, DD MMMM YYYY")).toBe("Tuesday, 01 December 2026")
  })

  it("writes 'DD MMM YYYY' as '01 Dec 2026'", () => {
    expect(formatDate("2026-12-01", "DD MMM YYYY")).toBe("01 Dec 2026")
  })

  it("writes 'DD MMMM YYYY' as '01 December 2026'", () => {
    expect(formatDate("2026-12-01", "DD MMMM YYYY")).toBe("01 December 2026")
  })

  it("writes 'Do MMMM YYYY' as '1st December 2026'", () => {
    expect(formatDate("2026-12-01", "Do MMMM YYYY")).toBe("1st December 2026")
    expect(formatDate("2026-12-22", "Do MMMM YYYY")).toBe("22nd December 2026")
  })

  it("writes the job expiry as DD/MM/YYYY", () => {
    expect(formatDate("2026-03-09", "DD/MM/YYYY")).toBe("09/03/2026")
    expect(formatDate("2026-11-30", "DD/MM/YYYY")).toBe("30/11/2026")
  })

  it("takes a Temporal date as well as an ISO date", () => {
    expect(formatDate(Temporal.PlainDate.from("2027-01-31"), "weekday, DD MMMM YYYY")).toBe("Sunday, 31 January 2027")
  })

  it("pads a year below 1000 to four digits", () => {
    expect(formatDate(Temporal.PlainDate.from({ year: 987, month: 5, day: 4 }), "DD/MM/YYYY")).toBe("04/05/0987")
  })
})

describe("English names, written by hand", () => {
  it("names every month in full and short", () => {
    const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, "0")}-15`)
    expect(months.map((day) => formatDate(day, "DD MMMM YYYY"))).toEqual([
      "15 January 2026",
      "15 February 2026",
      "15 March 2026",
      "15 April 2026",
      "15 May 2026",
      "15 June 2026",
      "15 July 2026",
      "15 August 2026",
      "15 September 2026",
      "15 October 2026",
      "15 November 2026",
      "15 December 2026",
    ])
    expect(months.map((day) => formatDate(day, "DD MMM YYYY").slice(3, 6))).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ])
  })

  it("names every weekday, Monday 30 November 2026 to Sunday 6 December 2026", () => {
    const week = Array.from({ length: 7 }, (_, index) => Temporal.PlainDate.from("2026-11-30").add({ days: index }))
    expect(week.map((day) => formatDate(day, "weekday, DD MMMM YYYY"))).toEqual([
      "Monday, 30 November 2026",
      "Tuesday, 01 December 2026",
      "Wednesday, 02 December 2026",
      "Thursday, 03 December 2026",
      "Friday, 04 December 2026",
      "Saturday, 05 December 2026",
      "Sunday, 06 December 2026",
    ])
  })

  it("walks the weekdays in order, day after day", () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const name = (date: Temporal.PlainDate) => formatDate(date, "weekday, DD MMMM YYYY").split(",")[0]
        const today = WEEKDAY_NAMES.indexOf(name(day) as (typeof WEEKDAY_NAMES)[number])
        expect(name(day.add({ days: 1 }))).toBe(WEEKDAY_NAMES[(today + 1) % 7])
        expect(name(day.add({ days: 7 }))).toBe(name(day))
      }),
    )
  })
})

describe("ordinals", () => {
  it("gives the spec's suffixes", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "31st",
    ])
  })

  it("gives th to 10 and to every day from 4 to 20 and 24 to 30", () => {
    const days = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28, 29, 30]
    for (const day of days) expect(ordinal(day)).toBe(`${day}th`)
  })

  it("treats the teens of every hundred as th: 111th 112th 113th, but 101st 102nd 103rd", () => {
    expect([101, 102, 103, 111, 112, 113, 121, 10, 0].map(ordinal)).toEqual([
      "101st",
      "102nd",
      "103rd",
      "111th",
      "112th",
      "113th",
      "121st",
      "10th",
      "0th",
    ])
  })

  it("is the number followed by st, nd, rd or th, decided by its last two digits alone", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(1000), (value, hundreds) => {
        const text = ordinal(value)
        const suffix = text.slice(String(value).length)
        expect(text.startsWith(String(value))).toBe(true)
        expect(["st", "nd", "rd", "th"]).toContain(suffix)
        const sameLastTwo = (value % 100) + hundreds * 100
        expect(ordinal(sameLastTwo).slice(String(sameLastTwo).length)).toBe(suffix)
      }),
    )
  })

  it("uses st, nd and rd exactly for last digits 1, 2 and 3 outside the teens", () => {
    fc.assert(
      fc.property(fc.nat(100_000), (value) => {
        const teen = value % 100 >= 11 && value % 100 <= 13
        const expected = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[value % 10] ?? "th"
        expect(ordinal(value)).toBe(`${value}${expected}`)
      }),
    )
  })
})

describe("zero padding", () => {
  it("always writes DD and MM as two digits, which read back to the same date", () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const text = formatDate(day, "DD/MM/YYYY")
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
        const [dd, mm, yyyy] = text.split("/").map(Number)
        expect(Temporal.PlainDate.from({ year: yyyy!, month: mm!, day: dd! }).equals(day)).toBe(true)
      }),
    )
  })

  it("writes DD MMMM YYYY and DD MMM YYYY with a two-digit day and names that read back to the same date", () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const [dd, month, yyyy] = formatDate(day, "DD MMMM YYYY").split(" ")
        expect(dd).toMatch(/^\d{2}$/)
        const read = Temporal.PlainDate.from({
          year: Number(yyyy),
          month: MONTH_NAMES.indexOf(month as (typeof MONTH_NAMES)[number]) + 1,
          day: Number(dd),
        })
        expect(read.equals(day)).toBe(true)
        const [shortDd, shortMonth, shortYyyy] = formatDate(day, "DD MMM YYYY").split(" ")
        expect([shortDd, SHORT_MONTH_NAMES.indexOf(shortMonth as (typeof SHORT_MONTH_NAMES)[number]) + 1, shortYyyy]).toEqual([
          dd,
          day.month,
          yyyy,
        ])
      }),
    )
  })

  it("writes the ordinal day without padding", () => {
    expect(formatDate("2026-12-09", "Do MMMM YYYY")).toBe("9th December 2026")
    expect(formatDate("2026-12-09", "DD MMMM YYYY")).toBe("09 December 2026")
  })
})
