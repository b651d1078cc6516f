// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import { Effect, Result, Schema } from "effect";
import { BookingApi, type Reservation, type ReservedRoom } from "../ports/BookingApi.ts";
import { Notifications } from "../ports/Notifications.ts";
import { DEFAULT_CURRENCY } from "../rates/money-format.ts";
import type { Destination } from "../search/destination.ts";
import { canBookNow } from "./cancellation-policy.ts";
import { COULD_NOT_MAKE_RESERVATION, NEEDS_TO_BE_ACCEPTED } from "./messages.ts";
import type { BookingSession } from "./session-store.ts";
import type { BookingSessionState } from "./session-state.ts";

// spec B §2, §4: a reservation leads to the guest details
export const GUEST_DETAILS_ROUTE = stryMutAct_9fa48("66") ? "" : (stryCov_9fa48("66"), "/booking/guest-details");

// spec B §7, §9: hotel_code when no hotel is chosen
export const NO_HOTEL_CODE = stryMutAct_9fa48("67") ? "" : (stryCov_9fa48("67"), "-1");

// spec B §4: every requested room is one unit of its room type
export const UNITS_PER_ROOM = 1;

/**
 * Not guest-facing: the spec's redirect rule (B §2) and the rooms page (B §4) keep a visitor from
 * reserving without a search, a choice for every room, or (later) a reservation, so reaching one
 * of these is a bug in a caller, told in words a developer reads.
 */
export const NO_SEARCH_TO_RESERVE = stryMutAct_9fa48("68") ? "" : (stryCov_9fa48("68"), "There is no search to reserve: the booking session has no dates");
export const roomNotChosen = stryMutAct_9fa48("69") ? () => undefined : (stryCov_9fa48("69"), (() => {
  const roomNotChosen = (roomIndex: number): string => stryMutAct_9fa48("70") ? `` : (stryCov_9fa48("70"), `Room ${stryMutAct_9fa48("71") ? roomIndex - 1 : (stryCov_9fa48("71"), roomIndex + 1)} of the search has no room chosen`);
  return roomNotChosen;
})());
export const NO_RESERVATION = stryMutAct_9fa48("72") ? "" : (stryCov_9fa48("72"), "There is no reservation in the booking session");

/** spec B §5: the hotel cancellation policy was not accepted. */
export class CancellationPolicyNotAccepted extends Schema.TaggedError<CancellationPolicyNotAccepted>()(stryMutAct_9fa48("73") ? "" : (stryCov_9fa48("73"), "CancellationPolicyNotAccepted"), stryMutAct_9fa48("74") ? {} : (stryCov_9fa48("74"), {
  message: Schema.String
})) {}

/** The booking session lacks what the step needs (see NO_SEARCH_TO_RESERVE). */
export class ReservationIncomplete extends Schema.TaggedError<ReservationIncomplete>()(stryMutAct_9fa48("75") ? "" : (stryCov_9fa48("75"), "ReservationIncomplete"), stryMutAct_9fa48("76") ? {} : (stryCov_9fa48("76"), {
  message: Schema.String
})) {}

/** spec B §8: the reservation call failed ("Could not make reservation", also shown as a toast). */
export class ReservationFailed extends Schema.TaggedError<ReservationFailed>()(stryMutAct_9fa48("77") ? "" : (stryCov_9fa48("77"), "ReservationFailed"), stryMutAct_9fa48("78") ? {} : (stryCov_9fa48("78"), {
  message: Schema.String
})) {}

/** spec B §7, §9: the searched hotel's code, "-1" when the search named no hotel. */
export const hotelCodeOf = stryMutAct_9fa48("79") ? () => undefined : (stryCov_9fa48("79"), (() => {
  const hotelCodeOf = (destination: Destination | null): string => (stryMutAct_9fa48("82") ? destination?.category !== "hotel" : stryMutAct_9fa48("81") ? false : stryMutAct_9fa48("80") ? true : (stryCov_9fa48("80", "81", "82"), (stryMutAct_9fa48("83") ? destination.category : (stryCov_9fa48("83"), destination?.category)) === (stryMutAct_9fa48("84") ? "" : (stryCov_9fa48("84"), "hotel")))) ? destination.hotelCode : NO_HOTEL_CODE;
  return hotelCodeOf;
})());

