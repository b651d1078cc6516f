// @ts-nocheck
import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Clock, Effect } from "effect"

const MILLIS_PER_SECOND = 1000

/** Whole seconds left of a `totalSeconds` countdown started at `startedAtMillis`: never negative, never rising. */
export const secondsLeft = (totalSeconds: number, startedAtMillis: number, nowMillis: number): number => {
  const elapsedSeconds = Math.floor(Math.max(0, nowMillis - startedAtMillis) / MILLIS_PER_SECOND)
  return Math.max(0, totalSeconds - elapsedSeconds)
}

export type RemainingTime =
  | { readonly unit: "minutes"; readonly value: number }
  | { readonly unit: "seconds"; readonly value: number }

/**
 * spec booking-flow §4 (hold timer) and accounts-and-content §4 (OTP resend): shown in minutes,
 * and in seconds when under 60. Whole minutes are rounded down, so the guest is never told they
 * have more time than they do.
 */
export const remainingTime = (seconds: number): RemainingTime =>
  seconds < 60 ? { unit: "seconds", value: seconds } : { unit: "minutes", value: Math.floor(seconds / 60) }

export const formatRemainingTime = (seconds: number): string => {
  const { unit, value } = remainingTime(seconds)
  const noun = unit === "minutes" ? "minute" : "second"
  return `${value} ${noun}${value === 1 ? "" : "s"}`
}

export interface Countdown {
  /** Seconds left; starts full and is updated each second while `run` runs. */
  readonly remaining: ReadonlySignal<number>
  readonly expired: ReadonlySignal<boolean>
  /**
   * Counts down from full to zero on Effect's Clock, then completes. Running it again restarts
   * from full (the OTP "Resend OTP" restart); interrupting it stops the ticking.
   */
  readonly run: Effect.Effect<void>
}

export const makeCountdown = (totalSeconds: number): Countdown => {
  const remaining = signal(totalSeconds)
  const run = Effect.gen(function* () {
    const startedAt = yield* Clock.currentTimeMillis
    remaining.value = totalSeconds
    while (remaining.value > 0) {
      const elapsedInSecond = ((yield* Clock.currentTimeMillis) - startedAt) % MILLIS_PER_SECOND
      yield* Effect.sleep(MILLIS_PER_SECOND - elapsedInSecond)
      remaining.value = secondsLeft(totalSeconds, startedAt, yield* Clock.currentTimeMillis)
    }
  })
  return { remaining, expired: computed(() => remaining.value === 0), run }
}
