import { Duration, Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking } from "../booking/booking.testing.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { makeThankYouModel } from "./thank-you-model.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"

describe("the thank-you page's screen model", () => {
  it("fetches the booking every 2500 ms while the page is open, and stops with it", async () => {
    const api = makeBookingApiMemory({ bookings: [sampleBooking(UUID)] })
    const fetches = () => api.calls.filter((call) => call.method === "getBooking").length
    const counts = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const model = yield* makeThankYouModel(UUID).pipe(Scope.provide(scope))
        yield* Effect.yieldNow
        const first = [fetches(), model.view.value.kind, model.card.value?.reference]
        yield* TestClock.adjust(Duration.millis(5000))
        const open = fetches()
        yield* Scope.close(scope, Exit.void)
        yield* TestClock.adjust(Duration.millis(10_000))
        return { first, open, closed: fetches() }
      }).pipe(Effect.provide(Layer.mergeAll(api.layer, makeNotificationsMemory().layer, TestClock.layer()))),
    )
    expect(counts).toEqual({ first: [1, "ready", UUID], open: 3, closed: 3 })
  })
})
