import { Temporal } from "temporal-polyfill"
import { formatAmount, formatMoney } from "../rates/money-format.ts"
import { type CalendarCell, monthGrid, rateCalendarMonths } from "../time/calendar.ts"
import { MONTH_NAMES } from "../time/format.ts"
import { type IsoDate, toPlainDate } from "../time/iso-date.ts"

/** The stay being picked on the rate calendar: check-in first, then check-out. */
export interface CalendarPick {
  readonly checkInDate: IsoDate | null
  readonly checkOutDate: IsoDate | null
}

export const NOTHING_PICKED: CalendarPick = { checkInDate: null, checkOutDate: null }

const after = (a: IsoDate, b: IsoDate): boolean => Temporal.PlainDate.compare(toPlainDate(a), toPlainDate(b)) > 0

/**
 * A day picked on the calendar: a later day after a check-in ends the stay; any other day (the
 * first pick, a day on or before check-in, or a pick after a complete stay) starts it over.
 */
export const pickDay = (pick: CalendarPick, day: IsoDate): CalendarPick =>
  pick.checkInDate !== null && pick.checkOutDate === null && after(day, pick.checkInDate)
    ? { checkInDate: pick.checkInDate, checkOutDate: day }
    : { checkInDate: day, checkOutDate: null }

export const isStayPicked = (pick: CalendarPick): pick is { readonly checkInDate: IsoDate; readonly checkOutDate: IsoDate } =>
  pick.checkInDate !== null && pick.checkOutDate !== null

export interface PriceDay {
  readonly date: IsoDate
  readonly day: number
  readonly inMonth: boolean
  /** The night's from-price ("R 1,250.00"), or null without a price. */
  readonly price: string | null
  /** The same in whole rands ("R 1,250") for the cell, where cents do not fit. */
  readonly shortPrice: string | null
  readonly description: string
  /** Can be clicked now: a check-in needs a priced night; a check-out any later day. */
  readonly selectable: boolean
  readonly selected: boolean
  readonly inStay: boolean
}

export interface PriceMonth {
  readonly title: string
  readonly weeks: ReadonlyArray<ReadonlyArray<PriceDay>>
}

const CENTS_PER_RAND = 100
/** "R 1,250" for 124_950 cents: rounded to the rand, for a calendar cell. */
export const wholeRands = (cents: number): string =>
  `R ${formatAmount(Math.round(cents / CENTS_PER_RAND) * CENTS_PER_RAND).slice(0, -".00".length)}`

/**
 * spec B §2, §3, §9: the rate calendar's three months from the searched check-in (never a past
 * month), each day with its night's from-price (a cell's `start`), the picked stay marked.
 */
export const priceCalendarView = (
  cells: ReadonlyArray<CalendarCell>,
  checkIn: IsoDate,
  today: Temporal.PlainDate,
  pick: CalendarPick,
  currency?: string,
): ReadonlyArray<PriceMonth> => {
  const byNight = new Map(cells.map((cell) => [cell.start, cell]))
  const choosingCheckOut = pick.checkInDate !== null && pick.checkOutDate === null
  return rateCalendarMonths(checkIn, today).map((month) => ({
    title: `${MONTH_NAMES[month.month - 1]} ${month.year}`,
    weeks: monthGrid(month, today).map((week) =>
      week.map((day): PriceDay => {
        const cell = byNight.get(day.date)
        const laterThanCheckIn = pick.checkInDate !== null && after(day.date, pick.checkInDate)
        const selectable = day.selectable && (cell !== undefined || (choosingCheckOut && laterThanCheckIn))
        return {
          date: day.date,
          day: day.day,
          inMonth: day.inMonth,
          price: cell === undefined ? null : formatMoney(cell.price, currency),
          shortPrice: cell === undefined ? null : wholeRands(cell.price),
          description: cell?.description ?? "",
          selectable,
          selected: day.inMonth && (day.date === pick.checkInDate || day.date === pick.checkOutDate),
          inStay:
            day.inMonth &&
            pick.checkInDate !== null &&
            pick.checkOutDate !== null &&
            laterThanCheckIn &&
            after(pick.checkOutDate, day.date),
        }
      }),
    ),
  }))
}
