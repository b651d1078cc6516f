import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect } from "effect"
import { formatRemainingTime, makeCountdown } from "../time/countdown.ts"

/** spec A §4, §9: a new one-time code can be asked for 60 seconds after the last one was sent. */
export const OTP_RESEND_SECONDS = 60
/** QUALITY.md: a one-time code lives 10 minutes... */
export const OTP_LIFETIME_SECONDS = 600
/** ...and is locked after 5 wrong tries (only a new code helps). */
export const OTP_MAX_ATTEMPTS = 5

export interface OtpResend {
  /** Seconds until "Resend OTP" appears. */
  readonly remaining: ReadonlySignal<number>
  /** The countdown as shown: seconds below 60, otherwise minutes (spec A §4). */
  readonly remainingText: ReadonlySignal<string>
  /** spec A §4: the "Resend OTP" button shows once the countdown is over. */
  readonly canResend: ReadonlySignal<boolean>
  /** Counts down from 60 after a code was sent; completes when "Resend OTP" appears. */
  readonly start: Effect.Effect<void>
  /**
   * "Resend OTP" pressed: sends a new code with `send`, then counts down from 60 again. Does nothing
   * while the countdown runs (the button is not there); when `send` fails the button stays so the
   * member can try again.
   */
  readonly resend: <E, R>(send: Effect.Effect<void, E, R>) => Effect.Effect<void, E, R>
}

export const makeOtpResend = (): OtpResend => {
  const countdown = makeCountdown(OTP_RESEND_SECONDS)
  return {
    remaining: countdown.remaining,
    remainingText: computed(() => formatRemainingTime(countdown.remaining.value)),
    canResend: countdown.expired,
    start: countdown.run,
    resend: (send) => Effect.suspend(() => (countdown.expired.value ? Effect.andThen(send, countdown.run) : Effect.void)),
  }
}
