import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import type { InitiatePaymentResult } from "../payment/payment-initiation.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { makePaymentRedirectMemory } from "../ports/PaymentRedirect.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import type { Booking } from "../booking/booking.ts"
import { sampleBooking } from "../booking/booking.testing.ts"
import { NO_RESERVATION } from "./reserve-rooms.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE } from "../booking/session-state.ts"
import { handOffPayment, PaymentNotStarted, startPayment } from "./start-payment.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"

const booking: Booking = sampleBooking(UUID)

/** The session after Pay Booking confirmed the guests. */
const confirmed: BookingSessionState = {
  ...DEFAULT_BOOKING_SESSION_STATE,
  uuid: UUID,
  confirmationNumber: "REF000001",
  mainGuestName: "Thandi Nkosi",
  confirmationCommunicationMethod: ["email"],
  isMandatoryPayment: true,
}

/** A failure as plain data: toEqual does not compare an Error's message. */
const failureOf = <A>(result: Result.Result<A, { readonly _tag: string; readonly message: string }>) =>
  Result.isFailure(result) ? { _tag: result.failure._tag, message: result.failure.message } : "succeeded"

interface Options {
  readonly state?: BookingSessionState
  readonly failure?: HttpError
  /** Replaces the fake's answer to initiatePayment. */
  readonly answer?: InitiatePaymentResult
}

const run = ({ state = confirmed, failure, answer }: Options = {}) => {
  const memory = makeBookingApiMemory({ bookings: [booking] })
  if (failure !== undefined) memory.failNext("initiatePayment", failure)
  const api =
    answer === undefined
      ? memory.layer
      : Layer.succeed(BookingApi, {
          ...memory.api,
          initiatePayment: (uuid) => Effect.as(memory.api.initiatePayment(uuid), answer),
        })
  const notifications = makeNotificationsMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(state)]])
  return Effect.runPromise(
    Effect.gen(function* () {
      const session = yield* BookingSession
      const result = yield* Effect.result(startPayment())
      return { result, state: session.state.value, calls: memory.calls, toasts: notifications.toasts, entries }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), api, notifications.layer))),
  )
}

describe("starting the payment", () => {
  it("initiates the booking's payment, keeps the guest name, methods and reference, and goes to the payment route", async () => {
    const { result, state, calls, toasts, entries } = await run()
    expect(result).toEqual(
      Result.succeed({ to: `/booking/payment?pay_request_id=PAY-${UUID}&checksum=00000000000000000000000000000000` }),
    )
    expect(calls).toEqual([{ method: "initiatePayment", args: [UUID, undefined] }])
    expect(state).toEqual({ ...confirmed, confirmationNumber: "CTY-2026-0001" })
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(state))
    expect(toasts).toEqual([])
  })

  it("sends the charities the guest chose, in the order chosen, with the payment's start", async () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(confirmed)]])
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* startPayment([3, 1])
      }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), memory.layer, makeNotificationsMemory().layer))),
    )
    expect(memory.calls).toEqual([{ method: "initiatePayment", args: [UUID, [3, 1]] }])
  })

  it("keeps Unknown Guest as the name when the session has none", async () => {
    const { state } = await run({ state: { ...confirmed, mainGuestName: null, confirmationCommunicationMethod: ["sms"] } })
    expect(state.mainGuestName).toBe("Unknown Guest")
    expect(state.confirmationCommunicationMethod).toEqual(["sms"])
    expect(state.confirmationNumber).toBe("CTY-2026-0001")
  })

  it("shows Could not initiate payment for booking on an unsuccessful answer, or one without a request", async () => {
    const answers: ReadonlyArray<InitiatePaymentResult> = [
      { success: false, body: { payRequestId: "PAY-1", checksum: "abc", reference: "R1" } },
      { success: true, body: null },
      { success: true },
    ]
    for (const answer of answers) {
      const { result, state, toasts } = await run({ answer })
      expect(failureOf(result)).toEqual({ _tag: "PaymentNotStarted", message: "Could not initiate payment for booking" })
      expect(toasts).toEqual([{ kind: "error", message: "Could not initiate payment for booking" }])
      expect(state).toEqual(confirmed)
    }
  })

  it("shows Could not initiate payment for booking when the call fails", async () => {
    const { result, state, calls, toasts } = await run({ failure: new HttpError({ status: 502, message: "Bad Gateway" }) })
    expect(failureOf(result)).toEqual({ _tag: "PaymentNotStarted", message: "Could not initiate payment for booking" })
    expect(Result.isFailure(result) && result.failure instanceof PaymentNotStarted).toBe(true)
    expect(toasts).toEqual([{ kind: "error", message: "Could not initiate payment for booking" }])
    expect(calls).toEqual([{ method: "initiatePayment", args: [UUID, undefined] }])
    expect(state).toEqual(confirmed)
  })

  it("is refused without a booking in the session, calling nothing", async () => {
    const { result, calls, toasts } = await run({ state: DEFAULT_BOOKING_SESSION_STATE })
    expect(failureOf(result)).toEqual({ _tag: "ReservationIncomplete", message: NO_RESERVATION })
    expect(calls).toEqual([])
    expect(toasts).toEqual([])
  })
})

const handOff = (query: string) => {
  const redirect = makePaymentRedirectMemory()
  return Effect.runPromise(
    Effect.map(handOffPayment(new URLSearchParams(query)), (answer) => ({ answer, submissions: redirect.submissions })).pipe(
      Effect.provide(redirect.layer),
    ),
  )
}

describe("the payment page hand-off", () => {
  it("posts the pay request id and checksum to the card gateway", async () => {
    const { answer, submissions } = await handOff("pay_request_id=PAY-1%2F2&checksum=ab12")
    expect(answer).toEqual({ kind: "ready", payRequestId: "PAY-1/2", checksum: "ab12" })
    expect(submissions).toEqual([{ payRequestId: "PAY-1/2", checksum: "ab12" }])
  })

  it("shows Invalid params, posting nothing, without both parameters", async () => {
    for (const query of ["", "pay_request_id=PAY-1", "checksum=ab12", "pay_request_id=&checksum=ab12", "pay_request_id=PAY-1&checksum="]) {
      const { answer, submissions } = await handOff(query)
      expect(answer).toEqual({ kind: "invalid", message: "Invalid params" })
      expect(submissions).toEqual([])
    }
  })
})
