import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { ReadonlySignal } from "@preact/signals-core"
import { MEMBER_ACCOUNT } from "../account/member-account.testing.ts"
import { sampleBooking } from "../booking/booking.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS_FOR_NIGHTS } from "../payment/messages.ts"
import type { PointsOption } from "../payment/points-option.ts"
import { CHECKOUT_UUID, heldState, openCheckoutModel } from "./checkout-model.testing.ts"
import { POINTS_ALREADY_APPLIED } from "./messages.ts"
import { canPay, DEFAULT_PAYMENT_DETAILS_FORM, type PaymentDetailsForm, paymentDetailsNotice } from "./payment-details.ts"
import { makePaymentDetailsModel, pointsOptionOf } from "./payment-details-model.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { until } from "../screen/until.testing.ts"
import { makePaymentHandoffModel } from "./payment-handoff-model.ts"

const form = (overrides: Partial<PaymentDetailsForm> = {}): PaymentDetailsForm => ({ ...DEFAULT_PAYMENT_DETAILS_FORM, ...overrides })
/** The model once the member's account is read: its points option is there (null until then). */
const settled = (model: { readonly points: ReadonlySignal<PointsOption | null> }) => until(model.points, (points) => points !== null)
// heldState: one room, 10 to 12 March: two room-nights of R 2,500.00 together
const withBooking = { bookings: [sampleBooking(CHECKOUT_UUID, { totalForStayCents: 250_000 })], pointsNightCents: 125_000 }

describe("the payment details page's screen model", () => {
  it("reads the charities, asks a visitor to log in for points, and never pays points for a visitor", async () => {
    const { answer, api, visits } = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) =>
      Effect.gen(function* () {
        yield* Effect.yieldNow
        yield* model.pay(form({ paymentOption: "loyaltyPoints" }))
        return { charities: model.charities.value, points: model.points.value?.kind, paying: model.paying.value }
      }),
    )
    expect(answer).toEqual({ charities: { kind: "ready", value: [] }, points: "signIn", paying: false })
    // getBooking: the hold is the confirmed booking's own (issue 29, core/checkout/keep-hold.ts followBookingHold)
    expect(api.calls.map((call) => call.method)).toEqual(["listCharities", "getBooking"])
    expect(visits).toEqual([])
  })

  it("stops waiting when the payment could not start (the guest was told by a toast)", async () => {
    const { answer, toasts } = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) =>
      Effect.map(model.pay(form()), () => model.paying.value),
    )
    expect(answer).toBe(false)
    expect(toasts).toHaveLength(1)
  })

  it("enables points for a member with 500 points, offers the stay's room-nights, and disables them below 500", async () => {
    const rich = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) =>
      Effect.gen(function* () {
        const before = model.points.value
        yield* settled(model)
        return { before, after: model.points.value, choices: model.nightsChoices }
      }),
      { member: { ...MEMBER_ACCOUNT, totalUsableLoyaltyPoints: 500 } },
    )
    expect(rich.answer).toEqual({ before: null, after: { kind: "enabled" }, choices: [1, 2] })
    const poor = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) => settled(model), {
      member: { ...MEMBER_ACCOUNT, totalUsableLoyaltyPoints: 499 },
    })
    expect(poor.answer).toEqual({ kind: "disabled", message: NOT_ENOUGH_POINTS })
  })

  it("pays a room-night with points, shows what they paid and what is left, then the card pays the rest", async () => {
    const { answer, api, visits } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel),
      (model) =>
        Effect.gen(function* () {
          yield* settled(model)
          yield* model.pay(form({ paymentOption: "loyaltyPoints", pointsNights: 1 }))
          const afterPoints = { paid: model.pointsPaid.value, points: model.points.value, paying: model.paying.value }
          yield* model.pay(form())
          return afterPoints
        }),
      { member: MEMBER_ACCOUNT, booking: withBooking },
    )
    expect(answer).toEqual({
      paid: { summary: "Your points paid 1 room-night: 1,000 points for R 1,250.00.", cardLeft: "Left to pay by card: R 1,250.00" },
      points: { kind: "disabled", message: POINTS_ALREADY_APPLIED },
      paying: false,
    })
    expect(api.calls.filter((call) => call.method === "payWithPoints").map((call) => call.args)).toEqual([[CHECKOUT_UUID, 1]])
    expect(visits.map((visit) => visit.to)).toEqual([expect.stringMatching(/^\/booking\/payment\?pay_request_id=/)])
  })

  it("goes to thank-you when the points pay the whole stay", async () => {
    const { visits } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel),
      (model) => Effect.andThen(settled(model), model.pay(form({ paymentOption: "loyaltyPoints", pointsNights: 2 }))),
      { member: MEMBER_ACCOUNT, booking: withBooking },
    )
    expect(visits.map((visit) => visit.to)).toEqual([`/booking/thank-you?booking=${CHECKOUT_UUID}`])
  })

  it("keeps the option open and says why when the server refuses the points", async () => {
    const { answer, toasts } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel),
      (model) =>
        Effect.gen(function* () {
          yield* settled(model)
          yield* model.pay(form({ paymentOption: "loyaltyPoints", pointsNights: 1 }))
          return { paid: model.pointsPaid.value, points: model.points.value, paying: model.paying.value }
        }),
      {
        member: MEMBER_ACCOUNT,
        booking: withBooking,
        prepare: (api) => Effect.sync(() => api.failNext("payWithPoints", new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "points_payment.nights": [NOT_ENOUGH_POINTS_FOR_NIGHTS] } }))),
      },
    )
    expect(answer).toEqual({ paid: null, points: { kind: "enabled" }, paying: false })
    expect(toasts).toEqual([expect.objectContaining({ message: NOT_ENOUGH_POINTS_FOR_NIGHTS })])
  })

  it("lets the card pay at once and points only for a whole number of the stay's room-nights", () => {
    const enabled = { kind: "enabled" } as const
    expect(canPay(form(), null, 2)).toBe(true)
    expect([0, 1, 2, 3, 1.5].map((pointsNights) => canPay(form({ paymentOption: "loyaltyPoints", pointsNights }), enabled, 2))).toEqual([false, true, true, false, false])
    expect(canPay(form({ paymentOption: "loyaltyPoints" }), { kind: "disabled", message: NOT_ENOUGH_POINTS }, 2)).toBe(false)
    // points pay only while their option is enabled: not yet known (null) is not enabled
    expect(canPay(form({ paymentOption: "loyaltyPoints" }), null, 2)).toBe(false)
  })
})

