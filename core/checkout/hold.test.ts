import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { secondsUntil } from "../time/countdown.ts"
import {
  holdExpiryMillis,
  holdHasExpired,
  holdWarningView,
  makeHoldTimer,
  PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN,
  payLaterNote,
  reservationTimeoutModal,
  UNPAID_HELD_HOURS_BEFORE_CHECK_IN,
  unpaidHoldNote,
} from "./hold.ts"
import { ROOM_HOLD_SECONDS } from "./hold-length.ts"

// a hold taken at 10:00:00.250 UTC lapses 900 s later, as the server answers it
const TAKEN_AT = Date.UTC(2026, 2, 10, 10, 0, 0, 250)
const EXPIRES_AT = TAKEN_AT + 900 * 1000
const EXPIRES_ISO = new Date(EXPIRES_AT).toISOString()

const runTest = <A>(program: Effect.Effect<A>) => Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))

describe("room hold on the review step", () => {
  it("holds the rooms for 900 seconds", () => {
    expect(ROOM_HOLD_SECONDS).toBe(900)
  })

  it("starts at 15 minutes under the Room(s) held for label, with no timeout modal", () => {
    const hold = makeHoldTimer(EXPIRES_AT)
    expect(hold.label.value).toBe("Room(s) held for")
    expect(hold.remaining.value).toBe(900)
    expect(hold.display.value).toBe("15 minutes")
    expect(hold.timeout.value).toBeNull()
  })

  it("counts down to the server's expiry, in minutes until the last minute, then seconds, and opens the Reservation Timeout modal at zero", () =>
    runTest(
      Effect.gen(function* () {
        yield* TestClock.setTime(TAKEN_AT)
        const hold = makeHoldTimer(EXPIRES_AT)
        const fiber = yield* Effect.forkChild(hold.run)
        yield* TestClock.adjust("1 second")
        expect(hold.display.value).toBe("14 minutes")
        yield* TestClock.adjust("839 seconds")
        expect(hold.remaining.value).toBe(60)
        expect(hold.display.value).toBe("1 minute")
        yield* TestClock.adjust("1 second")
        expect(hold.display.value).toBe("59 seconds")
        yield* TestClock.adjust("58 seconds")
        expect(hold.remaining.value).toBe(1)
        expect(hold.timeout.value).toBeNull()
        yield* TestClock.adjust("1 second")
        yield* Fiber.join(fiber)
        expect(hold.remaining.value).toBe(0)
        expect(hold.timeout.value).toEqual({
          title: "Reservation Timeout",
          message:
            "Your reserved room is no longer available as the reservation timer has expired. Please start the booking process again to secure your room.",
          action: { kind: "return-to-home", to: "/" },
        })
      }),
    ))

  it("a confirmed booking's hold longer than an hour reads as its deadline on the hotels' clock, not as minutes (issue 29)", () =>
    runTest(
      Effect.gen(function* () {
        yield* TestClock.setTime(TAKEN_AT)
        // the pay-later deadline two days on: 12:00 on Thu 12 Mar 2026 at the hotels (10:00 UTC)
        const hold = makeHoldTimer(Date.UTC(2026, 2, 12, 10, 0, 0))
        yield* Effect.forkChild(hold.run)
        yield* Effect.yieldNow
        expect([hold.label.value, hold.display.value]).toEqual(["Room(s) held until", "12:00, Thu 12 Mar"])
        expect(hold.timeout.value).toBeNull()
      }),
    ))

  it("an hour's hold or less still counts down in minutes", () =>
    runTest(
      Effect.gen(function* () {
        yield* TestClock.setTime(TAKEN_AT)
        const hold = makeHoldTimer(TAKEN_AT + 60 * 60 * 1000)
        yield* Effect.forkChild(hold.run)
        yield* Effect.yieldNow
        expect([hold.label.value, hold.display.value]).toEqual(["Room(s) held for", "60 minutes"])
      }),
    ))

  it("a page opened later reads the time the server has left, not a fresh 15 minutes", () =>
    runTest(
      Effect.gen(function* () {
        yield* TestClock.setTime(TAKEN_AT + 10 * 60 * 1000 + 500)
        const hold = makeHoldTimer(EXPIRES_AT)
        yield* Effect.forkChild(hold.run)
        yield* Effect.yieldNow
        expect(hold.remaining.value).toBe(5 * 60)
        expect(hold.display.value).toBe("5 minutes")
        yield* TestClock.adjust("500 millis")
        expect(hold.remaining.value).toBe(5 * 60 - 1)
      }),
    ))

  it("opens the timeout modal at once when the hold ran out before the page opened", () =>
    runTest(
      Effect.gen(function* () {
        yield* TestClock.setTime(EXPIRES_AT + 1)
        const hold = makeHoldTimer(EXPIRES_AT)
        yield* Effect.forkChild(hold.run)
        yield* Effect.yieldNow
        expect(hold.timeout.value).toBe(reservationTimeoutModal)
      }),
    ))

  it("the time left never goes negative nor rises as the clock moves on", () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 2 }), (offsets) => {
        const times = [...offsets].sort((x, y) => x - y).map((offset) => TAKEN_AT + offset)
        const left = times.map((time) => secondsUntil(EXPIRES_AT, time))
        return left.every((seconds, i) => seconds >= 0 && (i === 0 || seconds <= left[i - 1]!))
      }),
    ))

  it("reads a kept expiry and tells whether it has passed", () => {
    expect(holdExpiryMillis(EXPIRES_ISO)).toBe(EXPIRES_AT)
    expect(holdExpiryMillis(null)).toBeNull()
    expect(holdExpiryMillis("not an instant")).toBeNull()
    expect(holdHasExpired(EXPIRES_ISO, EXPIRES_AT - 1)).toBe(false)
    expect(holdHasExpired(EXPIRES_ISO, EXPIRES_AT)).toBe(true)
    expect(holdHasExpired(null, EXPIRES_AT)).toBe(false)
  })
})

describe("unpaid holds", () => {
  it("reserves a pay-later booking for 24 hours before check-in, as the guest-details note says", () => {
    expect(PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN).toBe(24)
    expect(payLaterNote).toEqual({
      hours: 24,
      text: "The booking is reserved for 24 hours before check-in if pay later is chosen.",
    })
  })

  it("holds an unpaid booking until 48 hours before check-in in the account area", () => {
    expect(UNPAID_HELD_HOURS_BEFORE_CHECK_IN).toBe(48)
    expect(unpaidHoldNote).toEqual({ hours: 48, text: "An unpaid booking is held until 48 hours before check-in." })
  })
})

describe("the hold's warning (issue 29 §9)", () => {
  it("asks whether to keep the room, unless the hold is a confirmed booking's release of a known time", () => {
    const keep = { title: "Your room hold is ending", keep: "Keep my room", close: "Not now" }
    expect(holdWarningView(false, EXPIRES_AT)).toMatchObject(keep)
    // a booking's release whose time is not known: nothing to tell the time of, so the ordinary warning
    expect(holdWarningView(true, null)).toMatchObject(keep)
    expect(holdWarningView(true, EXPIRES_AT)).toMatchObject({ keep: null })
  })
})
