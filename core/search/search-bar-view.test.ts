import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import {
  guestsSummary,
  initialSearchBarMode,
  rangePickerMonthCount,
  searchButtonLabel,
  staySummary,
  todayStay,
} from "./search-bar-view.ts"

describe("the search bars", () => {
  it("reads Check Availability on the home form", () => {
    expect(searchButtonLabel("home", "edit")).toBe("Check Availability")
  })

  it("reads Edit in the top bar while it shows the search, and Search for rates once editing", () => {
    expect(initialSearchBarMode("top-bar", true)).toBe("view")
    expect(searchButtonLabel("top-bar", "view")).toBe("Edit")
    expect(searchButtonLabel("top-bar", "edit")).toBe("Search for rates")
  })

  it("opens editable, reading Check availability, where there is no search to show", () => {
    expect(initialSearchBarMode("top-bar", false)).toBe("edit")
    expect(initialSearchBarMode("today", true)).toBe("edit")
    expect(initialSearchBarMode("home", true)).toBe("edit")
    expect(searchButtonLabel("today", "edit")).toBe("Check availability")
  })

  it("books today: in today, out tomorrow, across a month's end", () => {
    expect(todayStay(Temporal.PlainDate.from("2026-03-31"))).toEqual({ checkInDate: "2026-03-31", checkOutDate: "2026-04-01" })
  })

  it("sums up guests and rooms with singular and plural words", () => {
    expect(guestsSummary([{ adults: 1, kids: 0 }])).toBe("1 adult · 1 room")
    expect(guestsSummary([{ adults: 2, kids: 1 }, { adults: 1, kids: 0 }])).toBe("3 adults, 1 child · 2 rooms")
    expect(guestsSummary([{ adults: 1, kids: 1 }, { adults: 1, kids: 1 }])).toBe("2 adults, 2 children · 2 rooms")
  })

  it("sums up the stay, reading Add dates before any and a dash for the one not chosen yet", () => {
    expect(staySummary("2026-12-01", "2026-12-03")).toBe("01 Dec 2026 – 03 Dec 2026")
    expect(staySummary("2026-12-01", null)).toBe("01 Dec 2026 – —")
    expect(staySummary(null, "")).toBe("Add dates")
    expect(staySummary("2026-12-01", "")).toBe("01 Dec 2026 – —")
  })

  it("shows two months on wide screens and one on a phone", () => {
    expect(rangePickerMonthCount(true)).toBe(2)
    expect(rangePickerMonthCount(false)).toBe(1)
  })
})
