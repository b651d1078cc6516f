import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { type BookingApiMemory, makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory, type Toast } from "../ports/Notifications.memory.ts"
import { HOTEL_TIME_ZONE } from "../time/clock.ts"
import {
  type GroupBookingForm,
  groupBookingErrors,
  groupBookingForm,
  GroupBookingRefused,
  groupBookingSubmitDisabled,
  submitGroupBooking,
} from "./submit-group-booking.ts"

const day = Temporal.PlainDate.from("2026-03-10")

const complete: GroupBookingForm = {
  firstName: "Thandi",
  lastName: "Nkosi",
  contactNumber: "+27821234567",
  email: "thandi@example.com",
  arrivalDate: "2026-04-01",
  departureDate: "2026-04-03",
  totalRooms: 12,
  totalGuests: 20,
  locationOrHotel: "Cape Town",
}

const send = (form: GroupBookingForm, memory: BookingApiMemory = makeBookingApiMemory()) => {
  const notifications = makeNotificationsMemory()
  return Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(Temporal.PlainDateTime.from("2026-03-10T09:00").toZonedDateTime(HOTEL_TIME_ZONE).epochMilliseconds)
      return yield* Effect.result(submitGroupBooking(form))
    }).pipe(Effect.provide(Layer.mergeAll(memory.layer, notifications.layer, TestClock.layer()))),
  ).then((result) => ({ result, toasts: notifications.toasts as ReadonlyArray<Toast>, calls: memory.calls }))
}

describe("the group booking request", () => {
  it("opens with 10 rooms and 1 guest, and what was already searched", () => {
    expect(groupBookingForm()).toEqual({
      firstName: "",
      lastName: "",
      contactNumber: "",
      email: "",
      arrivalDate: "",
      departureDate: "",
      totalRooms: 10,
      totalGuests: 1,
      locationOrHotel: "",
    })
    expect(groupBookingForm({ locationOrHotel: "Cape Town", arrivalDate: "2026-04-01", departureDate: null })).toMatchObject({
      locationOrHotel: "Cape Town",
      arrivalDate: "2026-04-01",
      departureDate: "",
    })
  })

  it("keeps Submit Request disabled until every field holds, and while sending", () => {
    expect(groupBookingSubmitDisabled(groupBookingForm(), day, false)).toBe(true)
    expect(groupBookingSubmitDisabled(complete, day, false)).toBe(false)
    expect(groupBookingSubmitDisabled(complete, day, true)).toBe(true)
  })

  it("says what is wrong on each field in the spec's words", () => {
    expect(groupBookingErrors({ ...complete, locationOrHotel: "", firstName: " " }, day)).toEqual({ locationOrHotel: ["Required"], firstName: ["Required"] })
    expect(groupBookingErrors({ ...complete, arrivalDate: "2026-03-09" }, day)).toEqual({ arrivalDate: ["Cannot be in the past."] })
    expect(groupBookingErrors({ ...complete, departureDate: "2026-03-31" }, day)).toEqual({ departureDate: ["Departure cannot be before arrival"] })
    // with one date only, the departure rule waits for the other
    expect(groupBookingErrors({ ...complete, departureDate: "" }, day)).toEqual({ departureDate: ["Required"] })
    // shown as soon as both dates are set, whatever else is still missing
    expect(groupBookingErrors({ ...complete, departureDate: "2026-03-31", email: "" }, day)).toEqual({
      email: ["Must be a valid email"],
      departureDate: ["Departure cannot be before arrival"],
    })
    expect(groupBookingErrors({ ...complete, totalRooms: 9, totalGuests: 0 }, day)).toEqual({
      totalRooms: ["A group booking needs at least 10 rooms"],
      totalGuests: ["Must be at least 1 guest"],
    })
    expect(groupBookingErrors({ ...complete, contactNumber: "0821234567890", email: "thandi" }, day)).toEqual({
      contactNumber: ["Number must start with country calling code."],
      email: ["Must be a valid email"],
    })
  })

  it("sends the request, says so, and goes home", async () => {
    const { result, toasts, calls } = await send(complete)
    expect(result).toMatchObject({ _tag: "Success", success: "/" })
    expect(toasts).toEqual([{ kind: "success", message: "Request has been sent." }])
    expect(calls).toEqual([{ method: "requestGroupBooking", args: [complete] }])
  })

  it("sends nothing while the form is invalid", async () => {
    const { result, calls, toasts } = await send({ ...complete, email: "" })
    expect(result).toMatchObject({ _tag: "Failure", failure: new GroupBookingRefused({ fieldErrors: { email: ["Must be a valid email"] } }) })
    expect(calls).toEqual([])
    expect(toasts).toEqual([])
  })

  it("says Could not make booking when the server refuses, with its messages on the form's fields", async () => {
    const memory = makeBookingApiMemory()
    memory.failNext(
      "requestGroupBooking",
      new HttpError({ status: 422, message: "Request failed with status code 422", fieldErrors: { "group_booking.location_or_hotel": ["Required"] } }),
    )
    const { result, toasts } = await send(complete, memory)
    expect(result).toMatchObject({ _tag: "Failure", failure: new GroupBookingRefused({ fieldErrors: { locationOrHotel: ["Required"] } }) })
    expect(toasts).toEqual([{ kind: "error", message: "Could not make booking" }])
  })
})
