import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { COULD_NOT_MAKE_RESERVATION } from "../booking/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { GUEST_DETAILS_ROUTE, ROOMS_ROUTE } from "../routes.ts"
import { chosenState, openCheckoutModel } from "./checkout-model.testing.ts"
import { makeReviewModel } from "./review-model.ts"
import { sampleRate } from "../booking/room-offer.testing.ts"

const opened = Effect.suspend(() => makeReviewModel())

describe("the review page's screen model", () => {
  it("holds the rooms as it opens, counts down to the hold, and Book now goes on to the guest details", async () => {
    const { answer, visits } = await openCheckoutModel(
      opened,
      (model) =>
        Effect.gen(function* () {
          const first = model.view.value.kind
          yield* Effect.yieldNow
          const held = [model.view.value.kind, model.hold.timer.value !== null]
          yield* model.bookNow(true)
          return { first, held, booking: model.booking.value }
        }),
      { state: chosenState },
    )
    expect(answer).toEqual({ first: "loading", held: ["ready", true], booking: true })
    expect(visits).toEqual([{ to: GUEST_DETAILS_ROUTE, replace: false }])
  })

  it("names each chosen room's rate and its cancellation line, above the policy's acceptance (issue 29 §3)", async () => {
    const saver = { ...sampleRate("NR-SAVER", "Non-refundable Saver", 250_000), refundable: false }
    const state = { ...chosenState, guestRooms: chosenState.guestRooms.map((room) => ({ ...room, ratePlanCode: "NR-SAVER", rates: [saver] })) }
    const { answer } = await openCheckoutModel(opened, (model) => Effect.sync(() => model.terms.value), { state })
    expect(answer).toEqual([{ room: "Room 1: Room SQ", rate: "Non-refundable Saver", policy: "Non-refundable" }])
  })

  it("says why the rooms could not be held", async () => {
    const { answer } = await openCheckoutModel(opened, (model) => Effect.map(Effect.yieldNow, () => model.view.value), {
      state: chosenState,
      prepare: (api) => Effect.sync(() => api.failNext("makeReservation", new HttpError({ status: 500, message: "down" }))),
    })
    expect(answer).toEqual({ kind: "failed", message: COULD_NOT_MAKE_RESERVATION })
  })

  it("sends a stay without a chosen room back to the rooms page", async () => {
    const { visits } = await openCheckoutModel(opened, () => Effect.yieldNow, {
      state: { ...chosenState, guestRooms: chosenState.guestRooms.map((room) => ({ ...room, roomTypeCode: null, ratePlanCode: null })) },
    })
    expect(visits).toEqual([{ to: ROOMS_ROUTE, replace: false }])
  })

  it("is not booking until Book now, and shows no price change when the held price is the one shown", async () => {
    const { answer } = await openCheckoutModel(
      opened,
      (model) =>
        Effect.gen(function* () {
          const before = model.booking.value
          yield* Effect.yieldNow
          return { before, view: model.view.value }
        }),
      { state: chosenState, booking: { heldTotalCents: 250_000 } },
    )
    expect(answer).toEqual({ before: false, view: { kind: "ready", value: { priceChange: null } } })
  })

  it("Book now without the policy accepted goes nowhere, can be pressed again and does not time the hold out", async () => {
    const { answer, visits } = await openCheckoutModel(
      opened,
      (model) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow
          yield* model.bookNow(false)
          return { booking: model.booking.value, timedOut: model.hold.timedOut.value }
        }),
      { state: chosenState },
    )
    expect(answer).toEqual({ booking: false, timedOut: false })
    expect(visits).toEqual([])
  })
})
