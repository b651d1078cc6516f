import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { HOLD_EXPIRED, NO_ROOMS_AVAILABLE } from "../api/errors.ts"
import { INVALID_SA_ID_NUMBER } from "../api/messages.ts"
import { PROVIDER_STATES } from "../api/provider-states.ts"
import { GuestDetailsForm } from "../../core/checkout/guest.ts"
import { TOO_MANY_ROOMS_ON_HOLD } from "../../core/booking/messages.ts"
import type { Confirmation, Reservation } from "../../core/ports/BookingApi.ts"
import { validate } from "../../core/validation/field-errors.ts"
import { booking, bookingFailure, websitePact } from "./testing/consumer-pact.ts"
import { STAY, stayFromState } from "./testing/stays.ts"
import { errorLike, fieldErrorsLike, RETRY_AFTER } from "./testing/wire-bodies.ts"
import { fromState, instant, integer, jsonAnswer, reference, uuid } from "./testing/wire-matchers.ts"
import { UUID_PATTERN } from "../api/common.ts"

/** The hold and its confirmation (spec B §7 "Make reservation", "Confirm booking"; issue 9: rooms on hold per client). */

const pact = websitePact()

const HOLD_UUID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"

/** One Queen room at the flexible rate for two adults at hotel 801, pay later, confirmed by e-mail. */
const reservation: Reservation = {
  uuid: null,
  hotelCode: "801",
  ...STAY,
  rooms: [{ roomTypeCode: "QUEEN", ratePlanCode: "RO-FLEX", numberOfUnits: 1, currencyCode: "ZAR", guests: { adults: 2, kids: 0 }, promotionCode: "" }],
  mandatoryPayment: false,
  clubCard: "",
  communicationMethods: ["email"],
  allowsMailList: false,
}

/** The reservation's fields on the wire, its dates the provider state's. */
const reservationOnTheWire = () => ({
  allows_mail_list: false,
  clicks_club_card_number: "",
  ...stayFromState(),
  hotel_code: "801",
  mandatory_payment: false,
  rooms: [{ rate_plan_code: "RO-FLEX", room_type_code: "QUEEN", number_of_units: 1, currency_code: "ZAR", guests: { adults: 2, kids: 0 }, promotion_code: "" }],
  uuid: null,
  via_email: true,
  via_sms: false,
})

const mainGuest = {
  title: "Ms",
  firstName: "Thandi",
  lastName: "Mokoena",
  mobile: "+27821234567",
  email: "thandi@example.co.za",
  idType: "ID Number",
  idNumber: "8001015009087",
  address: { country: "South Africa", lineOne: "12 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001" },
} as const

const confirmationOf = (idNumber: string): Confirmation => ({
  ...reservation,
  uuid: HOLD_UUID,
  // The form as the guest-details page hands it on; the ID number is then set as given (the server checks it too).
  guests: (() => {
    const form = Result.getOrThrow(
      validate(GuestDetailsForm)({
        mainGuest,
        guests: [],
        communication: { method: ["email"], addToMailingListPermission: false },
        isCancellationPolicyAccepted: true,
      }),
    )
    return { ...form, mainGuest: { ...form.mainGuest, idNumber } }
  })(),
})

const mainGuestOnTheWire = (idNumber: string) => ({
  title: "Ms",
  first_name: "Thandi",
  surname: "Mokoena",
  mobile: "0027821234567",
  email: "thandi@example.co.za",
  address: { address_one: "12 Long Street", address_two: "", city: "Cape Town", state: "ZA", postal_code: "8001", country: "South Africa" },
  id_number: idNumber,
  id_type: "ID Number",
})

/** The confirmation's body: the hold's uuid from the provider state. */
const confirmationOnTheWire = (idNumber: string) => ({
  reservation: { ...reservationOnTheWire(), uuid: fromState("uuid", UUID_PATTERN, HOLD_UUID), guests: [mainGuestOnTheWire(idNumber)] },
})

