import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import { HoldExpired } from "./hold.ts"
import { RESERVATION_TIMEOUT_MESSAGE } from "../booking/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import type { SearchCriteria } from "../search/search-criteria.ts"
import { validate } from "../validation/field-errors.ts"
import { type ConfirmChoice, confirmationOf, confirmBooking, ConfirmationFailed, GuestDetailsInvalid, isHoldExpiredAnswer } from "./confirm-booking.ts"
import { GuestDetailsForm } from "./guest.ts"
import { COULD_NOT_CONFIRM_BOOKING, NEEDS_TO_BE_ACCEPTED, REQUIRED } from "../booking/messages.ts"
import { NO_RESERVATION, ReservationIncomplete, reservationOf } from "./reserve-rooms.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, type GuestRoomState, withSearch } from "../booking/session-state.ts"
import { PAYMENT_DETAILS_ROUTE, thankYouRoute } from "../routes.ts"

const criteria: SearchCriteria = {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-12",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "",
  clubCard: "",
}

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, criteria)

const choose = (room: GuestRoomState, roomTypeCode: string, ratePlanCode: string): GuestRoomState => ({
  ...room,
  roomDescription: { roomName: `Room ${roomTypeCode}`, totalAmount: 250_000, mandatoryPaymentPeriods: [] },
  roomTypeCode,
  ratePlanCode,
})

const UUID = "reservation-1"

/** Both rooms chosen and reserved. */
const reserved: BookingSessionState = {
  ...searched,
  guestRooms: [choose(searched.guestRooms[0]!, "SQ", "BAR"), choose(searched.guestRooms[1]!, "TW", "BAR")],
  totalPriceForStay: 500_000,
  uuid: UUID,
  isCancellationPolicyAccepted: true,
}

const address = { country: "South Africa", lineOne: "12 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001" }

const mainGuest = {
  title: "Ms",
  firstName: "Thandi",
  lastName: "Nkosi",
  mobile: "+27 82 123 4567",
  email: "thandi.nkosi@example.co.za",
  idType: "ID Number",
  idNumber: "8001015009087",
  address,
}

const furtherGuest = { title: "", firstName: "Sipho", lastName: "", mobile: "", email: "", idType: "ID Number", idNumber: "" }

const form = {
  mainGuest,
  guests: [furtherGuest],
  communication: { method: ["email", "sms"], addToMailingListPermission: true },
  isCancellationPolicyAccepted: true,
}

const decoded = (input: unknown): GuestDetailsForm => {
  const result = validate(GuestDetailsForm)(input)
  if (Result.isFailure(result)) throw new Error(JSON.stringify(result.failure))
  return result.success
}

/** A failure as plain data: toEqual does not compare an Error's message. */
const failureOf = <A>(result: Result.Result<A, { readonly _tag: string; readonly message: string }>) =>
  Result.isFailure(result) ? { _tag: result.failure._tag, message: result.failure.message } : "succeeded"

interface Options {
  readonly state?: BookingSessionState
  readonly failure?: HttpError
}

/** Confirms against a fake that holds the reservation of `reserved`. */
const run = (input: unknown, choice: ConfirmChoice, { state = reserved, failure }: Options = {}) => {
  const api = makeBookingApiMemory()
  const notifications = makeNotificationsMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(state)]])
  return Effect.runPromise(
    Effect.gen(function* () {
      yield* api.api.makeReservation({ ...Result.getOrThrow(reservationOf(reserved)), uuid: UUID })
      if (failure !== undefined) api.failNext("confirmBooking", failure)
      const session = yield* BookingSession
      const result = yield* Effect.result(confirmBooking(input, choice))
      return { result, state: session.state.value, calls: api.calls.slice(1), toasts: notifications.toasts, entries }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), api.layer, notifications.layer))),
  )
}

