// @ts-nocheck
import { Schema } from "effect"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import {
  CALENDAR_HELPER_MONTHS,
  CalendarCell,
  isBackDisabled,
  isCheckOutAfterCheckIn,
  isSelectableDay,
  isSelectableMonth,
  monthGrid,
  monthOf,
  monthsFrom,
  nightsBetween,
  placeholderCell,
  RANGE_PICKER_MONTHS,
  rangePickerMonths,
  RATE_CALENDAR_MONTHS,
  rateCalendarMonths,
  SAMPLE_CALENDAR_PRICE_CENTS,
} from "./calendar.ts"

const today = Temporal.PlainDate.from("2026-12-15")
const month = (text: string) => Temporal.PlainYearMonth.from(text)
const names = (months: ReadonlyArray<Temporal.PlainYearMonth>) => months.map((m) => m.toString())

// Days and months within about thirty years: every month length, leap years and year ends.
const anyDay = fc.integer({ min: 0, max: 30 * 366 }).map((offset) => Temporal.PlainDate.from("2010-01-01").add({ days: offset }))
const anyMonth = anyDay.map((day) => day.toPlainYearMonth())

describe("the spec's calendar constants", () => {
  it("shows 2 months in the range picker, 3 in the rate calendar and 7 in the calendar helper", () => {
    expect(RANGE_PICKER_MONTHS).toBe(2)
    expect(RATE_CALENDAR_MONTHS).toBe(3)
    expect(CALENDAR_HELPER_MONTHS).toBe(7)
  })

  it("prices the placeholder calendar cell at 2500 ZAR, in cents", () => {
    expect(SAMPLE_CALENDAR_PRICE_CENTS).toBe(250_000)
  })
})

describe("months shown", () => {
  it("lists the calendar helper's 7 months by default, across a year end", () => {
    expect(names(monthsFrom(month("2026-11")))).toEqual(["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05"])
  })

  it("starts the range picker at the current month and shows 2 months", () => {
    expect(names(rangePickerMonths(today))).toEqual(["2026-12", "2027-01"])
  })

  it("shows 3 months in the rate calendar from the check-in month", () => {
    expect(names(rateCalendarMonths("2027-02-10", today))).toEqual(["2027-02", "2027-03", "2027-04"])
    expect(names(rateCalendarMonths("2026-12-31", today))).toEqual(["2026-12", "2027-01", "2027-02"])
  })

  it("never starts the rate calendar in a month already past", () => {
    expect(names(rateCalendarMonths("2026-11-30", today))).toEqual(["2026-12", "2027-01", "2027-02"])
  })

  it("lists exactly N consecutive months, the start first", () => {
    fc.assert(
      fc.property(anyMonth, fc.nat(24), (start, count) => {
        const months = monthsFrom(start, count)
        expect(months).toHaveLength(count)
        if (count > 0) expect(months[0]!.equals(start)).toBe(true)
        months.slice(1).forEach((next, index) => expect(months[index]!.add({ months: 1 }).equals(next)).toBe(true))
      }),
    )
  })
})

describe("what can be selected", () => {
  it("lets today and later be selected but no past day", () => {
    expect(isSelectableDay("2026-12-15", today)).toBe(true)
    expect(isSelectableDay("2026-12-16", today)).toBe(true)
    expect(isSelectableDay("2026-12-14", today)).toBe(false)
  })

  it("does not offer dates before the current month", () => {
    expect(isSelectableMonth(month("2026-12"), today)).toBe(true)
    expect(isSelectableMonth(month("2027-01"), today)).toBe(true)
    expect(isSelectableMonth(month("2026-11"), today)).toBe(false)
    expect(isSelectableMonth(month("2025-12"), today)).toBe(false)
    expect(isSelectableDay("2026-11-30", today)).toBe(false)
  })

  it("disables the back arrow when the previous month is in the past", () => {
    expect(isBackDisabled(month("2026-12"), today)).toBe(true)
    expect(isBackDisabled(month("2027-01"), today)).toBe(false)
    expect(isBackDisabled(month("2027-06"), today)).toBe(false)
  })

  it("enables the back arrow exactly when the shown month is after the current month", () => {
    fc.assert(
      fc.property(anyMonth, anyDay, (shown, day) => {
        expect(isBackDisabled(shown, day)).toBe(Temporal.PlainYearMonth.compare(shown, monthOf(day)) <= 0)
      }),
    )
  })
})

