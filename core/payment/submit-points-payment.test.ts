import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import { sampleBooking } from "../booking/booking.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { type BookingApiMemory, makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { CARD_PAYMENT_UNDER_WAY, NOT_ENOUGH_POINTS, POINTS_PAYMENT_FAILED, POINTS_PAYMENT_TAKEN } from "./messages.ts"
import { PointsPaymentFailed, submitPointsPayment, pointsPaymentFailure } from "./submit-points-payment.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const booking = { ...sampleBooking(UUID), totalForStayCents: 300_000 }

const pay = (nights: number, memory: BookingApiMemory) => {
  const notifications = makeNotificationsMemory()
  return Effect.runPromise(Effect.result(submitPointsPayment(UUID, nights)).pipe(Effect.provide(Layer.merge(memory.layer, notifications.layer)))).then(
    (result) => ({ result, toasts: notifications.toasts, calls: memory.calls }),
  )
}

describe("paying nights with loyalty points", () => {
  it("asks the server for the nights and leaves the rest for the card", async () => {
    const { result, toasts, calls } = await pay(1, makeBookingApiMemory({ bookings: [booking], pointsNightCents: 100_000 }))
    expect(calls).toEqual([{ method: "payWithPoints", args: [UUID, 1] }])
    expect(Result.isSuccess(result) && result.success).toMatchObject({ kind: "card", cardCents: 200_000, paid: { nights: 1, coveredCents: 100_000 } })
    expect(toasts).toEqual([expect.objectContaining({ kind: "success", message: POINTS_PAYMENT_TAKEN })])
  })

  it("says the booking is paid when the points cover all of it", async () => {
    const { result } = await pay(3, makeBookingApiMemory({ bookings: [booking], pointsNightCents: 100_000 }))
    expect(Result.isSuccess(result) && result.success).toMatchObject({ kind: "paid", paid: { cardCents: 0, booking: { isPaid: true } } })
  })

  it("shows the server's refusal of the nights, core's own message, and fails with it", async () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    memory.failNext("payWithPoints", new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "points_payment.nights": [NOT_ENOUGH_POINTS] } }))
    const { result, toasts } = await pay(1, memory)
    expect(result).toEqual(Result.fail(new PointsPaymentFailed({ message: NOT_ENOUGH_POINTS })))
    expect(toasts).toEqual([expect.objectContaining({ kind: "error", message: NOT_ENOUGH_POINTS })])
  })

  it("shows core's words when a card payment of the booking is under way (409, issue 22), and fails with them", async () => {
    const memory = makeBookingApiMemory({ bookings: [booking] })
    memory.failNext("payWithPoints", new HttpError({ status: 409, message: CARD_PAYMENT_UNDER_WAY }))
    const { result, toasts } = await pay(1, memory)
    expect(result).toEqual(Result.fail(new PointsPaymentFailed({ message: CARD_PAYMENT_UNDER_WAY })))
    expect(toasts).toEqual([expect.objectContaining({ kind: "error", message: CARD_PAYMENT_UNDER_WAY })])
  })

  it("words a failure without a reason of its own as ours", () => {
    expect(pointsPaymentFailure(new HttpError({ status: 409, message: "This booking has already been paid." }))).toBe("This booking has already been paid.")
    expect(pointsPaymentFailure(new HttpError({ status: 500, message: "Something terrible happened" }))).toBe(POINTS_PAYMENT_FAILED)
    expect(pointsPaymentFailure(new HttpError({ status: 401, message: "Unauthorized" }))).toBe(POINTS_PAYMENT_FAILED)
  })

  it("tells any refusal (400 to 499 but 401) in the server's words when it gave some, and nothing else", () => {
    expect(pointsPaymentFailure(new HttpError({ status: 400, message: "Choose at least one night." }))).toBe("Choose at least one night.")
    // field errors that are not the nights' leave the refusal's own words
    expect(pointsPaymentFailure(new HttpError({ status: 422, message: "The booking cannot be paid.", fieldErrors: { uuid: ["is unknown"] } }))).toBe(
      "The booking cannot be paid.",
    )
    expect(pointsPaymentFailure(new HttpError({ status: 409, message: "" }))).toBe(POINTS_PAYMENT_FAILED)
    // no answer from the server (status 0, the spec's stand-in) is not a refusal, whatever the platform said
    expect(pointsPaymentFailure(new HttpError({ status: 0, message: "Failed to fetch" }))).toBe(POINTS_PAYMENT_FAILED)
  })
})