describe("the confirmation sent for the guest details", () => {
  it("is the reservation plus the guests, the guest's confirmation methods and mailing-list answer", () => {
    const guests = decoded(form)
    expect(Result.getOrThrow(confirmationOf(reserved, guests, false))).toStrictEqual({
      ...Result.getOrThrow(reservationOf(reserved)),
      uuid: UUID,
      mandatoryPayment: false,
      communicationMethods: ["email", "sms"],
      allowsMailList: true,
      guests,
    })
    expect(guests.mainGuest.mobile).toBe("+27821234567")
  })

  it("never sends mailing-list consent without e-mail", () => {
    const smsOnly = decoded({ ...form, communication: { method: ["sms"], addToMailingListPermission: true } })
    const confirmation = Result.getOrThrow(confirmationOf(reserved, smsOnly, true))
    expect(confirmation.allowsMailList).toBe(false)
    expect(confirmation.communicationMethods).toEqual(["sms"])
    expect(confirmation.mandatoryPayment).toBe(true)
  })

  it("needs a reservation", () => {
    expect(failureOf(confirmationOf({ ...reserved, uuid: null }, decoded(form), false))).toEqual({
      _tag: "ReservationIncomplete",
      message: NO_RESERVATION,
    })
  })
})

describe("Confirm & Pay Later", () => {
  it("confirms with mandatoryPayment false and goes to the thank-you page of the booking", async () => {
    const { result, state, calls, toasts, entries } = await run(form, "payLater")
    expect(result).toEqual(Result.succeed({ uuid: UUID, to: "/booking/thank-you?booking=reservation-1" }))
    expect(calls).toStrictEqual([
      { method: "confirmBooking", args: [Result.getOrThrow(confirmationOf(reserved, decoded(form), false))] },
    ])
    expect(state).toEqual({
      ...reserved,
      confirmationNumber: "REF000001",
      mainGuestName: "Thandi Nkosi",
      confirmationCommunicationMethod: ["email", "sms"],
      isMandatoryPayment: false,
    })
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(state))
    expect(toasts).toEqual([])
  })

  it("confirms with mandatoryPayment false even when the session had flagged payment", async () => {
    const { result, state, calls } = await run(form, "payLater", { state: { ...reserved, isMandatoryPayment: true } })
    expect(Result.isSuccess(result)).toBe(true)
    expect(calls[0]?.args[0]).toMatchObject({ mandatoryPayment: false })
    expect(state.isMandatoryPayment).toBe(false)
  })
})

describe("Pay Booking", () => {
  it("confirms the guests with mandatoryPayment true, flags the session and goes to the payment details", async () => {
    const { result, state, calls, toasts } = await run(form, "payBooking")
    expect(result).toEqual(Result.succeed({ uuid: UUID, to: "/booking/payment-details" }))
    expect(PAYMENT_DETAILS_ROUTE).toBe("/booking/payment-details")
    expect(calls).toStrictEqual([
      { method: "confirmBooking", args: [Result.getOrThrow(confirmationOf(reserved, decoded(form), true))] },
    ])
    expect(state).toEqual({
      ...reserved,
      confirmationNumber: "REF000001",
      mainGuestName: "Thandi Nkosi",
      confirmationCommunicationMethod: ["email", "sms"],
      isMandatoryPayment: true,
    })
    expect(toasts).toEqual([])
  })
})

