import { Effect, Layer, Option } from "effect"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { BookingSession, serialiseBookingState } from "../booking/session-store.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "../booking/session-state.ts"
import { COULD_NOT_INITIATE_PAYMENT } from "../payment/messages.ts"
import { MY_BOOKINGS_ROUTE } from "../routes.ts"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { BOOKING_CANCEL_FAILED, BOOKING_CANCELLED, BOOKING_NOT_FOUND, BOOKING_NOT_PAYABLE, CONFIRMATION_SENT } from "../booking/messages.ts"
import {
  cancelManagedBooking,
  codeErrorOf,
  codeRecipientOf,
  loadManagedBooking,
  payManagedBooking,
  resendManagedConfirmation,
  sendCancelCode,
  sendManageBookingCode,
  verifyManageBookingCode,
} from "./manage-existing-booking.ts"
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

/** The booking's own pages: the API, the toasts shown, and the booking session (Pay) over session storage. */
const setUpPages = (bookings = [booking]) => {
  const api = makeBookingApiMemory({ bookings, otp: "123456" })
  const notifications = makeNotificationsMemory()
  const storage = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(DEFAULT_BOOKING_SESSION_STATE)]])
  const layer = BookingSession.layer.pipe(Layer.provideMerge(Layer.mergeAll(api.layer, notifications.layer, layerMemory(storage))))
  const run = <A>(effect: Effect.Effect<A, never, BookingApi | Notifications | BookingSession>) => Effect.runPromise(Effect.provide(effect, layer))
  return { api, toasts: notifications.toasts, run }
}

