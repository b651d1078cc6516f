import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { hotelDayAt, now, today, zonedAt } from "./clock.ts"

describe("business time", () => {
  it("reads the hotels' wall clock, two hours ahead of UTC", () => {
    const zoned = zonedAt(Date.UTC(2026, 10, 21, 22, 30))
    expect(zoned.toPlainDate().toString()).toBe("2026-11-22")
    expect(zoned.hour).toBe(0)
    expect(zoned.minute).toBe(30)
  })

  it("takes now and today from Effect's clock", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.UTC(2026, 10, 21, 21, 59))
        expect((yield* today).toString()).toBe("2026-11-21")
        yield* TestClock.adjust("1 minute")
        expect((yield* today).toString()).toBe("2026-11-22")
        expect((yield* now).hour).toBe(0)
      }).pipe(Effect.provide(TestClock.layer())),
    ))
})

describe("hotelDayAt", () => {
  const MIDNIGHT_22_NOV = Date.UTC(2026, 10, 21, 22, 0)

  it("turns at midnight on the hotels' clock, also when asked again the same day", () => {
    expect(hotelDayAt(MIDNIGHT_22_NOV - 1)).toBe("2026-11-21")
    expect(hotelDayAt(MIDNIGHT_22_NOV - 60_000)).toBe("2026-11-21")
    expect(hotelDayAt(MIDNIGHT_22_NOV)).toBe("2026-11-22")
    expect(hotelDayAt(MIDNIGHT_22_NOV + 86_400_000 - 1)).toBe("2026-11-22")
    expect(hotelDayAt(MIDNIGHT_22_NOV + 86_400_000)).toBe("2026-11-23")
    expect(hotelDayAt(MIDNIGHT_22_NOV - 1)).toBe("2026-11-21")
  })

  it("always agrees with the wall clock, whatever order instants are asked in", () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
    const nearMidnight = fc.integer({ min: -2, max: 2 }).map((offset) => MIDNIGHT_22_NOV + offset)
    fc.assert(
      fc.property(fc.array(fc.oneof(instant, nearMidnight), { minLength: 1, maxLength: 20 }), (instants) => {
        for (const millis of instants) expect(hotelDayAt(millis)).toBe(zonedAt(millis).toPlainDate().toString())
      }),
    )
  })
})
