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
import { BookingApi, type Confirmation } from "../ports/BookingApi.ts";
import { Notifications } from "../ports/Notifications.ts";
import { validate } from "../validation/field-errors.ts";
import { communicationFlags } from "./communication.ts";
import { GuestDetailsForm, guestName } from "./guest.ts";
import { COULD_NOT_CONFIRM_BOOKING } from "./messages.ts";
import { NO_RESERVATION, ReservationIncomplete, reservationOf } from "./reserve-rooms.ts";
import type { BookingSession } from "./session-store.ts";
import type { BookingSessionState } from "./session-state.ts";

// spec B §2, §4: where the guest-details buttons lead
export const PAYMENT_DETAILS_ROUTE = stryMutAct_9fa48("25") ? "" : (stryCov_9fa48("25"), "/booking/payment-details");
export const THANK_YOU_ROUTE = stryMutAct_9fa48("26") ? "" : (stryCov_9fa48("26"), "/booking/thank-you");

/** spec B §2: /booking/thank-you?booking={uuid}. */
export const thankYouRoute = stryMutAct_9fa48("27") ? () => undefined : (stryCov_9fa48("27"), (() => {
  const thankYouRoute = (uuid: string): string => stryMutAct_9fa48("28") ? `` : (stryCov_9fa48("28"), `${THANK_YOU_ROUTE}?booking=${encodeURIComponent(uuid)}`);
  return thankYouRoute;
})());

/** spec B §2, §4: the two buttons of the guest-details step. */
export type ConfirmChoice = "payLater" | "payBooking";

/**
 * The guest details were refused, by the form's own rules or by the server's 422 answer: every
 * message keyed by field path, for the form to show on its fields (spec B §5).
 */
export class GuestDetailsInvalid extends Schema.TaggedError<GuestDetailsInvalid>()(stryMutAct_9fa48("29") ? "" : (stryCov_9fa48("29"), "GuestDetailsInvalid"), stryMutAct_9fa48("30") ? {} : (stryCov_9fa48("30"), {
  fieldErrors: Schema.Record(Schema.String, Schema.Array(Schema.String))
})) {}

/** spec B §8: the confirmation call failed ("Could not confirm booking", also shown as a toast). */
export class ConfirmationFailed extends Schema.TaggedError<ConfirmationFailed>()(stryMutAct_9fa48("31") ? "" : (stryCov_9fa48("31"), "ConfirmationFailed"), stryMutAct_9fa48("32") ? {} : (stryCov_9fa48("32"), {
  message: Schema.String
})) {}
const validateGuestDetails = validate(GuestDetailsForm);

/**
 * spec B §4, §7 "Confirm booking": the reservation plus the guests and how to send the confirmation
 * (the guest's methods and mailing-list answer replace the reservation's defaults), with
 * `mandatoryPayment` as the button decided.
 */
export const confirmationOf = stryMutAct_9fa48("33") ? () => undefined : (stryCov_9fa48("33"), (() => {
  const confirmationOf = (state: BookingSessionState, form: GuestDetailsForm, mandatoryPayment: boolean): Result.Result<Confirmation, ReservationIncomplete> => Result.flatMap(reservationOf(state), reservation => {
    if (stryMutAct_9fa48("34")) {
      {}
    } else {
      stryCov_9fa48("34");
      if (stryMutAct_9fa48("37") ? reservation.uuid !== null : stryMutAct_9fa48("36") ? false : stryMutAct_9fa48("35") ? true : (stryCov_9fa48("35", "36", "37"), reservation.uuid === null)) return Result.fail(new ReservationIncomplete(stryMutAct_9fa48("38") ? {} : (stryCov_9fa48("38"), {
        message: NO_RESERVATION
      })));
      return Result.succeed(stryMutAct_9fa48("39") ? {} : (stryCov_9fa48("39"), {
        ...reservation,
        uuid: reservation.uuid,
        mandatoryPayment,
        communicationMethods: form.communication.method,
        allowsMailList: communicationFlags(form.communication).allowsMailList,
        guests: form
      }));
    }
  });
  return confirmationOf;
})());
export interface BookingConfirmed {
  readonly uuid: string;
  readonly to: string;
}

