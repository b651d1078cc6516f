import { Effect, Layer } from "effect"
import { BookingApi, type BookingApiShape } from "../../core/ports/BookingApi.ts"
import { TokenStore } from "../../core/ports/TokenStore.ts"
import type { ProcessUrl } from "../gateway/process-url.ts"
import { cancelBooking, getBooking, resendConfirmation, updateDates } from "./bookings.ts"
import { listCharities } from "./charities.ts"
import { priceCalendar } from "./calendar.ts"
import { validateClubCard } from "./clicks.ts"
import { type HttpClient, type HttpClientConfig, makeHttpClient } from "./client.ts"
import { sendBookingCode, verifyBookingCode } from "./codes.ts"
import { requestBoardroom, requestGroupBooking } from "./enquiries.ts"
import { searchHotels } from "./hotels.ts"
import { lookupPromoCode } from "./offers.ts"
import { initiatePayment } from "./payments.ts"
import { payWithPoints } from "./points-payments.ts"
import { confirmBooking, makeReservation } from "./reservations.ts"
import { searchRooms } from "./rooms.ts"

/** core's BookingApi port over HTTP: each call is its API area's module (spec B §7). */
export const makeBookingApiHttp = (http: HttpClient, processUrl: ProcessUrl): BookingApiShape => ({
  searchHotels: searchHotels(http),
  searchRooms: searchRooms(http),
  priceCalendar: priceCalendar(http),
  makeReservation: makeReservation(http),
  confirmBooking: confirmBooking(http),
  getBooking: getBooking(http),
  updateDates: updateDates(http),
  initiatePayment: initiatePayment(http, processUrl.remember),
  payWithPoints: payWithPoints(http),
  listCharities: listCharities(http),
  sendBookingCode: sendBookingCode(http),
  verifyBookingCode: verifyBookingCode(http),
  cancelBooking: cancelBooking(http),
  resendConfirmation: resendConfirmation(http),
  lookupPromoCode: lookupPromoCode(http),
  validateClubCard: validateClubCard(http),
  requestGroupBooking: requestGroupBooking(http),
  requestBoardroom: requestBoardroom(http),
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
