import { Effect, Exit, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makeCodeResend } from "./code-resend.ts"

describe("the one-time code's Resend OTP", () => {
  it("counts 60 seconds down, then offers Resend OTP, which sends a new code and counts down again", async () => {
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const resend = yield* makeCodeResend().pipe(Scope.provide(scope))
        let sent = 0
        const send = Effect.sync(() => void sent++)
        const shown: Array<string | boolean> = []
        const look = () => shown.push(resend.canResend.value || resend.remainingText.value)
        yield* resend.start
        yield* Effect.yieldNow
        look()
        yield* TestClock.adjust("1 second")
        look()
        // asked while the countdown runs: nothing is sent
        yield* resend.resend(send)
        yield* TestClock.adjust("58 seconds")
        look()
        yield* TestClock.adjust("1 second")
        look()
        yield* resend.resend(send)
        yield* Effect.yieldNow
        look()
        yield* TestClock.adjust("60 seconds")
        look()
        yield* Scope.close(scope, Exit.void)
        return { shown, sent }
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(seen.shown).toEqual(["1 minute", "59 seconds", "1 second", true, "1 minute", true])
    expect(seen.sent).toBe(1)
  })

  it("a failed send leaves Resend OTP there to try again", async () => {
    const canResend = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const resend = yield* makeCodeResend().pipe(Scope.provide(scope))
        yield* resend.start
        yield* TestClock.adjust("60 seconds")
        yield* resend.resend(Effect.fail("no network"))
        yield* Effect.yieldNow
        return resend.canResend.value
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(canResend).toBe(true)
  })

  it("stops counting down once stopped (the code step closed)", async () => {
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const resend = yield* makeCodeResend()
          yield* resend.start
          yield* TestClock.adjust("10 seconds")
          yield* resend.stop
          yield* TestClock.adjust("60 seconds")
          return [resend.remainingText.value, resend.canResend.value]
        }),
      ).pipe(Effect.provide(TestClock.layer())),
    )
    expect(seen).toEqual(["50 seconds", false])
  })
})
