import { Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { BOOKING_NOT_FOUND } from "../booking/messages.ts"
import { codeRecipientOf, loadManagedBooking, sendCancelCode, sendManageBookingCode, verifyManageBookingCode } from "./manage-existing-booking.ts"
import { SESSION_KEYS } from "../booking/session-store.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const EMAIL = "thandi.nkosi@example.co.za"
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: EMAIL, mobile: "0027821234567", address: null }
const booking = sampleBooking(UUID, { bookingItems: [{ ...sampleBookingItem(1, 0), guests: [guest] }] })
const lookup = { email: EMAIL, bookingNumber: "CTY-2026-0001" }

const setUp = () => {
  const api = makeBookingApiMemory({ bookings: [booking], otp: "123456" })
  const storage = new Map<string, string>()
  const layer = Layer.merge(api.layer, layerMemory(storage))
  const run = <A>(effect: Effect.Effect<A, never, BookingApi | SessionStore>) => Effect.runPromise(Effect.provide(effect, layer))
  return { api, storage, run }
}

describe("opening a booking with a one-time code", () => {
  it("sends the code and keeps the e-mail and booking number in session storage", async () => {
    const { run, storage } = setUp()
    expect(await run(sendManageBookingCode(lookup))).toEqual({ type: "codeSent" })
    expect(storage.get(SESSION_KEYS.manageBookingEmail)).toBe(EMAIL)
    expect(storage.get(SESSION_KEYS.manageBookingNumber)).toBe("CTY-2026-0001")
  })

  it("answers Booking not found for an unknown booking and stores nothing", async () => {
    const { run, storage } = setUp()
    expect(await run(sendManageBookingCode({ email: "someone@example.com", bookingNumber: "NOPE" }))).toEqual({ type: "notFound" })
    expect(storage.size).toBe(0)
  })

  it("tells another failure in the server's words", async () => {
    const { run, api } = setUp()
    api.failNext("sendBookingCode", new HttpError({ status: 429, message: "Too many requests. Please wait a moment and try again." }))
    expect(await run(sendManageBookingCode(lookup))).toEqual({ type: "failed", message: "Too many requests. Please wait a moment and try again." })
  })

  it("answers the booking's uuid for the right code and the field's words for a wrong one", async () => {
    const { run, api } = setUp()
    expect(await run(verifyManageBookingCode(lookup, "123456"))).toEqual({ type: "verified", uuid: UUID })
    api.failNext("verifyBookingCode", new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "booking_otp.otp": ["The code is incorrect or has expired."] } }))
    expect(await run(verifyManageBookingCode(lookup, "000000"))).toEqual({ type: "codeRejected", message: "The code is incorrect or has expired." })
  })

  it("sends the cancel code to the stored lookup of this booking, else to the booking's main guest", () => {
    expect(codeRecipientOf(booking, Option.some({ email: "Other.Case@example.co.za", bookingNumber: "CTY-2026-0001" }))).toEqual({
      email: "Other.Case@example.co.za",
      bookingNumber: "CTY-2026-0001",
    })
    expect(codeRecipientOf(booking, Option.some({ email: "x@example.com", bookingNumber: "ANOTHER" }))).toEqual(lookup)
    expect(codeRecipientOf(booking, Option.none())).toEqual(lookup)
  })

  it("loads a booking by uuid, and reads an unknown one as Booking not found", async () => {
    const { run } = setUp()
    expect(await run(loadManagedBooking(UUID, BOOKING_NOT_FOUND))).toEqual({ kind: "ready", booking })
    expect(await run(loadManagedBooking("00000000-0000-4000-8000-000000000000", BOOKING_NOT_FOUND))).toEqual({ kind: "error", message: BOOKING_NOT_FOUND })
  })
})

describe("the code that cancels a booking", () => {
  const stored = (storage: Map<string, string>) => {
    storage.set(SESSION_KEYS.manageBookingEmail, EMAIL)
    storage.set(SESSION_KEYS.manageBookingNumber, "CTY-2026-0001")
  }

  it("is sent", async () => {
    const { run, storage } = setUp()
    stored(storage)
    expect(await run(sendCancelCode(booking).pipe(Effect.orDie))).toBe("sent")
  })

  it("asked for within the minute of the last one, is not sent: the guest waits for the countdown", async () => {
    const { run, storage, api } = setUp()
    stored(storage)
    api.failNext("sendBookingCode", new HttpError({ status: 429, message: "Too many requests. Please wait a moment and try again." }))
    expect(await run(sendCancelCode(booking).pipe(Effect.orDie))).toBe("wait")
  })

  it("fails on any other refusal", async () => {
    const { run, storage, api } = setUp()
    stored(storage)
    api.failNext("sendBookingCode", new HttpError({ status: 500, message: "Something terrible happened" }))
    expect(await run(sendCancelCode(booking).pipe(Effect.flip, Effect.map((error) => error.status), Effect.orDie))).toBe(500)
  })
})