describe("the payment hand-off's screen model", () => {
  it("posts both parameters to the gateway, or says Invalid params", async () => {
    const valid = await openCheckoutModel(makePaymentHandoffModel("pay_request_id=PAY-1&checksum=abc"), (model) =>
      Effect.map(Effect.yieldNow, () => model.handoff.value?.kind),
    )
    expect(valid.answer).toBe("ready")
    expect(valid.redirect.submissions).toEqual([{ payRequestId: "PAY-1", checksum: "abc" }])
    const invalid = await openCheckoutModel(makePaymentHandoffModel("checksum=abc"), (model) => Effect.map(Effect.yieldNow, () => model.handoff.value?.kind))
    expect(invalid.answer).toBe("invalid")
    expect(invalid.redirect.submissions).toEqual([])
  })
})

describe("the payment step's button and charity (issue 29 §8)", () => {
  it("says what the card charges, the charity's amount, and where a visitor signs in", async () => {
    const { answer } = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) =>
      Effect.succeed({ card: model.cardLabel.value, charity: model.charityNote.value, signIn: model.signInHref, canPayByCard: model.canPay(form()) }),
    )
    expect(answer).toEqual({ card: "Pay R 2,500.00", charity: "Adds nothing to your price", signIn: "/booking/payment-details?account=login", canPayByCard: true })
  })

  it("for a booking points paid part of, charges the card the rest and says so (issue 29)", async () => {
    const { answer } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel),
      (model) => Effect.succeed({ card: model.cardLabel.value, paid: model.pointsPaid.value }),
      { state: { ...heldState, pointsPaid: { nights: 1, points: 1_000, coveredCents: 100_000 } } },
    )
    expect(answer).toEqual({
      card: "Pay R 1,500.00",
      paid: { summary: "Your points paid 1 room-night: 1,000 points for R 1,000.00.", cardLeft: "Left to pay by card: R 1,500.00" },
    })
  })

  it("takes a points payment that covered nothing as none: the card pays the whole stay", async () => {
    const { answer } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel),
      (model) => Effect.succeed({ card: model.cardLabel.value, paid: model.pointsPaid.value }),
      { state: { ...heldState, pointsPaid: { nights: 0, points: 0, coveredCents: 0 } } },
    )
    expect(answer).toEqual({ card: "Pay R 2,500.00", paid: null })
  })
})

