import type { Temporal } from "temporal-polyfill"
import { adultsLabel, childrenLabel, roomsLabel } from "../booking/session-state.ts"
import { RANGE_PICKER_MONTHS } from "../time/calendar.ts"
import { formatDate } from "../time/format.ts"
import { type IsoDate, toIsoDate } from "../time/iso-date.ts"
import type { GuestRoom } from "./guest-rooms.ts"
import { ADD_DATES, CHECK_AVAILABILITY, CHECK_AVAILABILITY_HOME, EDIT_SEARCH, SEARCH_FOR_RATES } from "./messages.ts"

/**
 * The two search forms of spec B §2: the home availability form, and the booking top bar on the
 * booking pages (its "today" kind on the Book Today page).
 */
export type SearchBarKind = "home" | "top-bar" | "today"

/**
 * spec B §2: the top bar shows the current search with an Edit button; Edit switches to editable
 * fields with a search button. A bar with no search to show (the Book Today page) is editable from
 * the start.
 */
export type SearchBarMode = "view" | "edit"

export const initialSearchBarMode = (kind: SearchBarKind, hasSearch: boolean): SearchBarMode =>
  kind === "top-bar" && hasSearch ? "view" : "edit"

/**
 * spec B §2 "Button reads Check availability, Search for rates or Edit" (decision on which when):
 * the home form reads Check Availability; the top bar reads Edit while it shows the search, Search
 * for rates once editing a search, and Check availability on the Book Today page.
 */
export const searchButtonLabel = (kind: SearchBarKind, mode: SearchBarMode): string => {
  if (kind === "home") return CHECK_AVAILABILITY_HOME
  if (kind === "today") return CHECK_AVAILABILITY
  return mode === "view" ? EDIT_SEARCH : SEARCH_FOR_RATES
}

/** spec B §2 "/booking/today": a same-day search checks in today and out tomorrow, unless the visitor changes it. */
export const todayStay = (today: Temporal.PlainDate): { readonly checkInDate: IsoDate; readonly checkOutDate: IsoDate } => ({
  checkInDate: toIsoDate(today),
  checkOutDate: toIsoDate(today.add({ days: 1 })),
})

/** The guests field's summary: "2 adults, 1 child · 2 rooms" (children only when there are some). */
export const guestsSummary = (rooms: ReadonlyArray<GuestRoom>): string => {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0)
  const kids = rooms.reduce((sum, room) => sum + room.kids, 0)
  const guests = kids === 0 ? adultsLabel(adults) : `${adultsLabel(adults)}, ${childrenLabel(kids)}`
  return `${guests} · ${roomsLabel(rooms.length)}`
}

/** The dates field's summary, "01 Dec 2026 – 03 Dec 2026", "Add dates" before any, a dash for the one missing. */
export const staySummary = (checkInDate: string | null, checkOutDate: string | null): string => {
  const missing = (date: string | null) => date === null || date === ""
  if (missing(checkInDate) && missing(checkOutDate)) return ADD_DATES
  const show = (date: string | null) => (date === null || date === "" ? "—" : formatDate(date, "DD MMM YYYY"))
  return `${show(checkInDate)} – ${show(checkOutDate)}`
}

/** spec B §5, §9 and DESIGN.md: the range picker shows two months on wide screens, one on a phone. */
export const rangePickerMonthCount = (wide: boolean): number => (wide ? RANGE_PICKER_MONTHS : 1)
