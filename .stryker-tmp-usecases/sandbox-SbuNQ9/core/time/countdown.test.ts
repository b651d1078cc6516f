// @ts-nocheck
import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatRemainingTime, makeCountdown, remainingTime, secondsLeft } from "./countdown.ts"

const runTest = <A>(program: Effect.Effect<A>) => Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))

describe("countdown arithmetic", () => {
  it("is full at the start and zero when the time is up", () => {
    expect(secondsLeft(900, 0, 0)).toBe(900)
    expect(secondsLeft(900, 0, 900_000)).toBe(0)
    expect(secondsLeft(900, 0, 899_999)).toBe(1)
  })

  it("never goes negative and never rises as time passes", () => {
    fc.assert(
      fc.property(fc.nat(3600), fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (total, start, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a]
        const left = secondsLeft(total, start, start + later)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBeLessThanOrEqual(secondsLeft(total, start, start + earlier))
      }),
    )
  })
})

describe("remaining time display", () => {
  it("shows minutes at and above 60 seconds and seconds below", () => {
    expect(remainingTime(900)).toEqual({ unit: "minutes", value: 15 })
    expect(remainingTime(119)).toEqual({ unit: "minutes", value: 1 })
    expect(remainingTime(60)).toEqual({ unit: "minutes", value: 1 })
    expect(remainingTime(59)).toEqual({ unit: "seconds", value: 59 })
    expect(formatRemainingTime(899)).toBe("14 minutes")
    expect(formatRemainingTime(61)).toBe("1 minute")
    expect(formatRemainingTime(1)).toBe("1 second")
    expect(formatRemainingTime(0)).toBe("0 seconds")
  })
})

describe("countdown on Effect's clock", () => {
  it("ticks once a second and expires at zero", () =>
    runTest(
      Effect.gen(function* () {
        const countdown = makeCountdown(3)
        const fiber = yield* Effect.forkChild(countdown.run)
        yield* TestClock.adjust("1 second")
        expect(countdown.remaining.value).toBe(2)
        expect(countdown.expired.value).toBe(false)
        yield* TestClock.adjust("2 seconds")
        yield* Fiber.join(fiber)
        expect(countdown.remaining.value).toBe(0)
        expect(countdown.expired.value).toBe(true)
      }),
    ))

  it("restarts from full when run again", () =>
    runTest(
      Effect.gen(function* () {
        const countdown = makeCountdown(60)
        yield* Effect.forkChild(countdown.run)
        yield* TestClock.adjust("60 seconds")
        expect(countdown.expired.value).toBe(true)
        yield* Effect.forkChild(countdown.run)
        yield* TestClock.adjust("10 seconds")
        expect(countdown.remaining.value).toBe(50)
        expect(countdown.expired.value).toBe(false)
      }),
    ))
})
