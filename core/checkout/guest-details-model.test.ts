import { Duration, Effect, Exit, Layer, Result, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { MemberSession } from "../account/member-session-store.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, type GuestRoomState, withSearch } from "../booking/session-state.ts"
import { RESERVATION_TIMEOUT_MESSAGE } from "../booking/messages.ts"
import { HttpError } from "../http/http-error.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { makeGuestDetailsModel } from "./guest-details-model.ts"
import { reservationOf } from "./reserve-rooms.ts"

const UUID = "reservation-1"
// The hotels' clock at TestClock's start (1970-01-01) plus 900 s: a hold that has 15 minutes left.
const EXPIRES_AT = "1970-01-01T00:15:00Z"

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "1970-03-10",
  checkOutDate: "1970-03-12",
  flexiDate: false,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "",
  clubCard: "",
})
const choose = (room: GuestRoomState): GuestRoomState => ({
  ...room,
  roomDescription: { roomName: "Room SQ", totalAmount: 250_000, mandatoryPaymentPeriods: [] },
  roomTypeCode: "SQ",
  ratePlanCode: "BAR",
})
const held: BookingSessionState = {
  ...searched,
  guestRooms: [choose(searched.guestRooms[0]!)],
  totalPriceForStay: 250_000,
  uuid: UUID,
  holdExpiresAt: EXPIRES_AT,
  isCancellationPolicyAccepted: true,
}

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

/** Opens the model on a held stay, runs `act` on it, and answers what it shows, its visits and the toasts. */
const openModel = <A>(
  act: (model: Effect.Success<ReturnType<typeof makeGuestDetailsModel>>) => Effect.Effect<A, never, BookingApi | Notifications | BookingSession | Navigation>,
  failure?: HttpError,
) => {
  const api = makeBookingApiMemory()
  const navigation = makeNavigationMemory()
  const notifications = makeNotificationsMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(held)]])
  const services = Layer.mergeAll(BookingSession.layer, MemberSession.layer).pipe(
    Layer.provideMerge(Layer.mergeAll(layerMemory(entries), makeTokenStoreMemory().layer, api.layer, navigation.layer, notifications.layer, TestClock.layer())),
  )
  return Effect.runPromise(
    Effect.gen(function* () {
      yield* api.api.makeReservation({ ...Result.getOrThrow(reservationOf(held)), uuid: UUID })
      if (failure !== undefined) api.failNext("confirmBooking", failure)
      const scope = yield* Scope.make()
      const model = yield* makeGuestDetailsModel().pipe(Scope.provide(scope))
      const answer = yield* act(model)
      yield* Scope.close(scope, Exit.void)
      return { answer, visits: navigation.visits, toasts: notifications.toasts }
    }).pipe(Effect.provide(services)),
  )
}

describe("the guest-details page's screen model", () => {
  it("starts the form blank, offers both buttons, and confirms a valid form on to the thank-you page", async () => {
    const { answer, visits } = await openModel((model) =>
      Effect.gen(function* () {
        const start = { firstName: model.initial.mainGuest.firstName, guests: model.initial.guests.length, actions: model.actions.value }
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
})
