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
import type { BookingSession } from "../booking/session-store.ts";
import type { HttpError } from "../http/http-error.ts";
import { BookingApi } from "../ports/BookingApi.ts";
import { Notifications } from "../ports/Notifications.ts";
import { clubCardOutcome, type ClubCardOutcome } from "./club-card.ts";

/** spec B §7, A §7: a failed validation's body carries serverError.errors, each with a message. */
const ServerErrorBody = Schema.Struct(stryMutAct_9fa48("175") ? {} : (stryCov_9fa48("175"), {
  errors: Schema.Array(Schema.Unknown)
}));
const ServerErrorEntry = Schema.Struct(stryMutAct_9fa48("176") ? {} : (stryCov_9fa48("176"), {
  message: Schema.String
}));
const decodeServerErrorBody = Schema.decodeUnknownOption(ServerErrorBody);
const decodeServerErrorEntry = Schema.decodeUnknownOption(ServerErrorEntry);

/**
 * The messages of a failed validation's serverError.errors, in order; an entry without a message
 * reads "", so the first entry stays the first and `clubCardOutcome` falls back on it.
 */
export const serverMessagesOf = stryMutAct_9fa48("177") ? () => undefined : (stryCov_9fa48("177"), (() => {
  const serverMessagesOf = (error: HttpError): ReadonlyArray<string> => Option.match(decodeServerErrorBody(error.serverError), stryMutAct_9fa48("178") ? {} : (stryCov_9fa48("178"), {
    onNone: stryMutAct_9fa48("179") ? () => undefined : (stryCov_9fa48("179"), () => stryMutAct_9fa48("180") ? ["Stryker was here"] : (stryCov_9fa48("180"), [])),
    onSome: stryMutAct_9fa48("181") ? () => undefined : (stryCov_9fa48("181"), ({
      errors
    }) => errors.map(stryMutAct_9fa48("182") ? () => undefined : (stryCov_9fa48("182"), entry => Option.match(decodeServerErrorEntry(entry), stryMutAct_9fa48("183") ? {} : (stryCov_9fa48("183"), {
      onNone: stryMutAct_9fa48("184") ? () => undefined : (stryCov_9fa48("184"), () => stryMutAct_9fa48("185") ? "Stryker was here!" : (stryCov_9fa48("185"), "")),
      onSome: stryMutAct_9fa48("186") ? () => undefined : (stryCov_9fa48("186"), ({
        message
      }) => message)
    })))))
  }));
  return serverMessagesOf;
})());

/**
 * spec B §4, §8 "Club card": the server validates the card; "Validation successful" (the modal
 * closes) or "Invalid card number" or, when the call failed, the server's first message or
 * "Something went wrong", each as a toast. The card is stored with its validity (valid only when
 * the server said so). Answers the outcome, for the modal.
 */
export const checkClubCard = Effect.fn(stryMutAct_9fa48("187") ? "" : (stryCov_9fa48("187"), "ClubCard.check"))(function* (session: BookingSession, clubCardNumber: string): Effect.fn.Return<ClubCardOutcome, never, BookingApi | Notifications> {
  if (stryMutAct_9fa48("188")) {
    {}
  } else {
    stryCov_9fa48("188");
    const api = yield* BookingApi;
    const notifications = yield* Notifications;
    const answer = yield* Effect.result(api.validateClubCard(clubCardNumber).pipe(Effect.mapError(stryMutAct_9fa48("189") ? () => undefined : (stryCov_9fa48("189"), error => stryMutAct_9fa48("190") ? {} : (stryCov_9fa48("190"), {
      serverMessages: serverMessagesOf(error)
    })))));
    const outcome = clubCardOutcome(answer);
    const valid = stryMutAct_9fa48("193") ? outcome.kind !== "valid" : stryMutAct_9fa48("192") ? false : stryMutAct_9fa48("191") ? true : (stryCov_9fa48("191", "192", "193"), outcome.kind === (stryMutAct_9fa48("194") ? "" : (stryCov_9fa48("194"), "valid")));
    yield* session.setClubCard(clubCardNumber, valid);
    yield* valid ? notifications.success(outcome.message) : notifications.error(outcome.message);
    return outcome;
  }
});