/**
 * spec B §4, §7 "Make reservation": the session's search and room choices as a reservation: the
 * chosen room type and rate plan of every requested room, one unit each, in ZAR, with its guests.
 * Only a promo code and a club card that were checked valid are sent on. Confirmation goes by the
 * session's method (sms by default) and the mailing list is never presumed: both are the guest's to
 * choose on the guest-details step.
 */
export const reservationOf = (state: BookingSessionState): Result.Result<Reservation, ReservationIncomplete> => {
  if (stryMutAct_9fa48("85")) {
    {}
  } else {
    stryCov_9fa48("85");
    const {
      checkInDate,
      checkOutDate
    } = state;
    if (stryMutAct_9fa48("88") ? checkInDate === null && checkOutDate === null : stryMutAct_9fa48("87") ? false : stryMutAct_9fa48("86") ? true : (stryCov_9fa48("86", "87", "88"), (stryMutAct_9fa48("90") ? checkInDate !== null : stryMutAct_9fa48("89") ? false : (stryCov_9fa48("89", "90"), checkInDate === null)) || (stryMutAct_9fa48("92") ? checkOutDate !== null : stryMutAct_9fa48("91") ? false : (stryCov_9fa48("91", "92"), checkOutDate === null)))) {
      if (stryMutAct_9fa48("93")) {
        {}
      } else {
        stryCov_9fa48("93");
        return Result.fail(new ReservationIncomplete(stryMutAct_9fa48("94") ? {} : (stryCov_9fa48("94"), {
          message: NO_SEARCH_TO_RESERVE
        })));
      }
    }
    const promotionCode = state.promoCodeValid ? state.promoCode : stryMutAct_9fa48("95") ? "Stryker was here!" : (stryCov_9fa48("95"), "");
    const rooms: Array<ReservedRoom> = stryMutAct_9fa48("96") ? ["Stryker was here"] : (stryCov_9fa48("96"), []);
    for (const [index, room] of state.guestRooms.entries()) {
      if (stryMutAct_9fa48("97")) {
        {}
      } else {
        stryCov_9fa48("97");
        const {
          roomTypeCode,
          ratePlanCode
        } = room;
        if (stryMutAct_9fa48("100") ? (room.roomDescription === null || roomTypeCode === null) && ratePlanCode === null : stryMutAct_9fa48("99") ? false : stryMutAct_9fa48("98") ? true : (stryCov_9fa48("98", "99", "100"), (stryMutAct_9fa48("102") ? room.roomDescription === null && roomTypeCode === null : stryMutAct_9fa48("101") ? false : (stryCov_9fa48("101", "102"), (stryMutAct_9fa48("104") ? room.roomDescription !== null : stryMutAct_9fa48("103") ? false : (stryCov_9fa48("103", "104"), room.roomDescription === null)) || (stryMutAct_9fa48("106") ? roomTypeCode !== null : stryMutAct_9fa48("105") ? false : (stryCov_9fa48("105", "106"), roomTypeCode === null)))) || (stryMutAct_9fa48("108") ? ratePlanCode !== null : stryMutAct_9fa48("107") ? false : (stryCov_9fa48("107", "108"), ratePlanCode === null)))) {
          if (stryMutAct_9fa48("109")) {
            {}
          } else {
            stryCov_9fa48("109");
            return Result.fail(new ReservationIncomplete(stryMutAct_9fa48("110") ? {} : (stryCov_9fa48("110"), {
              message: roomNotChosen(index)
            })));
          }
        }
        rooms.push(stryMutAct_9fa48("111") ? {} : (stryCov_9fa48("111"), {
          roomTypeCode,
          ratePlanCode,
          numberOfUnits: UNITS_PER_ROOM,
          currencyCode: DEFAULT_CURRENCY,
          guests: stryMutAct_9fa48("112") ? {} : (stryCov_9fa48("112"), {
            adults: room.adults,
            kids: room.kids
          }),
          promotionCode
        }));
      }
    }
    return Result.succeed(stryMutAct_9fa48("113") ? {} : (stryCov_9fa48("113"), {
      uuid: state.uuid,
      hotelCode: hotelCodeOf(state.destination),
      checkInDate,
      checkOutDate,
      rooms,
      mandatoryPayment: state.isMandatoryPayment,
      clubCard: state.clubCardValid ? state.clubCard : stryMutAct_9fa48("114") ? "Stryker was here!" : (stryCov_9fa48("114"), ""),
      communicationMethods: state.confirmationCommunicationMethod,
      allowsMailList: stryMutAct_9fa48("115") ? true : (stryCov_9fa48("115"), false)
    }));
  }
};
export interface ReservationMade {
  readonly uuid: string;
  readonly to: typeof GUEST_DETAILS_ROUTE;
}

