import { describe, expect, it } from "vitest"
import { PROVIDER_STATES } from "../api/provider-states.ts"
import { CARD_PAYMENT_UNDER_WAY, NOT_ENOUGH_POINTS } from "../../core/payment/messages.ts"
import { booking, bookingFailure, websitePact } from "./testing/consumer-pact.ts"
import { bearerFromState, signedIn } from "./testing/member-wire.ts"
import { errorLike, fieldErrorsLike, unpaidBookingLike } from "./testing/wire-bodies.ts"
import { integer, jsonAnswer, pathFromState } from "./testing/wire-matchers.ts"

/**
 * Points as payment (issue 15; contracts/README.md "Points as payment"): a signed-in member pays the first room-night
 * of their own unpaid booking with loyalty points, and the rest is left for the card; a member below 500 points is
 * refused with core's message. The member, their token, points and booking come from the provider states.
 */

const pact = websitePact()

const BOOKING_UUID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"

const pointsPaymentPath = () =>
  pathFromState("/api/web/bookings/${uuid}/points_payment", /^\/api\/web\/bookings\/[0-9a-fA-F-]{36}\/points_payment$/, `/api/web/bookings/${BOOKING_UUID}/points_payment`)

describe("points as payment", () => {
  it("pays the first room-night with the member's points and leaves the rest for the card", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberWithPointsAndBooking)
      .uponReceiving("a member paying the first night of their unpaid booking with loyalty points")
      .withRequest("POST", pointsPaymentPath(), (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody({ points_payment: { nights: 1 } }))
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          points_payment: { nights: 1, points: integer(3000), covered_cents: integer(184000), card_cents: integer(184000) },
          booking: unpaidBookingLike(),
        }),
      )
      .executeTest(async (mock) => {
        const paid = await booking(mock, (api) => api.payWithPoints(BOOKING_UUID, 1), signedIn)
        expect(paid).toMatchObject({ nights: 1, points: 3000, coveredCents: 184_000, cardCents: 184_000, booking: { uuid: BOOKING_UUID, status: "Unpaid" } })
      })
  })

  it("answers 409 with core's message while a card payment of the booking is under way (issue 22)", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberWithCardPaymentUnderWay)
      .uponReceiving("a member paying a night with loyalty points while a card payment of the booking is under way")
      .withRequest("POST", pointsPaymentPath(), (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody({ points_payment: { nights: 1 } }))
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(CARD_PAYMENT_UNDER_WAY)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.payWithPoints(BOOKING_UUID, 1), signedIn)
        expect(error.status).toBe(409)
        expect(error.message).toBe(CARD_PAYMENT_UNDER_WAY)
      })
  })

  it("answers 422 with core's message to a member below 500 points", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberWithFewPointsAndBooking)
      .uponReceiving("a member with 100 points paying a night with loyalty points")
      .withRequest("POST", pointsPaymentPath(), (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody({ points_payment: { nights: 1 } }))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("points_payment.nights", NOT_ENOUGH_POINTS)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.payWithPoints(BOOKING_UUID, 1), signedIn)
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "points_payment.nights": [NOT_ENOUGH_POINTS] })
      })
  })
})
