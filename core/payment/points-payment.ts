import { Temporal } from "temporal-polyfill"
import { cardDueCents } from "./card-due.ts"
import { POINTS_NEEDED_FOR_POINTS_PAYMENT } from "../account/loyalty-points.ts"
import type { Booking } from "../booking/booking.ts"
import type { BrandKey } from "../booking/hotel.ts"
import { type PointsGuests, type PointsValue, pointsForNight } from "../content/loyalty-programme.ts"
import { nightsOf, pointsGuests } from "../loyalty/stay-points.ts"
import { CHOOSE_NIGHTS_FOR_POINTS, NO_POINTS_VALUE_FOR_NIGHT, NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS_FOR_NIGHTS } from "./messages.ts"

/**
 * Points as a real payment (issue 15, docs/decisions.md): a member holding at least 500 usable points pays whole
 * room-nights at the redeem table's value and the rest by card. The nights paid with points are the stay's first
 * ones, room by room, so the plan is the same wherever it is worked out (screen and server).
 */

/** The wire field a refusal of the nights is reported on (contracts/README.md "Points as payment"). */
export const POINTS_NIGHTS_FIELD = "points_payment.nights"

/** One room for one night, with what the booking charges for it. */
export interface RoomNight {
  readonly date: Temporal.PlainDate
  /** The room's index in the booking (0 first). */
  readonly room: number
  readonly guests: PointsGuests
  readonly priceCents: number
}

export interface PointsPaymentInput {
  readonly brand: BrandKey
  readonly redeemValues: ReadonlyArray<PointsValue>
  readonly roomNights: ReadonlyArray<RoomNight>
  readonly usablePoints: number
  /** How many room-nights the member wants to pay with points. */
  readonly nights: number
}

export type PointsPaymentPlan =
  | {
      readonly kind: "plan"
      /** The room-nights paid with points, in stay order. */
      readonly byPoints: ReadonlyArray<RoomNight>
      readonly points: number
      /** What the points pay for: the price of those room-nights. */
      readonly coveredCents: number
      /** The rest, paid by card (0 when points pay for the whole stay). */
      readonly cardCents: number
    }
  | { readonly kind: "refused"; readonly message: string }

/** The stay's room-nights in the order points pay for them: by date, then by room. */
export const inPaymentOrder = (roomNights: ReadonlyArray<RoomNight>): ReadonlyArray<RoomNight> =>
  [...roomNights].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date) || a.room - b.room)

/** The points a room-night costs at a brand; undefined when the redeem table has no value for it. */
const costOf = (input: Pick<PointsPaymentInput, "brand" | "redeemValues">, roomNight: RoomNight): number | undefined =>
  pointsForNight(input.redeemValues, input.brand, roomNight.date, roomNight.guests)

export const pointsPaymentPlan = (input: PointsPaymentInput): PointsPaymentPlan => {
  if (input.usablePoints < POINTS_NEEDED_FOR_POINTS_PAYMENT) return { kind: "refused", message: NOT_ENOUGH_POINTS }
  const ordered = inPaymentOrder(input.roomNights)
  if (!Number.isInteger(input.nights) || input.nights < 1 || input.nights > ordered.length) return { kind: "refused", message: CHOOSE_NIGHTS_FOR_POINTS }
  const byPoints = ordered.slice(0, input.nights)
  const costs = byPoints.map((roomNight) => costOf(input, roomNight))
  if (costs.some((cost) => cost === undefined)) return { kind: "refused", message: NO_POINTS_VALUE_FOR_NIGHT }
  const points = costs.reduce((sum: number, cost) => sum + (cost ?? 0), 0)
  if (points > input.usablePoints) return { kind: "refused", message: NOT_ENOUGH_POINTS_FOR_NIGHTS }
  const totalCents = ordered.reduce((sum, roomNight) => sum + roomNight.priceCents, 0)
  const coveredCents = byPoints.reduce((sum, roomNight) => sum + roomNight.priceCents, 0)
  return { kind: "plan", byPoints, points, coveredCents, cardCents: cardDueCents(totalCents, coveredCents) }
}

/** The most room-nights the member's points pay for (0 when they cannot pay with points at all). */
export const mostNightsByPoints = (input: Omit<PointsPaymentInput, "nights">): number => {
  let most = 0
  for (let nights = 1; nights <= input.roomNights.length; nights += 1) {
    if (pointsPaymentPlan({ ...input, nights }).kind !== "plan") break
    most = nights
  }
  return most
}

/** One booked line: its rooms (units), the people in each room, and its price for the whole stay, every room. */
export interface BookedLine {
  readonly adults: number
  readonly kids: number
  readonly units: number
  readonly priceCents: number
}

/**
 * A booking's room-nights: every room of every line, every night. A line keeps one price for the stay, so each of
 * its room-nights costs an equal share, the odd cents going to its first room-nights (in payment order): the shares
 * add up to the line's price exactly. Rooms are numbered across the lines, in line order.
 */
export const roomNightsOfStay = (lines: ReadonlyArray<BookedLine>, checkIn: Temporal.PlainDate, checkOut: Temporal.PlainDate): ReadonlyArray<RoomNight> => {
  const nights = nightsOf(checkIn, checkOut)
  const roomNights: Array<RoomNight> = []
  let firstRoom = 0
  for (const line of lines) {
    const count = line.units * nights.length
    const share = Math.floor(line.priceCents / count)
    const odd = line.priceCents - share * count
    const guests = pointsGuests(line)
    nights.forEach((date, nightIndex) => {
      for (let unit = 0; unit < line.units; unit += 1) {
        const order = nightIndex * line.units + unit
        roomNights.push({ date, room: firstRoom + unit, guests, priceCents: share + (order < odd ? 1 : 0) })
      }
    })
    firstRoom += line.units
  }
  return inPaymentOrder(roomNights)
}

/**
 * Decided (docs/decisions.md "Points as payment"): the room-nights paid with points earn no points; the others earn
 * as the earn table says (pointsEarnedForStay, night by night). `nightsByPoints` are the stay's first ones.
 */
export const pointsEarnedForCardNights = (
  earnValues: ReadonlyArray<PointsValue>,
  brand: BrandKey,
  roomNights: ReadonlyArray<RoomNight>,
  nightsByPoints: number,
): number =>
  inPaymentOrder(roomNights)
    .slice(nightsByPoints)
    .reduce((sum, roomNight) => sum + (pointsForNight(earnValues, brand, roomNight.date, roomNight.guests) ?? 0), 0)

/** What a points payment paid (the server's answer), and the booking as it now is. */
export interface PointsPaid {
  readonly nights: number
  readonly points: number
  readonly coveredCents: number
  /** What is left for the card (0: the booking is paid). */
  readonly cardCents: number
  readonly booking: Booking
}
