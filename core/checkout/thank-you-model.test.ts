import { Duration, Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking } from "../booking/booking.testing.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { makeThankYouModel } from "./thank-you-model.ts"
import type { Booking } from "../booking/booking.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "../booking/session-state.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { HttpError } from "../http/http-error.ts"
import { makeDownloadsMemory } from "../ports/Downloads.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"

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

const setUp = (bookings: ReadonlyArray<Booking>) => {
  const api = makeBookingApiMemory({ bookings })
  const notifications = makeNotificationsMemory()
  const navigation = makeNavigationMemory()
  const downloads = makeDownloadsMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(DEFAULT_BOOKING_SESSION_STATE)]])
  const ports = Layer.mergeAll(api.layer, notifications.layer, navigation.layer, downloads.layer, layerMemory(entries), TestClock.layer())
  const layer = BookingSession.layer.pipe(Layer.provideMerge(ports))
  return { api, notifications, navigation, downloads, layer }
}

describe("the thank-you page without a booking in its link", () => {
  it("says the booking could not be found and fetches nothing", async () => {
    const { api, layer } = setUp([sampleBooking(UUID)])
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeThankYouModel("")
          yield* TestClock.adjust(Duration.millis(5000))
          return [model.view.value, model.card.value]
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(seen).toEqual([{ kind: "error", message: "We could not find this booking." }, null])
    expect(api.calls).toEqual([])
  })
})

describe("the thank-you page's commands", () => {
  it("shows the loading page, with no card and Pay now not busy, until the booking is first fetched", async () => {
    const { layer } = setUp([sampleBooking(UUID)])
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.map(makeThankYouModel(UUID), (model) => [model.view.value, model.card.value, model.retrying.value]),
      ).pipe(Effect.provide(layer)),
    )
    expect(seen).toEqual([{ kind: "loading" }, null, false])
  })

  it("Add to calendar saves the stay as a calendar file once the booking is shown, and nothing before", async () => {
    const { downloads, layer } = setUp([sampleBooking(UUID)])
    const saved = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeThankYouModel(UUID)
          yield* model.addToCalendar()
          const whileLoading = downloads.saved.length
          yield* Effect.yieldNow
          yield* model.addToCalendar()
          return whileLoading
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(saved).toBe(0)
    expect(downloads.saved).toHaveLength(1)
    expect(downloads.saved[0]?.content).toContain(`UID:${UUID}@booking`)
    expect(downloads.saved[0]?.content).toContain("DTSTART;VALUE=DATE:20261201")
  })

  it("Add to calendar saves nothing on the page without a booking", async () => {
    const { downloads, layer } = setUp([sampleBooking(UUID)])
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeThankYouModel("")
          yield* model.addToCalendar()
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(downloads.saved).toEqual([])
  })

  it("Pay now loads the booking and goes to the card gateway, busy until the page is left", async () => {
    const { navigation, layer } = setUp([sampleBooking(UUID)])
    const retrying = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeThankYouModel(UUID)
          yield* Effect.yieldNow
          yield* model.retry()
          return model.retrying.value
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(retrying).toBe(true)
    expect(navigation.visits).toEqual([
      { to: `/booking/payment?pay_request_id=PAY-${UUID}&checksum=00000000000000000000000000000000`, replace: false },
    ])
  })

  it("Pay now that cannot start says so and can be pressed again", async () => {
    const { api, notifications, navigation, layer } = setUp([sampleBooking(UUID)])
    const retrying = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeThankYouModel(UUID)
          yield* Effect.yieldNow
          api.failNext("initiatePayment", new HttpError({ status: 500, message: "Server error" }))
          yield* model.retry()
          return model.retrying.value
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(retrying).toBe(false)
    expect(navigation.visits).toEqual([])
    expect(notifications.toasts).toContainEqual({ kind: "error", message: "Could not initiate payment for booking" })
  })
})
