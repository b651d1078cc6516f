// @ts-nocheck
import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import {
  makeHoldTimer,
  PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN,
  payLaterNote,
  reservationTimeoutModal,
  ROOM_HOLD_SECONDS,
  UNPAID_HELD_HOURS_BEFORE_CHECK_IN,
  unpaidHoldNote,
} from "./hold.ts"

const runTest = <A>(program: Effect.Effect<A>) => Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))

describe("room hold on the review step", () => {
  it("holds the rooms for 900 seconds", () => {
    expect(ROOM_HOLD_SECONDS).toBe(900)
  })

  it("starts at 15 minutes under the Room(s) held for label, with no timeout modal", () => {
    const hold = makeHoldTimer()
    expect(hold.label).toBe("Room(s) held for")
    expect(hold.remaining.value).toBe(900)
    expect(hold.display.value).toBe("15 minutes")
    expect(hold.timeout.value).toBeNull()
  })

  it("shows minutes until the last minute, then seconds, and opens the Reservation Timeout modal at zero", () =>
    runTest(
      Effect.gen(function* () {
        const hold = makeHoldTimer()
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

  it("closes the timeout modal when the hold is restarted", () =>
    runTest(
      Effect.gen(function* () {
        const hold = makeHoldTimer()
        yield* Effect.forkChild(hold.run)
        yield* TestClock.adjust("900 seconds")
        expect(hold.timeout.value).toBe(reservationTimeoutModal)
        yield* Effect.forkChild(hold.run)
        yield* TestClock.adjust("1 second")
        expect(hold.remaining.value).toBe(899)
        expect(hold.timeout.value).toBeNull()
      }),
    ))
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
