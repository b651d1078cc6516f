import { Effect, Layer, type Scope } from "effect"
import { HttpError } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { BOOKING_NOT_FOUND, REQUIRED } from "../booking/messages.ts"
import { SESSION_KEYS } from "../booking/session-store.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { bookingDetailsRoute } from "../routes.ts"
import { makeManageBookingModel } from "./manage-booking-model.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const EMAIL = "thandi.nkosi@example.co.za"
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: EMAIL, mobile: "0027821234567", address: null }
const booking = sampleBooking(UUID, { bookingItems: [{ ...sampleBookingItem(1, 0), guests: [guest] }] })

const setUp = () => {
  const api = makeBookingApiMemory({ bookings: [booking], otp: "123456" })
  const navigation = makeNavigationMemory()
  const storage = new Map<string, string>()
  const layer = Layer.mergeAll(api.layer, navigation.layer, layerMemory(storage), TestClock.layer())
  return { api, navigation, storage, layer }
}

type Services = Layer.Success<ReturnType<typeof setUp>["layer"]>

/** Runs a test's steps in a scope on the ports given, the test clock at its start. */
const run = <A, E>(layer: Layer.Layer<Services>, steps: Effect.Effect<A, E, Services | Scope.Scope>): Promise<A> =>
  Effect.runPromise(Effect.scoped(steps).pipe(Effect.provide(layer)))

describe("the Manage Your Booking modal's screen model", () => {
  it("checks the details, sends a code, refuses a wrong one on the field, and opens the booking with the right one", async () => {
    const { navigation, storage, layer } = setUp()
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        const afterSend = [model.flow.value.step, model.resend.remainingText.value]
        yield* model.verify("000000")
        const rejected = model.flow.value
        yield* model.verify("123456")
        const afterVerify = model.flow.value.step
        return { afterSend, rejected, afterVerify }
      }),
    )
    expect(seen.afterSend).toEqual(["code", "1 minute"])
    expect(storage.get(SESSION_KEYS.manageBookingEmail)).toBe(EMAIL)
    expect(seen.rejected).toMatchObject({ step: "code", error: "Invalid code" })
    expect(seen.afterVerify).toBe("details")
    expect(navigation.visits).toEqual([{ to: bookingDetailsRoute(UUID), replace: false }])
  })

  it("sends nothing while the details do not validate, and says why on the fields", async () => {
    const { api, layer } = setUp()
    const errors = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: "not-an-email", bookingNumber: " " })
        return [model.flow.value.step, model.fieldErrors.value["bookingNumber"]]
      }),
    )
    expect(errors).toEqual(["details", [REQUIRED]])
    expect(api.calls).toEqual([])
  })

  it("an unknown booking is Booking not found; closing starts again at the details", async () => {
    const { layer } = setUp()
    const steps = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: EMAIL, bookingNumber: "NOPE-1" })
        const found = model.flow.value.step
        yield* model.close()
        return [found, model.flow.value.step]
      }),
    )
    expect(steps).toEqual(["notFound", "details"])
  })

  it("the code dialog names the masked e-mail the code went to; before a code is sent it says the general words", async () => {
    const { layer } = setUp()
    const words = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        const before = model.sentTo.value
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        return [before, model.sentTo.value]
      }),
    )
    expect(words).toEqual([
      "We have sent a one-time code to the e-mail address or mobile number on the booking.",
      "We have sent a one-time code to t•••@example.co.za.",
    ])
  })

  it("Resend OTP comes after 60 seconds from the sent code, sends a new code to the same booking, and counts down again", async () => {
    const { api, layer } = setUp()
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        yield* TestClock.adjust("59 seconds")
        const at59 = model.resend.canResend.value
        yield* TestClock.adjust("1 second")
        const at60 = model.resend.canResend.value
        yield* model.resendCode()
        yield* TestClock.adjust("1 second")
        return { at59, at60, afterResend: [model.resend.canResend.value, model.resend.remainingText.value], step: model.flow.value.step }
      }),
    )
    expect(seen).toEqual({ at59: false, at60: true, afterResend: [false, "59 seconds"], step: "code" })
    const sends = api.calls.filter((call) => call.method === "sendBookingCode")
    expect(sends.map((call) => call.args)).toEqual([
      [{ email: EMAIL, referenceNumber: "CTY-2026-0001" }],
      [{ email: EMAIL, referenceNumber: "CTY-2026-0001" }],
    ])
  })

  it("no countdown runs while no code was sent: Booking not found or a refused send leaves Resend OTP where it was", async () => {
    const { api, layer } = setUp()
    const canResend = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: EMAIL, bookingNumber: "NOPE-1" })
        yield* TestClock.adjust("61 seconds")
        const afterNotFound = model.resend.canResend.value
        yield* model.tryAgain()
        api.failNext("sendBookingCode", new HttpError({ status: 429, message: "Too many requests" }))
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        yield* TestClock.adjust("61 seconds")
        return [afterNotFound, model.resend.canResend.value, model.flow.value]
      }),
    )
    expect(canResend).toEqual([false, false, { step: "details", error: "Too many requests" }])
  })

  it("Resend OTP sends nothing once the code step has closed", async () => {
    const { api, layer } = setUp()
    const step = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        yield* TestClock.adjust("60 seconds")
        yield* model.close()
        yield* model.resendCode()
        return model.flow.value.step
      }),
    )
    expect(step).toBe("details")
    expect(api.calls.filter((call) => call.method === "sendBookingCode")).toHaveLength(1)
  })

  it("Try again on Booking not found goes back to the details form", async () => {
    const { layer } = setUp()
    const steps = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: EMAIL, bookingNumber: "NOPE-1" })
        const found = model.flow.value
        yield* model.tryAgain()
        return [found, model.flow.value]
      }),
    )
    expect(steps).toEqual([{ step: "notFound", message: BOOKING_NOT_FOUND }, { step: "details" }])
  })

  it("an empty or blank code is not sent, and Verify before a code was sent asks nothing", async () => {
    const { api, layer } = setUp()
    const steps = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.verify("123456")
        const beforeSend = model.flow.value
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        yield* model.verify("")
        yield* model.verify("   ")
        return [beforeSend, model.flow.value]
      }),
    )
    expect(steps).toEqual([{ step: "details" }, { step: "code", lookup: { email: EMAIL, bookingNumber: "CTY-2026-0001" } }])
    expect(api.calls.filter((call) => call.method === "verifyBookingCode")).toEqual([])
  })

  it("Resend OTP sends nothing while a code is being verified", async () => {
    const { api, navigation, storage } = setUp()
    // the server takes a second to verify, so Resend OTP can be pressed meanwhile
    const slowVerify = Layer.succeed(BookingApi, {
      ...api.api,
      verifyBookingCode: (code) => Effect.andThen(Effect.sleep("1 second"), api.api.verifyBookingCode(code)),
    })
    const layer = Layer.mergeAll(slowVerify, navigation.layer, layerMemory(storage), TestClock.layer())
    const step = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeManageBookingModel()
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        yield* TestClock.adjust("60 seconds")
        yield* Effect.forkChild(model.verify("123456"))
        yield* Effect.yieldNow
        const during = model.flow.value.step
        yield* model.resendCode()
        yield* TestClock.adjust("1 second")
        return during
      }),
    )
    expect(step).toBe("verifying")
    expect(api.calls.filter((call) => call.method === "sendBookingCode")).toHaveLength(1)
    expect(navigation.visits).toEqual([{ to: bookingDetailsRoute(UUID), replace: false }])
  })
})
