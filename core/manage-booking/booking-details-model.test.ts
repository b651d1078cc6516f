import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { BOOKING_NOT_FOUND, CANNOT_UPDATE_TO_PAST_DATES, DATES_UPDATED } from "../booking/messages.ts"
import { sampleOffer, sampleRate } from "../booking/room-offer.testing.ts"
import { SESSION_KEYS } from "../booking/session-store.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { makeBookingDetailsModel } from "./booking-details-model.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
// sampleBookingItem: room type SQ on rate plan RO-FLEX, at hotel 101
const booking = sampleBooking(UUID, { checkInDate: "2099-12-01", checkOutDate: "2099-12-03", bookingItems: [sampleBookingItem(1, 0)] })
const available = sampleOffer({ roomTypeCode: "SQ", ratePlanCode: "BAR", rates: [sampleRate("RO-FLEX", "Room only", 210_000, 210_000)] })

const setUp = (storage: ReadonlyArray<readonly [string, string]> = []) => {
  const api = makeBookingApiMemory({ bookings: [booking], roomOffers: [available] })
  const notifications = makeNotificationsMemory()
  const layer = Layer.mergeAll(api.layer, notifications.layer, makeNavigationMemory().layer, layerMemory(new Map(storage)), ResourceCache.layer, TestClock.layer())
  return { api, notifications, layer }
}

describe("the booking details page's screen model", () => {
  it("reads the booking by its uuid into its tables; an unknown uuid is Booking not found", async () => {
    const { layer } = setUp()
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const found = yield* makeBookingDetailsModel({ uuid: UUID })
          const unknown = yield* makeBookingDetailsModel({ uuid: "00000000-0000-4000-8000-000000000000" })
          yield* Effect.yieldNow
          const view = found.view.value
          return { found: view.kind === "ready" ? view.value.details.hotel.name : view.kind, unknown: unknown.view.value, crumbs: found.breadcrumbs }
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(seen.found).toBe(booking.hotel.name)
    expect(seen.unknown).toEqual({ kind: "failed", message: BOOKING_NOT_FOUND })
    expect(seen.crumbs).toEqual([])
  })

  it("shows the breadcrumbs while the manage-booking lookup is stored", async () => {
    const { layer } = setUp([
      [SESSION_KEYS.manageBookingEmail, "thandi@example.co.za"],
      [SESSION_KEYS.manageBookingNumber, "CTY-2026-0001"],
    ])
    const crumbs = await Effect.runPromise(Effect.scoped(Effect.map(makeBookingDetailsModel({ uuid: UUID }), (model) => model.breadcrumbs)).pipe(Effect.provide(layer)))
    expect(crumbs.map((crumb) => crumb.label)).toEqual(["Home", "My Account", "My Bookings", "Manage Booking"])
  })

  it("edits the dates with the range picker's taps: a past check-in refused, then the quote, the confirmation, the update and the booking read again", async () => {
    const { api, notifications, layer } = setUp()
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeBookingDetailsModel({ uuid: UUID })
          yield* Effect.yieldNow
          const steps: Array<unknown> = []
          yield* model.editDates()
          yield* model.pickDay("1969-12-01")
          yield* model.pickDay("1969-12-03")
          yield* model.saveDates()
          steps.push(model.dates.value)
          yield* model.pickDay("2099-12-02")
          yield* model.pickDay("2099-12-03")
          yield* model.saveDates()
          steps.push(model.dates.value)
          yield* model.confirmDates()
          steps.push(model.dates.value.step)
          return steps
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(seen).toEqual([
      { step: "editing", dates: { checkInDate: "1969-12-01", checkOutDate: "1969-12-03" }, error: CANNOT_UPDATE_TO_PAST_DATES },
      { step: "confirming", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, totalCents: 420_000 },
      "locked",
    ])
    expect(notifications.toasts).toContainEqual({ kind: "success", message: DATES_UPDATED })
    expect(api.calls.filter((call) => call.method === "getBooking")).toHaveLength(2)
  })

  it("keeps a paid booking on a non-refundable rate on its dates: Edit Dates unlocks nothing and no price is asked for", async () => {
    const paid = sampleBooking(UUID, {
      checkInDate: "2099-12-01",
      checkOutDate: "2099-12-03",
      isPaid: true,
      status: "Paid",
      bookingItems: [{ ...sampleBookingItem(1, 0), refundable: false }],
    })
    const api = makeBookingApiMemory({ bookings: [paid], roomOffers: [available] })
    const layer = Layer.mergeAll(api.layer, makeNotificationsMemory().layer, makeNavigationMemory().layer, layerMemory(new Map()), ResourceCache.layer, TestClock.layer())
    const step = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeBookingDetailsModel({ uuid: UUID })
          yield* Effect.yieldNow
          yield* model.editDates()
          yield* model.pickDay("2099-12-02")
          yield* model.pickDay("2099-12-03")
          yield* model.saveDates()
          return model.dates.value.step
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(step).toBe("locked")
    expect(api.calls.filter((call) => call.method === "searchRooms" || call.method === "updateDates")).toEqual([])
  })
})
