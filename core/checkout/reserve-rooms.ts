import { Clock, Effect, Result, Schema } from "effect"
import { BookingApi, type Reservation, type ReservedRoom } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { DEFAULT_CURRENCY } from "../rates/money-format.ts"
import type { Destination } from "../search/destination.ts"
import { canBookNow } from "./cancellation-policy.ts"
import { HoldExpired, holdHasExpired } from "./hold.ts"
import { COULD_NOT_MAKE_RESERVATION, NEEDS_TO_BE_ACCEPTED, RESERVATION_TIMEOUT_MESSAGE } from "../booking/messages.ts"
import { type PriceChange, priceChangeOf } from "./price-change.ts"
import { BookingSession } from "../booking/session-store.ts"
import { type BookingSessionState, validClubCardOf } from "../booking/session-state.ts"
import { GUEST_DETAILS_ROUTE } from "../routes.ts"

// spec B §2, §4: a reservation leads to the guest details

// spec B §7, §9: hotel_code when no hotel is chosen
export const NO_HOTEL_CODE = "-1"

// spec B §4: every requested room is one unit of its room type
export const UNITS_PER_ROOM = 1

/**
 * Not guest-facing: the spec's redirect rule (B §2) and the rooms page (B §4) keep a visitor from
 * reserving without a search, a choice for every room, or (later) a reservation, so reaching one
 * of these is a bug in a caller, told in words a developer reads.
 */
export const NO_SEARCH_TO_RESERVE = "There is no search to reserve: the booking session has no dates"
export const roomNotChosen = (roomIndex: number): string => `Room ${roomIndex + 1} of the search has no room chosen`
export const NO_RESERVATION = "There is no reservation in the booking session"

/** spec B §5: the hotel cancellation policy was not accepted. */
export class CancellationPolicyNotAccepted extends Schema.TaggedError<CancellationPolicyNotAccepted>()(
  "CancellationPolicyNotAccepted",
  { message: Schema.String },
) {}

/** The booking session lacks what the step needs (see NO_SEARCH_TO_RESERVE). */
export class ReservationIncomplete extends Schema.TaggedError<ReservationIncomplete>()("ReservationIncomplete", {
  message: Schema.String,
}) {}

/** spec B §8: the reservation call failed ("Could not make reservation", also shown as a toast). */
export class ReservationFailed extends Schema.TaggedError<ReservationFailed>()("ReservationFailed", {
  message: Schema.String,
}) {}

/** spec B §7, §9: the searched hotel's code, "-1" when the search named no hotel. */
export const hotelCodeOf = (destination: Destination | null): string =>
  destination?.category === "hotel" ? destination.hotelCode : NO_HOTEL_CODE

/**
 * spec B §4, §7 "Make reservation": the session's search and room choices as a reservation: the
 * chosen room type and rate plan of every requested room, one unit each, in ZAR, with its guests.
 * Only a promo code and a club card that were checked valid are sent on. Confirmation goes by the
 * session's method (sms by default) and the mailing list is never presumed: both are the guest's to
 * choose on the guest-details step.
 */
export const reservationOf = (state: BookingSessionState): Result.Result<Reservation, ReservationIncomplete> => {
  const { checkInDate, checkOutDate } = state
  if (checkInDate === null || checkOutDate === null) {
    return Result.fail(new ReservationIncomplete({ message: NO_SEARCH_TO_RESERVE }))
  }
  const promotionCode = state.promoCodeValid ? state.promoCode : ""
  const rooms: Array<ReservedRoom> = []
  for (const [index, room] of state.guestRooms.entries()) {
    const { roomTypeCode, ratePlanCode } = room
    if (room.roomDescription === null || roomTypeCode === null || ratePlanCode === null) {
      return Result.fail(new ReservationIncomplete({ message: roomNotChosen(index) }))
    }
    rooms.push({
      roomTypeCode,
      ratePlanCode,
      numberOfUnits: UNITS_PER_ROOM,
      currencyCode: DEFAULT_CURRENCY,
      guests: { adults: room.adults, kids: room.kids },
      promotionCode,
    })
  }
  return Result.succeed({
    uuid: state.uuid,
    hotelCode: hotelCodeOf(state.destination),
    checkInDate,
    checkOutDate,
    rooms,
    mandatoryPayment: state.isMandatoryPayment,
    clubCard: validClubCardOf(state),
    communicationMethods: state.confirmationCommunicationMethod,
    allowsMailList: false,
  })
}

export interface RoomsHeld {
  readonly uuid: string
  readonly expiresAt: string
  /** Non-null when the server held the rooms at another price than the one shown: tell the guest before Book now. */
  readonly priceChange: PriceChange | null
}

/**
 * spec B §4 "Review hold timer", issue 11 (docs/decisions.md): the review step holds the rooms as it opens. The
 * reservation replaces the session's earlier hold by its uuid (a returning guest never holds two), and the
 * session keeps the new hold's uuid, its expiry (the countdown runs to it) and the total the server priced it
 * at; a price that differs from the one shown comes back as a notice. A failed call shows "Could not make
 * reservation" and stores nothing.
 */
export const reserveRooms = Effect.fn("Reservation.reserve")(function* (): Effect.fn.Return<RoomsHeld, ReservationIncomplete | ReservationFailed, BookingApi | Notifications | BookingSession> {
  const session = yield* BookingSession
  const state = session.state.value
  const reservation = reservationOf(state)
  if (Result.isFailure(reservation)) return yield* reservation.failure
  const api = yield* BookingApi
  const answer = yield* Effect.result(api.makeReservation(reservation.success))
  if (Result.isFailure(answer)) {
    yield* (yield* Notifications).error(COULD_NOT_MAKE_RESERVATION)
    return yield* new ReservationFailed({ message: COULD_NOT_MAKE_RESERVATION })
  }
  const hold = answer.success
  const priceChange = priceChangeOf(state.totalPriceForStay, hold.totalCents, state.currency)
  yield* session.setHold(hold)
  return { uuid: hold.uuid, expiresAt: hold.expiresAt, priceChange }
})

export interface PolicyAccepted {
  readonly to: typeof GUEST_DETAILS_ROUTE
}

/**
 * spec B §4 "Reservation" (Book now on the review step): refuses unless the cancellation policy is accepted
 * ("Needs to be accepted"), unless the rooms are held, and once the hold has run out (the Reservation Timeout
 * modal); stores the acceptance and answers the guest details as the next route.
 */
export const acceptCancellationPolicy = Effect.fn("Reservation.acceptPolicy")(function* (
  isCancellationPolicyAccepted: boolean,
): Effect.fn.Return<PolicyAccepted, CancellationPolicyNotAccepted | ReservationIncomplete | HoldExpired, BookingSession> {
  const session = yield* BookingSession
  if (!canBookNow(isCancellationPolicyAccepted)) {
    return yield* new CancellationPolicyNotAccepted({ message: NEEDS_TO_BE_ACCEPTED })
  }
  const state = session.state.value
  if (state.uuid === null) return yield* new ReservationIncomplete({ message: NO_RESERVATION })
  if (holdHasExpired(state.holdExpiresAt, yield* Clock.currentTimeMillis)) {
    return yield* new HoldExpired({ message: RESERVATION_TIMEOUT_MESSAGE })
  }
  yield* session.setCancellationPolicyAccepted(true)
  return { to: GUEST_DETAILS_ROUTE }
})
