import type { Temporal } from "temporal-polyfill"
import type { BrandKey } from "../booking/hotel.ts"
import { type PointsGuests, type PointsValue, pointsForNight } from "../content/loyalty-programme.ts"

/** One room of a stay, by the people sleeping in it. */
export interface StayRoom {
  readonly adults: number
  readonly kids: number
}

/** spec A §3: values are for one guest or two; a room with two or more people takes the two-guest value. */
export const pointsGuests = (room: StayRoom): PointsGuests => (room.adults + room.kids >= 2 ? 2 : 1)

/** The nights of a stay: every day from check-in up to, not including, check-out. */
export const nightsOf = (checkIn: Temporal.PlainDate, checkOut: Temporal.PlainDate): ReadonlyArray<Temporal.PlainDate> => {
  const nights: Array<Temporal.PlainDate> = []
  for (let night = checkIn; night.until(checkOut).days > 0; night = night.add({ days: 1 })) nights.push(night)
  return nights
}

/**
 * spec A §3, §9: the points a paid stay earns: every room, every night, at the earn table's value for the hotel's
 * brand, midweek (Monday to Thursday) or weekend (Friday to Sunday), one or two guests. A night the table has no
 * value for earns nothing.
 */
export const pointsEarnedForStay = (
  earnValues: ReadonlyArray<PointsValue>,
  brand: BrandKey,
  rooms: ReadonlyArray<StayRoom>,
  checkIn: Temporal.PlainDate,
  checkOut: Temporal.PlainDate,
): number =>
  rooms.reduce(
    (total, room) => total + nightsOf(checkIn, checkOut).reduce((sum, night) => sum + (pointsForNight(earnValues, brand, night, pointsGuests(room)) ?? 0), 0),
    0,
  )
