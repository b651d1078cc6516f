import { describe, expect, it } from "vitest"
import { OTP_PATTERN, REFERENCE_PATTERN } from "../api/bookings.ts"
import { OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS } from "../api/errors.ts"
import { BOOKING_NOT_FOUND, OTP_SENT } from "../api/messages.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import { booking, bookingFailure, websitePact } from "./testing/consumer-pact.ts"
import { errorLike, fieldErrorsLike, RETRY_AFTER } from "./testing/wire-bodies.ts"
import { MASKED_MOBILE_PATTERN } from "../../core/manage-booking/code-recipient.ts"
import { fromState, integer, jsonAnswer, matching, string, uuid } from "./testing/wire-matchers.ts"

/**
 * The one-time codes of manage booking (spec B §7 "Send booking code", "Verify booking code"): the booking's
 * reference, its guest's e-mail and the code come from the provider state.
 */

const pact = websitePact()

const GUEST = { email: "thandi@example.co.za", referenceNumber: "KC7K3M9Q2B" } as const
const CODE = "042917"
const BOOKING_UUID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+$/
const MASKED_MOBILE = "+27 •• ••• 4567"

/** The booking the state names: its guest's e-mail and its reference. */
const bookingFromState = () => ({
  email: fromState("email", EMAIL_PATTERN, GUEST.email),
  reference_number: fromState("reference_number", REFERENCE_PATTERN, GUEST.referenceNumber),
})

describe("sending a booking code (POST /api/web/bookings/send_otp)", () => {
  // Each channel the site sends by (issue 29 §13): the answer names exactly the booking's, and the mobile only masked.
  it("sends a code by e-mail only to a booking confirmed by e-mail, naming no mobile, and says how long it lives", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .uponReceiving("a request for a booking code with the guest's e-mail and the reference of a booking confirmed by e-mail")
      .withRequest("POST", "/api/web/bookings/send_otp", (request) => request.jsonBody({ booking_otp: bookingFromState() }))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: string(OTP_SENT), channels: ["email"], masked_mobile: null, expires_in: integer(600) }))
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.sendBookingCode(GUEST))).toStrictEqual({ channels: ["email"], maskedMobile: null })
      })
  })

  it("sends a code by SMS only to a booking confirmed by SMS, naming the mobile masked", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.smsOnlyBooking)
      .uponReceiving("a request for a booking code with the guest's e-mail and the reference of a booking confirmed by SMS")
      .withRequest("POST", "/api/web/bookings/send_otp", (request) => request.jsonBody({ booking_otp: bookingFromState() }))
      .willRespondWith(200, (response) =>
        jsonAnswer(response, { message: string(OTP_SENT), channels: ["sms"], masked_mobile: matching(MASKED_MOBILE_PATTERN, MASKED_MOBILE), expires_in: integer(600) }),
      )
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.sendBookingCode(GUEST))).toStrictEqual({ channels: ["sms"], maskedMobile: MASKED_MOBILE })
      })
  })

  it("answers 404 with the Booking not found words when no booking has that e-mail and reference", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noBooking)
      .uponReceiving("a request for a booking code for a reference no booking has")
      .withRequest("POST", "/api/web/bookings/send_otp", (request) => request.jsonBody({ booking_otp: { email: GUEST.email, reference_number: MISSING.reference } }))
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(BOOKING_NOT_FOUND)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.sendBookingCode({ ...GUEST, referenceNumber: MISSING.reference }))
        expect(error.status).toBe(404)
      })
  })

  it("answers 429 with Retry-After when a code went to the booking less than a minute ago", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.codeSent)
      .uponReceiving("a request for a booking code a moment after one was sent")
      .withRequest("POST", "/api/web/bookings/send_otp", (request) => request.jsonBody({ booking_otp: bookingFromState() }))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_REQUESTS), RETRY_AFTER))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.sendBookingCode(GUEST))
        expect(error.status).toBe(429)
      })
  })
})

describe("verifying a booking code (POST /api/web/bookings/verify_otp)", () => {
  const verifyBody = (code: string) => ({ booking_otp: { ...bookingFromState(), otp: fromState(code, OTP_PATTERN, CODE) } })

  it("opens the booking with the code sent: its uuid", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.codeSent)
      .uponReceiving("a booking code to verify, the one sent")
      .withRequest("POST", "/api/web/bookings/verify_otp", (request) => request.jsonBody(verifyBody("otp")))
      .willRespondWith(200, (response) => jsonAnswer(response, { uuid: uuid(BOOKING_UUID) }))
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.verifyBookingCode({ ...GUEST, otp: CODE }))).toStrictEqual({ uuid: BOOKING_UUID })
      })
  })

  it("answers 422 on the code when it is not the one sent", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.codeSent)
      .uponReceiving("a booking code to verify that is not the one sent")
      .withRequest("POST", "/api/web/bookings/verify_otp", (request) => request.jsonBody(verifyBody("wrong_otp")))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("booking_otp.otp", OTP_INCORRECT)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.verifyBookingCode({ ...GUEST, otp: CODE }))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "booking_otp.otp": [OTP_INCORRECT] })
      })
  })

  it("answers 429 with Retry-After when the code is locked by wrong tries", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.codeLocked)
      .uponReceiving("a booking code to verify that 5 wrong tries locked")
      .withRequest("POST", "/api/web/bookings/verify_otp", (request) => request.jsonBody(verifyBody("otp")))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(OTP_LOCKED), RETRY_AFTER))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.verifyBookingCode({ ...GUEST, otp: CODE }))
        expect(error.status).toBe(429)
      })
  })

  it("answers 404 with the Booking not found words when no booking has that e-mail and reference", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noBooking)
      .uponReceiving("a booking code to verify for a reference no booking has")
      .withRequest("POST", "/api/web/bookings/verify_otp", (request) =>
        request.jsonBody({ booking_otp: { email: GUEST.email, otp: CODE, reference_number: MISSING.reference } }),
      )
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(BOOKING_NOT_FOUND)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.verifyBookingCode({ ...GUEST, referenceNumber: MISSING.reference, otp: CODE }))
        expect(error.status).toBe(404)
      })
  })
})