describe("making a reservation (POST /api/web/bookings/reservation)", () => {
  it("holds the rooms: the hold's uuid, when it lapses and the stay's total", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.roomsFree)
      .uponReceiving("a reservation of one Queen room at hotel 801")
      .withRequest("POST", "/api/web/bookings/reservation", (request) => request.jsonBody({ reservation: reservationOnTheWire() }))
      .willRespondWith(201, (response) =>
        jsonAnswer(response, { uuid: uuid(HOLD_UUID), expires_at: instant("2030-03-01T08:15:00.000Z"), total_cents: integer(368_000) }),
      )
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.makeReservation(reservation))).toStrictEqual({
          uuid: HOLD_UUID,
          expiresAt: "2030-03-01T08:15:00.000Z",
          totalCents: 368_000,
        })
      })
  })

  it("answers 409 when a night of the stay has no room left", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.soldOut)
      .uponReceiving("a reservation at hotel 801 for a night with no room free")
      .withRequest("POST", "/api/web/bookings/reservation", (request) => request.jsonBody({ reservation: reservationOnTheWire() }))
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(NO_ROOMS_AVAILABLE)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.makeReservation(reservation))
        expect(error.status).toBe(409)
        expect(error.message).toBe(NO_ROOMS_AVAILABLE)
      })
  })

  it("answers 429 with Retry-After when the client already holds as many rooms as it may", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.roomsFree)
      .given(PROVIDER_STATES.clientAtHoldLimit)
      .uponReceiving("a reservation from a client that holds as many rooms as it may")
      .withRequest("POST", "/api/web/bookings/reservation", (request) => request.jsonBody({ reservation: reservationOnTheWire() }))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_ROOMS_ON_HOLD), RETRY_AFTER))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.makeReservation(reservation))
        expect(error.status).toBe(429)
        expect(error.message).toBe(TOO_MANY_ROOMS_ON_HOLD)
      })
  })
})

describe("confirming a booking (POST /api/web/bookings/confirmation)", () => {
  it("makes the hold a booking: its reference and the same uuid", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.hold)
      .uponReceiving("a confirmation of a live hold, pay later, in the main guest's name")
      .withRequest("POST", "/api/web/bookings/confirmation", (request) => request.jsonBody(confirmationOnTheWire(mainGuest.idNumber)))
      .willRespondWith(201, (response) => jsonAnswer(response, { reference_number: reference("KC7K3M9Q2B"), uuid: uuid(HOLD_UUID) }))
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.confirmBooking(confirmationOf(mainGuest.idNumber)))).toStrictEqual({ uuid: HOLD_UUID, referenceNumber: "KC7K3M9Q2B" })
      })
  })

  it("answers 409 with the Reservation Timeout words when the hold has run out", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.lapsedHold)
      .uponReceiving("a confirmation of a hold that has run out")
      .withRequest("POST", "/api/web/bookings/confirmation", (request) => request.jsonBody(confirmationOnTheWire(mainGuest.idNumber)))
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(HOLD_EXPIRED)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.confirmBooking(confirmationOf(mainGuest.idNumber)))
        expect(error.status).toBe(409)
        expect(error.message).toBe(HOLD_EXPIRED)
      })
  })

  it("answers 422 on the main guest's ID number when it is not a real South African ID, named as the form names it", async () => {
    const notAnId = "8001015009088"
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.stay)
      .given(PROVIDER_STATES.hold)
      .uponReceiving("a confirmation whose main guest's ID number is not a real South African ID")
      .withRequest("POST", "/api/web/bookings/confirmation", (request) => request.jsonBody(confirmationOnTheWire(notAnId)))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("reservation.guests.0.id_number", INVALID_SA_ID_NUMBER)))
      .executeTest(async (mock) => {
        const error = await bookingFailure(mock, (api) => api.confirmBooking(confirmationOf(notAnId)))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ "mainGuest.idNumber": [INVALID_SA_ID_NUMBER] })
      })
  })
})