describe("the month grid", () => {
  it("lays December 2026 out in weeks from Monday 30 November to Sunday 3 January", () => {
    const weeks = monthGrid(month("2026-12"), today)
    expect(weeks).toHaveLength(5)
    expect(weeks[0]!.map((cell) => cell.date)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ])
    expect(weeks[4]!.map((cell) => cell.day)).toEqual([28, 29, 30, 31, 1, 2, 3])
  })

  it("marks the neighbouring months' days, past days and today", () => {
    const cells = monthGrid(month("2026-12"), today).flat()
    const cell = (date: string) => cells.find((c) => c.date === date)
    expect(cell("2026-11-30")).toEqual({ date: "2026-11-30", day: 30, inMonth: false, selectable: false, isToday: false })
    expect(cell("2026-12-14")).toEqual({ date: "2026-12-14", day: 14, inMonth: true, selectable: false, isToday: false })
    expect(cell("2026-12-15")).toEqual({ date: "2026-12-15", day: 15, inMonth: true, selectable: true, isToday: true })
    expect(cell("2026-12-16")).toEqual({ date: "2026-12-16", day: 16, inMonth: true, selectable: true, isToday: false })
    expect(cell("2027-01-01")).toEqual({ date: "2027-01-01", day: 1, inMonth: false, selectable: false, isToday: false })
  })

  it("needs only 4 weeks for a February starting on Monday, and 6 for a month that spills over", () => {
    expect(monthGrid(month("2027-02"), today)).toHaveLength(4)
    expect(monthGrid(month("2027-02"), today)[0]![0]!.date).toBe("2027-02-01")
    expect(monthGrid(month("2027-02"), today)[3]![6]!.date).toBe("2027-02-28")
    expect(monthGrid(month("2027-08"), today)).toHaveLength(6)
  })

  it("does not take the same month of another year for this month", () => {
    const cells = monthGrid(month("2026-01"), Temporal.PlainDate.from("2020-01-01")).flat()
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(31)
    expect(cells.find((cell) => cell.date === "2025-12-29")?.inMonth).toBe(false)
  })

  it("is whole weeks of consecutive days, Monday first, holding each day of the month once", () => {
    fc.assert(
      fc.property(anyMonth, anyDay, (shown, day) => {
        const weeks = monthGrid(shown, day)
        expect(weeks.length).toBeGreaterThanOrEqual(4)
        expect(weeks.length).toBeLessThanOrEqual(6)
        const cells = weeks.flat()
        weeks.forEach((week) => expect(week).toHaveLength(7))
        expect(Temporal.PlainDate.from(cells[0]!.date).dayOfWeek).toBe(1)
        cells.slice(1).forEach((cell, index) => {
          expect(Temporal.PlainDate.from(cells[index]!.date).add({ days: 1 }).toString()).toBe(cell.date)
        })
        const inMonth = cells.filter((cell) => cell.inMonth)
        expect(inMonth.map((cell) => cell.day)).toEqual(Array.from({ length: shown.daysInMonth }, (_, index) => index + 1))
        inMonth.forEach((cell) => expect(monthOf(cell.date).equals(shown)).toBe(true))
        // the first and last weeks each hold at least one day of the month
        expect(weeks[0]!.some((cell) => cell.inMonth)).toBe(true)
        expect(weeks[weeks.length - 1]!.some((cell) => cell.inMonth)).toBe(true)
      }),
    )
  })

  it("offers no day before today, and every day of the month from today on", () => {
    fc.assert(
      fc.property(anyMonth, anyDay, (shown, day) => {
        for (const cell of monthGrid(shown, day).flat()) {
          const notPast = Temporal.PlainDate.compare(Temporal.PlainDate.from(cell.date), day) >= 0
          expect(cell.selectable).toBe(cell.inMonth && notPast)
          expect(cell.isToday).toBe(cell.date === day.toString())
        }
      }),
    )
  })
})

describe("booking calendar cells", () => {
  it("holds a price in cents, a description, a start and an end", () => {
    const cell = { price: 250_000, description: "Standard room", start: "2026-12-15", end: "2026-12-16" }
    expect(Schema.decodeUnknownSync(CalendarCell)(cell)).toEqual(cell)
    expect(() => Schema.decodeUnknownSync(CalendarCell)({ ...cell, price: 2500.5 })).toThrow()
    expect(() => Schema.decodeUnknownSync(CalendarCell)({ ...cell, start: "15/12/2026" })).toThrow()
  })

  it("gives a placeholder night at the sample price, ending the next morning", () => {
    expect(placeholderCell("2026-12-31")).toEqual({ price: 250_000, description: "", start: "2026-12-31", end: "2027-01-01" })
  })
})

describe("stays", () => {
  it("counts the nights between check-in and check-out", () => {
    expect(nightsBetween("2026-12-15", "2026-12-18")).toBe(3)
    expect(nightsBetween("2026-12-31", "2027-01-01")).toBe(1)
    expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2)
    expect(nightsBetween("2026-12-15", "2026-12-15")).toBe(0)
    expect(nightsBetween("2026-12-15", "2026-12-14")).toBe(-1)
  })

  it("needs check-out after check-in", () => {
    expect(isCheckOutAfterCheckIn("2026-12-15", "2026-12-16")).toBe(true)
    expect(isCheckOutAfterCheckIn("2026-12-15", "2026-12-15")).toBe(false)
    expect(isCheckOutAfterCheckIn("2026-12-15", "2026-12-14")).toBe(false)
  })

  it("adds nights up: a stay split in two has as many nights as the whole", () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }), (start, first, second) => {
        const middle = start.add({ days: first })
        const end = middle.add({ days: second })
        expect(nightsBetween(start, middle)).toBe(first)
        expect(nightsBetween(start, middle) + nightsBetween(middle, end)).toBe(nightsBetween(start, end))
      }),
    )
  })

  it("accepts a check-out exactly when the stay has at least one night", () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -60, max: 60 }), (checkIn, offset) => {
        const checkOut = checkIn.add({ days: offset })
        expect(isCheckOutAfterCheckIn(checkIn, checkOut)).toBe(nightsBetween(checkIn, checkOut) >= 1)
        expect(isCheckOutAfterCheckIn(checkIn, checkOut)).toBe(offset > 0)
      }),
    )
  })
})
