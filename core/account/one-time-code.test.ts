import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { RESEND_OTP } from "./messages.ts"
import { makeOtpResend, OTP_RESEND_SECONDS } from "./one-time-code.ts"

const runTest = <A, E>(program: Effect.Effect<A, E>) => Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))

describe("OTP resend countdown", () => {
  it("counts down 60 seconds, then offers Resend OTP", () =>
    runTest(
      Effect.gen(function* () {
        expect(OTP_RESEND_SECONDS).toBe(60)
        expect(RESEND_OTP).toBe("Resend OTP")
        const otp = makeOtpResend()
        const fiber = yield* Effect.forkChild(otp.start)
        expect(otp.remaining.value).toBe(60)
        expect(otp.remainingText.value).toBe("1 minute")
        yield* TestClock.adjust("1 second")
        expect(otp.remaining.value).toBe(59)
        expect(otp.remainingText.value).toBe("59 seconds")
        yield* TestClock.adjust("58 seconds")
        expect(otp.remaining.value).toBe(1)
        expect(otp.canResend.value).toBe(false)
        yield* TestClock.adjust("1 second")
        yield* Fiber.join(fiber)
        expect(otp.remaining.value).toBe(0)
        expect(otp.canResend.value).toBe(true)
      }),
    ))

  it("pressing Resend OTP sends a new code and restarts the countdown", () =>
    runTest(
      Effect.gen(function* () {
        const otp = makeOtpResend()
        let sent = 0
        const send = Effect.sync(() => {
          sent += 1
        })
        yield* Effect.forkChild(otp.start)
        yield* TestClock.adjust("60 seconds")
        const fiber = yield* Effect.forkChild(otp.resend(send))
        yield* TestClock.adjust("10 seconds")
        expect(sent).toBe(1)
        expect(otp.remaining.value).toBe(50)
        expect(otp.canResend.value).toBe(false)
        yield* TestClock.adjust("50 seconds")
        yield* Fiber.join(fiber)
        expect(otp.canResend.value).toBe(true)
      }),
    ))

  it("does nothing while the countdown runs", () =>
    runTest(
      Effect.gen(function* () {
        const otp = makeOtpResend()
        let sent = 0
        yield* Effect.forkChild(otp.start)
        yield* TestClock.adjust("30 seconds")
        yield* otp.resend(Effect.sync(() => (sent += 1)))
        expect(sent).toBe(0)
        expect(otp.remaining.value).toBe(30)
      }),
    ))

  it("keeps Resend OTP when sending fails, so the member can try again", () =>
    runTest(
      Effect.gen(function* () {
        const otp = makeOtpResend()
        yield* Effect.forkChild(otp.start)
        yield* TestClock.adjust("60 seconds")
        const failed = yield* Effect.flip(otp.resend(Effect.fail("offline")))
        expect(failed).toBe("offline")
        expect(otp.canResend.value).toBe(true)
        expect(otp.remaining.value).toBe(0)
      }),
    ))
})
