import { Schema } from "effect"
import { BrandId, Image } from "../booking/hotel.ts"
import { fromPriceLabel } from "../rates/money-format.ts"

const Cents = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Seats = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** spec A §3: a meeting room's rates in cents; null when the room is not let for that duration. */
export const MeetingRoomRates = Schema.Struct({
  halfDayRate: Schema.NullOr(Cents),
  fullDayRate: Schema.NullOr(Cents),
})
export type MeetingRoomRates = typeof MeetingRoomRates.Type

/** spec A §3: the four seat counts, one per layout; null when the room is not offered in that layout. */
export const SeatCounts = Schema.Struct({
  uShapedSeats: Schema.NullOr(Seats),
  schoolRoomSeats: Schema.NullOr(Seats),
  boardRoomSeats: Schema.NullOr(Seats),
  cinemaSeats: Schema.NullOr(Seats),
})
export type SeatCounts = typeof SeatCounts.Type

/** spec A §3: a boardroom (meeting room) of the meetings and events pages. */
export const Boardroom = Schema.Struct({
  id: Schema.Int,
  hotelsLinked: Schema.Array(Schema.Int),
  brandLinked: Schema.NullOr(BrandId),
  name: Schema.String,
  ...MeetingRoomRates.fields,
  facilitiesLinked: Schema.Array(Schema.Int),
  description: Schema.String,
  ...SeatCounts.fields,
  city: Schema.String,
  pdf: Schema.NullOr(Schema.Struct({ url: Schema.String })),
  images: Schema.Array(Image),
})
export type Boardroom = typeof Boardroom.Type

/** A rate worth showing: a room let for free or not at all has none. */
const rateLabel = (cents: number | null): string | null => (cents !== null && cents > 0 ? fromPriceLabel(cents) : null)

export interface MeetingRoomRateLabels {
  readonly halfDay: string | null
  readonly fullDay: string | null
}

/**
 * spec A §9: meeting room rates are displayed 'From R {amount}' ("From R 2,500.00"); a rate that
 * is missing or zero shows nothing.
 */
export const meetingRoomRateLabels = (room: MeetingRoomRates): MeetingRoomRateLabels => ({
  halfDay: rateLabel(room.halfDayRate),
  fullDay: rateLabel(room.fullDayRate),
})

/** The most guests a room seats, in its largest layout; 0 when no layout is given. */
export const meetingRoomCapacity = (room: SeatCounts): number =>
  Math.max(0, room.uShapedSeats ?? 0, room.schoolRoomSeats ?? 0, room.boardRoomSeats ?? 0, room.cinemaSeats ?? 0)

/** Whether a room seats `guests` in at least one layout (a meeting request's number of guests). */
export const seatsGuests = (room: SeatCounts, guests: number): boolean => meetingRoomCapacity(room) >= guests
