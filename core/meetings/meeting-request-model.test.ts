import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { hotelPageContent } from "../hotels/hotel-page-model.ts"
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
})
