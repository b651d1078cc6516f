import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { placeholderCell } from "../time/calendar.ts"
import { toIsoDate } from "../time/iso-date.ts"
import { isStayPicked, NOTHING_PICKED, pickDay, priceCalendarView } from "./price-calendar.ts"

const today = Temporal.PlainDate.from("2026-03-05")

describe("picking a stay on the rate calendar", () => {
  it("takes the first day as check-in and a later one as check-out", () => {
    const checkIn = pickDay(NOTHING_PICKED, "2026-03-10")
    expect(checkIn).toEqual({ checkInDate: "2026-03-10", checkOutDate: null })
    const stay = pickDay(checkIn, "2026-03-12")
    expect(stay).toEqual({ checkInDate: "2026-03-10", checkOutDate: "2026-03-12" })
    expect(isStayPicked(stay)).toBe(true)
    expect(isStayPicked(checkIn)).toBe(false)
  })

  it("has a stay only with both days: a check-out alone is no stay", () => {
    expect(isStayPicked({ checkInDate: null, checkOutDate: "2026-03-12" })).toBe(false)
    expect(isStayPicked(NOTHING_PICKED)).toBe(false)
  })

  it("starts over on a day on or before check-in, or after a complete stay", () => {
    expect(pickDay({ checkInDate: "2026-03-10", checkOutDate: null }, "2026-03-08")).toEqual({ checkInDate: "2026-03-08", checkOutDate: null })
    expect(pickDay({ checkInDate: "2026-03-10", checkOutDate: null }, "2026-03-10")).toEqual({ checkInDate: "2026-03-10", checkOutDate: null })
    expect(pickDay({ checkInDate: "2026-03-10", checkOutDate: "2026-03-12" }, "2026-03-20")).toEqual({
      checkInDate: "2026-03-20",
      checkOutDate: null,
    })
  })

  it("never picks a check-out on or before the check-in", () => {
    const day = fc.integer({ min: 0, max: 400 }).map((offset) => toIsoDate(today.add({ days: offset })))
    fc.assert(
      fc.property(fc.array(day, { maxLength: 12 }), (days) => {
        const pick = days.reduce(pickDay, NOTHING_PICKED)
        if (isStayPicked(pick)) expect(Temporal.PlainDate.compare(pick.checkOutDate, pick.checkInDate)).toBe(1)
      }),
    )
  })
})

describe("the rate calendar", () => {
  const cells = [placeholderCell("2026-03-10"), { ...placeholderCell("2026-03-11"), price: 99_900, description: "Weekend special" }]

  it("shows three months from the searched check-in, each day with its night's price", () => {
    const months = priceCalendarView(cells, "2026-03-10", today, NOTHING_PICKED)
    expect(months.map((month) => month.title)).toEqual(["March 2026", "April 2026", "May 2026"])
    const days = months[0]!.weeks.flat()
    expect(days.find((day) => day.date === "2026-03-10")).toMatchObject({ price: "R 2,500.00", shortPrice: "R 2,500", selectable: true })
    expect(days.find((day) => day.date === "2026-03-11")).toMatchObject({ price: "R 999.00", shortPrice: "R 999", description: "Weekend special" })
  })

  it("does not let a night without a price, or a past day, start a stay", () => {
    const days = priceCalendarView([...cells, placeholderCell("2026-03-01")], "2026-03-10", today, NOTHING_PICKED)[0]!.weeks.flat()
    expect(days.find((day) => day.date === "2026-03-12")).toMatchObject({ price: null, selectable: false })
    expect(days.find((day) => day.date === "2026-03-01")).toMatchObject({ selectable: false })
  })

  it("lets any later day end a stay and marks the nights between", () => {
    const choosing = priceCalendarView(cells, "2026-03-10", today, { checkInDate: "2026-03-10", checkOutDate: null })[0]!.weeks.flat()
    expect(choosing.find((day) => day.date === "2026-03-14")).toMatchObject({ price: null, selectable: true })
    const picked = priceCalendarView(cells, "2026-03-10", today, { checkInDate: "2026-03-10", checkOutDate: "2026-03-13" })[0]!.weeks.flat()
    const marked = picked.filter((day) => day.inMonth && (day.selected || day.inStay)).map((day) => [day.date, day.selected, day.inStay])
    expect(marked).toEqual([
      ["2026-03-10", true, false],
      ["2026-03-11", false, true],
      ["2026-03-12", false, true],
      ["2026-03-13", true, false],
    ])
  })

  it("gives a day without a price no description", () => {
    const days = priceCalendarView(cells, "2026-03-10", today, NOTHING_PICKED)[0]!.weeks.flat()
    expect(days.find((day) => day.date === "2026-03-12")).toMatchObject({ price: null, shortPrice: null, description: "" })
  })

  it("lets a day without a price end a stay only when it is after the check-in being picked", () => {
    const choosing = priceCalendarView(cells, "2026-03-10", today, { checkInDate: "2026-03-10", checkOutDate: null })[0]!.weeks.flat()
    expect(choosing.find((day) => day.date === "2026-03-08")).toMatchObject({ price: null, selectable: false })
    const complete = priceCalendarView(cells, "2026-03-10", today, { checkInDate: "2026-03-10", checkOutDate: "2026-03-11" })[0]!.weeks.flat()
    expect(complete.find((day) => day.date === "2026-03-14")).toMatchObject({ price: null, selectable: false })
  })

  it("marks the stay on its own month only, not on the next month's leading days", () => {
    const april = priceCalendarView(cells, "2026-03-10", today, { checkInDate: "2026-03-29", checkOutDate: "2026-04-02" })[1]!.weeks.flat()
    const march = april.filter((day) => !day.inMonth && day.date >= "2026-03-29")
    expect(march.length).toBeGreaterThan(0)
    for (const day of march) expect(day).toMatchObject({ selected: false, inStay: false })
    expect(april.filter((day) => day.inMonth && (day.selected || day.inStay)).map((day) => day.date)).toEqual(["2026-04-01", "2026-04-02"])
  })

  it("rounds a cell's price to the nearest rand", () => {
    const rounded = [
      { ...placeholderCell("2026-03-10"), price: 124_950 },
      { ...placeholderCell("2026-03-11"), price: 124_949 },
    ]
    const days = priceCalendarView(rounded, "2026-03-10", today, NOTHING_PICKED)[0]!.weeks.flat()
    expect(days.find((day) => day.date === "2026-03-10")).toMatchObject({ price: "R 1,249.50", shortPrice: "R 1,250" })
    expect(days.find((day) => day.date === "2026-03-11")).toMatchObject({ price: "R 1,249.49", shortPrice: "R 1,249" })
  })
})
