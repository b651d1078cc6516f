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
import type { BookingSession } from "../booking/session-store.ts";
import { today } from "../time/clock.ts";
import { validate } from "../validation/field-errors.ts";
import { normalisePromoCode } from "./promo-code.ts";
import { SearchCriteria } from "./search-criteria.ts";
import { type SearchNextStep, searchNextStep, type SearchSubmit } from "./search-route.ts";

/** The search form did not validate: every message, keyed by field path, for the form to show. */
export class SearchInvalid extends Schema.TaggedError<SearchInvalid>()(stryMutAct_9fa48("218") ? "" : (stryCov_9fa48("218"), "SearchInvalid"), stryMutAct_9fa48("219") ? {} : (stryCov_9fa48("219"), {
  fieldErrors: Schema.Record(Schema.String, Schema.Array(Schema.String))
})) {}

/** What started the search (spec B §4): the search forms, the Book Today top bar, or a hotel's View Rates. */
export type SearchTrigger = SearchSubmit["trigger"];
const validateSearch = validate(SearchCriteria);

/** View Rates routes as any search for a hotel does (spec B §4: the calendar with flexible dates, else rooms). */
const submitOf = stryMutAct_9fa48("220") ? () => undefined : (stryCov_9fa48("220"), (() => {
  const submitOf = (trigger: SearchTrigger, criteria: SearchCriteria): SearchSubmit => (stryMutAct_9fa48("223") ? trigger !== "today" : stryMutAct_9fa48("222") ? false : stryMutAct_9fa48("221") ? true : (stryCov_9fa48("221", "222", "223"), trigger === (stryMutAct_9fa48("224") ? "" : (stryCov_9fa48("224"), "today")))) ? stryMutAct_9fa48("225") ? {} : (stryCov_9fa48("225"), {
    trigger,
    destination: criteria.destination
  }) : stryMutAct_9fa48("226") ? {} : (stryCov_9fa48("226"), {
    trigger: stryMutAct_9fa48("227") ? "" : (stryCov_9fa48("227"), "search"),
    destination: criteria.destination,
    flexiDate: criteria.flexiDate
  });
  return submitOf;
})());

/**
 * spec B §4 "Search submit": validates the form, stores the search in the booking session, then
 * answers where to go and whether the Same Day Reservations notice comes first (today at the
 * hotels, from the Clock). An invalid form stores nothing. The promo code is stored as the promo
 * check stored it (trimmed), so a code checked valid stays valid through the submit.
 */
export const submitSearch = Effect.fn(stryMutAct_9fa48("228") ? "" : (stryCov_9fa48("228"), "Search.submit"))(function* (session: BookingSession, input: unknown, trigger: SearchTrigger = stryMutAct_9fa48("229") ? "" : (stryCov_9fa48("229"), "search")): Effect.fn.Return<SearchNextStep, SearchInvalid> {
  if (stryMutAct_9fa48("230")) {
    {}
  } else {
    stryCov_9fa48("230");
    const validated = validateSearch(input);
    if (stryMutAct_9fa48("232") ? false : stryMutAct_9fa48("231") ? true : (stryCov_9fa48("231", "232"), Result.isFailure(validated))) return yield* new SearchInvalid(stryMutAct_9fa48("233") ? {} : (stryCov_9fa48("233"), {
      fieldErrors: validated.failure
    }));
    const criteria: SearchCriteria = stryMutAct_9fa48("234") ? {} : (stryCov_9fa48("234"), {
      ...validated.success,
      promoCode: normalisePromoCode(validated.success.promoCode)
    });
    yield* session.setSearch(criteria);
    return searchNextStep(submitOf(trigger, criteria), criteria.checkInDate, yield* today);
  }
});