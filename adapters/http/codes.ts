import type { SentCode } from "../../core/manage-booking/code-recipient.ts"
import { Effect } from "effect"
import {
  SendBookingCodeRequest,
  SendBookingCodeResponse,
  VerifyBookingCodeRequest,
  VerifyBookingCodeResponse,
} from "../../contracts/api/bookings.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { BookingCode } from "../../core/ports/BookingApi.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7 "Send booking code" and "Verify booking code" (manage booking). */
export const SEND_CODE_PATH = `${BOOKINGS_API_PATH}/send_otp`
export const VERIFY_CODE_PATH = `${BOOKINGS_API_PATH}/verify_otp`

const encodeSend = encodeWith(SendBookingCodeRequest)
const decodeSent = decodeWith(SendBookingCodeResponse)
const encodeVerify = encodeWith(VerifyBookingCodeRequest)
const decodeVerified = decodeWith(VerifyBookingCodeResponse)

export const sendBookingCode =
  (http: HttpClient) =>
  (code: BookingCode): Effect.Effect<SentCode, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeSend({ booking_otp: { email: code.email, reference_number: code.referenceNumber } })
      const answer = yield* exchange(http, { method: "POST", path: SEND_CODE_PATH, body }, decodeSent)
      return { channels: answer.channels, maskedMobile: answer.masked_mobile }
    })

export const verifyBookingCode =
  (http: HttpClient) =>
  (code: BookingCode & { readonly otp: string }): Effect.Effect<{ readonly uuid: string }, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeVerify({ booking_otp: { email: code.email, otp: code.otp, reference_number: code.referenceNumber } })
      const answer = yield* exchange(http, { method: "POST", path: VERIFY_CODE_PATH, body }, decodeVerified)
      return { uuid: answer.uuid }
    })
