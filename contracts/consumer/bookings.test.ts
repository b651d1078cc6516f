import { describe, expect, it } from "vitest"
import { BOOKING_IS_CANCELLED, OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS } from "../api/errors.ts"
import { BOOKING_NOT_FOUND, CANNOT_UPDATE_TO_PAST_DATES, CONFIRMATION_SENT, DATES_NOT_AVAILABLE } from "../api/messages.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import { booking, bookingFailure, websitePact } from "./testing/consumer-pact.ts"
import { PAST_STAY, PAST_STAY_ON_THE_WIRE, STAY, STAY_ON_THE_WIRE } from "./testing/stays.ts"
import { cancelledBookingLike, errorLike, fieldErrorsLike, RETRY_AFTER, unpaidBookingLike } from "./testing/wire-bodies.ts"
import { dateFromState, fromState, jsonAnswer, otp, pathFromState, string } from "./testing/wire-matchers.ts"
import { OTP_PATTERN } from "../api/bookings.ts"

/**
 * Managing a booking (spec B §7 "Get booking", "Update dates", "Cancel booking", "Resend confirmation"): the
 * booking's uuid, its new dates and its one-time code come from the provider state.
 */

const pact = websitePact()

const BOOKING_UUID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"
const CODE = "042917"

/** `/api/web/bookings/{uuid}<rest>` with the state's booking uuid. */
const bookingPath = (rest = "") =>
  pathFromState(`/api/web/bookings/\${uuid}${rest}`, new RegExp(`^/api/web/bookings/[0-9a-fA-F-]{36}${rest}$`), `/api/web/bookings/${BOOKING_UUID}${rest}`)

describe("a booking (GET /api/web/bookings/{id}/booking)", () => {
  it("gives the booking with its hotel, rooms and guests", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .uponReceiving("a request for an unpaid booking")
      .withRequest("GET", bookingPath("/booking"))
      .willRespondWith(200, (response) => jsonAnswer(response, { booking: unpaidBookingLike() }))
      .executeTest(async (mock) => {
        const answer = await booking(mock, (api) => api.getBooking(BOOKING_UUID))
        expect(answer).toMatchObject({ uuid: BOOKING_UUID, status: "Unpaid", isPaid: false, checkInDate: STAY.checkInDate, checkOutDate: STAY.checkOutDate })
        expect(answer.bookingItems[0]?.guests[0]).toMatchObject({ firstName: "Thandi", surname: "Mokoena", idType: "ID Number", maskedIdNumber: "••••••••••087" })
      })
  })

  it("answers 404 with the Booking not found words for a uuid no booking has", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noBooking)
      .uponReceiving("a request for a booking that does not exist")
      .withRequest("GET", `/api/web/bookings/${MISSING.bookingUuid}/booking`)
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(BOOKING_NOT_FOUND)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.getBooking(MISSING.bookingUuid))
        expect(error.status).toBe(404)
      })
  })
})

describe("new dates for a booking (PATCH /api/web/bookings/{id})", () => {
  const NEW_DATES = { checkInDate: "2030-03-12", checkOutDate: "2030-03-14" } as const

  it("moves an unpaid booking to dates its room type is free on, and gives the booking back", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .uponReceiving("new dates for an unpaid booking, its room free on them")
      .withRequest("PATCH", bookingPath(), (request) =>
        request.jsonBody({
          booking: {
            check_in_date: dateFromState("new_check_in_date", "2030-03-12T12:00:00+02:00"),
            check_out_date: dateFromState("new_check_out_date", "2030-03-14T12:00:00+02:00"),
          },
        }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, { booking: unpaidBookingLike() }))
      .executeTest(async (mock) => {
        const answer = await booking(mock, (api) => api.updateDates(BOOKING_UUID, NEW_DATES))
        expect(answer.uuid).toBe(BOOKING_UUID)
      })
  })

  it("answers 409 when no room is free on the new dates", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .given(PROVIDER_STATES.soldOut)
      .uponReceiving("new dates for an unpaid booking on a night its hotel has no room free")
      .withRequest("PATCH", bookingPath(), (request) =>
        request.jsonBody({
          booking: { check_in_date: dateFromState("start_date", STAY_ON_THE_WIRE.start_date), check_out_date: dateFromState("end_date", STAY_ON_THE_WIRE.end_date) },
        }),
      )
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(DATES_NOT_AVAILABLE)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.updateDates(BOOKING_UUID, STAY))
        expect(error.status).toBe(409)
        expect(error.message).toBe(DATES_NOT_AVAILABLE)
      })
  })

  it("refuses dates in the past, on the check-in date", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .uponReceiving("new dates in the past for an unpaid booking")
      .withRequest("PATCH", bookingPath(), (request) =>
        request.jsonBody({ booking: { check_in_date: PAST_STAY_ON_THE_WIRE.start_date, check_out_date: PAST_STAY_ON_THE_WIRE.end_date } }),
      )
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("booking.check_in_date", CANNOT_UPDATE_TO_PAST_DATES)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.updateDates(BOOKING_UUID, PAST_STAY))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "booking.check_in_date": [CANNOT_UPDATE_TO_PAST_DATES] })
      })
  })
})

