import { Effect, Layer, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { BookingSession } from "../booking/session-store.ts"
import { HttpError } from "../http/http-error.ts"
import { AccountApi, type AccountApiShape } from "../ports/AccountApi.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { MEMBER_ACCOUNT } from "./member-account.testing.ts"
import { MemberSession } from "./member-session-store.ts"
import { makeMyBookingsModel } from "./my-bookings-model.ts"

const PASSWORD = "Str0ng!pass"
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
// seven current bookings: two pages of 6; the first paid, the second at hotel 830, the rest unpaid
// a booking's reference is its first room's (spec B §3)
const room = (reference: string) => [{ ...sampleBookingItem(1, 0), referenceNumber: reference }]
const current = Array.from({ length: 7 }, (_, index) =>
  sampleBooking(uuidOf(index + 1), {
    bookingItems: room(`CUR-${index + 1}`),
    isPaid: index === 0,
    hotel: { ...sampleBooking("x").hotel, code: index === 1 ? "830" : "101" },
  }),
)
const previous = [
  sampleBooking(uuidOf(21), { bookingItems: room("OLD-PAID"), isPaid: true, checkInDate: "1969-12-01", checkOutDate: "1969-12-03" }),
  sampleBooking(uuidOf(22), { bookingItems: room("OLD-CANCELLED"), cancelledAt: "1969-11-01T10:00:00+02:00", status: "Cancelled" }),
]

const setUp = async (
  signedIn: boolean,
  records = { activeBookings: current, inactiveBookings: previous },
  // how the account API answers, when a test changes it (a read that fails or breaks)
  adapt: (api: AccountApiShape) => AccountApiShape = (api) => api,
) => {
  const accounts = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD, ...records }])
  const tokens = signedIn ? await Effect.runPromise(accounts.api.login({ username: MEMBER_ACCOUNT.user.email, password: PASSWORD })) : undefined
  const bookings = makeBookingApiMemory({ bookings: [...current, ...previous] })
  const navigation = makeNavigationMemory()
  const notifications = makeNotificationsMemory()
  const ports = Layer.mergeAll(
    Layer.succeed(AccountApi, adapt(accounts.api)),
    makeTokenStoreMemory(tokens === undefined ? undefined : { ...tokens, rememberMe: false }).layer,
    bookings.layer,
    navigation.layer,
    notifications.layer,
    layerMemory(new Map()),
    ResourceCache.layer,
    TestClock.layer(),
  )
  const layer = Layer.mergeAll(MemberSession.layer, BookingSession.layer).pipe(Layer.provideMerge(ports))
  return { layer, navigation, notifications }
}

// the reads answer from memory after a few turns of the scheduler (TestClock: no real waiting)
const settle = Effect.forEach([1, 2, 3, 4, 5], () => Effect.yieldNow, { discard: true })

type Services = Layer.Success<Awaited<ReturnType<typeof setUp>>["layer"]>

const run = <A>(layer: Layer.Layer<Services>, program: Effect.Effect<A, never, Services | Scope.Scope>): Promise<A> =>
  Effect.runPromise(Effect.scoped(program).pipe(Effect.provide(layer)))

