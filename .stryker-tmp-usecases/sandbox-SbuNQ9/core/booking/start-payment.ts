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
import { Effect, Option, Schema } from "effect";
import { BookingApi } from "../ports/BookingApi.ts";
import { Notifications } from "../ports/Notifications.ts";
import { PaymentRedirect } from "../ports/PaymentRedirect.ts";
import { type PaymentHandoff, paymentHandoff, paymentInitiationOutcome, type QueryParams } from "../payment/payment-initiation.ts";
import { guestName } from "./guest.ts";
import { NO_RESERVATION, ReservationIncomplete } from "./reserve-rooms.ts";
import type { BookingSession } from "./session-store.ts";

/** spec B §8: the payment could not start ("Could not initiate payment for booking", also shown as a toast). */
export class PaymentNotStarted extends Schema.TaggedError<PaymentNotStarted>()(stryMutAct_9fa48("130") ? "" : (stryCov_9fa48("130"), "PaymentNotStarted"), stryMutAct_9fa48("131") ? {} : (stryCov_9fa48("131"), {
  message: Schema.String
})) {}
export interface PaymentStarted {
  /** /booking/payment?pay_request_id=..&checksum=.. */
  readonly to: string;
}

/**
 * spec B §4 "Payment": initiates the payment of the session's booking. On success the session keeps
 * the main guest's name, the confirmation methods and the payment's reference (as the confirmation
 * number, the session's one slot for a booking reference) and the answer is the payment route; an
 * unsuccessful answer or a failed call shows "Could not initiate payment for booking".
 */
export const startPayment = Effect.fn(stryMutAct_9fa48("132") ? "" : (stryCov_9fa48("132"), "Payment.start"))(function* (session: BookingSession): Effect.fn.Return<PaymentStarted, PaymentNotStarted | ReservationIncomplete, BookingApi | Notifications> {
  if (stryMutAct_9fa48("133")) {
    {}
  } else {
    stryCov_9fa48("133");
    const state = session.state.value;
    if (stryMutAct_9fa48("136") ? state.uuid !== null : stryMutAct_9fa48("135") ? false : stryMutAct_9fa48("134") ? true : (stryCov_9fa48("134", "135", "136"), state.uuid === null)) return yield* new ReservationIncomplete(stryMutAct_9fa48("137") ? {} : (stryCov_9fa48("137"), {
      message: NO_RESERVATION
    }));
    const api = yield* BookingApi;
    const answer = yield* Effect.option(api.initiatePayment(state.uuid));
    const outcome = paymentInitiationOutcome(Option.getOrUndefined(answer));
    if (stryMutAct_9fa48("140") ? outcome.kind !== "failed" : stryMutAct_9fa48("139") ? false : stryMutAct_9fa48("138") ? true : (stryCov_9fa48("138", "139", "140"), outcome.kind === (stryMutAct_9fa48("141") ? "" : (stryCov_9fa48("141"), "failed")))) {
      if (stryMutAct_9fa48("142")) {
        {}
      } else {
        stryCov_9fa48("142");
        yield* (yield* Notifications).error(outcome.message);
        return yield* new PaymentNotStarted(stryMutAct_9fa48("143") ? {} : (stryCov_9fa48("143"), {
          message: outcome.message
        }));
      }
    }
    yield* session.setConfirmation(stryMutAct_9fa48("144") ? {} : (stryCov_9fa48("144"), {
      confirmationNumber: outcome.reference,
      mainGuestName: stryMutAct_9fa48("145") ? state.mainGuestName && guestName(null, null) : (stryCov_9fa48("145"), state.mainGuestName ?? guestName(null, null)),
      confirmationCommunicationMethod: state.confirmationCommunicationMethod
    }));
    return stryMutAct_9fa48("146") ? {} : (stryCov_9fa48("146"), {
      to: outcome.route
    });
  }
});

/**
 * spec B §2, §4 (the /booking/payment page): with both pay_request_id and checksum it leaves for the
 * card gateway (a form POST of PAY_REQUEST_ID and CHECKSUM); without them it answers "Invalid
 * params" for the page to show.
 */
export const handOffPayment = Effect.fn(stryMutAct_9fa48("147") ? "" : (stryCov_9fa48("147"), "Payment.handOff"))(function* (query: QueryParams): Effect.fn.Return<PaymentHandoff, never, PaymentRedirect> {
  if (stryMutAct_9fa48("148")) {
    {}
  } else {
    stryCov_9fa48("148");
    const handoff = paymentHandoff(query);
    if (stryMutAct_9fa48("151") ? handoff.kind !== "ready" : stryMutAct_9fa48("150") ? false : stryMutAct_9fa48("149") ? true : (stryCov_9fa48("149", "150", "151"), handoff.kind === (stryMutAct_9fa48("152") ? "" : (stryCov_9fa48("152"), "ready")))) {
      if (stryMutAct_9fa48("153")) {
        {}
      } else {
        stryCov_9fa48("153");
        yield* (yield* PaymentRedirect).submit(stryMutAct_9fa48("154") ? {} : (stryCov_9fa48("154"), {
          payRequestId: handoff.payRequestId,
          checksum: handoff.checksum
        }));
      }
    }
    return handoff;
  }
});