import type { ReadonlySignal } from "@preact/signals-core"
import { Effect, type Fiber, Schema, type Scope } from "effect"
import { makeOtpResend } from "../account/one-time-code.ts"

/**
 * spec A §4, §9: the one-time code step's "Resend OTP": 60 seconds counted down once a code is sent, then the
 * button, which sends a new code and counts down again. Lives in its screen model's scope (the countdown stops with
 * the screen); `stop` ends it when the code step closes.
 */
export interface CodeResend {
  /** The wait as shown: seconds below a minute, else minutes. */
  readonly remainingText: ReadonlySignal<string>
  readonly canResend: ReadonlySignal<boolean>
  /** A code was sent: count down from 60 again. */
  readonly start: Effect.Effect<void>
  /** Resend OTP: sends with `send` (a failure leaves the button there), then counts down again. */
  readonly resend: <E, R>(send: Effect.Effect<unknown, E, R>) => Effect.Effect<void, never, R>
  readonly stop: Effect.Effect<void>
}

export const makeCodeResend = (): Effect.Effect<CodeResend, never, Scope.Scope> =>
  Effect.gen(function* () {
    const scope = yield* Effect.scope
    const otp = makeOtpResend()
    let running: Fiber.Fiber<unknown, unknown> | undefined
    const stop = Effect.suspend(() => {
      const fiber = running
      running = undefined
      fiber?.interruptUnsafe()
      return Effect.void
    })
    const runInScope = <R>(work: Effect.Effect<void, never, R>): Effect.Effect<void, never, R> =>
      Effect.andThen(
        stop,
        Effect.tap(Effect.forkIn(work, scope), (fiber) => Effect.sync(() => void (running = fiber))),
      ).pipe(Effect.asVoid)
    return {
      remainingText: otp.remainingText,
      canResend: otp.canResend,
      start: runInScope(otp.start),
      resend: (send) =>
        Effect.suspend(() => (otp.canResend.value ? runInScope(Effect.ignore(otp.resend(Effect.asVoid(send)))) : Effect.void)),
      stop,
    }
  })

/**
 * The code step's form: the code as typed. No message of its own: an empty code is not sent, a wrong one is refused
 * in the server's words (on the field).
 */
export const CodeForm = Schema.Struct({ otp: Schema.String })
export type CodeForm = typeof CodeForm.Type
