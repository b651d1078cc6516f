import { Effect } from "effect"
import {
  BookingFromWire,
  BookingResponse,
  CancelBookingRequest,
  ResendConfirmationResponse,
  UpdateDatesRequest,
} from "../../contracts/api/bookings.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import type { Booking } from "../../core/booking/booking.ts"
import type { CommunicationMethod } from "../../core/checkout/communication.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { IsoDate } from "../../core/time/iso-date.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7, all under /api/web/bookings/{uuid}. */
export const bookingPath = (uuid: string): string => `${BOOKINGS_API_PATH}/${encodeURIComponent(uuid)}`
export const getBookingPath = (uuid: string): string => `${bookingPath(uuid)}/booking`
export const cancelBookingPath = (uuid: string): string => `${bookingPath(uuid)}/cancel`
export const resendConfirmationPath = (uuid: string, channel: CommunicationMethod): string =>
  `${bookingPath(uuid)}/resend_confirmation_${channel}`

const decodeBookingAnswer = decodeWith(BookingResponse)
const encodeUpdateDates = encodeWith(UpdateDatesRequest)
const encodeCancel = encodeWith(CancelBookingRequest)
const decodeResent = decodeWith(ResendConfirmationResponse)

/** spec B §3: a wire booking (already checked by the contract) as core's, through contracts' one mapping (BookingFromWire). */
export const decodeWireBooking = decodeWith(BookingFromWire)

/** A `{ booking }` answer from `path`, decoded by the contract and then by core. */
export const bookingAnswer = (path: string, body: unknown): Effect.Effect<Booking, HttpError> =>
  decodeBookingAnswer(path, body).pipe(Effect.flatMap((answer) => decodeWireBooking(path, answer.booking)))

export const getBooking =
  (http: HttpClient) =>
  (uuid: string): Effect.Effect<Booking, HttpError> =>
    exchange(http, { method: "GET", path: getBookingPath(uuid) }, bookingAnswer)

export const updateDates =
  (http: HttpClient) =>
  (uuid: string, dates: { readonly checkInDate: IsoDate; readonly checkOutDate: IsoDate }): Effect.Effect<Booking, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeUpdateDates({
        booking: { check_in_date: dates.checkInDate, check_out_date: dates.checkOutDate },
      })
      return yield* exchange(http, { method: "PATCH", path: bookingPath(uuid), body }, bookingAnswer)
    })

/** spec B §7 "Cancel booking": the answer is the cancelled booking, which the port does not hand on. */
export const cancelBooking =
  (http: HttpClient) =>
  (uuid: string, otp: string): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeCancel({ booking_otp: { otp } })
      yield* exchange(http, { method: "POST", path: cancelBookingPath(uuid), body }, bookingAnswer)
    })

export const resendConfirmation =
  (http: HttpClient) =>
  (uuid: string, channel: CommunicationMethod): Effect.Effect<void, HttpError> =>
    Effect.asVoid(exchange(http, { method: "POST", path: resendConfirmationPath(uuid, channel) }, decodeResent))