/**
 * spec B §4 "Reservation" (Book now on the review step): refuses unless the cancellation policy is
 * accepted ("Needs to be accepted") and every room has a choice; makes the reservation; stores its
 * uuid and the acceptance; answers the guest details as the next route. A failed call shows "Could
 * not make reservation".
 */
export const reserveRooms = Effect.fn(stryMutAct_9fa48("116") ? "" : (stryCov_9fa48("116"), "Reservation.reserve"))(function* (session: BookingSession, isCancellationPolicyAccepted: boolean): Effect.fn.Return<ReservationMade, CancellationPolicyNotAccepted | ReservationIncomplete | ReservationFailed, BookingApi | Notifications> {
  if (stryMutAct_9fa48("117")) {
    {}
  } else {
    stryCov_9fa48("117");
    if (stryMutAct_9fa48("120") ? false : stryMutAct_9fa48("119") ? true : stryMutAct_9fa48("118") ? canBookNow(isCancellationPolicyAccepted) : (stryCov_9fa48("118", "119", "120"), !canBookNow(isCancellationPolicyAccepted))) {
      if (stryMutAct_9fa48("121")) {
        {}
      } else {
        stryCov_9fa48("121");
        return yield* new CancellationPolicyNotAccepted(stryMutAct_9fa48("122") ? {} : (stryCov_9fa48("122"), {
          message: NEEDS_TO_BE_ACCEPTED
        }));
      }
    }
    const reservation = reservationOf(session.state.value);
    if (stryMutAct_9fa48("124") ? false : stryMutAct_9fa48("123") ? true : (stryCov_9fa48("123", "124"), Result.isFailure(reservation))) return yield* reservation.failure;
    const api = yield* BookingApi;
    const answer = yield* Effect.result(api.makeReservation(reservation.success));
    if (stryMutAct_9fa48("126") ? false : stryMutAct_9fa48("125") ? true : (stryCov_9fa48("125", "126"), Result.isFailure(answer))) {
      if (stryMutAct_9fa48("127")) {
        {}
      } else {
        stryCov_9fa48("127");
        yield* (yield* Notifications).error(COULD_NOT_MAKE_RESERVATION);
        return yield* new ReservationFailed(stryMutAct_9fa48("128") ? {} : (stryCov_9fa48("128"), {
          message: COULD_NOT_MAKE_RESERVATION
        }));
      }
    }
    const {
      uuid
    } = answer.success;
    yield* session.setReservation(uuid, isCancellationPolicyAccepted);
    return stryMutAct_9fa48("129") ? {} : (stryCov_9fa48("129"), {
      uuid,
      to: GUEST_DETAILS_ROUTE
    });
  }
});