import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import type { SearchCriteria } from "../search/search-criteria.ts"
import { COULD_NOT_MAKE_RESERVATION, NEEDS_TO_BE_ACCEPTED } from "./messages.ts"
import {
  CancellationPolicyNotAccepted,
  hotelCodeOf,
  NO_HOTEL_CODE,
  NO_SEARCH_TO_RESERVE,
  ReservationFailed,
  ReservationIncomplete,
  reservationOf,
  reserveRooms,
  roomNotChosen,
} from "./reserve-rooms.ts"
import { makeBookingSession, SESSION_KEYS, serialiseBookingState } from "./session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, type GuestRoomState, withSearch } from "./session-state.ts"
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

const run = (state: BookingSessionState, accepted: boolean, failure?: HttpError) => {
  const api = makeBookingApiMemory()
  if (failure !== undefined) api.failNext("makeReservation", failure)
  const notifications = makeNotificationsMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(state)]])
  return Effect.runPromise(
    Effect.gen(function* () {
      const session = yield* makeBookingSession()
      const result = yield* Effect.result(reserveRooms(session, accepted))
      return { result, state: session.state.value, calls: api.calls, toasts: notifications.toasts, entries }
    }).pipe(Effect.provide(Layer.mergeAll(layerMemory(entries), api.layer, notifications.layer))),
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

describe("reserving the rooms (Book now)", () => {
  it("makes the reservation, stores its uuid and the policy acceptance, and goes to the guest details", async () => {
    const { result, state, calls, toasts, entries } = await run(chosen, true)
    expect(result).toEqual(Result.succeed({ uuid: "reservation-1", to: "/booking/guest-details" }))
    expect(GUEST_DETAILS_ROUTE).toBe("/booking/guest-details")
    expect(calls).toStrictEqual([{ method: "makeReservation", args: [reservationFor(chosen)] }])
    expect(state).toEqual({ ...chosen, uuid: "reservation-1", isCancellationPolicyAccepted: true })
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(state))
    expect(toasts).toEqual([])
  })

  it("refuses with Needs to be accepted while the cancellation policy is not accepted, calling nothing", async () => {
    const { result, state, calls, toasts } = await run(chosen, false)
    expect(failureOf(result)).toEqual({ _tag: "CancellationPolicyNotAccepted", message: "Needs to be accepted" })
    expect(Result.isFailure(result) && result.failure instanceof CancellationPolicyNotAccepted).toBe(true)
    expect(NEEDS_TO_BE_ACCEPTED).toBe("Needs to be accepted")
    expect(calls).toEqual([])
    expect(toasts).toEqual([])
    expect(state).toEqual(chosen)
  })

  it("refuses while a room has no choice, calling nothing", async () => {
    const { result, state, calls } = await run(searched, true)
    expect(failureOf(result)).toEqual({ _tag: "ReservationIncomplete", message: "Room 1 of the search has no room chosen" })
    expect(Result.isFailure(result) && result.failure instanceof ReservationIncomplete).toBe(true)
    expect(calls).toEqual([])
    expect(state).toEqual(searched)
  })

  it("shows Could not make reservation when the call fails, and stores nothing", async () => {
    const { result, state, calls, toasts } = await run(chosen, true, new HttpError({ status: 409, message: "Sold out" }))
    expect(failureOf(result)).toEqual({ _tag: "ReservationFailed", message: "Could not make reservation" })
    expect(Result.isFailure(result) && result.failure instanceof ReservationFailed).toBe(true)
    expect(COULD_NOT_MAKE_RESERVATION).toBe("Could not make reservation")
    expect(toasts).toEqual([{ kind: "error", message: "Could not make reservation" }])
    expect(calls.map((call) => call.method)).toEqual(["makeReservation"])
    expect(state).toEqual(chosen)
  })
})