describe("the payment details page's screen model, what it reads and when (spec B §4)", () => {
  it("shows the charities loading until they are read, and none when they could not be", async () => {
    const waiting = await openCheckoutModel(
      Effect.gen(function* () {
        const api = yield* BookingApi
        return yield* makePaymentDetailsModel().pipe(Effect.provideService(BookingApi, { ...api, listCharities: () => Effect.never }))
      }),
      (model) => Effect.as(Effect.yieldNow, model.charities.value),
    )
    expect(waiting.answer).toEqual({ kind: "loading" })
    const failed = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) => Effect.sync(() => model.charities.value), {
      prepare: (api) => Effect.sync(() => api.failNext("listCharities", new HttpError({ status: 500, message: "Down" }))),
    })
    expect(failed.answer).toEqual({ kind: "ready", value: [] })
  })

  it("gives the member no points to pay with when their account could not be read (0 points, not waiting for ever)", async () => {
    const accounts = makeAccountApiMemory()
    const unreadable = { ...accounts.api, getAccount: () => Effect.fail(new HttpError({ status: 500, message: "Down" })) }
    const { answer } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel).pipe(Effect.provideService(AccountApi, unreadable)),
      (model) => settled(model),
      { member: MEMBER_ACCOUNT },
    )
    expect(answer).toEqual({ kind: "disabled", message: NOT_ENOUGH_POINTS })
    expect(pointsOptionOf(true, null, false, false)).toBeNull()
    expect(pointsOptionOf(true, null, true, false)).toEqual({ kind: "disabled", message: NOT_ENOUGH_POINTS })
  })

  it("says Payment required upon checkout when the chosen room's mandatory payment period overlaps the stay", async () => {
    const room = heldState.guestRooms[0]!
    const period = { checkInDate: "1970-03-11", checkOutDate: "1970-03-20", description: "Festive season" }
    const state = { ...heldState, guestRooms: [{ ...room, roomDescription: { ...room.roomDescription!, mandatoryPaymentPeriods: [period] } }] }
    const { answer } = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) => Effect.succeed(model.notice.value), { state })
    expect(answer).toBe("Payment required upon checkout")
    expect(paymentDetailsNotice(state)).toBe(answer)
  })

  it("is paying from the moment the card's payment is asked until the page moves on", async () => {
    const { answer } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel),
      (model) =>
        Effect.gen(function* () {
          const during: Array<boolean> = []
          yield* model.pay(form()).pipe(Effect.provideService(Navigation, { go: () => Effect.sync(() => void during.push(model.paying.value)) }))
          return during
        }),
      { booking: withBooking },
    )
    expect(answer).toEqual([true])
  })

  it("pays nothing with points without a reservation in the session, and stops waiting", async () => {
    const { answer, api } = await openCheckoutModel(
      Effect.suspend(makePaymentDetailsModel),
      (model) =>
        Effect.gen(function* () {
          yield* settled(model)
          yield* model.pay(form({ paymentOption: "loyaltyPoints", pointsNights: 1 }))
          return model.paying.value
        }),
      { member: { ...MEMBER_ACCOUNT, totalUsableLoyaltyPoints: 5_000 }, booking: withBooking, state: { ...heldState, uuid: null } },
    )
    expect(answer).toBe(false)
    expect(api.calls.map((call) => call.method)).not.toContain("payWithPoints")
  })
})
