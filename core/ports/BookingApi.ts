import type { SentCode } from "../manage-booking/code-recipient.ts"
import { Context, type Effect } from "effect"
import type { GroupBookingRequest } from "../account/group-booking.ts"
import type { BoardroomBooking } from "../account/meeting-request.ts"
import type { Booking } from "../booking/booking.ts"
import type { CommunicationMethod } from "../checkout/communication.ts"
import type { GuestDetailsForm } from "../checkout/guest.ts"
import type { Hotel } from "../booking/hotel.ts"
import type { RoomOffer } from "../booking/room-offer.ts"
import type { HttpError } from "../http/http-error.ts"
import type { Charity } from "../payment/charity.ts"
import type { InitiatePaymentResult } from "../payment/payment-initiation.ts"
import type { PointsPaid } from "../payment/points-payment.ts"
import type { ClubCardAnswer } from "../search/club-card.ts"
import type { Coordinates } from "../search/coordinates.ts"
import type { GuestRoom } from "../search/guest-rooms.ts"
import type { PromoLookupQuery, PromoOffer } from "../search/promo-code.ts"
import type { CalendarCell } from "../time/calendar.ts"
import type { IsoDate } from "../time/iso-date.ts"

/** spec B §7 "Search hotels": a location search (by name and/or coordinates) for the stay. */
export interface HotelSearch {
  readonly checkInDate: IsoDate
  readonly checkOutDate: IsoDate
  readonly guestRooms: ReadonlyArray<GuestRoom>
  readonly location: string
  readonly coordinates: Coordinates | null
  readonly promoCode: string
}

/** spec B §7 "Search rooms": one hotel's room offers for the stay. */
export interface RoomSearch {
  readonly hotelCode: string
  readonly checkInDate: IsoDate
  readonly checkOutDate: IsoDate
  readonly guestRooms: ReadonlyArray<GuestRoom>
  readonly clubCard: string
  readonly promoCode: string
}

/**
 * The rate calendar's prices (issue 11 §2: the spec names no call, so contracts/api/calendar.ts
 * decides it): one hotel's nightly from-prices for the nights from `startDate` to the night before
 * `endDate`, for the room search's guests, club card and promo code.
 */
export interface PriceCalendarSearch {
  readonly hotelCode: string
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly guestRooms: ReadonlyArray<GuestRoom>
  readonly clubCard: string
  readonly promoCode: string
}

/** One requested room of a reservation: the chosen room type and rate plan for its guests. */
export interface ReservedRoom {
  readonly roomTypeCode: string
  readonly ratePlanCode: string
  readonly numberOfUnits: number
  readonly currencyCode: string
  readonly guests: GuestRoom
  readonly promotionCode: string
}

/** spec B §7 "Make reservation". `hotelCode` is "-1" when no hotel is chosen (spec B §9). */
export interface Reservation {
  readonly uuid: string | null
  readonly hotelCode: string
  readonly checkInDate: IsoDate
  readonly checkOutDate: IsoDate
  readonly rooms: ReadonlyArray<ReservedRoom>
  readonly mandatoryPayment: boolean
  readonly clubCard: string
  readonly communicationMethods: ReadonlyArray<CommunicationMethod>
  readonly allowsMailList: boolean
}

/** spec B §7 "Confirm booking": the reservation plus the guests and how to send the confirmation. */
export interface Confirmation extends Reservation {
  readonly uuid: string
  readonly guests: GuestDetailsForm
}

/** The server's answer to a reservation: the hold's uuid, when it lapses, and the stay's total it was priced at. */
export interface Hold {
  readonly uuid: string
  /** ISO instant (the wire's expires_at). */
  readonly expiresAt: string
  /** Cents: the whole stay at the prices the server held the rooms at. */
  readonly totalCents: number
}

export interface BookingCode {
  readonly email: string
  readonly referenceNumber: string
}

/**
 * The booking engine as core needs it (spec B §7, all under /api/web/bookings). Every call fails
 * with the normalised HttpError; the HTTP adapter maps these camelCase shapes to the wire's.
 */
export interface BookingApiShape {
  readonly searchHotels: (search: HotelSearch) => Effect.Effect<ReadonlyArray<Hotel>, HttpError>
  readonly searchRooms: (search: RoomSearch) => Effect.Effect<ReadonlyArray<RoomOffer>, HttpError>
  /** A cell per night that has a price; a night with nothing available has none. */
  readonly priceCalendar: (search: PriceCalendarSearch) => Effect.Effect<ReadonlyArray<CalendarCell>, HttpError>
  readonly makeReservation: (reservation: Reservation) => Effect.Effect<Hold, HttpError>
  readonly confirmBooking: (
    confirmation: Confirmation,
  ) => Effect.Effect<{ readonly uuid: string; readonly referenceNumber: string }, HttpError>
  readonly getBooking: (uuid: string) => Effect.Effect<Booking, HttpError>
  readonly updateDates: (
    uuid: string,
    dates: { readonly checkInDate: IsoDate; readonly checkOutDate: IsoDate },
  ) => Effect.Effect<Booking, HttpError>
  /** `selectedCharities` (ids, in the order chosen) replaces the booking's charities; absent keeps them. */
  readonly initiatePayment: (uuid: string, selectedCharities?: ReadonlyArray<number>) => Effect.Effect<InitiatePaymentResult, HttpError>
  /** Pays the booking's first `nights` room-nights with the signed-in member's loyalty points; the rest is left for the card. */
  readonly payWithPoints: (uuid: string, nights: number) => Effect.Effect<PointsPaid, HttpError>
  /** The active charities a guest may support when paying (GET /api/web/charities, contracts/README.md "Charities"). */
  readonly listCharities: () => Effect.Effect<ReadonlyArray<Charity>, HttpError>
  /** Sends a one-time code; answers how it went (the booking's e-mail and/or SMS). */
  readonly sendBookingCode: (code: BookingCode) => Effect.Effect<SentCode, HttpError>
  /** Answers the booking's uuid when the code is right. */
  readonly verifyBookingCode: (code: BookingCode & { readonly otp: string }) => Effect.Effect<{ readonly uuid: string }, HttpError>
  readonly cancelBooking: (uuid: string, otp: string) => Effect.Effect<void, HttpError>
  readonly resendConfirmation: (uuid: string, channel: CommunicationMethod) => Effect.Effect<void, HttpError>
  /** spec B §7: the special-offers lookup that decides whether a promo code is valid. */
  readonly lookupPromoCode: (query: PromoLookupQuery) => Effect.Effect<ReadonlyArray<PromoOffer>, HttpError>
  readonly validateClubCard: (clubCardNumber: string) => Effect.Effect<ClubCardAnswer, HttpError>
  readonly requestGroupBooking: (request: GroupBookingRequest) => Effect.Effect<void, HttpError>
  readonly requestBoardroom: (booking: BoardroomBooking) => Effect.Effect<void, HttpError>
}

export class BookingApi extends Context.Service<BookingApi, BookingApiShape>()("hotel/ports/BookingApi") {}