describe("opening a booking with a one-time code", () => {
  it("sends the code and keeps the e-mail and booking number in session storage", async () => {
    const { run, storage } = setUp()
    // the sample booking confirms by e-mail only: the code went there (issue 29 §13)
    expect(await run(sendManageBookingCode(lookup))).toEqual({ type: "codeSent", sent: { channels: ["email"], maskedMobile: null } })
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

describe("what the guest typed to open a booking", () => {
  it("is sent and kept without the spaces around it, the code too", async () => {
    const { run, storage, api } = setUp()
    const padded = { email: `  ${EMAIL} `, bookingNumber: " CTY-2026-0001  " }
    expect(await run(sendManageBookingCode(padded))).toEqual({ type: "codeSent", sent: { channels: ["email"], maskedMobile: null } })
    expect(api.calls.at(-1)?.args).toEqual([{ email: EMAIL, referenceNumber: "CTY-2026-0001" }])
    expect(storage.get(SESSION_KEYS.manageBookingEmail)).toBe(EMAIL)
    expect(storage.get(SESSION_KEYS.manageBookingNumber)).toBe("CTY-2026-0001")
    expect(await run(verifyManageBookingCode(padded, " 123456 "))).toEqual({ type: "verified", uuid: UUID })
    expect(api.calls.at(-1)?.args).toEqual([{ email: EMAIL, referenceNumber: "CTY-2026-0001", otp: "123456" }])
  })

  it("naming no booking the server knows, opens Booking not found at the code step too", async () => {
    const { run } = setUp()
    expect(await run(verifyManageBookingCode({ email: EMAIL, bookingNumber: "NOPE" }, "123456"))).toEqual({ type: "notFound" })
  })
})

describe("a rejected one-time code", () => {
  it("is told by the first field error, else by the answer's own message", () => {
    const fieldErrors = { "booking_otp.otp": ["The code has expired.", "Ask for a new code."], other: ["Not this one."] }
    expect(codeErrorOf(new HttpError({ status: 422, message: "Unprocessable", fieldErrors }))).toBe("The code has expired.")
    expect(codeErrorOf(new HttpError({ status: 422, message: "Too many wrong codes: ask for a new one." }))).toBe("Too many wrong codes: ask for a new one.")
    expect(codeErrorOf(new HttpError({ status: 422, message: "Too many wrong codes: ask for a new one.", fieldErrors: {} }))).toBe(
      "Too many wrong codes: ask for a new one.",
    )
  })
})

describe("who the code that cancels a booking goes to", () => {
  it("is the stored lookup when it names the booking by its own reference number too", () => {
    const own = sampleBooking(UUID, { referenceNumber: "CTY-2026-0099", bookingItems: [{ ...sampleBookingItem(1, 0), guests: [guest] }] })
    const stored = { email: "other@example.co.za", bookingNumber: "CTY-2026-0099" }
    expect(codeRecipientOf(own, Option.some(stored))).toEqual(stored)
    // and when it names it by its confirmation number (the first room's reference), which differs
    const byConfirmation = { email: "other@example.co.za", bookingNumber: "CTY-2026-0001" }
    expect(codeRecipientOf(own, Option.some(byConfirmation))).toEqual(byConfirmation)
  })

  it("is the first guest with an e-mail when nothing stored names the booking, else no one", () => {
    const noEmail = { ...guest, email: null }
    const blank = { ...guest, email: "" }
    const second = { ...guest, email: "second@example.co.za" }
    const items = [{ ...sampleBookingItem(1, 0), guests: [noEmail, blank] }, { ...sampleBookingItem(1, 0), guests: [second, guest] }]
    expect(codeRecipientOf(sampleBooking(UUID, { bookingItems: items }), Option.none())).toEqual({ email: "second@example.co.za", bookingNumber: "CTY-2026-0001" })
    const nobody = sampleBooking(UUID, { bookingItems: [{ ...sampleBookingItem(1, 0), guests: [noEmail] }] })
    expect(codeRecipientOf(nobody, Option.none())).toEqual({ email: "", bookingNumber: "CTY-2026-0001" })
  })
})

describe("a booking's page, opened by its uuid", () => {
  it("tells a failure other than Booking not found in the server's words", async () => {
    const { run, api } = setUp()
    api.failNext("getBooking", new HttpError({ status: 503, message: "The service is busy." }))
    expect(await run(loadManagedBooking(UUID, BOOKING_NOT_FOUND))).toEqual({ kind: "error", message: "The service is busy." })
  })

  it("cancels with the new code, spaces trimmed, says so and goes to My Bookings", async () => {
    const { run, api, toasts } = setUpPages()
    expect(await run(cancelManagedBooking(UUID, " 123456 "))).toEqual({ cancelled: true, navigateTo: MY_BOOKINGS_ROUTE })
    expect(api.calls.at(-1)?.args).toEqual([UUID, "123456"])
    expect(toasts).toEqual([{ kind: "success", message: BOOKING_CANCELLED }])
  })

  it("keeps the booking when the code is wrong, saying the cancellation failed", async () => {
    const { run, toasts } = setUpPages()
    expect(await run(cancelManagedBooking(UUID, "000000"))).toEqual({ cancelled: false })
    expect(toasts).toEqual([{ kind: "error", message: BOOKING_CANCEL_FAILED }])
  })

  it("sends the confirmation again by the channel asked for", async () => {
    const { run, api, toasts } = setUpPages()
    expect(await run(resendManagedConfirmation(UUID, "sms"))).toBe(true)
    expect(api.calls.at(-1)).toEqual({ method: "resendConfirmation", args: [UUID, "sms"] })
    expect(toasts).toEqual([{ kind: "success", message: CONFIRMATION_SENT }])
  })

  it("pays: goes to the payment details with the booking in the session", async () => {
    const { run, toasts } = setUpPages()
    expect(await run(payManagedBooking(UUID))).toEqual(Option.some("/booking/payment-details"))
    expect(toasts).toEqual([])
  })

  it("does not pay a paid booking, saying why, nor one it cannot load, saying the payment could not start", async () => {
    const paid = setUpPages([{ ...booking, isPaid: true, status: "Paid" }])
    expect(await paid.run(payManagedBooking(UUID))).toEqual(Option.none())
    expect(paid.toasts).toEqual([{ kind: "error", message: BOOKING_NOT_PAYABLE }])
    const missing = setUpPages([])
    expect(await missing.run(payManagedBooking(UUID))).toEqual(Option.none())
    expect(missing.toasts).toEqual([{ kind: "error", message: COULD_NOT_INITIATE_PAYMENT }])
  })
})

describe("the code that cancels a booking", () => {
  const stored = (storage: Map<string, string>) => {
    storage.set(SESSION_KEYS.manageBookingEmail, EMAIL)
    storage.set(SESSION_KEYS.manageBookingNumber, "CTY-2026-0001")
  }

  it("is sent, and says where it went (issue 29 §13)", async () => {
    const { run, storage } = setUp()
    stored(storage)
    expect(await run(sendCancelCode(booking).pipe(Effect.orDie))).toEqual({ sentTo: "We have sent a one-time code to t•••@example.co.za." })
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
