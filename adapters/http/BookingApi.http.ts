import { Effect, Layer } from "effect"
import { BookingApi, type BookingApiShape } from "../../core/ports/BookingApi.ts"
import { TokenStore } from "../../core/ports/TokenStore.ts"
import type { ProcessUrl } from "../gateway/process-url.ts"
import { priceCalendar } from "./calendar.ts"
import { type HttpClient, type HttpClientConfig, makeHttpClient } from "./client.ts"
import { searchHotels } from "./hotels.ts"
import { searchRooms } from "./rooms.ts"
import { lazyCall } from "../lazy-load.ts"

/**
 * core's BookingApi port over HTTP: each call is its API area's module (spec B §7). The search pages' calls come with
 * the adapter; the checkout's, the booking's and the enquiries' load when first made (their route entries preload
 * them), so the search pages carry none of them.
 */
export const makeBookingApiHttp = (http: HttpClient, processUrl: ProcessUrl): BookingApiShape => ({
  searchHotels: searchHotels(http),
  searchRooms: searchRooms(http),
  priceCalendar: priceCalendar(http),
  // asked only when a search carries a promo code or a club card
  lookupPromoCode: lazyCall(() => import("./offers.ts").then((module) => module.lookupPromoCode(http))),
  validateClubCard: lazyCall(() => import("./clicks.ts").then((module) => module.validateClubCard(http))),
  makeReservation: lazyCall(() => import("./reservations.ts").then((module) => module.makeReservation(http))),
  confirmBooking: lazyCall(() => import("./reservations.ts").then((module) => module.confirmBooking(http))),
  getBooking: lazyCall(() => import("./bookings.ts").then((module) => module.getBooking(http))),
  updateDates: lazyCall(() => import("./bookings.ts").then((module) => module.updateDates(http))),
  cancelBooking: lazyCall(() => import("./bookings.ts").then((module) => module.cancelBooking(http))),
  resendConfirmation: lazyCall(() => import("./bookings.ts").then((module) => module.resendConfirmation(http))),
  initiatePayment: lazyCall(() => import("./payments.ts").then((module) => module.initiatePayment(http, processUrl.remember))),
  payWithPoints: lazyCall(() => import("./points-payments.ts").then((module) => module.payWithPoints(http))),
  listCharities: lazyCall(() => import("./charities.ts").then((module) => module.listCharities(http))),
  sendBookingCode: lazyCall(() => import("./codes.ts").then((module) => module.sendBookingCode(http))),
  verifyBookingCode: lazyCall(() => import("./codes.ts").then((module) => module.verifyBookingCode(http))),
  requestGroupBooking: lazyCall(() => import("./enquiries.ts").then((module) => module.requestGroupBooking(http))),
  requestBoardroom: lazyCall(() => import("./enquiries.ts").then((module) => module.requestBoardroom(http))),
})

/** The port over one HTTP client built on the app's TokenStore. */
export const layerHttp = (config: HttpClientConfig, processUrl: ProcessUrl): Layer.Layer<BookingApi, never, TokenStore> =>
  Layer.effect(
    BookingApi,
    Effect.gen(function* () {
      const http = yield* makeHttpClient(config, yield* Effect.service(TokenStore))
      return makeBookingApiHttp(http, processUrl)
    }),
  )
