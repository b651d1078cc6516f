import { Effect, Layer, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { BOOKING_CANCEL_FAILED, BOOKING_CANCELLED, CANCEL_CODE_WAIT } from "../booking/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { MY_BOOKINGS_ROUTE } from "../routes.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { cancelSummaryOf } from "./cancel-summary.ts"
import { makeCancelBookingModel } from "./cancel-booking-model.ts"

const EMAIL = "thandi.nkosi@example.co.za"
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: EMAIL, mobile: "0027821234567", address: null }
// confirmed by e-mail and SMS: the code step names both, masked (issue 29 §13)
const booking = sampleBooking("3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f", { viaEmail: true, viaSms: true, bookingItems: [{ ...sampleBookingItem(1, 0), guests: [guest] }] })
const CODE_SENT_TO_BOTH = "We have sent a one-time code to t•••@example.co.za and by SMS to +27 •• ••• 4567."

const MEMBER_TOKENS = { accessToken: "access", refreshToken: "refresh", rememberMe: false }

const setUp = ({ member = true }: { readonly member?: boolean } = {}) => {
  const api = makeBookingApiMemory({ bookings: [booking], otp: "123456" })
  const navigation = makeNavigationMemory()
  const notifications = makeNotificationsMemory()
  const tokens = makeTokenStoreMemory(member ? MEMBER_TOKENS : undefined).layer
  const layer = Layer.mergeAll(api.layer, navigation.layer, notifications.layer, layerMemory(new Map()), TestClock.layer(), MemberSession.layer.pipe(Layer.provideMerge(tokens)))
  return { api, navigation, notifications, layer }
}

type Services = Layer.Success<ReturnType<typeof setUp>["layer"]>

/** Runs a test's steps in a scope on the ports given, the test clock at its start. */
const run = <A, E>(layer: Layer.Layer<Services>, steps: Effect.Effect<A, E, Services | Scope.Scope>): Promise<A> =>
  Effect.runPromise(Effect.scoped(steps).pipe(Effect.provide(layer)))

describe("the Cancel Booking modal's screen model", () => {
  it("asks first with the booking's summary and what the policy refunds (issue 29 §10)", async () => {
    const { layer } = setUp()
    const summary = await run(
      layer,
      Effect.map(makeCancelBookingModel({ booking }), (model) => [model.step.value, model.summary] as const),
    )
    expect(summary).toEqual(["confirm", cancelSummaryOf(booking)])
  })

  it("lands a visitor without an account on My Bookings naming the cancelled booking, without the toast (issue 29 §10)", async () => {
    const { navigation, notifications, layer } = setUp({ member: false })
    await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeCancelBookingModel({ booking })
        yield* model.sendCode()
        yield* model.cancel("123456")
      }),
    )
    expect(notifications.toasts).toEqual([])
    expect(navigation.visits).toEqual([{ to: `${MY_BOOKINGS_ROUTE}?cancelled=CTY-2026-0001`, replace: false }])
  })

  it("sends a new code, lets a wrong code be tried again, and takes a member to My Bookings once cancelled", async () => {
    const { navigation, notifications, layer } = setUp()
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeCancelBookingModel({ booking })
        const steps: Array<string> = [model.step.value]
        yield* model.sendCode()
        steps.push(model.step.value, model.codeText.value)
        yield* model.cancel("000000")
        steps.push(model.step.value)
        yield* model.cancel("123456")
        return steps
      }),
    )
    expect(seen).toEqual(["confirm", "code", CODE_SENT_TO_BOTH, "code"])
    expect(notifications.toasts.map((toast) => toast.message)).toEqual([BOOKING_CANCEL_FAILED, BOOKING_CANCELLED])
    expect(navigation.visits).toEqual([{ to: MY_BOOKINGS_ROUTE, replace: false }])
  })

  it("asked within a minute of the last code (issue 13), says to wait for the countdown; another failure stays on the question", async () => {
    const { api, layer } = setUp()
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeCancelBookingModel({ booking })
        api.failNext("sendBookingCode", new HttpError({ status: 429, message: "Too many requests." }))
        yield* model.sendCode()
        const wait = [model.step.value, model.codeText.value]
        yield* model.close()
        api.failNext("sendBookingCode", new HttpError({ status: 500, message: "Something went wrong." }))
        yield* model.sendCode()
        return { wait, failed: [model.step.value, model.sendError.value] }
      }),
    )
    expect(seen.wait).toEqual(["code", CANCEL_CODE_WAIT])
    expect(seen.failed).toEqual(["confirm", "Something went wrong."])
  })
})

