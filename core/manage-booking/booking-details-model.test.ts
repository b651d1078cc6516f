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
import { bookingDetailsPageView, makeBookingDetailsModel } from "./booking-details-model.ts"
import { Temporal } from "temporal-polyfill"
import { BookingSession } from "../booking/session-store.ts"
import { COULD_NOT_UPDATE_DATES } from "../booking/messages.ts"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { COULD_NOT_INITIATE_PAYMENT } from "../payment/messages.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { BookingApiMemory } from "../ports/BookingApi.memory.ts"
import { Navigation } from "../ports/Navigation.ts"
import { Notifications } from "../ports/Notifications.ts"
import { PAYMENT_DETAILS_ROUTE } from "../routes.ts"
import { failed, LOADING, ready } from "../screen/view-state.ts"
import { bookingDetailsView } from "./booking-details.ts"

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

describe("the booking details page's screen model, its commands and steps (spec B §4, §5, §8)", () => {
  type Model = Effect.Success<ReturnType<typeof makeBookingDetailsModel>>
  const open = <A>(
    act: (model: Model) => Effect.Effect<A, never, BookingApi | Notifications | BookingSession | Navigation>,
    options: { readonly uuid?: string; readonly prepare?: (api: BookingApiMemory) => void; readonly read?: boolean } = {},
  ) => {
    const { api, notifications, layer } = setUp()
    const navigation = makeNavigationMemory()
    options.prepare?.(api)
    const services = BookingSession.layer.pipe(Layer.provideMerge(Layer.mergeAll(layer, navigation.layer)))
    return Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeBookingDetailsModel({ uuid: options.uuid ?? UUID })
          if (options.read !== false) yield* Effect.yieldNow
          return yield* act(model)
        }),
      ).pipe(Effect.provide(services)),
    ).then((answer) => ({ answer, api, toasts: notifications.toasts, visits: navigation.visits }))
  }
  const refuseDates = (api: BookingApiMemory) => api.failNext("searchRooms", new HttpError({ status: 500, message: "Down" }))

  it("the page's view: loading until read, Something terrible happened when the read failed, the server's words, or the booking", () => {
    const at = Temporal.ZonedDateTime.from("2026-11-30T10:00:00+02:00[Africa/Johannesburg]")
    expect(bookingDetailsPageView({ kind: "loading" } as never)).toEqual(LOADING)
    expect(bookingDetailsPageView({ kind: "failed" } as never)).toEqual(failed(SOMETHING_TERRIBLE))
    expect(bookingDetailsPageView({ kind: "ready", value: [{ kind: "loading" }, at] } as never)).toEqual(LOADING)
    expect(bookingDetailsPageView({ kind: "ready", value: [{ kind: "error", message: BOOKING_NOT_FOUND }, at] } as never)).toEqual(failed(BOOKING_NOT_FOUND))
    const shown = bookingDetailsPageView({ kind: "ready", value: [{ kind: "ready", booking }, at] } as never)
    expect(shown).toEqual(ready({ booking, details: bookingDetailsView(booking), now: at }))
  })

  it("reads nothing without a uuid, and nothing can be edited before the booking is read", async () => {
    const { answer, api } = await open(
      (model) =>
        Effect.gen(function* () {
          yield* model.editDates()
          return [model.view.value, model.dates.value.step, model.paying.value, model.resending.value]
        }),
      { uuid: "" },
    )
    expect(answer).toEqual([LOADING, "locked", false, null])
    expect(api.calls).toEqual([])
  })

  it("Edit Dates starts from the booked dates", async () => {
    const { answer } = await open((model) => Effect.map(model.editDates(), () => model.dates.value))
    expect(answer).toEqual({ step: "editing", dates: { checkInDate: "2099-12-01", checkOutDate: "2099-12-03" }, error: null })
  })

  it("Pay is on its way until the payment details open, or stops when the booking cannot be paid (toasted)", async () => {
    const paid = await open((model) =>
      Effect.gen(function* () {
        const during: Array<boolean> = []
        yield* model.pay().pipe(Effect.provideService(Navigation, { go: (to) => Effect.sync(() => void during.push(model.paying.value, to as never)) }))
        return during
      }),
    )
    expect(paid.answer).toEqual([true, PAYMENT_DETAILS_ROUTE])
    const visited = await open((model) => model.pay())
    expect(visited.visits).toEqual([{ to: PAYMENT_DETAILS_ROUTE, replace: false }])
    const refused = await open((model) => Effect.map(model.pay(), () => model.paying.value), {
      prepare: (api) => api.failNext("getBooking", new HttpError({ status: 500, message: "Down" })),
      read: false,
    })
    expect(refused.answer).toBe(false)
    expect(refused.visits).toEqual([])
    expect(refused.toasts).toEqual([{ kind: "error", message: COULD_NOT_INITIATE_PAYMENT }])
  })

  it("Resend confirmation says which channel is on its way, and none once sent", async () => {
    const { answer, api } = await open((model) =>
      Effect.gen(function* () {
        const during: Array<unknown> = []
        const record = () => Effect.sync(() => void during.push(model.resending.value))
        yield* model.resendConfirmation("email").pipe(Effect.provideService(Notifications, { success: record, error: record, dismissErrors: Effect.void }))
        return { during, after: model.resending.value }
      }),
    )
    expect(answer).toEqual({ during: ["email"], after: null })
    expect(api.calls.filter((call) => call.method === "resendConfirmation").map((call) => call.args)).toEqual([[UUID, "email"]])
  })

  it("a check the hotel could not make is an error with its words; a tap, Save or Back leaves it for editing the same dates", async () => {
    const edited = (model: Model) =>
      Effect.gen(function* () {
        yield* model.editDates()
        yield* model.pickDay("2099-12-02")
        yield* model.pickDay("2099-12-03")
        yield* model.saveDates()
      })
    const refused = await open((model) => Effect.as(edited(model), model.dates), { prepare: refuseDates })
    expect(refused.answer.value).toEqual({ step: "error", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, message: COULD_NOT_UPDATE_DATES })
    const back = await open((model) => Effect.andThen(edited(model), () => Effect.map(model.backFromDates(), () => model.dates.value)), { prepare: refuseDates })
    expect(back.answer).toEqual({ step: "editing", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, error: null })
    const tapped = await open((model) => Effect.andThen(edited(model), () => Effect.map(model.pickDay("2099-12-05"), () => model.dates.value)), { prepare: refuseDates })
    expect(tapped.answer).toEqual({ step: "editing", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, pickedCheckIn: "2099-12-05", error: null })
    // Save again from the error asks the hotel again, and this time it answers
    const again = await open((model) => Effect.andThen(edited(model), () => Effect.map(model.saveDates(), () => model.dates.value)), {
      prepare: refuseDates,
    })
    expect(again.answer).toEqual({ step: "error", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, message: COULD_NOT_UPDATE_DATES })
    expect(again.api.calls.filter((call) => call.method === "searchRooms")).toHaveLength(2)
  })

  it("Save from an error that the hotel then answers goes on to the confirmation", async () => {
    let searches: BookingApiMemory | undefined
    const { answer } = await open(
      (model) =>
        Effect.gen(function* () {
          yield* model.editDates()
          yield* model.pickDay("2099-12-02")
          yield* model.pickDay("2099-12-03")
          yield* model.saveDates()
          const first = model.dates.value.step
          searches?.failNext("searchRooms", undefined)
          yield* model.saveDates()
          return [first, model.dates.value]
        }),
      {
        prepare: (api) => {
          searches = api
          refuseDates(api)
        },
      },
    )
    expect(answer).toEqual(["error", { step: "confirming", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, totalCents: 420_000 }])
  })

  it("a past check-in asks the hotel nothing; Save while the dates are locked asks nothing either", async () => {
    const { api, toasts } = await open((model) =>
      Effect.gen(function* () {
        yield* model.saveDates()
        yield* model.confirmDates()
        yield* model.editDates()
        yield* model.pickDay("1969-12-01")
        yield* model.pickDay("1969-12-03")
        yield* model.saveDates()
      }),
    )
    expect(api.calls.map((call) => call.method)).toEqual(["getBooking"])
    // the field says it (core's step): no toast says it again
    expect(toasts).toEqual([])
  })

  it("Back from the confirmation edits the same dates again, and from editing locks them", async () => {
    const { answer } = await open((model) =>
      Effect.gen(function* () {
        yield* model.editDates()
        yield* model.pickDay("2099-12-02")
        yield* model.pickDay("2099-12-03")
        yield* model.saveDates()
        const confirming = model.dates.value.step
        yield* model.backFromDates()
        const editing = model.dates.value
        yield* model.backFromDates()
        return [confirming, editing, model.dates.value.step]
      }),
    )
    expect(answer).toEqual(["confirming", { step: "editing", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, error: null }, "locked"])
  })

  it("a change the server refuses is Could not update the dates, and the booking is not read again", async () => {
    const { answer, api, toasts } = await open(
      (model) =>
        Effect.gen(function* () {
          yield* model.editDates()
          yield* model.pickDay("2099-12-02")
          yield* model.pickDay("2099-12-03")
          yield* model.saveDates()
          yield* model.confirmDates()
          return model.dates.value
        }),
      { prepare: (api) => api.failNext("updateDates", new HttpError({ status: 500, message: "Down" })) },
    )
    expect(answer).toEqual({ step: "error", dates: { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }, message: COULD_NOT_UPDATE_DATES })
    expect(toasts).toEqual([{ kind: "error", message: COULD_NOT_UPDATE_DATES }])
    expect(api.calls.filter((call) => call.method === "getBooking")).toHaveLength(1)
  })
})
