import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import type { SearchCriteria } from "../search/search-criteria.ts"
import { TestClock } from "effect/testing"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { HoldExpired } from "./hold.ts"
import { COULD_NOT_MAKE_RESERVATION, NEEDS_TO_BE_ACCEPTED, RESERVATION_TIMEOUT_MESSAGE } from "../booking/messages.ts"
import {
  acceptCancellationPolicy,
  CancellationPolicyNotAccepted,
  NO_RESERVATION,
  hotelCodeOf,
  NO_HOTEL_CODE,
  NO_SEARCH_TO_RESERVE,
  ReservationFailed,
  ReservationIncomplete,
  reservationOf,
  reserveRooms,
  roomNotChosen,
} from "./reserve-rooms.ts"
import { BookingSession, type BookingSessionShape, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, type GuestRoomState, withSearch } from "../booking/session-state.ts"
import { GUEST_DETAILS_ROUTE } from "../routes.ts"

const criteria: SearchCriteria = {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-12",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "SUMMER",
  clubCard: "6009123456789",
}

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, criteria)

const choose = (room: GuestRoomState, roomTypeCode: string, ratePlanCode: string, totalAmount: number): GuestRoomState => ({
  ...room,
  roomDescription: { roomName: `Room ${roomTypeCode}`, totalAmount, mandatoryPaymentPeriods: [] },
  roomTypeCode,
  ratePlanCode,
})

/** Both rooms chosen: a Standard Queen on BAR and a Twin on a promo rate. */
const chosen: BookingSessionState = {
  ...searched,
  guestRooms: [choose(searched.guestRooms[0]!, "SQ", "BAR", 250_000), choose(searched.guestRooms[1]!, "TW", "PROMO10", 180_000)],
  totalPriceForStay: 430_000,
}

/** A failure as plain data: toEqual does not compare an Error's message. */
const failureOf = <A>(result: Result.Result<A, { readonly _tag: string; readonly message: string }>) =>
  Result.isFailure(result) ? { _tag: result.failure._tag, message: result.failure.message } : "succeeded"

const reservationFor = (state: BookingSessionState) => {
  const result = reservationOf(state)
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}

// the review opens at 10:00 UTC; the fake holds for 900 s
const OPENED_AT = Date.UTC(2026, 2, 1, 10, 0, 0)
const EXPIRES_AT = "2026-03-01T10:15:00Z"

const runWith = <A, E>(
  state: BookingSessionState,
  use: (session: BookingSessionShape) => Effect.Effect<A, E, BookingApi | Notifications | BookingSession>,
  options: { readonly failure?: HttpError; readonly heldTotalCents?: number; readonly at?: number } = {},
) => {
  const api = makeBookingApiMemory({ heldTotalCents: options.heldTotalCents ?? state.totalPriceForStay })
  if (options.failure !== undefined) api.failNext("makeReservation", options.failure)
  const notifications = makeNotificationsMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(state)]])
  return Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(options.at ?? OPENED_AT)
      const session = yield* BookingSession
      const result = yield* Effect.result(use(session))
      return { result, state: session.state.value, calls: api.calls, toasts: notifications.toasts, entries }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), api.layer, notifications.layer, TestClock.layer()))),
  )
}

