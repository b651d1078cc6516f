import { Deferred, Effect, Fiber, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { hotelPageContent } from "../hotels/hotel-page-model.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { HttpError } from "../http/http-error.ts"
import { makeMeetingRequestModel, meetingFormFor } from "./meeting-request-model.ts"
import { meetingVenueOf, meetingVenueOfPage } from "./meetings-model.ts"

const sandton = hotelDetails(1, "Karoo City Sandton", 1, "Sandton", { halfDayRate: 2500, fullDayRate: 4000, boardRoomSeats: 12, uShapedSeats: 20, description: "In the city." })

describe("a meeting room's request, on a hotel's page as on /meetings-and-events", () => {
  it("a hotel's page gives the same venue as the meetings page, and none when it lets no meeting room", () => {
    const page = hotelPageContent(sandton, [], [], "2026-12-01")
    expect(meetingVenueOfPage(page)).toEqual(meetingVenueOf(sandton))
    expect(meetingVenueOfPage(page)?.href).toBe("/our-hotels/city/1")
    expect(meetingVenueOfPage(hotelPageContent(hotelDetails(2, "No Rooms", 2, "Durban"), [], [], "2026-12-01"))).toBeNull()
  })

  it("More Information, Book Now, then a sent request shows the thank-you; the booking type follows the page's path", async () => {
    const booking = makeBookingApiMemory()
    const notifications = makeNotificationsMemory()
    const venue = meetingVenueOf(sandton)!
    const model = await Effect.runPromise(
      Effect.gen(function* () {
        const model = yield* makeMeetingRequestModel({ pathname: "/our-hotels/city/1" })
        yield* model.inform(venue)
        expect(model.informing.value).toBe(venue)
        yield* model.request(venue)
        expect([model.informing.value, model.requesting.value]).toEqual([null, venue])
        const form = { ...meetingFormFor(venue, model.pathname, model.today), firstName: "Sipho", surname: "Dlamini", contactNumber: "+27821234567", email: "s@example.co.za" }
        expect(model.canSubmit(meetingFormFor(venue, model.pathname, model.today))).toBe(false)
        expect(model.canSubmit(form)).toBe(true)
        yield* model.submit(form)
        return model
      }).pipe(Effect.provide(Layer.mergeAll(booking.layer, notifications.layer))),
    )
    expect(model.thanked.value).toBe(venue)
    expect(model.requesting.value).toBeNull()
    expect(booking.calls).toHaveLength(1)
    expect(booking.calls[0]?.args[0]).toMatchObject({ hotelId: 1, bookingType: "boardroom_and_meetings" })
  })

  it("a refused request keeps the form open and says so", async () => {
    const booking = makeBookingApiMemory()
    booking.failNext("requestBoardroom", new HttpError({ status: 500, message: "down" }))
    const notifications = makeNotificationsMemory()
    const venue = meetingVenueOf(sandton)!
    const model = await Effect.runPromise(
      Effect.gen(function* () {
        const model = yield* makeMeetingRequestModel({ pathname: "/our-hotels/city/1" })
        yield* model.request(venue)
        yield* model.submit({ ...meetingFormFor(venue, model.pathname, model.today), firstName: "A", surname: "B", contactNumber: "1", email: "a@b.co" })
        return model
      }).pipe(Effect.provide(Layer.mergeAll(booking.layer, notifications.layer))),
    )
    expect(model.requesting.value).toBe(venue)
    expect(model.thanked.value).toBeNull()
    expect(notifications.toasts).toEqual([{ kind: "error", message: "Could not make booking request" }])
  })

  it("the form opens for the venue with blank contact fields, the event on the given day, one guest for the whole day", () => {
    expect(meetingFormFor(meetingVenueOf(sandton)!, "/meetings-and-events/conference", "2026-12-01")).toStrictEqual({
      boardroomName: meetingVenueOf(sandton)!.boardroomName,
      hotelId: 1,
      pathname: "/meetings-and-events/conference",
      firstName: "",
      surname: "",
      contactNumber: "",
      email: "",
      eventDate: "2026-12-01",
      numberOfGuests: 1,
      duration: "Whole Day",
    })
  })

  it("Submit needs every field filled (blanks are not filled) and a whole number of guests, one at least", async () => {
    const venue = meetingVenueOf(sandton)!
    const model = await Effect.runPromise(makeMeetingRequestModel({ pathname: "/meetings-and-events" }))
    const form = { ...meetingFormFor(venue, model.pathname, model.today), firstName: "Sipho", surname: "Dlamini", contactNumber: "+27821234567", email: "s@example.co.za" }
    expect(model.canSubmit(form)).toBe(true)
    expect((["firstName", "surname", "contactNumber", "email", "eventDate"] as const).map((key) => model.canSubmit({ ...form, [key]: "  " }))).toEqual([false, false, false, false, false])
    expect([0, -2, 1.5, Number.NaN].map((numberOfGuests) => model.canSubmit({ ...form, numberOfGuests }))).toEqual([false, false, false, false])
    expect(model.canSubmit({ ...form, numberOfGuests: 40 })).toBe(true)
  })

  it("cannot be sent again while it is on its way: sending twice sends once, and closing the thank-you closes it", async () => {
    const booking = makeBookingApiMemory()
    const notifications = makeNotificationsMemory()
    const gate = Effect.runSync(Deferred.make<void>())
    const slow = Layer.succeed(BookingApi, { ...booking.api, requestBoardroom: (request) => Effect.andThen(Deferred.await(gate), booking.api.requestBoardroom(request)) })
    const venue = meetingVenueOf(sandton)!
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const model = yield* makeMeetingRequestModel({ pathname: "/meetings-and-events" })
        yield* model.request(venue)
        const form = { ...meetingFormFor(venue, model.pathname, model.today), firstName: "Sipho", surname: "Dlamini", contactNumber: "+27821234567", email: "s@example.co.za" }
        const first = yield* Effect.forkChild(model.submit(form))
        yield* Effect.yieldNow
        const during = { submitting: model.submitting.value, canSubmit: model.canSubmit(form) }
        yield* model.submit(form)
        yield* Deferred.succeed(gate, undefined)
        yield* Fiber.join(first)
        const after = { submitting: model.submitting.value, canSubmit: model.canSubmit(form), thanked: model.thanked.value }
        yield* model.closeThankYou()
        return { during, after, closed: model.thanked.value }
      }).pipe(Effect.provide(Layer.mergeAll(slow, notifications.layer))),
    )
    expect(seen).toStrictEqual({ during: { submitting: true, canSubmit: false }, after: { submitting: false, canSubmit: true, thanked: venue }, closed: null })
    expect(booking.calls.filter((call) => call.method === "requestBoardroom")).toHaveLength(1)
  })

  it("a refused request can be sent again", async () => {
    const booking = makeBookingApiMemory()
    booking.failNext("requestBoardroom", new HttpError({ status: 500, message: "down" }))
    const notifications = makeNotificationsMemory()
    const venue = meetingVenueOf(sandton)!
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const model = yield* makeMeetingRequestModel({ pathname: "/meetings-and-events" })
        yield* model.request(venue)
        const form = { ...meetingFormFor(venue, model.pathname, model.today), firstName: "A", surname: "B", contactNumber: "1", email: "a@b.co" }
        yield* model.submit(form)
        return { submitting: model.submitting.value, canSubmit: model.canSubmit(form) }
      }).pipe(Effect.provide(Layer.mergeAll(booking.layer, notifications.layer))),
    )
    expect(seen).toStrictEqual({ submitting: false, canSubmit: true })
  })
})
