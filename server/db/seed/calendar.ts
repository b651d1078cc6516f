import { Temporal } from "temporal-polyfill"
import type { dailyInventory, mandatoryPaymentPeriods } from "../schema.ts"
import { nightlyPriceCents, roomsSoldElsewhere, type CalendarDay, type PricedRoom } from "./pricing.ts"
import type { SeededRandom } from "./random.ts"

/** spec: the next 365 days are bookable (issue 3). */
export const DEFAULT_CALENDAR_DAYS = 365

/**
 * The `days` nights from `start` ("YYYY-MM-DD"), start included. `firstOffset` is how far `start`
 * lies after today (the lead time of its first night), when the calendar is being extended.
 */
export const calendarDays = (start: string, days: number, firstOffset = 0): ReadonlyArray<CalendarDay> => {
  const first = Temporal.PlainDate.from(start)
  return Array.from({ length: Math.max(0, days) }, (_, index) => {
    const date = first.add({ days: index })
    return { iso: date.toString(), month: date.month, dayOfMonth: date.day, weekday: date.dayOfWeek, offset: firstOffset + index }
  })
}

export const addDays = (iso: string, days: number): string => Temporal.PlainDate.from(iso).add({ days }).toString()

/** Days from `from` to `to` ("YYYY-MM-DD"), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to)).days

/** A room type as the calendar prices and fills it. */
export interface CalendarRoom extends PricedRoom {
  readonly roomTypeId: number
  readonly roomCount: number
}

export type InventoryRow = typeof dailyInventory.$inferInsert

/**
 * One inventory row per room type and night: all its rooms in `total`, what other channels have
 * not already taken in `available` (or every room when `occupancy` is off), and the night's price.
 */
export const inventoryRows = (
  random: SeededRandom,
  rooms: ReadonlyArray<CalendarRoom>,
  days: ReadonlyArray<CalendarDay>,
  occupancy: boolean,
): ReadonlyArray<InventoryRow> =>
  rooms.flatMap((room) =>
    days.map((day) => ({
      roomTypeId: room.roomTypeId,
      day: day.iso,
      total: room.roomCount,
      available: occupancy ? room.roomCount - roomsSoldElsewhere(random, room, day, room.roomCount) : room.roomCount,
      basePriceCents: nightlyPriceCents(random, room, day),
    })),
  )

export const FESTIVE_DESCRIPTION = "Festive season: payment in full is required when booking."

/**
 * The festive seasons (15 December to 5 January) that touch the nights from `start` for `days`
 * days, as mandatory payment periods of `hotelId`.
 */
export const festivePeriods = (hotelId: number, start: string, days: number): ReadonlyArray<typeof mandatoryPaymentPeriods.$inferInsert> => {
  const first = Temporal.PlainDate.from(start)
  const last = first.add({ days: Math.max(0, days - 1) })
  const periods: Array<typeof mandatoryPaymentPeriods.$inferInsert> = []
  for (let year = first.year - 1; year <= last.year; year++) {
    const checkInDate = `${year}-12-15`
    const checkOutDate = `${year + 1}-01-05`
    if (checkInDate <= last.toString() && checkOutDate >= first.toString()) {
      periods.push({ hotelId, checkInDate, checkOutDate, description: FESTIVE_DESCRIPTION })
    }
  }
  return periods
}