describe("the reservation built from the booking session", () => {
  it("reserves every requested room's chosen room type and rate plan, one unit in ZAR, with its guests", () => {
    expect(reservationFor(chosen)).toStrictEqual({
      uuid: null,
      hotelCode: "101",
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      rooms: [
        { roomTypeCode: "SQ", ratePlanCode: "BAR", numberOfUnits: 1, currencyCode: "ZAR", guests: { adults: 2, kids: 1 }, promotionCode: "" },
        { roomTypeCode: "TW", ratePlanCode: "PROMO10", numberOfUnits: 1, currencyCode: "ZAR", guests: { adults: 1, kids: 0 }, promotionCode: "" },
      ],
      mandatoryPayment: false,
      clubCard: "",
      communicationMethods: ["sms"],
      allowsMailList: false,
    })
  })

  it("sends on the promo code and the club card only once they were checked valid", () => {
    const valid = reservationFor({ ...chosen, promoCodeValid: true, clubCardValid: true })
    expect(valid.rooms.map((room) => room.promotionCode)).toEqual(["SUMMER", "SUMMER"])
    expect(valid.clubCard).toBe("6009123456789")
    const promoOnly = reservationFor({ ...chosen, promoCodeValid: true })
    expect(promoOnly.rooms.map((room) => room.promotionCode)).toEqual(["SUMMER", "SUMMER"])
    expect(promoOnly.clubCard).toBe("")
    const cardOnly = reservationFor({ ...chosen, clubCardValid: true })
    expect(cardOnly.rooms.map((room) => room.promotionCode)).toEqual(["", ""])
    expect(cardOnly.clubCard).toBe("6009123456789")
  })

  it("carries the mandatory-payment flag, the earlier reservation's uuid and the session's confirmation methods", () => {
    const again = reservationFor({
      ...chosen,
      isMandatoryPayment: true,
      uuid: "3f2b8c1e",
      confirmationCommunicationMethod: ["email", "sms"],
    })
    expect(again.mandatoryPayment).toBe(true)
    expect(again.uuid).toBe("3f2b8c1e")
    expect(again.communicationMethods).toEqual(["email", "sms"])
    expect(again.allowsMailList).toBe(false)
  })

  it("uses hotel code -1 when the search named no hotel", () => {
    expect(NO_HOTEL_CODE).toBe("-1")
    expect(hotelCodeOf(null)).toBe("-1")
    expect(hotelCodeOf({ category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 })).toBe("-1")
    expect(hotelCodeOf({ category: "hotel", hotelId: 830, hotelCode: "830", name: "Hotel 830" })).toBe("830")
    const location = reservationFor({
      ...chosen,
      destination: { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 },
    })
    expect(location.hotelCode).toBe("-1")
  })

  it("is refused, naming the room, while a requested room lacks a description, a room type or a rate plan", () => {
    const [first, second] = chosen.guestRooms as [GuestRoomState, GuestRoomState]
    const lacking: ReadonlyArray<[ReadonlyArray<GuestRoomState>, string]> = [
      [[first, { ...second, roomDescription: null }], "Room 2 of the search has no room chosen"],
      [[first, { ...second, roomTypeCode: null }], "Room 2 of the search has no room chosen"],
      [[{ ...first, ratePlanCode: null }, second], "Room 1 of the search has no room chosen"],
      [searched.guestRooms, roomNotChosen(0)],
    ]
    for (const [guestRooms, message] of lacking) {
      expect(failureOf(reservationOf({ ...chosen, guestRooms }))).toEqual({ _tag: "ReservationIncomplete", message })
    }
  })

  it("is refused without a search's dates", () => {
    const noSearch = { _tag: "ReservationIncomplete", message: NO_SEARCH_TO_RESERVE }
    expect(failureOf(reservationOf({ ...chosen, checkInDate: null }))).toEqual(noSearch)
    expect(failureOf(reservationOf({ ...chosen, checkOutDate: null }))).toEqual(noSearch)
    expect(failureOf(reservationOf(DEFAULT_BOOKING_SESSION_STATE))).toEqual(noSearch)
  })
})

