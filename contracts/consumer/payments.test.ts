import { describe, expect, it } from "vitest"
import { ALREADY_PAID, PAY_AT_HOTEL_ONLY } from "../api/errors.ts"
import { CHARITY_NOT_AVAILABLE } from "../api/messages.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import { booking, bookingFailure, websitePact } from "./testing/consumer-pact.ts"
import { errorLike, fieldErrorsLike } from "./testing/wire-bodies.ts"
import { boolean, integer, jsonAnswer, listOf, matching, pathFromState, string } from "./testing/wire-matchers.ts"

/**
 * Paying by card (spec B §7 "Initiate payment", with the guest's charities, contracts/README.md "Charities"): the
 * booking's uuid comes from the provider state; the answer names the gateway's process page.
 */

const pact = websitePact()

const BOOKING_UUID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"

const initiatePath = () =>
  pathFromState("/api/web/bookings/${uuid}/initiate_payment", /^\/api\/web\/bookings\/[0-9a-fA-F-]{36}\/initiate_payment$/, `/api/web/bookings/${BOOKING_UUID}/initiate_payment`)

describe("the charities (GET /api/web/charities)", () => {
  it("lists the active charities with their picture, link and words", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.charitiesActive)
      .uponReceiving("a request for the charities")
      .withRequest("GET", "/api/web/charities")
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          charities: listOf({
            id: integer(1),
            name: string("Karoo Kids Reading Fund"),
            image: { url: string("/images/charities/karoo-kids.svg") },
            is_active: boolean(true),
            link: string("/charities/karoo-kids"),
            content: { html_content: string("<p>Books for rural schools.</p>") },
          }),
        }),
      )
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.listCharities())).toStrictEqual([
          { id: 1, name: "Karoo Kids Reading Fund", imageUrl: "/images/charities/karoo-kids.svg", isActive: true, link: "/charities/karoo-kids", htmlContent: "<p>Books for rural schools.</p>" },
        ])
      })
  })
})

describe("starting a card payment (POST /api/web/bookings/{id}/initiate_payment)", () => {
  it("starts the payment with the guest's charities and names where the browser posts it", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .given(PROVIDER_STATES.charitiesActive)
      .uponReceiving("the start of a card payment for an unpaid booking, supporting charity 1")
      .withRequest("POST", initiatePath(), (request) => request.jsonBody({ payment: { selected_charities: [1] } }))
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          success: true,
          body: {
            checksum: matching(/^[0-9a-f]{32}$/, "b41a2d6b6ae2a0a4f4c3c5e4c0e2a7f1"),
            pay_request_id: string("23B785AE-C96C-32AF-4879-D2C9363DB6E8"),
            reference: string("KC7K3M9Q2B"),
            process_url: matching(/^https?:\/\/.+$/, "https://secure.paygate.co.za/payweb3/process.trans"),
          },
        }),
      )
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.initiatePayment(BOOKING_UUID, [1]))).toStrictEqual({
          success: true,
          body: { payRequestId: "23B785AE-C96C-32AF-4879-D2C9363DB6E8", checksum: "b41a2d6b6ae2a0a4f4c3c5e4c0e2a7f1", reference: "KC7K3M9Q2B" },
        })
      })
  })

  it("answers 409 at a hotel that takes payment at the hotel only", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.payAtHotelBooking)
      .uponReceiving("the start of a card payment at a hotel that takes payment at the hotel")
      .withRequest("POST", initiatePath())
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(PAY_AT_HOTEL_ONLY)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.initiatePayment(BOOKING_UUID))
        expect(error.status).toBe(409)
        expect(error.message).toBe(PAY_AT_HOTEL_ONLY)
      })
  })

  it("answers 409 for a booking the member's points paid in full, so the card charges nothing on top (issue 22)", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberPaidWithPoints)
      .uponReceiving("the start of a card payment for a booking paid in full with loyalty points")
      .withRequest("POST", initiatePath())
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(ALREADY_PAID)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.initiatePayment(BOOKING_UUID))
        expect(error.status).toBe(409)
        expect(error.message).toBe(ALREADY_PAID)
      })
  })

  it("answers 422 on a chosen charity that is not available", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.unpaidBooking)
      .given(PROVIDER_STATES.noCharity999)
      .uponReceiving("the start of a card payment supporting a charity that does not exist")
      .withRequest("POST", initiatePath(), (request) => request.jsonBody({ payment: { selected_charities: [MISSING.charityId] } }))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("payment.selected_charities.0", CHARITY_NOT_AVAILABLE)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.initiatePayment(BOOKING_UUID, [MISSING.charityId]))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "payment.selected_charities.0": [CHARITY_NOT_AVAILABLE] })
      })
  })
})
