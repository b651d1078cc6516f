import { Effect, Layer, Result } from "effect"
import { TestClock } from "effect/testing"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { HOTEL_TIME_ZONE } from "../time/clock.ts"
import type { Booking, BookingItem } from "../booking/booking.ts"
import { sampleBooking } from "../booking/booking.testing.ts"
import { changeDates, DatesNotChanged, roomSearchFor } from "./change-dates.ts"
import type { StayDates } from "./date-change.ts"
import {
  CANNOT_UPDATE_TO_PAST_DATES,
  COULD_NOT_UPDATE_DATES,
  DATES_NOT_AVAILABLE,
  DATES_UPDATED,
  ROOM_TYPE_NOT_AVAILABLE,
} from "../booking/messages.ts"
import type { RoomOffer } from "../booking/room-offer.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"

const item = (id: number, roomTypeCode: string, totalAdults: number, totalChildren: number, promotionCode: string | null): BookingItem => ({
  id,
  referenceNumber: `CTY-2026-000${id}`,
  guests: [],
  totalAdults,
  totalChildren,
  totalUnits: 1,
  roomTypeCode,
  ratePlanCode: "BAR",
  refundable: true,
  costOfRoomCents: 250_000,
  costOfRoomCurrency: "ZAR",
  promotionCode,
  content: null,
  sessionId: null,
  responseType: null,
  status: null,
})

const booking: Booking = sampleBooking(UUID, {
  checkInDate: "2026-04-01",
  checkOutDate: "2026-04-03",
  totalGuests: 4,
  totalRooms: 2,
  costOfRoomCents: 500_000,
  totalForStayCents: 1_000_000,
  clicksClubCardNumber: "6009123456789",
  bookingItems: [item(1, "SQ", 2, 1, "SUMMER"), item(2, "TW", 1, 0, null)],
})

const offer = (hotelCode: string, roomTypeCode: string, ratePlanCode = "BAR"): RoomOffer => ({
  amenities: [],
  images: [],
  ratePlanCode,
  roomDescription: "A room",
  roomName: `Room ${roomTypeCode}`,
  roomTypeCode,
  totalAmount: 250_000,
  totalCurrency: "ZAR",
  mandatoryPaymentPeriods: [],
  rates: [],
  applicableNumberOfGuests: 2,
  hotelCode,
  hotelName: "Karoo City Hotel V&A Waterfront",
  numberOfUnits: 3,
})

const bothRooms = [offer("101", "SQ"), offer("101", "TW"), offer("102", "SQ")]
const newDates: StayDates = { checkInDate: "2026-03-20", checkOutDate: "2026-03-22" }

/** Epoch millis of a wall-clock time at the hotels. */
const hotelTime = (dateTime: string): number =>
  Temporal.PlainDateTime.from(dateTime).toZonedDateTime(HOTEL_TIME_ZONE).epochMilliseconds

interface Options {
  readonly offers?: ReadonlyArray<RoomOffer>
  readonly time?: string
  readonly failing?: "searchRooms" | "updateDates"
}

const change = (dates: StayDates, { offers = bothRooms, time = "2026-03-10T09:00", failing }: Options = {}) => {
  const api = makeBookingApiMemory({ bookings: [booking], roomOffers: offers })
  if (failing !== undefined) api.failNext(failing, new HttpError({ status: 500, message: "Request failed with status code 500" }))
  const notifications = makeNotificationsMemory()
  return Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(hotelTime(time))
      const result = yield* Effect.result(changeDates(booking, dates))
      return { result, calls: api.calls, toasts: notifications.toasts, errorsDismissed: notifications.errorsDismissed() }
    }).pipe(Effect.provide(Layer.mergeAll(api.layer, notifications.layer, TestClock.layer()))),
  )
}

const messageOf = <A>(result: Result.Result<A, DatesNotChanged>) =>
  Result.isFailure(result) && result.failure instanceof DatesNotChanged ? result.failure.message : "not refused"

describe("the rooms looked for on the new dates", () => {
  it("are the booking's hotel's, one room per booked item with its guests, with its club card and promo code", () => {
    expect(roomSearchFor(booking, newDates)).toStrictEqual({
      hotelCode: "101",
      checkInDate: "2026-03-20",
      checkOutDate: "2026-03-22",
      guestRooms: [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ],
      clubCard: "6009123456789",
      promoCode: "SUMMER",
    })
  })

  it("go without club card or promo code when the booking has none", () => {
    const plain = { ...booking, clicksClubCardNumber: null, bookingItems: [item(1, "SQ", 1, 0, null)] }
    expect(roomSearchFor(plain, newDates)).toMatchObject({ clubCard: "", promoCode: "", guestRooms: [{ adults: 1, kids: 0 }] })
    expect(roomSearchFor({ ...plain, bookingItems: [] }, newDates)).toMatchObject({ promoCode: "", guestRooms: [] })
  })
})

