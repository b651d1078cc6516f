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
import type { Signal } from "@preact/signals-core";
import { Duration, Effect, Result } from "effect";
import type { HttpError } from "../http/http-error.ts";
import { THANK_YOU_POLL_MILLIS, type ThankYouOutcome, thankYouOutcome } from "../payment/thank-you-outcome.ts";
import { BookingApi } from "../ports/BookingApi.ts";
import type { Booking } from "./booking.ts";
export interface ThankYouReady {
  readonly kind: "ready";
  readonly booking: Booking;
  readonly outcome: ThankYouOutcome;
}

/** What the thank-you page shows: the booking with its payment outcome, or why it could not be fetched. */
export type ThankYouView = {
  readonly kind: "loading";
} | ThankYouReady | {
  readonly kind: "error";
  readonly message: string;
};
export const THANK_YOU_LOADING: ThankYouView = stryMutAct_9fa48("155") ? {} : (stryCov_9fa48("155"), {
  kind: stryMutAct_9fa48("156") ? "" : (stryCov_9fa48("156"), "loading")
});

/** spec B §4 "Thank-you page": the booking and whether it reads confirmed or payment unsuccessful. */
export const fetchThankYou = Effect.fn(stryMutAct_9fa48("157") ? "" : (stryCov_9fa48("157"), "ThankYou.fetch"))(function* (uuid: string): Effect.fn.Return<ThankYouReady, HttpError, BookingApi> {
  if (stryMutAct_9fa48("158")) {
    {}
  } else {
    stryCov_9fa48("158");
    const booking = yield* (yield* BookingApi).getBooking(uuid);
    return stryMutAct_9fa48("159") ? {} : (stryCov_9fa48("159"), {
      kind: stryMutAct_9fa48("160") ? "" : (stryCov_9fa48("160"), "ready"),
      booking,
      outcome: thankYouOutcome(booking.lastPayment)
    });
  }
});

/**
 * The view after a fetch: the fetched booking, or on a failed fetch the booking already shown (a
 * poll that misses once must not take the confirmation away); the error only while nothing was shown.
 */
export const nextThankYouView = stryMutAct_9fa48("161") ? () => undefined : (stryCov_9fa48("161"), (() => {
  const nextThankYouView = (current: ThankYouView, fetched: Result.Result<ThankYouReady, HttpError>): ThankYouView => Result.match(fetched, stryMutAct_9fa48("162") ? {} : (stryCov_9fa48("162"), {
    onSuccess: stryMutAct_9fa48("163") ? () => undefined : (stryCov_9fa48("163"), (ready): ThankYouView => ready),
    onFailure: stryMutAct_9fa48("164") ? () => undefined : (stryCov_9fa48("164"), (error): ThankYouView => (stryMutAct_9fa48("167") ? current.kind !== "ready" : stryMutAct_9fa48("166") ? false : stryMutAct_9fa48("165") ? true : (stryCov_9fa48("165", "166", "167"), current.kind === (stryMutAct_9fa48("168") ? "" : (stryCov_9fa48("168"), "ready")))) ? current : stryMutAct_9fa48("169") ? {} : (stryCov_9fa48("169"), {
      kind: stryMutAct_9fa48("170") ? "" : (stryCov_9fa48("170"), "error"),
      message: error.message
    }))
  }));
  return nextThankYouView;
})());

/**
 * spec B §4, §9: fetches the booking at once, then again every 2500 ms, publishing each view to
 * `view` (a payment may settle after the guest returns from the gateway). Runs until interrupted,
 * which the page does when it is left.
 */
export const pollThankYou = Effect.fn(stryMutAct_9fa48("171") ? "" : (stryCov_9fa48("171"), "ThankYou.poll"))(function* (uuid: string, view: Signal<ThankYouView>): Effect.fn.Return<never, never, BookingApi> {
  if (stryMutAct_9fa48("172")) {
    {}
  } else {
    stryCov_9fa48("172");
    if (stryMutAct_9fa48("173")) {
      for (; false;) {
        const fetched = yield* Effect.result(fetchThankYou(uuid));
        view.value = nextThankYouView(view.value, fetched);
        yield* Effect.sleep(Duration.millis(THANK_YOU_POLL_MILLIS));
      }
    } else {
      stryCov_9fa48("173");
      for (;;) {
        if (stryMutAct_9fa48("174")) {
          {}
        } else {
          stryCov_9fa48("174");
          const fetched = yield* Effect.result(fetchThankYou(uuid));
          view.value = nextThankYouView(view.value, fetched);
          yield* Effect.sleep(Duration.millis(THANK_YOU_POLL_MILLIS));
        }
      }
    }
  }
});