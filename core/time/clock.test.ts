import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { now, today, zonedAt } from "./clock.ts"

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
