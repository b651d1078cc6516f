import { signal } from "@preact/signals-core"
import { Effect, Fiber, Layer, Result } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { THANK_YOU_POLL_MILLIS } from "../payment/thank-you-outcome.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { type BookingApiMemory, makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import type { Booking } from "../booking/booking.ts"
import { sampleBooking } from "../booking/booking.testing.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { fetchThankYou, nextThankYouView, pollThankYou, THANK_YOU_LOADING, thankYouToast, type ThankYouView } from "./load-thank-you.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"

const booking: Booking = sampleBooking(UUID)

const declined: Booking = {
  ...booking,
  lastPayment: { status: "declined", response: { resultDescription: "Insufficient funds", transactionStatus: 2, resultCode: "900003" } },
}
const approved: Booking = { ...booking, isPaid: true, status: "Paid", lastPayment: { status: "approved" } }

const notFound = new HttpError({ status: 404, message: "Request failed with status code 404" })

describe("fetching the thank-you booking", () => {
  const fetch = (memory: BookingApiMemory, uuid = UUID) =>
    Effect.runPromise(Effect.result(fetchThankYou(uuid)).pipe(Effect.provide(memory.layer)))

  it("shows a booking without a payment as confirmed", async () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    expect(await fetch(memory)).toEqual(Result.succeed({ kind: "ready", booking, outcome: { kind: "confirmed" } }))
    expect(memory.calls).toEqual([{ method: "getBooking", args: [UUID] }])
  })

  it("shows a declined payment as unsuccessful, with the gateway's reason", async () => {
    const memory = makeBookingApiMemory({ bookings: [declined] })
    expect(await fetch(memory)).toEqual(
      Result.succeed({ kind: "ready", booking: declined, outcome: { kind: "paymentUnsuccessful", reason: "Insufficient funds" } }),
    )
  })

  it("fails with the call's error when the booking cannot be fetched", async () => {
    const result = await fetch(makeBookingApiMemory({ bookings: [booking] }), "missing")
    expect(Result.isFailure(result) && result.failure.message).toBe("Request failed with status code 404")
    expect(Result.isFailure(result) && result.failure.status).toBe(404)
  })
})

describe("the thank-you view after a fetch", () => {
  const ready: ThankYouView = { kind: "ready", booking, outcome: { kind: "confirmed" } }
  const fetchedDeclined = { kind: "ready", booking: declined, outcome: { kind: "paymentUnsuccessful", reason: "Insufficient funds" } } as const

  it("is the fetched booking, whatever was shown before", () => {
    expect(nextThankYouView(THANK_YOU_LOADING, Result.succeed(fetchedDeclined))).toBe(fetchedDeclined)
    expect(nextThankYouView(ready, Result.succeed(fetchedDeclined))).toBe(fetchedDeclined)
    expect(nextThankYouView({ kind: "error", message: "x" }, Result.succeed(fetchedDeclined))).toBe(fetchedDeclined)
  })

  it("keeps the booking already shown when a fetch fails", () => {
    expect(nextThankYouView(ready, Result.fail(notFound))).toBe(ready)
  })

  it("is the error while no booking was shown", () => {
    expect(nextThankYouView(THANK_YOU_LOADING, Result.fail(notFound))).toEqual({
      kind: "error",
      message: "Request failed with status code 404",
    })
    expect(nextThankYouView({ kind: "error", message: "old" }, Result.fail(notFound))).toEqual({
      kind: "error",
      message: "Request failed with status code 404",
    })
  })
})

describe("the thank-you page's toasts (spec B §8, issue 29 §5)", () => {
  const confirmed: ThankYouView = { kind: "ready", booking: approved, outcome: { kind: "confirmed" } }
  const unsuccessful: ThankYouView = { kind: "ready", booking: declined, outcome: { kind: "paymentUnsuccessful", reason: "Insufficient funds" } }
  const failed: ThankYouView = { kind: "error", message: "The server is offline" }

  it("says Booking created successfully as the booking first shows confirmed, after loading or a declined payment", () => {
    const created = { kind: "success", message: "Booking created successfully" }
    expect(thankYouToast(THANK_YOU_LOADING, confirmed)).toEqual(created)
    expect(thankYouToast(unsuccessful, confirmed)).toEqual(created)
    expect(thankYouToast(confirmed, confirmed)).toBeNull()
  })

  it("says nothing for a declined payment, nor while nothing is shown", () => {
    expect(thankYouToast(THANK_YOU_LOADING, unsuccessful)).toBeNull()
    expect(thankYouToast(THANK_YOU_LOADING, THANK_YOU_LOADING)).toBeNull()
  })

  it("says the booking failed once, not again for the next failed fetch", () => {
    expect(thankYouToast(THANK_YOU_LOADING, failed)).toEqual({ kind: "error", message: "Booking has failed, Please try again." })
    expect(thankYouToast(failed, failed)).toBeNull()
  })
})