describe("cancelling a booking (POST /api/web/bookings/{id}/cancel)", () => {
  const cancelBody = (name: string) => ({ booking_otp: { otp: fromState(name, OTP_PATTERN, CODE) } })

  it("cancels the booking with the code sent for it, and gives the cancelled booking", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.codeSent)
      .uponReceiving("a cancellation with the booking's one-time code")
      .withRequest("POST", bookingPath("/cancel"), (request) => request.jsonBody(cancelBody("otp")))
      .willRespondWith(200, (response) => jsonAnswer(response, { booking: cancelledBookingLike() }))
      .executeTest(async (mock) => {
        await booking(mock, (api) => api.cancelBooking(BOOKING_UUID, CODE))
      })
  })

  it("answers 422 on the code when it is not the one sent", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.codeSent)
      .uponReceiving("a cancellation with a code that is not the booking's")
      .withRequest("POST", bookingPath("/cancel"), (request) => request.jsonBody(cancelBody("wrong_otp")))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("booking_otp.otp", OTP_INCORRECT)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.cancelBooking(BOOKING_UUID, CODE))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "booking_otp.otp": [OTP_INCORRECT] })
      })
  })

  it("answers 409 for a booking already cancelled", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.cancelledBooking)
      .uponReceiving("a cancellation of a booking already cancelled")
      .withRequest("POST", bookingPath("/cancel"), (request) => request.jsonBody({ booking_otp: { otp: otp(CODE) } }))
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(BOOKING_IS_CANCELLED)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.cancelBooking(BOOKING_UUID, CODE))
        expect(error.status).toBe(409)
      })
  })

  it("answers 429 with Retry-After when the code is locked by wrong tries", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.codeLocked)
      .uponReceiving("a cancellation with a code locked by 5 wrong tries")
      .withRequest("POST", bookingPath("/cancel"), (request) => request.jsonBody(cancelBody("otp")))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(OTP_LOCKED), RETRY_AFTER))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.cancelBooking(BOOKING_UUID, CODE))
        expect(error.status).toBe(429)
      })
  })
})

describe("the confirmation again (POST /api/web/bookings/{id}/resend_confirmation_email and _sms)", () => {
  const sent = { message: string(CONFIRMATION_SENT) }

  it("sends it again by e-mail", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.smsOnlyBooking)
      .uponReceiving("a request to send a booking's confirmation again by e-mail")
      .withRequest("POST", bookingPath("/resend_confirmation_email"))
      .willRespondWith(200, (response) => jsonAnswer(response, sent))
      .executeTest(async (mock) => {
        await booking(mock, (api) => api.resendConfirmation(BOOKING_UUID, "email"))
      })
  })

  it("sends it again by SMS", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .uponReceiving("a request to send a booking's confirmation again by SMS")
      .withRequest("POST", bookingPath("/resend_confirmation_sms"))
      .willRespondWith(200, (response) => jsonAnswer(response, sent))
      .executeTest(async (mock) => {
        await booking(mock, (api) => api.resendConfirmation(BOOKING_UUID, "sms"))
      })
  })

  it("answers 429 with Retry-After when it went by that channel less than a minute ago", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .uponReceiving("a request to send a booking's confirmation again by e-mail a moment after it was sent")
      .withRequest("POST", bookingPath("/resend_confirmation_email"))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_REQUESTS), RETRY_AFTER))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.resendConfirmation(BOOKING_UUID, "email"))
        expect(error.status).toBe(429)
      })
  })
})
