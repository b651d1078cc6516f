import { Schema } from "effect"
import { RoomRate } from "../rates/room-rate.ts"
import { DEFAULT_CURRENCY } from "../rates/money-format.ts"
import { Coordinates } from "../search/coordinates.ts"
import { Destination } from "../search/destination.ts"
import { DEFAULT_GUEST_ROOM, GuestCount, MAX_ROOMS, MIN_ROOMS } from "../search/guest-rooms.ts"
import type { SearchCriteria } from "../search/search-criteria.ts"
import { IsoDate } from "../time/iso-date.ts"
import { ADULT, ADULTS, CHILD, CHILDREN, ROOM, ROOMS } from "./messages.ts"
import { CommunicationMethod, DEFAULT_COMMUNICATION_METHOD } from "../checkout/communication.ts"
import { MandatoryPaymentPeriod } from "./mandatory-payment.ts"
import { BookingPointsPayment } from "./booking-points-payment.ts"

/** spec B §3: what the state keeps of a chosen room for the summary and the pay-later rules. */
export const RoomDescription = Schema.Struct({
  roomName: Schema.String,
  /** Cents. */
  totalAmount: Schema.Int,
  mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriod),
})
export type RoomDescription = typeof RoomDescription.Type

/**
 * spec B §3: one requested room: its guests and, once chosen, its room (description, rate plan,
 * room type and rates). A room lacks a choice while its roomDescription is null.
 */
export const GuestRoomState = Schema.Struct({
  adults: GuestCount,
  kids: GuestCount,
  roomDescription: Schema.NullOr(RoomDescription),
  ratePlanCode: Schema.NullOr(Schema.String),
  roomTypeCode: Schema.NullOr(Schema.String),
  rates: Schema.Array(RoomRate),
})
export type GuestRoomState = typeof GuestRoomState.Type

/** A requested room with no room chosen yet. */
export const unchosenRoom = (guests: { readonly adults: number; readonly kids: number }): GuestRoomState => ({
  adults: guests.adults,
  kids: guests.kids,
  roomDescription: null,
  ratePlanCode: null,
  roomTypeCode: null,
  rates: [],
})

/** Not a guest-facing message: a stored state whose active room is not one of its rooms is refused. */
export const NO_SUCH_ROOM = "The active room is not one of the requested rooms"

/**
 * spec B §3 "Search and booking state", kept for the session. Decoding it back from storage checks
 * every field, so a stored value from an older version or a tampered one is refused whole.
 */
export const BookingSessionState = Schema.Struct({
  destination: Schema.NullOr(Destination),
  checkInDate: Schema.NullOr(IsoDate),
  checkOutDate: Schema.NullOr(IsoDate),
  flexiDate: Schema.Boolean,
  guestRooms: Schema.Array(GuestRoomState).check(Schema.isMinLength(MIN_ROOMS), Schema.isMaxLength(MAX_ROOMS)),
  /** "" when none. */
  promoCode: Schema.String,
  promoCodeValid: Schema.Boolean,
  /** "" when none. */
  clubCard: Schema.String,
  clubCardValid: Schema.Boolean,
  isMandatoryPayment: Schema.Boolean,
  /** The reservation's uuid, once reserved. */
  uuid: Schema.NullOr(Schema.String),
  /** When the server gives the held rooms back (an ISO instant, the reservation's expires_at); null with no hold. */
  holdExpiresAt: Schema.NullOr(Schema.String),
  confirmationNumber: Schema.NullOr(Schema.String),
  mainGuestName: Schema.NullOr(Schema.String),
  confirmationCommunicationMethod: Schema.Array(CommunicationMethod).check(Schema.isMinLength(1)),
  isCancellationPolicyAccepted: Schema.Boolean,
  /** Cents. */
  totalPriceForStay: Schema.Int,
  /** issue 29: what loyalty points already paid of the booking being paid (the card pays the rest); absent when none. */
  pointsPaid: Schema.optionalKey(BookingPointsPayment),
  currency: Schema.String,
  userCoordinates: Schema.NullOr(Coordinates),
  /** The requested room the rooms page is choosing for. */
  activeRoomIndex: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  /** A search was submitted (spec B §2 redirect rule). */
  isSearchInitialised: Schema.Boolean,
}).check(
  Schema.makeFilter((state) =>
    state.activeRoomIndex < state.guestRooms.length ? undefined : { path: ["activeRoomIndex"], issue: NO_SUCH_ROOM },
  ),
)
export type BookingSessionState = typeof BookingSessionState.Type

