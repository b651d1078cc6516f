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
import { BookingApi, type RoomSearch } from "../ports/BookingApi.ts";
import { Notifications } from "../ports/Notifications.ts";
import { today } from "../time/clock.ts";
import type { Booking } from "./booking.ts";
import { availabilityVerdict, pastDatesError, type StayDates } from "./edit-dates.ts";
import { COULD_NOT_UPDATE_DATES, DATES_UPDATED } from "./messages.ts";

/** spec B §5, §8: the dates were not changed, for the reason the spec words (also shown as a toast). */
export class DatesNotChanged extends Schema.TaggedError<DatesNotChanged>()(stryMutAct_9fa48("0") ? "" : (stryCov_9fa48("0"), "DatesNotChanged"), stryMutAct_9fa48("1") ? {} : (stryCov_9fa48("1"), {
  message: Schema.String
})) {}

/**
 * spec B §4, §7: the booking-rooms call for the booking's hotel and new dates, one room per booked
 * item with its guests. The booking's club card and promo code go along, so a room booked on a
 * member or promo rate plan is looked for among the rates that include it.
 */
export const roomSearchFor = stryMutAct_9fa48("2") ? () => undefined : (stryCov_9fa48("2"), (() => {
  const roomSearchFor = (booking: Booking, dates: StayDates): RoomSearch => stryMutAct_9fa48("3") ? {} : (stryCov_9fa48("3"), {
    hotelCode: booking.hotel.code,
    checkInDate: dates.checkInDate,
    checkOutDate: dates.checkOutDate,
    guestRooms: booking.bookingItems.map(stryMutAct_9fa48("4") ? () => undefined : (stryCov_9fa48("4"), item => stryMutAct_9fa48("5") ? {} : (stryCov_9fa48("5"), {
      adults: item.totalAdults,
      kids: item.totalChildren
    }))),
    clubCard: stryMutAct_9fa48("6") ? booking.clicksClubCardNumber && "" : (stryCov_9fa48("6"), booking.clicksClubCardNumber ?? (stryMutAct_9fa48("7") ? "Stryker was here!" : (stryCov_9fa48("7"), ""))),
    promoCode: stryMutAct_9fa48("8") ? booking.bookingItems[0]?.promotionCode && "" : (stryCov_9fa48("8"), (stryMutAct_9fa48("9") ? booking.bookingItems[0].promotionCode : (stryCov_9fa48("9"), booking.bookingItems[0]?.promotionCode)) ?? (stryMutAct_9fa48("10") ? "Stryker was here!" : (stryCov_9fa48("10"), "")))
  });
  return roomSearchFor;
})());

/**
 * spec B §4 "Edit dates", §5, §8 (once the guest confirmed the save): new dates may not start
 * before today at the hotels ("Cannot update to past dates"); the booked room types and rate plans
 * must be offered for them ("The selected dates are not available..." / "Your room type is not
 * available..."); then the dates are updated ("Dates updated successfully."). A failed availability
 * check or update shows "Could not update the dates". Every failure is a toast and a
 * DatesNotChanged with the same words. Answers the updated booking.
 */
export const changeDates = Effect.fn(stryMutAct_9fa48("11") ? "" : (stryCov_9fa48("11"), "BookingDates.change"))(function* (booking: Booking, dates: StayDates): Effect.fn.Return<Booking, DatesNotChanged, BookingApi | Notifications> {
  if (stryMutAct_9fa48("12")) {
    {}
  } else {
    stryCov_9fa48("12");
    const notifications = yield* Notifications;
    const refuse = stryMutAct_9fa48("13") ? () => undefined : (stryCov_9fa48("13"), (() => {
      const refuse = (message: string) => Effect.andThen(notifications.error(message), Effect.fail(new DatesNotChanged(stryMutAct_9fa48("14") ? {} : (stryCov_9fa48("14"), {
        message
      }))));
      return refuse;
    })());
    const past = pastDatesError(dates.checkInDate, yield* today);
    if (stryMutAct_9fa48("17") ? past === undefined : stryMutAct_9fa48("16") ? false : stryMutAct_9fa48("15") ? true : (stryCov_9fa48("15", "16", "17"), past !== undefined)) return yield* refuse(past);
    const api = yield* BookingApi;
    const offers = yield* Effect.result(api.searchRooms(roomSearchFor(booking, dates)));
    if (stryMutAct_9fa48("19") ? false : stryMutAct_9fa48("18") ? true : (stryCov_9fa48("18", "19"), Result.isFailure(offers))) return yield* refuse(COULD_NOT_UPDATE_DATES);
    const verdict = availabilityVerdict(booking.bookingItems, offers.success);
    if (stryMutAct_9fa48("22") ? false : stryMutAct_9fa48("21") ? true : stryMutAct_9fa48("20") ? verdict.available : (stryCov_9fa48("20", "21", "22"), !verdict.available)) return yield* refuse(verdict.message);
    const updated = yield* Effect.result(api.updateDates(booking.uuid, dates));
    if (stryMutAct_9fa48("24") ? false : stryMutAct_9fa48("23") ? true : (stryCov_9fa48("23", "24"), Result.isFailure(updated))) return yield* refuse(COULD_NOT_UPDATE_DATES);
    yield* notifications.success(DATES_UPDATED);
    return updated.success;
  }
});