/**
 * spec B §4 "Guest details". The form is validated first (every message comes back, nothing is
 * called). Confirm & Pay Later confirms with mandatoryPayment false and goes to the thank-you page
 * of the booking. Pay Booking confirms too, with mandatoryPayment true, and goes to the payment
 * details: the guests must reach the booking before its payment starts, and the initiate-payment
 * call carries nothing but the uuid. Either way the session keeps the confirmation number, the main
 * guest's name, the confirmation methods and the mandatory-payment flag. A failed call shows
 * "Could not confirm booking"; the server's field errors come back as the form's.
 */
export const confirmBooking = Effect.fn(stryMutAct_9fa48("40") ? "" : (stryCov_9fa48("40"), "Booking.confirm"))(function* (session: BookingSession, input: unknown, choice: ConfirmChoice): Effect.fn.Return<BookingConfirmed, GuestDetailsInvalid | ReservationIncomplete | ConfirmationFailed, BookingApi | Notifications> {
  if (stryMutAct_9fa48("41")) {
    {}
  } else {
    stryCov_9fa48("41");
    const validated = validateGuestDetails(input);
    if (stryMutAct_9fa48("43") ? false : stryMutAct_9fa48("42") ? true : (stryCov_9fa48("42", "43"), Result.isFailure(validated))) return yield* new GuestDetailsInvalid(stryMutAct_9fa48("44") ? {} : (stryCov_9fa48("44"), {
      fieldErrors: validated.failure
    }));
    const form = validated.success;
    const mandatoryPayment = stryMutAct_9fa48("47") ? choice !== "payBooking" : stryMutAct_9fa48("46") ? false : stryMutAct_9fa48("45") ? true : (stryCov_9fa48("45", "46", "47"), choice === (stryMutAct_9fa48("48") ? "" : (stryCov_9fa48("48"), "payBooking")));
    const confirmation = confirmationOf(session.state.value, form, mandatoryPayment);
    if (stryMutAct_9fa48("50") ? false : stryMutAct_9fa48("49") ? true : (stryCov_9fa48("49", "50"), Result.isFailure(confirmation))) return yield* confirmation.failure;
    const api = yield* BookingApi;
    const answer = yield* Effect.result(api.confirmBooking(confirmation.success));
    if (stryMutAct_9fa48("52") ? false : stryMutAct_9fa48("51") ? true : (stryCov_9fa48("51", "52"), Result.isFailure(answer))) {
      if (stryMutAct_9fa48("53")) {
        {}
      } else {
        stryCov_9fa48("53");
        yield* (yield* Notifications).error(COULD_NOT_CONFIRM_BOOKING);
        const {
          fieldErrors
        } = answer.failure;
        return yield* (stryMutAct_9fa48("56") ? fieldErrors !== undefined || Object.keys(fieldErrors).length > 0 : stryMutAct_9fa48("55") ? false : stryMutAct_9fa48("54") ? true : (stryCov_9fa48("54", "55", "56"), (stryMutAct_9fa48("58") ? fieldErrors === undefined : stryMutAct_9fa48("57") ? true : (stryCov_9fa48("57", "58"), fieldErrors !== undefined)) && (stryMutAct_9fa48("61") ? Object.keys(fieldErrors).length <= 0 : stryMutAct_9fa48("60") ? Object.keys(fieldErrors).length >= 0 : stryMutAct_9fa48("59") ? true : (stryCov_9fa48("59", "60", "61"), Object.keys(fieldErrors).length > 0)))) ? new GuestDetailsInvalid(stryMutAct_9fa48("62") ? {} : (stryCov_9fa48("62"), {
          fieldErrors
        })) : new ConfirmationFailed(stryMutAct_9fa48("63") ? {} : (stryCov_9fa48("63"), {
          message: COULD_NOT_CONFIRM_BOOKING
        }));
      }
    }
    const {
      uuid,
      referenceNumber
    } = answer.success;
    yield* session.setMandatoryPayment(mandatoryPayment);
    yield* session.setConfirmation(stryMutAct_9fa48("64") ? {} : (stryCov_9fa48("64"), {
      confirmationNumber: referenceNumber,
      mainGuestName: guestName(form.mainGuest.firstName, form.mainGuest.lastName),
      confirmationCommunicationMethod: form.communication.method
    }));
    return stryMutAct_9fa48("65") ? {} : (stryCov_9fa48("65"), {
      uuid,
      to: mandatoryPayment ? PAYMENT_DETAILS_ROUTE : thankYouRoute(uuid)
    });
  }
});