import { Duration, Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking } from "../booking/booking.testing.ts"
import { COULD_NOT_MAKE_RESERVATION } from "../booking/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { HOTELS_ROUTE } from "../routes.ts"
import { BookingSession } from "../booking/session-store.ts"
import { CHECKOUT_UUID, HOLD_EXPIRES_AT, heldState, openCheckoutModel } from "./checkout-model.testing.ts"
import { followBookingHold, keepHold } from "./keep-hold.ts"
import { NO_RESERVATION, NO_SEARCH_TO_RESERVE, ReservationFailed, ReservationIncomplete } from "./reserve-rooms.ts"
import { makeGuestDetailsModel } from "./guest-details-model.ts"
import { HOLD_ENDING_MESSAGE, HOLD_WARNING_SECONDS, holdWarningDue, searchAgainHref } from "./hold.ts"
import { makePaymentDetailsModel } from "./payment-details-model.ts"
import { makeReviewModel } from "./review-model.ts"

// heldState: one room held until 00:15:00 on the TestClock, R 2,500.00, the policy accepted
const HELD_CENTS = heldState.totalPriceForStay
const guestDetails = Effect.suspend(() => makeGuestDetailsModel())

describe("the hold's warning (issue 29 §9, WCAG 2.2.1)", () => {
  it("is due in the hold's last two minutes, not before and not once it ended", () => {
    expect(HOLD_WARNING_SECONDS).toBe(120)
    expect([121, 120, 1, 0].map(holdWarningDue)).toEqual([false, true, true, false])
    expect(HOLD_ENDING_MESSAGE).toBe("We hold your rooms for 2 more minutes at most. Keep them for another 15 minutes while you finish your booking?")
  })

  it("opens two minutes before the hold ends on the clock, and closes when the guest says not now", async () => {
    const { answer } = await openCheckoutModel(guestDetails, (model) =>
      Effect.gen(function* () {
        yield* TestClock.adjust(Duration.seconds(779))
        const before = model.hold.warning.value
        yield* TestClock.adjust(Duration.seconds(1))
        const at = [model.hold.warning.value, model.hold.timer.value?.remaining.value]
        yield* model.dismissHoldWarning()
        const dismissed = model.hold.warning.value
        yield* TestClock.adjust(Duration.seconds(120))
        return { before, at, dismissed, ended: [model.hold.warning.value, model.hold.timedOut.value] }
      }),
    )
    expect(answer).toEqual({ before: false, at: [true, 120], dismissed: false, ended: [false, true] })
  })

  it("Keep my room renews the reservation through the reservation call: a new 15 minutes, the policy still accepted", async () => {
    const { answer, api, toasts } = await openCheckoutModel(
      guestDetails,
      (model) =>
        Effect.gen(function* () {
          yield* TestClock.adjust(Duration.seconds(800))
          yield* model.keepRoom()
          const kept = [model.hold.warning.value, model.hold.timer.value?.remaining.value, model.hold.keeping.value]
          yield* TestClock.adjust(Duration.seconds(800))
          return { kept, warnsAgain: model.hold.warning.value, timedOut: model.hold.timedOut.value }
        }),
      { booking: { heldTotalCents: HELD_CENTS } },
    )
    expect(answer).toEqual({ kept: [false, 900, false], warnsAgain: true, timedOut: false })
    const reserved = api.calls.filter((call) => call.method === "makeReservation")
    expect(reserved.map((call) => (call.args[0] as { uuid: string }).uuid)).toEqual([CHECKOUT_UUID])
    expect(toasts).toEqual([{ kind: "success", message: "Your rooms are held for another 15 minutes." }])
  })

  it("keeps the policy accepted after a renewal (the same rooms), and tells a new price with it", async () => {
    const { answer, toasts } = await openCheckoutModel(
      Effect.suspend(() => makeGuestDetailsModel()),
      (model) =>
        Effect.gen(function* () {
          yield* model.keepRoom()
          const { state } = yield* BookingSession
          return [state.value.isCancellationPolicyAccepted, state.value.totalPriceForStay]
        }),
      { booking: { heldTotalCents: 260_000 } },
    )
    expect(answer).toEqual([true, 260_000])
    expect(toasts.map((toast) => toast.message)).toEqual([
      "Your rooms are held for another 15 minutes. The hotel's price for your stay is now R 2,600.00 (it was R 2,500.00 when you chose your rooms). This is the price you will book at.",
    ])
  })

  it("says Could not make reservation when the rooms are no longer free, and the countdown runs on to the timeout", async () => {
    const { answer, toasts } = await openCheckoutModel(
      guestDetails,
      (model) =>
        Effect.gen(function* () {
          yield* TestClock.adjust(Duration.seconds(800))
          yield* model.keepRoom()
          const refused = [model.hold.warning.value, model.hold.timer.value?.remaining.value]
          yield* TestClock.adjust(Duration.seconds(100))
          return { refused, timedOut: model.hold.timedOut.value }
        }),
      { prepare: (api) => Effect.sync(() => api.failNext("makeReservation", new HttpError({ status: 409, message: "No rooms" }))) },
    )
    expect(answer).toEqual({ refused: [false, 100], timedOut: true })
    expect(toasts).toEqual([{ kind: "error", message: COULD_NOT_MAKE_RESERVATION }])
  })

  it("on the review step renews the hold the review took", async () => {
    const { api } = await openCheckoutModel(
      Effect.suspend(() => makeReviewModel()),
      (model) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          yield* model.keepRoom()
        }),
      { booking: { heldTotalCents: HELD_CENTS } },
    )
    expect(api.calls.filter((call) => call.method === "makeReservation")).toHaveLength(2)
  })

  it("on payment details never reserves a confirmed booking again: it follows the booking's own hold", async () => {
    const holdUntil = "1970-01-01T01:00:00Z"
    const { answer, api } = await openCheckoutModel(
      Effect.suspend(() => makePaymentDetailsModel()),
      (model) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          yield* TestClock.adjust(Duration.seconds(800))
          yield* model.keepRoom()
          return model.hold.timer.value?.remaining.value
        }),
      { booking: { bookings: [sampleBooking(CHECKOUT_UUID, { holdUntil })] } },
    )
    // the booking's hold (01:00), not the reservation's 00:15: 3,600 s less the 800 gone
    expect(answer).toBe(2_800)
    expect(api.calls.map((call) => call.method)).not.toContain("makeReservation")
  })

  it("on payment details, the booking's hold at its own release is final: the warning says when it is released and offers no Keep my room", async () => {
    // Pay Booking confirmed the stay; the server releases it unpaid at 01:00 (03:00 on the hotels' clock), which no renewal outlasts
    const holdUntil = "1970-01-01T01:00:00Z"
    const { answer, api } = await openCheckoutModel(
      Effect.suspend(() => makePaymentDetailsModel()),
      (model) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          yield* TestClock.adjust(Duration.seconds(3_500))
          const warned = { open: model.hold.warning.value, final: model.hold.final.value, view: model.hold.warningView.value }
          yield* model.keepRoom()
          return { warned, closed: !model.hold.warning.value }
        }),
      { booking: { bookings: [sampleBooking(CHECKOUT_UUID, { holdUntil })] } },
    )
    expect(answer.warned).toEqual({
      open: true,
      final: true,
      view: {
        title: "Your booking is about to be released",
        message: "Unless it is paid, your booking is released at 03:00 and its rooms go back on sale. This hold cannot be extended: pay now to keep your room.",
        keep: null,
        close: "Continue to payment",
      },
    })
    expect(answer.closed).toBe(true)
    // the booking read once on opening, to follow its hold; Keep my room asks nothing that could only be refused
    expect(api.calls.map((call) => call.method).filter((method) => method === "getBooking" || method === "makeReservation")).toEqual(["getBooking"])
  })

  it("on payment details, a booking whose release could not be read is not final: its warning offers Keep my room", async () => {
    const { answer } = await openCheckoutModel(
      Effect.suspend(() => makePaymentDetailsModel()),
      (model) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          yield* TestClock.adjust(Duration.seconds(800))
          const session = yield* BookingSession
          return {
            warned: [model.hold.warning.value, model.hold.final.value, model.hold.warningView.value.keep],
            // nothing on its way yet; where Check availability again would go is the session's same search
            keeping: model.hold.keeping.value,
            searchAgain: [model.hold.searchAgain.value, searchAgainHref(session.state.value)],
          }
        }),
      { prepare: (api) => Effect.sync(() => api.failNext("getBooking", new HttpError({ status: 500, message: "Something terrible happened" }))) },
    )
    expect(answer.warned).toEqual([true, false, "Keep my room"])
    expect(answer.keeping).toBe(false)
    expect(answer.searchAgain[0]).not.toBeNull()
    expect(answer.searchAgain[0]).toBe(answer.searchAgain[1])
  })

  it("a reservation's hold is never final: its warning offers Keep my room", async () => {
    const { answer } = await openCheckoutModel(guestDetails, (model) =>
      Effect.gen(function* () {
        yield* TestClock.adjust(Duration.seconds(800))
        return [model.hold.final.value, model.hold.warningView.value.keep]
      }),
    )
    expect(answer).toEqual([false, "Keep my room"])
  })

  it("on payment details counts down to the confirmed booking's own hold, not the reservation's 15 minutes (issue 29)", async () => {
    // Pay Booking confirmed the stay; the server keeps it until its pay-by deadline, days after the reservation's 00:15
    const holdUntil = "1970-01-03T10:00:00Z"
    const { answer } = await openCheckoutModel(
      Effect.suspend(() => makePaymentDetailsModel()),
      (model) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          yield* TestClock.adjust(Duration.seconds(901))
          const { state } = yield* BookingSession
          return {
            shown: [model.hold.timer.value?.label.value, model.hold.timer.value?.display.value],
            timedOut: model.hold.timedOut.value,
            accepted: state.value.isCancellationPolicyAccepted,
          }
        }),
      { booking: { bookings: [sampleBooking(CHECKOUT_UUID, { holdUntil })] } },
    )
    expect(answer).toEqual({ shown: ["Room(s) held until", "12:00, Sat 3 Jan"], timedOut: false, accepted: true })
  })
})