describe("guest details that cannot be confirmed", () => {
  it("come back with every field's messages, calling nothing and storing nothing", async () => {
    const input = { ...form, mainGuest: { ...mainGuest, firstName: " " }, isCancellationPolicyAccepted: false }
    const { result, state, calls, toasts } = await run(input, "payLater")
    expect(Result.isFailure(result) && result.failure instanceof GuestDetailsInvalid).toBe(true)
    if (Result.isFailure(result) && result.failure instanceof GuestDetailsInvalid) {
      expect(result.failure.fieldErrors).toEqual({
        "mainGuest.firstName": [REQUIRED],
        isCancellationPolicyAccepted: [NEEDS_TO_BE_ACCEPTED],
      })
    }
    expect(calls).toEqual([])
    expect(toasts).toEqual([])
    expect(state).toEqual(reserved)
  })

  it("are refused without a reservation, calling nothing", async () => {
    const { result, calls, toasts } = await run(form, "payBooking", { state: { ...reserved, uuid: null } })
    expect(failureOf(result)).toEqual({ _tag: "ReservationIncomplete", message: NO_RESERVATION })
    expect(Result.isFailure(result) && result.failure instanceof ReservationIncomplete).toBe(true)
    expect(calls).toEqual([])
    expect(toasts).toEqual([])
  })

  it("show Could not confirm booking when the call fails, storing nothing", async () => {
    const { result, state, toasts } = await run(form, "payBooking", {
      failure: new HttpError({ status: 500, message: "Request failed with status code 500", serverError: {} }),
    })
    expect(failureOf(result)).toEqual({ _tag: "ConfirmationFailed", message: "Could not confirm booking" })
    expect(Result.isFailure(result) && result.failure instanceof ConfirmationFailed).toBe(true)
    expect(COULD_NOT_CONFIRM_BOOKING).toBe("Could not confirm booking")
    expect(toasts).toEqual([{ kind: "error", message: "Could not confirm booking" }])
    expect(state).toEqual(reserved)
  })

  it("pass the server's field errors back to the form, with the toast", async () => {
    const fieldErrors = { "mainGuest.idNumber": ["Invalid South African ID number"], "mainGuest.email": ["Taken", "Blocked"] }
    const { result, state, toasts } = await run(form, "payLater", {
      failure: new HttpError({ status: 422, message: "Unprocessable", fieldErrors }),
    })
    expect(Result.isFailure(result) && result.failure instanceof GuestDetailsInvalid).toBe(true)
    if (Result.isFailure(result) && result.failure instanceof GuestDetailsInvalid) {
      expect(result.failure.fieldErrors).toEqual(fieldErrors)
    }
    expect(toasts).toEqual([{ kind: "error", message: "Could not confirm booking" }])
    expect(state).toEqual(reserved)
  })

  it("open the Reservation Timeout, without a toast, when the server refuses the confirmation for a lapsed hold", async () => {
    const { result, state, toasts } = await run(form, "payLater", {
      failure: new HttpError({ status: 409, message: RESERVATION_TIMEOUT_MESSAGE }),
    })
    expect(Result.isFailure(result) && result.failure instanceof HoldExpired).toBe(true)
    expect(failureOf(result)).toEqual({ _tag: "HoldExpired", message: RESERVATION_TIMEOUT_MESSAGE })
    expect(toasts).toEqual([])
    expect(state).toEqual(reserved)
  })

  it("treat another conflict as a confirmation failure", async () => {
    const { result } = await run(form, "payLater", { failure: new HttpError({ status: 409, message: "Already confirmed" }) })
    expect(failureOf(result)).toEqual({ _tag: "ConfirmationFailed", message: COULD_NOT_CONFIRM_BOOKING })
  })

  it("fail as a confirmation failure when the server's errors name no field", async () => {
    const { result } = await run(form, "payLater", {
      failure: new HttpError({ status: 422, message: "Unprocessable", fieldErrors: {} }),
    })
    expect(failureOf(result)).toEqual({ _tag: "ConfirmationFailed", message: COULD_NOT_CONFIRM_BOOKING })
  })
})

describe("the thank-you route", () => {
  it("carries the booking's uuid as the booking query, encoded", () => {
    expect(thankYouRoute("3f2b8c1e-5d4a")).toBe("/booking/thank-you?booking=3f2b8c1e-5d4a")
    expect(thankYouRoute("a b&c")).toBe("/booking/thank-you?booking=a%20b%26c")
  })
})

describe("the server's answer that the hold ran out", () => {
  it("is a 409 Conflict in the hold's words, and no other status in the same words", () => {
    expect(isHoldExpiredAnswer(new HttpError({ status: 409, message: RESERVATION_TIMEOUT_MESSAGE }))).toBe(true)
    expect(isHoldExpiredAnswer(new HttpError({ status: 422, message: RESERVATION_TIMEOUT_MESSAGE }))).toBe(false)
    expect(isHoldExpiredAnswer(new HttpError({ status: 409, message: "Conflict" }))).toBe(false)
  })
})