describe("holding the rooms as the review opens", () => {
  it("makes the reservation and keeps its uuid, its expiry and the held total, with no notice when the price held", async () => {
    const { result, state, calls, toasts, entries } = await runWith(chosen, reserveRooms)
    expect(result).toEqual(Result.succeed({ uuid: "reservation-1", expiresAt: EXPIRES_AT, priceChange: null }))
    expect(calls).toStrictEqual([{ method: "makeReservation", args: [reservationFor(chosen)] }])
    expect(state).toEqual({ ...chosen, uuid: "reservation-1", holdExpiresAt: EXPIRES_AT })
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(state))
    expect(toasts).toEqual([])
  })

  it("replaces the earlier hold by its uuid, and the policy must be accepted again for the new hold", async () => {
    const earlier = { ...chosen, uuid: "3f2b8c1e", holdExpiresAt: "2026-03-01T09:50:00Z", isCancellationPolicyAccepted: true }
    const { state, calls } = await runWith(earlier, reserveRooms)
    expect(calls.map((call) => (call.args[0] as { uuid: string | null }).uuid)).toEqual(["3f2b8c1e"])
    expect(state.holdExpiresAt).toBe(EXPIRES_AT)
    expect(state.isCancellationPolicyAccepted).toBe(false)
  })

  it("tells the guest when the server held the rooms at another price, and the summary shows the held price", async () => {
    const { result, state } = await runWith(chosen, reserveRooms, { heldTotalCents: 452_500 })
    expect(Result.isSuccess(result) && result.success.priceChange).toMatchObject({ direction: "up", shownCents: 430_000, heldCents: 452_500 })
    expect(state.totalPriceForStay).toBe(452_500)
  })

  it("refuses while a room has no choice, calling nothing", async () => {
    const { result, state, calls } = await runWith(searched, reserveRooms)
    expect(failureOf(result)).toEqual({ _tag: "ReservationIncomplete", message: "Room 1 of the search has no room chosen" })
    expect(Result.isFailure(result) && result.failure instanceof ReservationIncomplete).toBe(true)
    expect(calls).toEqual([])
    expect(state).toEqual(searched)
  })

  it("shows Could not make reservation when the call fails, and stores nothing", async () => {
    const { result, state, calls, toasts } = await runWith(chosen, reserveRooms, { failure: new HttpError({ status: 409, message: "Sold out" }) })
    expect(failureOf(result)).toEqual({ _tag: "ReservationFailed", message: "Could not make reservation" })
    expect(Result.isFailure(result) && result.failure instanceof ReservationFailed).toBe(true)
    expect(COULD_NOT_MAKE_RESERVATION).toBe("Could not make reservation")
    expect(toasts).toEqual([{ kind: "error", message: "Could not make reservation" }])
    expect(calls.map((call) => call.method)).toEqual(["makeReservation"])
    expect(state).toEqual(chosen)
  })
})

describe("Book now (the cancellation policy)", () => {
  const held: BookingSessionState = { ...chosen, uuid: "reservation-1", holdExpiresAt: EXPIRES_AT }
  const accept = (accepted: boolean) => () => acceptCancellationPolicy(accepted)

  it("stores the acceptance and goes to the guest details, calling nothing", async () => {
    const { result, state, calls } = await runWith(held, accept(true))
    expect(result).toEqual(Result.succeed({ to: "/booking/guest-details" }))
    expect(GUEST_DETAILS_ROUTE).toBe("/booking/guest-details")
    expect(state).toEqual({ ...held, isCancellationPolicyAccepted: true })
    expect(calls).toEqual([])
  })

  it("refuses with Needs to be accepted while the cancellation policy is not accepted", async () => {
    const { result, state } = await runWith(held, accept(false))
    expect(failureOf(result)).toEqual({ _tag: "CancellationPolicyNotAccepted", message: "Needs to be accepted" })
    expect(Result.isFailure(result) && result.failure instanceof CancellationPolicyNotAccepted).toBe(true)
    expect(NEEDS_TO_BE_ACCEPTED).toBe("Needs to be accepted")
    expect(state).toEqual(held)
  })

  it("refuses without a hold", async () => {
    const { result } = await runWith(chosen, accept(true))
    expect(failureOf(result)).toEqual({ _tag: "ReservationIncomplete", message: NO_RESERVATION })
  })

  it("opens the Reservation Timeout once the hold has run out", async () => {
    const { result, state } = await runWith(held, accept(true), { at: OPENED_AT + 900_000 })
    expect(Result.isFailure(result) && result.failure instanceof HoldExpired).toBe(true)
    expect(failureOf(result)).toEqual({ _tag: "HoldExpired", message: RESERVATION_TIMEOUT_MESSAGE })
    expect(state.isCancellationPolicyAccepted).toBe(false)
  })
})