describe("Check availability again (issue 29 §9)", () => {
  it("goes to the rooms page with the same search for a hotel, and to the hotel list for a location", () => {
    expect(searchAgainHref(heldState)).toBe("/booking/rooms?hotel=12&code=101&name=Karoo%20Town%20Lodge%20Umhlanga&check_in=1970-03-10&check_out=1970-03-12&rooms=2-0")
    const location = {
      ...heldState,
      destination: { category: "location" as const, name: "Cape Town", latitude: -33.92, longitude: 18.42 },
    }
    expect(searchAgainHref(location)).toMatch(new RegExp(`^${HOTELS_ROUTE}\\?location=Cape%20Town&`))
  })

  it("is not offered without a search", () => {
    expect(searchAgainHref({ ...heldState, isSearchInitialised: false })).toBeNull()
  })
})

describe("keepHold and followBookingHold, the rules themselves (issue 29 §9)", () => {
  const nothing = Effect.succeed(undefined)
  // the booking confirmed at 00:00 and held by the session until 00:15; the clock moved on 800 s (00:13:20)
  const keepBooking = (holdUntil: string | null, options: { state?: typeof heldState; failRead?: boolean } = {}) =>
    openCheckoutModel(
      nothing,
      () =>
        Effect.gen(function* () {
          yield* TestClock.adjust(Duration.seconds(800))
          const kept = yield* Effect.result(keepHold("booking"))
          const { state } = yield* BookingSession
          return { kept, session: [state.value.holdExpiresAt, state.value.totalPriceForStay, state.value.isCancellationPolicyAccepted] }
        }),
      {
        state: options.state ?? heldState,
        booking: { bookings: [sampleBooking(CHECKOUT_UUID, { holdUntil })] },
        ...(options.failRead === true
          ? { prepare: (api) => Effect.sync(() => api.failNext("getBooking", new HttpError({ status: 500, message: "Down" }))) }
          : {}),
      },
    )

  it("a booking's hold is kept 15 minutes from now when its release is later, at the same price, the policy still accepted", async () => {
    const { answer, api, toasts } = await keepBooking("1970-01-01T01:00:00Z")
    expect(answer.kept).toEqual(Result.succeed({ expiresAtMillis: 1_700_000, releaseAtMillis: 3_600_000 }))
    expect(answer.session).toEqual(["1970-01-01T00:28:20Z", HELD_CENTS, true])
    expect(toasts).toEqual([{ kind: "success", message: "Your rooms are held for another 15 minutes." }])
    expect(api.calls.map((call) => call.method)).toEqual(["getBooking"])
  })

  it("a booking's hold is kept up to its own release when that comes first, and says the minutes left (rounded down)", async () => {
    const { answer, toasts } = await keepBooking("1970-01-01T00:20:00Z")
    expect(answer.kept).toEqual(Result.succeed({ expiresAtMillis: 1_200_000, releaseAtMillis: 1_200_000 }))
    expect(answer.session).toEqual(["1970-01-01T00:20:00Z", HELD_CENTS, true])
    expect(toasts).toEqual([{ kind: "success", message: "Your rooms are held for another 6 minutes." }])
  })

  it("a guest who has not accepted the policy has not accepted it after a keep", async () => {
    const { answer } = await keepBooking("1970-01-01T01:00:00Z", { state: { ...heldState, isCancellationPolicyAccepted: false } })
    expect(answer.session).toEqual(["1970-01-01T00:28:20Z", HELD_CENTS, false])
  })

  it("a booking released no later than the session's hold, or whose release could not be read, is refused and the hold stands", async () => {
    for (const result of [await keepBooking("1970-01-01T00:15:00Z"), await keepBooking(null), await keepBooking("1970-01-01T01:00:00Z", { failRead: true })]) {
      expect(result.answer.kept).toEqual(Result.fail(new ReservationFailed({ message: COULD_NOT_MAKE_RESERVATION })))
      expect(result.answer.session).toEqual([HOLD_EXPIRES_AT, HELD_CENTS, true])
      expect(result.toasts).toEqual([{ kind: "error", message: COULD_NOT_MAKE_RESERVATION }])
    }
  })

  it("without a session hold, the booking is kept only if its release is still to come", async () => {
    const unheld = { ...heldState, holdExpiresAt: null }
    const past = await keepBooking("1970-01-01T00:10:00Z", { state: unheld })
    expect(past.answer.kept).toEqual(Result.fail(new ReservationFailed({ message: COULD_NOT_MAKE_RESERVATION })))
    const later = await keepBooking("1970-01-01T00:20:00Z", { state: unheld })
    expect(later.answer.kept).toEqual(Result.succeed({ expiresAtMillis: 1_200_000, releaseAtMillis: 1_200_000 }))
  })

  it("a booking whose release could not be read is refused whatever the session's hold says", async () => {
    const { answer } = await keepBooking("1970-01-01T01:00:00Z", { state: { ...heldState, holdExpiresAt: "1969-12-31T23:00:00Z" }, failRead: true })
    expect(answer.kept).toEqual(Result.fail(new ReservationFailed({ message: COULD_NOT_MAKE_RESERVATION })))
    expect(answer.session).toEqual(["1969-12-31T23:00:00Z", HELD_CENTS, true])
  })

  it("nothing is kept without a hold in the session: no reservation to renew, nothing asked", async () => {
    for (const kind of ["reservation", "booking"] as const) {
      const { answer, api, toasts } = await openCheckoutModel(nothing, () => Effect.result(keepHold(kind)), { state: { ...heldState, uuid: null } })
      expect(answer).toEqual(Result.fail(new ReservationIncomplete({ message: NO_RESERVATION })))
      expect(api.calls).toEqual([])
      expect(toasts).toEqual([])
    }
  })

  it("a reservation is renewed until the new hold's end; a session without its search is not reserved", async () => {
    const { answer } = await openCheckoutModel(nothing, () => Effect.result(keepHold("reservation")), { booking: { heldTotalCents: HELD_CENTS } })
    expect(answer).toEqual(Result.succeed({ expiresAtMillis: 900_000 }))
    const unsearched = await openCheckoutModel(nothing, () => Effect.result(keepHold("reservation")), { state: { ...heldState, checkInDate: null } })
    expect(unsearched.answer).toEqual(Result.fail(new ReservationIncomplete({ message: NO_SEARCH_TO_RESERVE })))
    expect(unsearched.api.calls).toEqual([])
  })

  const follow = (holdUntil: string | null, options: { state?: typeof heldState; failRead?: boolean } = {}) =>
    openCheckoutModel(
      nothing,
      () =>
        Effect.gen(function* () {
          const released = yield* followBookingHold()
          const { state } = yield* BookingSession
          return { released, session: [state.value.holdExpiresAt, state.value.isCancellationPolicyAccepted] }
        }),
      {
        state: options.state ?? heldState,
        booking: { bookings: [sampleBooking(CHECKOUT_UUID, { holdUntil })] },
        ...(options.failRead === true
          ? { prepare: (api) => Effect.sync(() => api.failNext("getBooking", new HttpError({ status: 500, message: "Down" }))) }
          : {}),
      },
    )

  it("the countdown follows a booking released later than the session's hold, keeping the policy as it was", async () => {
    expect((await follow("1970-01-01T01:00:00Z")).answer).toEqual({ released: 3_600_000, session: ["1970-01-01T01:00:00Z", true] })
    const unaccepted = await follow("1970-01-01T01:00:00Z", { state: { ...heldState, isCancellationPolicyAccepted: false } })
    expect(unaccepted.answer).toEqual({ released: 3_600_000, session: ["1970-01-01T01:00:00Z", false] })
    const unheld = await follow("1970-01-01T00:10:00Z", { state: { ...heldState, holdExpiresAt: null } })
    expect(unheld.answer).toEqual({ released: 600_000, session: ["1970-01-01T00:10:00Z", true] })
  })

  it("the countdown stays when the booking's release is not later, unknown or unread, and without a reservation nothing is read", async () => {
    expect((await follow("1970-01-01T00:15:00Z")).answer).toEqual({ released: 900_000, session: [HOLD_EXPIRES_AT, true] })
    expect((await follow("1970-01-01T00:10:00Z")).answer).toEqual({ released: 600_000, session: [HOLD_EXPIRES_AT, true] })
    expect((await follow(null)).answer).toEqual({ released: null, session: [HOLD_EXPIRES_AT, true] })
    expect((await follow("1970-01-01T01:00:00Z", { failRead: true })).answer).toEqual({ released: null, session: [HOLD_EXPIRES_AT, true] })
    // the same instant written otherwise is not later: the session's hold is left as it was written
    expect((await follow("1970-01-01T02:15:00+02:00")).answer).toEqual({ released: 900_000, session: [HOLD_EXPIRES_AT, true] })
    // a release that is not an instant is not followed, even without a session hold
    const unheld = { ...heldState, holdExpiresAt: null }
    expect((await follow("not a time", { state: unheld })).answer).toEqual({ released: null, session: [null, true] })
    // any release is later than no session hold, the clock's first instant too
    expect((await follow("1970-01-01T00:00:00Z", { state: unheld })).answer).toEqual({ released: 0, session: ["1970-01-01T00:00:00Z", true] })
    const none = await follow("1970-01-01T01:00:00Z", { state: { ...heldState, uuid: null } })
    expect(none.answer.released).toBeNull()
    expect(none.api.calls).toEqual([])
  })
})
