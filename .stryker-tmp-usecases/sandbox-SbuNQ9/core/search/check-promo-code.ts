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
import { Effect } from "effect";
import type { BookingSession } from "../booking/session-store.ts";
import { BookingApi } from "../ports/BookingApi.ts";
import type { Destination } from "./destination.ts";
import { isPromoMandatoryPayment, isPromoValid, type PromoOffer, promoLookupQuery, type PromoState, promoStateOnInput, settlePromo } from "./promo-code.ts";

/** The lookup is scoped to the searched hotel; a location search names none. */
const hotelIdOf = stryMutAct_9fa48("195") ? () => undefined : (stryCov_9fa48("195"), (() => {
  const hotelIdOf = (destination: Destination | null): number | null => (stryMutAct_9fa48("198") ? destination?.category !== "hotel" : stryMutAct_9fa48("197") ? false : stryMutAct_9fa48("196") ? true : (stryCov_9fa48("196", "197", "198"), (stryMutAct_9fa48("199") ? destination.category : (stryCov_9fa48("199"), destination?.category)) === (stryMutAct_9fa48("200") ? "" : (stryCov_9fa48("200"), "hotel")))) ? destination.hotelId : null;
  return hotelIdOf;
})());

/** A lookup that failed found no offer, so the code reads "This code is expired/invalid.". */
const noOffers: ReadonlyArray<PromoOffer> = stryMutAct_9fa48("201") ? ["Stryker was here"] : (stryCov_9fa48("201"), []);

/**
 * spec B §4 "Promo code": checks the code the field holds (the 500 ms pause in typing is the
 * UI's) through the special-offers lookup and settles `promo`. An answer that arrives after the
 * field moved on to another code is dropped, and leaves the session alone; otherwise the session
 * stores the code, its validity and the offer's mandatory-payment flag. Answers the promo state
 * as it now stands.
 */
export const checkPromoCode = Effect.fn(stryMutAct_9fa48("202") ? "" : (stryCov_9fa48("202"), "PromoCode.check"))(function* (session: BookingSession, promo: Signal<PromoState>, promoCode: string, destination: Destination | null): Effect.fn.Return<PromoState, never, BookingApi> {
  if (stryMutAct_9fa48("203")) {
    {}
  } else {
    stryCov_9fa48("203");
    const asked = promoStateOnInput(promoCode);
    promo.value = asked;
    let settled = asked;
    if (stryMutAct_9fa48("206") ? asked.kind !== "checking" : stryMutAct_9fa48("205") ? false : stryMutAct_9fa48("204") ? true : (stryCov_9fa48("204", "205", "206"), asked.kind === (stryMutAct_9fa48("207") ? "" : (stryCov_9fa48("207"), "checking")))) {
      if (stryMutAct_9fa48("208")) {
        {}
      } else {
        stryCov_9fa48("208");
        const api = yield* BookingApi;
        const offers = yield* api.lookupPromoCode(promoLookupQuery(asked.promoCode, hotelIdOf(destination))).pipe(Effect.catch(stryMutAct_9fa48("209") ? () => undefined : (stryCov_9fa48("209"), () => Effect.succeed(noOffers))));
        const current = promo.value;
        settled = settlePromo(current, asked.promoCode, offers);
        if (stryMutAct_9fa48("212") ? settled !== current : stryMutAct_9fa48("211") ? false : stryMutAct_9fa48("210") ? true : (stryCov_9fa48("210", "211", "212"), settled === current)) return current;
        promo.value = settled;
      }
    }
    yield* session.setPromoCode((stryMutAct_9fa48("215") ? asked.kind !== "checking" : stryMutAct_9fa48("214") ? false : stryMutAct_9fa48("213") ? true : (stryCov_9fa48("213", "214", "215"), asked.kind === (stryMutAct_9fa48("216") ? "" : (stryCov_9fa48("216"), "checking")))) ? asked.promoCode : stryMutAct_9fa48("217") ? "Stryker was here!" : (stryCov_9fa48("217"), ""), isPromoValid(settled));
    yield* session.setMandatoryPayment(isPromoMandatoryPayment(settled));
    return settled;
  }
});