describe("My Bookings' screen model (spec A §4, §7, §9, B §2, §4)", () => {
  it("reads nothing for a visitor", async () => {
    const { layer } = await setUp(false)
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* settle
        return [model.member.value, model.current.value.kind, model.previous.value.kind]
      }),
    )
    expect(seen).toEqual([false, "loading", "loading"])
  })

  it("tells a visitor who has just cancelled that the booking is cancelled, naming it (issue 29 §10)", async () => {
    const { layer } = await setUp(false)
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const landed = yield* makeMyBookingsModel({ visit: "first", search: "?cancelled=KRC-2027-0042" })
        const plain = yield* makeMyBookingsModel({ visit: "second", search: "" })
        return [landed.cancelled.value, plain.cancelled.value]
      }),
    )
    expect(seen).toEqual([{ message: "Your booking has been successfully cancelled", reference: "Cancelled booking reference: KRC-2027-0042" }, null])
  })

  it("tells a member nothing more on landing: the toast and the tables say it", async () => {
    const { layer } = await setUp(true)
    const seen = await run(
      layer,
      Effect.map(makeMyBookingsModel({ visit: "first", search: "?cancelled=KRC-2027-0042" }), (model) => model.cancelled.value),
    )
    expect(seen).toBeNull()
  })

  it("shows current bookings 6 a page, Paid or Unpaid, Pay hidden at hotel 830 and for a paid booking", async () => {
    const { layer } = await setUp(true)
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* settle
        const page1 = model.current.value
        yield* model.showPage("current", 2)
        yield* settle
        return { page1, page2: model.current.value }
      }),
    )
    if (seen.page1.kind !== "ready" || seen.page2.kind !== "ready") throw new Error("not ready")
    expect(seen.page1.value.rows.map((row) => row.reference)).toEqual(["CUR-1", "CUR-2", "CUR-3", "CUR-4", "CUR-5", "CUR-6"])
    expect(seen.page1.value.rows.map((row) => row.status)).toEqual(["Paid", "Unpaid", "Unpaid", "Unpaid", "Unpaid", "Unpaid"])
    expect(seen.page1.value.rows.map((row) => row.canPay)).toEqual([false, false, true, true, true, true])
    expect(seen.page1.value.rows.every((row) => row.canCancel)).toBe(true)
    expect(seen.page1.value.rows[0]?.to).toBe(`/my-account/manage-booking/booking-details/${uuidOf(1)}`)
    expect(seen.page1.value).toMatchObject({ page: 1, pageCount: 2, pages: [1, 2] })
    expect(seen.page2.value.rows.map((row) => row.reference)).toEqual(["CUR-7"])
    expect(seen.page2.value.page).toBe(2)
  })

  it("shows previous bookings as Done when paid, else Cancelled, with nothing to pay or cancel", async () => {
    const { layer } = await setUp(true)
    const view = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* settle
        return model.previous.value
      }),
    )
    if (view.kind !== "ready") throw new Error("not ready")
    expect(view.value.rows.map((row) => [row.reference, row.status, row.canPay, row.canCancel])).toEqual([
      ["OLD-PAID", "Done", false, false],
      ["OLD-CANCELLED", "Cancelled", false, false],
    ])
  })

  it("says No bookings for a table with none", async () => {
    const { layer } = await setUp(true, { activeBookings: [], inactiveBookings: [] })
    const views = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* settle
        return [model.current.value, model.previous.value]
      }),
    )
    expect(views).toEqual([
      { kind: "empty", message: "No bookings" },
      { kind: "empty", message: "No bookings" },
    ])
  })

  it("Pay Booking loads the booking into the booking session and goes to payment details", async () => {
    const { layer, navigation } = await setUp(true)
    const seen = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* model.pay(uuidOf(3))
        const session = yield* BookingSession
        return { uuid: session.state.value.uuid, paying: model.paying.value }
      }),
    )
    expect(navigation.visits.map((visit) => visit.to)).toEqual(["/booking/payment-details"])
    expect(seen).toEqual({ uuid: uuidOf(3), paying: uuidOf(3) })
  })

  it("writes each row's dates in words and its total in rand", async () => {
    const { layer } = await setUp(true)
    const row = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* settle
        const view = model.current.value
        return view.kind === "ready" ? view.value.rows[0] : undefined
      }),
    )
    expect(row).toMatchObject({ hotel: "Karoo City Hotel V&A Waterfront", checkIn: "01 December 2026", checkOut: "03 December 2026", total: "R 5,000.00" })
  })

  it("offers Cancel in current bookings only before the check-in day's cut-off, and nothing to pay or cancel in previous ones whatever they are", async () => {
    // the clock stands at 1970-01-01: a current booking that checked in the day before can no longer be cancelled;
    // a previous one, unpaid and still ahead, would be payable and cancellable in the current table
    const started = sampleBooking(uuidOf(31), { bookingItems: room("CUR-STARTED"), checkInDate: "1969-12-31", checkOutDate: "1970-01-02" })
    const ahead = sampleBooking(uuidOf(32), { bookingItems: room("OLD-AHEAD"), checkInDate: "1970-02-01", checkOutDate: "1970-02-03" })
    const { layer } = await setUp(true, { activeBookings: [started, current[2]!], inactiveBookings: [ahead] })
    const rows = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* settle
        const shown = [model.current.value, model.previous.value]
        return shown.flatMap((view) => (view.kind === "ready" ? view.value.rows.map((row) => [row.reference, row.canPay, row.canCancel]) : [view.kind]))
      }),
    )
    expect(rows).toEqual([
      ["CUR-STARTED", true, false],
      ["CUR-3", true, true],
      ["OLD-AHEAD", false, false],
    ])
  })

  it("says a table's read failed in the server's words, and Something terrible happened when it breaks", async () => {
    const { layer } = await setUp(true, undefined, (api) => ({
      ...api,
      activeBookings: () => Effect.fail(new HttpError({ status: 503, message: "Service unavailable" })),
      inactiveBookings: () => Effect.die(new Error("a bug in the adapter")),
    }))
    const views = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* settle
        return [model.current.value, model.previous.value]
      }),
    )
    expect(views).toEqual([
      { kind: "failed", message: "Service unavailable" },
      { kind: "failed", message: "Something terrible happened" },
    ])
  })

  it("Pay Booking on a booking that cannot be paid says so and is no longer busy", async () => {
    const { layer, navigation, notifications } = await setUp(true)
    const paying = await run(
      layer,
      Effect.gen(function* () {
        const model = yield* makeMyBookingsModel({ visit: "first", search: "" })
        yield* model.pay(uuidOf(1))
        return model.paying.value
      }),
    )
    expect(paying).toBeNull()
    expect(navigation.visits).toEqual([])
    expect(notifications.toasts.map((toast) => toast.kind)).toEqual(["error"])
  })
})