describe("changing a booking's dates", () => {
  it("checks the rooms for the new dates, updates them, says Dates updated successfully. and answers the updated booking", async () => {
    const { result, calls, toasts, errorsDismissed } = await change(newDates)
    expect(result).toEqual(Result.succeed({ ...booking, checkInDate: "2026-03-20", checkOutDate: "2026-03-22" }))
    // an earlier try's "not available" no longer stands once these dates are quoted
    expect(errorsDismissed).toBe(1)
    expect(calls).toStrictEqual([
      { method: "searchRooms", args: [roomSearchFor(booking, newDates)] },
      { method: "updateDates", args: [UUID, newDates] },
    ])
    expect(toasts).toEqual([{ kind: "success", message: "Dates updated successfully." }])
    expect(DATES_UPDATED).toBe("Dates updated successfully.")
  })

  it("accepts a check-in today at the hotels", async () => {
    const { result } = await change({ checkInDate: "2026-03-10", checkOutDate: "2026-03-11" })
    expect(Result.isSuccess(result)).toBe(true)
  })

  it("refuses a check-in before today with Cannot update to past dates, calling nothing", async () => {
    const { result, calls, toasts } = await change({ checkInDate: "2026-03-09", checkOutDate: "2026-03-11" })
    expect(messageOf(result)).toBe("Cannot update to past dates")
    expect(CANNOT_UPDATE_TO_PAST_DATES).toBe("Cannot update to past dates")
    expect(toasts).toEqual([{ kind: "error", message: "Cannot update to past dates" }])
    expect(calls).toEqual([])
  })

  it("takes today from the hotels' clock", async () => {
    const dates: StayDates = { checkInDate: "2026-03-09", checkOutDate: "2026-03-11" }
    expect(messageOf((await change(dates, { time: "2026-03-10T00:00" })).result)).toBe(CANNOT_UPDATE_TO_PAST_DATES)
    expect(Result.isSuccess((await change(dates, { time: "2026-03-09T23:59" })).result)).toBe(true)
  })

  it("refuses dates with no rooms at the hotel, without updating", async () => {
    const { result, calls, toasts } = await change(newDates, { offers: [offer("102", "SQ"), offer("102", "TW")] })
    expect(messageOf(result)).toBe("The selected dates are not available. Please choose different dates.")
    expect(DATES_NOT_AVAILABLE).toBe("The selected dates are not available. Please choose different dates.")
    expect(toasts).toEqual([{ kind: "error", message: DATES_NOT_AVAILABLE }])
    expect(calls.map((call) => call.method)).toEqual(["searchRooms"])
  })

  it("refuses dates without a booked room type on its rate plan, without updating", async () => {
    for (const offers of [[offer("101", "SQ")], [offer("101", "SQ"), offer("101", "TW", "PROMO10")]]) {
      const { result, calls, toasts } = await change(newDates, { offers })
      expect(messageOf(result)).toBe("Your room type is not available for the selected dates. Please choose different dates.")
      expect(toasts).toEqual([{ kind: "error", message: ROOM_TYPE_NOT_AVAILABLE }])
      expect(calls.map((call) => call.method)).toEqual(["searchRooms"])
    }
  })

  it("shows Could not update the dates when the availability check fails, without updating", async () => {
    const { result, calls, toasts } = await change(newDates, { failing: "searchRooms" })
    expect(messageOf(result)).toBe("Could not update the dates")
    expect(toasts).toEqual([{ kind: "error", message: "Could not update the dates" }])
    expect(calls.map((call) => call.method)).toEqual(["searchRooms"])
  })

  it("shows Could not update the dates when the update fails", async () => {
    const { result, calls, toasts } = await change(newDates, { failing: "updateDates" })
    expect(messageOf(result)).toBe(COULD_NOT_UPDATE_DATES)
    expect(toasts).toEqual([{ kind: "error", message: "Could not update the dates" }])
    expect(calls.map((call) => call.method)).toEqual(["searchRooms", "updateDates"])
  })
})
