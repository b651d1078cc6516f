import { Effect } from "effect"
import { InitiatePaymentResponse } from "../../contracts/api/bookings.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { InitiatePaymentResult } from "../../core/payment/payment-initiation.ts"
import { bookingPath } from "./bookings.ts"
import { InitiatePaymentRequest } from "../../contracts/api/charities.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7 "Initiate payment": POST /api/web/bookings/{uuid}/initiate_payment. */
export const initiatePaymentPath = (uuid: string): string => `${bookingPath(uuid)}/initiate_payment`

const decodeAnswer = decodeWith(InitiatePaymentResponse)
const encodeRequest = encodeWith(InitiatePaymentRequest)

/**
 * Starts a card payment. The answer's `process_url` (the gateway's process page, PayWeb3's
 * process.trans) is handed to `rememberProcessUrl`, so the gateway form posts where the server says.
 */
export const initiatePayment =
  (http: HttpClient, rememberProcessUrl: (url: string) => Effect.Effect<void>) =>
  (uuid: string, selectedCharities?: ReadonlyArray<number>): Effect.Effect<InitiatePaymentResult, HttpError> =>
    Effect.gen(function* () {
      const path = initiatePaymentPath(uuid)
      // the guest's charities travel with the payment's start (contracts/README.md "Charities"); no body keeps them
      const body = selectedCharities === undefined ? undefined : yield* encodeRequest({ payment: { selected_charities: selectedCharities } })
      const answer = yield* exchange(http, { method: "POST", path, ...(body === undefined ? {} : { body }) }, decodeAnswer)
      if (answer.body === null) return { success: answer.success, body: null }
      yield* rememberProcessUrl(answer.body.process_url)
      return {
        success: answer.success,
        body: { payRequestId: answer.body.pay_request_id, checksum: answer.body.checksum, reference: answer.body.reference },
      }
    })