describe("the Cancel Booking modal's steps", () => {
  /** The server takes a second to answer a code or a cancellation, so the steps in between can be seen. */
  const slowSetUp = () => {
    const { api, navigation, notifications } = setUp()
    const slowApi = Layer.succeed(BookingApi, {
      ...api.api,
      sendBookingCode: (code) => Effect.andThen(Effect.sleep("1 second"), api.api.sendBookingCode(code)),
      cancelBooking: (uuid, otp) => Effect.andThen(Effect.sleep("1 second"), api.api.cancelBooking(uuid, otp)),
    })
    const tokens = makeTokenStoreMemory(MEMBER_TOKENS).layer
    const layer = Layer.mergeAll(slowApi, navigation.layer, notifications.layer, layerMemory(new Map()), TestClock.layer(), MemberSession.layer.pipe(Layer.provideMerge(tokens)))
    return { api, navigation, layer }
  }

  it("is sending while the new code is on its way, and cancelling while the cancellation is", async () => {
    const { navigation, layer } = slowSetUp()
    const steps = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeCancelBookingModel({ booking })
        yield* Effect.forkChild(model.sendCode())
        yield* Effect.yieldNow
        const sending = model.step.value
        yield* TestClock.adjust("1 second")
        const code = model.step.value
        yield* Effect.forkChild(model.cancel("123456"))
        yield* Effect.yieldNow
        const cancelling = model.step.value
        yield* TestClock.adjust("1 second")
        return [sending, code, cancelling]
      }),
    )
    expect(steps).toEqual(["sending", "code", "cancelling"])
    expect(navigation.visits).toEqual([{ to: MY_BOOKINGS_ROUTE, replace: false }])
  })

  it("cancels nothing with an empty or blank code, or before a code was sent", async () => {
    const { api, layer } = setUp()
    const steps = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeCancelBookingModel({ booking })
        yield* model.cancel("123456")
        const before = model.step.value
        yield* model.sendCode()
        yield* model.cancel("")
        yield* model.cancel("   ")
        return [before, model.step.value]
      }),
    )
    expect(steps).toEqual(["confirm", "code"])
    expect(api.calls.filter((call) => call.method === "cancelBooking")).toEqual([])
  })

  it("Resend OTP, after the wait, sends a new code and says where it went", async () => {
    const { api, layer } = setUp()
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeCancelBookingModel({ booking })
        api.failNext("sendBookingCode", new HttpError({ status: 429, message: "Too many requests." }))
        yield* model.sendCode()
        api.failNext("sendBookingCode", undefined)
        const waiting = model.codeText.value
        yield* TestClock.adjust("60 seconds")
        yield* model.resendCode()
        yield* Effect.yieldNow
        return [waiting, model.codeText.value, model.resend.canResend.value]
      }),
    )
    expect(seen).toEqual([CANCEL_CODE_WAIT, CODE_SENT_TO_BOTH, false])
    expect(api.calls.filter((call) => call.method === "sendBookingCode")).toHaveLength(2)
  })

  it("closing goes back to the question, without the last error or the code's words", async () => {
    const { api, layer } = setUp()
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeCancelBookingModel({ booking })
        api.failNext("sendBookingCode", new HttpError({ status: 500, message: "Something went wrong." }))
        yield* model.sendCode()
        const failed = model.sendError.value
        yield* model.close()
        const afterError = [model.step.value, model.sendError.value]
        api.failNext("sendBookingCode", undefined)
        yield* model.sendCode()
        const sent = [model.step.value, model.codeText.value]
        yield* model.close()
        return { failed, afterError, sent, closed: [model.step.value, model.sendError.value, model.codeText.value] }
      }),
    )
    expect(seen).toEqual({
      failed: "Something went wrong.",
      afterError: ["confirm", null],
      sent: ["code", CODE_SENT_TO_BOTH],
      closed: ["confirm", null, "We have sent a one-time code to the e-mail address or mobile number on the booking."],
    })
  })
})
