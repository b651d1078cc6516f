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

/** Whole seconds from `nowMillis` until `deadlineMillis`, rounded up (a part second still counts), never negative. */
export const secondsUntil = (deadlineMillis: number, nowMillis: number): number =>
  Math.max(0, Math.ceil((deadlineMillis - nowMillis) / MILLIS_PER_SECOND))

/**
 * A countdown to a fixed instant (a server's expiry), not from when it started: reopening a page, or a
 * tab put to sleep, reads the same time left as the server keeps. `remaining` starts at `initialSeconds`
 * until `run` reads the clock; `run` ticks on each whole second until the deadline, then completes.
 */
export const makeDeadlineCountdown = (deadlineMillis: number, initialSeconds: number): Countdown => {
  const remaining = signal(initialSeconds)
  const run = Effect.gen(function* () {
    remaining.value = secondsUntil(deadlineMillis, yield* Clock.currentTimeMillis)
    while (remaining.value > 0) {
      const untilDeadline = deadlineMillis - (yield* Clock.currentTimeMillis)
      const toNextWholeSecond = untilDeadline % MILLIS_PER_SECOND
      yield* Effect.sleep(toNextWholeSecond > 0 ? toNextWholeSecond : MILLIS_PER_SECOND)
      remaining.value = secondsUntil(deadlineMillis, yield* Clock.currentTimeMillis)
    }
  })
  return { remaining, expired: computed(() => remaining.value === 0), run }
}