/** spec B §3: one room, 1 adult, 0 kids, nothing searched or reserved; confirmation by sms; ZAR. */
export const DEFAULT_BOOKING_SESSION_STATE: BookingSessionState = {
  destination: null,
  checkInDate: null,
  checkOutDate: null,
  flexiDate: false,
  guestRooms: [unchosenRoom(DEFAULT_GUEST_ROOM)],
  promoCode: "",
  promoCodeValid: false,
  clubCard: "",
  clubCardValid: false,
  isMandatoryPayment: false,
  uuid: null,
  holdExpiresAt: null,
  confirmationNumber: null,
  mainGuestName: null,
  confirmationCommunicationMethod: [DEFAULT_COMMUNICATION_METHOD],
  isCancellationPolicyAccepted: false,
  totalPriceForStay: 0,
  currency: DEFAULT_CURRENCY,
  userCoordinates: null,
  activeRoomIndex: 0,
  isSearchInitialised: false,
}

/**
 * A submitted search starts the booking over: rooms are requested afresh (their earlier choices
 * priced other dates) and any reservation is dropped. A promo code or club card that is unchanged
 * keeps its validity; a changed one must be validated again, and the mandatory-payment flag of the
 * old promo code goes with it. The user's coordinates survive.
 */
export const withSearch = (state: BookingSessionState, criteria: SearchCriteria): BookingSessionState => {
  const samePromo = criteria.promoCode === state.promoCode
  return {
    ...DEFAULT_BOOKING_SESSION_STATE,
    destination: criteria.destination,
    checkInDate: criteria.checkInDate,
    checkOutDate: criteria.checkOutDate,
    flexiDate: criteria.flexiDate,
    guestRooms: criteria.guestRooms.map(unchosenRoom),
    promoCode: criteria.promoCode,
    promoCodeValid: samePromo && state.promoCodeValid,
    isMandatoryPayment: samePromo && state.isMandatoryPayment,
    clubCard: criteria.clubCard,
    clubCardValid: criteria.clubCard === state.clubCard && state.clubCardValid,
    userCoordinates: state.userCoordinates,
    isSearchInitialised: true,
  }
}

/** The club card the searches and the reservation send: only one the server validated, else "". */
export const validClubCardOf = (state: Pick<BookingSessionState, "clubCard" | "clubCardValid">): string => (state.clubCardValid ? state.clubCard : "")

/** spec B §3: the sum of the chosen rooms' totals, in cents. */
export const roomsTotal = (rooms: ReadonlyArray<GuestRoomState>): number =>
  rooms.reduce((sum, room) => sum + (room.roomDescription?.totalAmount ?? 0), 0)

/** spec B §3 (Booking summary). */
export interface BookingSummary {
  readonly checkInDate: IsoDate | null
  readonly checkOutDate: IsoDate | null
  readonly totalRooms: number
  readonly totalAdults: number
  readonly totalKids: number
}

export const bookingSummary = (state: BookingSessionState): BookingSummary => ({
  checkInDate: state.checkInDate,
  checkOutDate: state.checkOutDate,
  totalRooms: state.guestRooms.length,
  totalAdults: state.guestRooms.reduce((sum, room) => sum + room.adults, 0),
  totalKids: state.guestRooms.reduce((sum, room) => sum + room.kids, 0),
})

const countOf = (count: number, singular: string, plural: string): string =>
  `${count} ${count === 1 ? singular : plural}`

/** spec B §2: "1 adult", "2 adults". */
export const adultsLabel = (count: number): string => countOf(count, ADULT, ADULTS)
/** spec B §2: "1 child", "2 children". */
export const childrenLabel = (count: number): string => countOf(count, CHILD, CHILDREN)
/** spec B §2: "1 room", "3 rooms". */
export const roomsLabel = (count: number): string => countOf(count, ROOM, ROOMS)