/** A BookingApi whose getBooking answers whatever `current.booking` holds at the moment of the call. */
const changingBooking = (memory: BookingApiMemory, current: { booking: Booking }) =>
  Layer.succeed(BookingApi, {
    ...memory.api,
    getBooking: (uuid) => Effect.as(memory.api.getBooking(uuid), current.booking),
  })

const fetches = (memory: BookingApiMemory) => memory.calls.filter((call) => call.method === "getBooking").length

describe("polling the thank-you booking", () => {
  it("fetches at once, then re-fetches every 2500 ms: three re-fetches by 7500 ms", () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    const toasts = makeNotificationsMemory()
    const view = signal<ThankYouView>(THANK_YOU_LOADING)
    return Effect.runPromise(
      Effect.gen(function* () {
        expect(THANK_YOU_POLL_MILLIS).toBe(2500)
        const fiber = yield* Effect.forkChild(pollThankYou(UUID, view))
        yield* TestClock.adjust("0 millis")
        expect(fetches(memory)).toBe(1)
        expect(view.value).toEqual({ kind: "ready", booking, outcome: { kind: "confirmed" } })
        yield* TestClock.adjust("2499 millis")
        expect(fetches(memory)).toBe(1)
        yield* TestClock.adjust("1 millis")
        expect(fetches(memory)).toBe(2)
        yield* TestClock.adjust("5000 millis")
        expect(fetches(memory)).toBe(4)
        expect(memory.calls.every((call) => call.method === "getBooking" && call.args[0] === UUID)).toBe(true)
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(Layer.mergeAll(memory.layer, toasts.layer, TestClock.layer()))),
    )
  })

  it("publishes each fetch's outcome as the payment settles", () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    const current = { booking: declined }
    const toasts = makeNotificationsMemory()
    const view = signal<ThankYouView>(THANK_YOU_LOADING)
    return Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(pollThankYou(UUID, view))
        yield* TestClock.adjust("0 millis")
        expect(view.value).toEqual({ kind: "ready", booking: declined, outcome: { kind: "paymentUnsuccessful", reason: "Insufficient funds" } })
        current.booking = approved
        yield* TestClock.adjust("2499 millis")
        expect(view.value).toMatchObject({ booking: declined })
        yield* TestClock.adjust("1 millis")
        expect(view.value).toEqual({ kind: "ready", booking: approved, outcome: { kind: "confirmed" } })
        yield* TestClock.adjust("2500 millis")
        // spec B §8: the confirmation is told once, as it first shows; the declined payment only by the page (issue 29 §5)
        expect(toasts.toasts).toEqual([{ kind: "success", message: "Booking created successfully" }])
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(Layer.mergeAll(changingBooking(memory, current), toasts.layer, TestClock.layer()))),
    )
  })

  it("keeps polling through a failed fetch, showing the error only until a booking arrives", () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    const toasts = makeNotificationsMemory()
    const view = signal<ThankYouView>(THANK_YOU_LOADING)
    return Effect.runPromise(
      Effect.gen(function* () {
        memory.failNext("getBooking", new HttpError({ status: 404, message: "The server is offline" }))
        const fiber = yield* Effect.forkChild(pollThankYou(UUID, view))
        yield* TestClock.adjust("0 millis")
        expect(view.value).toEqual({ kind: "error", message: "The server is offline" })
        // spec B §8: a thank-you page that cannot show the booking at all says "Booking has failed, Please try again." once
        expect(toasts.toasts).toEqual([{ kind: "error", message: "Booking has failed, Please try again." }])
        memory.failNext("getBooking", undefined)
        yield* TestClock.adjust("2500 millis")
        expect(view.value).toEqual({ kind: "ready", booking, outcome: { kind: "confirmed" } })
        memory.failNext("getBooking", notFound)
        yield* TestClock.adjust("2500 millis")
        expect(fetches(memory)).toBe(3)
        expect(view.value).toEqual({ kind: "ready", booking, outcome: { kind: "confirmed" } })
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(Layer.mergeAll(memory.layer, toasts.layer, TestClock.layer()))),
    )
  })

  it("stops fetching once interrupted", () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    const toasts = makeNotificationsMemory()
    const view = signal<ThankYouView>(THANK_YOU_LOADING)
    return Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(pollThankYou(UUID, view))
        yield* TestClock.adjust("2500 millis")
        expect(fetches(memory)).toBe(2)
        yield* Fiber.interrupt(fiber)
        yield* TestClock.adjust("60 seconds")
        expect(fetches(memory)).toBe(2)
      }).pipe(Effect.provide(Layer.mergeAll(memory.layer, toasts.layer, TestClock.layer()))),
    )
  })
})
