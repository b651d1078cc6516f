import { Duration, Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { RESERVATION_TIMEOUT_MESSAGE } from "../booking/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { CHECKOUT_UUID as UUID, type CheckoutServices, heldState, openCheckoutModel } from "./checkout-model.testing.ts"
import type { Account } from "../account/account.ts"
import { MEMBER_ACCOUNT } from "../account/member-account.testing.ts"
import { sipho } from "../corporate/testing/corporate-harness.testing.ts"
import { until } from "../screen/until.testing.ts"
import { makeGuestDetailsModel } from "./guest-details-model.ts"
import { reservationOf } from "./reserve-rooms.ts"

const values = {
  mainGuest: {
    title: "Ms",
    firstName: "Thandi",
    lastName: "Nkosi",
    mobile: "+27 82 123 4567",
    email: "thandi@example.co.za",
    idType: "ID Number",
    idNumber: "8001015009087",
    address: { country: "South Africa", lineOne: "12 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001" },
  },
  guests: [],
  communication: { method: ["sms"], addToMailingListPermission: false },
  isCancellationPolicyAccepted: true,
} as const

/** Opens the model on a held stay (the reservation made on the fake API), runs `act` on it, and answers what it shows, its visits and the toasts. */
const openModel = <A>(act: (model: Effect.Success<ReturnType<typeof makeGuestDetailsModel>>) => Effect.Effect<A, never, CheckoutServices>, failure?: HttpError, member?: Account) =>
  openCheckoutModel(makeGuestDetailsModel(), act, {
    corporate: { travellers: [sipho] },
    ...(member === undefined ? {} : { member }),
    prepare: (api) =>
      Effect.gen(function* () {
        yield* Effect.orDie(api.api.makeReservation({ ...Result.getOrThrow(reservationOf(heldState)), uuid: UUID }))
        if (failure !== undefined) api.failNext("confirmBooking", failure)
      }),
  })

describe("the guest-details page's screen model", () => {
  it("starts the form blank, offers both buttons, and confirms a valid form on to the thank-you page", async () => {
    const { answer, visits } = await openModel((model) =>
      Effect.gen(function* () {
        const form = model.start.value
        const start = { firstName: form.kind === "ready" ? form.value.mainGuest.firstName : null, guests: form.kind === "ready" ? form.value.guests.length : null, actions: model.actions.value }
        yield* model.confirm(values, "payLater")
        return { start, busy: model.busy.value, fieldErrors: model.fieldErrors.value }
      }),
    )
    expect(answer.start).toEqual({ firstName: "", guests: 0, actions: { payLater: "shown", payBooking: true } })
    expect(answer).toMatchObject({ busy: null, fieldErrors: null })
    expect(visits).toEqual([{ to: `/booking/thank-you?booking=${UUID}`, replace: false }])
  })

  it("puts the server's field errors (a 422) on the model for the form, and goes nowhere", async () => {
    const fieldErrors = { "mainGuest.email": ["Invalid e-mail"] }
    const { answer, visits } = await openModel(
      (model) => Effect.map(model.confirm(values, "payBooking"), () => model.fieldErrors.value),
      new HttpError({ status: 422, message: "Unprocessable", fieldErrors }),
    )
    expect(answer).toEqual(fieldErrors)
    expect(visits).toEqual([])
  })

  it("opens Reservation Timeout when the server refuses a lapsed hold, and when the countdown reaches zero", async () => {
    const refused = await openModel(
      (model) => Effect.map(model.confirm(values, "payLater"), () => model.hold.timedOut.value),
      new HttpError({ status: 409, message: RESERVATION_TIMEOUT_MESSAGE }),
    )
    expect(refused.answer).toBe(true)
    const timed = await openModel((model) =>
      Effect.gen(function* () {
        yield* Effect.yieldNow
        const before = [model.hold.timer.value?.display.value, model.hold.timedOut.value]
        yield* TestClock.adjust(Duration.seconds(900))
        return { before, after: model.hold.timedOut.value }
      }),
    )
    expect(timed.answer).toEqual({ before: ["15 minutes", false], after: true })
  })

  it("waits for a signed-in member's account, then starts the form prefilled with it (spec B §4)", async () => {
    const { answer } = await openModel(
      (model) =>
        Effect.gen(function* () {
          const first = model.start.value.kind
          const form = yield* until(model.start, (start) => start.kind === "ready")
          return { first, mainGuest: form.kind === "ready" ? form.value.mainGuest : null, offer: model.offer.value }
        }),
      undefined,
      MEMBER_ACCOUNT,
    )
    expect(answer.first).toBe("loading")
    expect(answer.mainGuest).toMatchObject({ firstName: "Thandi", lastName: "Nkosi", email: "thandi@example.co.za", mobile: "+27821234567" })
    expect(answer.offer).toBe("pointsNote")
  })

  it("offers Quick Assign with the company's travellers to a member whose type is not individual (spec B §6)", async () => {
    const { answer } = await openModel(
      (model) => Effect.map(until(model.travellers, (travellers) => travellers.kind === "ready"), (travellers) => [model.offer.value, travellers]),
      undefined,
      { ...MEMBER_ACCOUNT, loyaltyType: "corporate" },
    )
    expect(answer).toEqual(["quickAssign", { kind: "ready", value: [sipho] }])
  })

  it("is loading the company's travellers until they are read, and offers none when they cannot be read", async () => {
    let answered = () => {}
    const { answer } = await openCheckoutModel(
      makeGuestDetailsModel(),
      (model) =>
        Effect.gen(function* () {
          yield* until(model.offer, (offer) => offer === "quickAssign")
          const first = model.travellers.value
          answered()
          return [first, yield* until(model.travellers, (travellers) => travellers.kind === "ready")]
        }),
      {
        member: { ...MEMBER_ACCOUNT, loyaltyType: "corporate" },
        corporate: { travellers: [sipho] },
        prepareCorporate: (corporate) => {
          corporate.failNext("listTravellers", new HttpError({ status: 503, message: "Service unavailable" }))
          answered = corporate.hold().release
        },
      },
    )
    expect(answer).toEqual([{ kind: "loading" }, { kind: "ready", value: [] }])
  })

  it("reads no travellers for a visitor", async () => {
    const { answer, corporate } = await openModel((model) => Effect.map(TestClock.adjust("1 millis"), () => [model.offer.value, model.travellers.value]))
    expect(answer).toEqual(["none", { kind: "loading" }])
    expect(corporate.calls()).toEqual([])
  })

  it("says by when to pay where paying later is offered", async () => {
    const { answer } = await openModel((model) => Effect.sync(() => model.payBy.value))
    expect(answer).toBe("Pay by 12:00, Mon 9 Mar, or the room is released.")
  })

  it("a lapsed hold puts nothing on the fields; the server's field errors do not time the hold out", async () => {
    const lapsed = await openModel(
      (model) => Effect.map(model.confirm(values, "payLater"), () => model.fieldErrors.value),
      new HttpError({ status: 409, message: RESERVATION_TIMEOUT_MESSAGE }),
    )
    expect(lapsed.answer).toBeNull()
    const refused = await openModel(
      (model) => Effect.map(model.confirm(values, "payBooking"), () => model.hold.timedOut.value),
      new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "mainGuest.email": ["Invalid e-mail"] } }),
    )
    expect(refused.answer).toBe(false)
  })

  it("starts the form blank for a signed-in member whose account cannot be read, instead of waiting for ever", async () => {
    const { answer } = await openCheckoutModel(
      makeGuestDetailsModel(),
      (model) => Effect.map(until(model.start, (start) => start.kind === "ready"), (form) => (form.kind === "ready" ? form.value.mainGuest.firstName : null)),
      { member: MEMBER_ACCOUNT, accountFailure: new HttpError({ status: 503, message: "Service unavailable" }) },
    )
    expect(answer).toBe("")
  })
})
