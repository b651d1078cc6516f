import { Effect, Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { INVALID_EMAIL } from "../account/messages.ts"
import { breadcrumbLabel } from "../content/truncate.ts"
import { HttpError } from "../http/http-error.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { validate } from "../validation/field-errors.ts"
import {
  cancelBooking,
  cancelledReferenceOf,
  visitorCancellationLanding,
  confirmationResendTooSoon,
  isEditMode,
  type ManageBookingEvent,
  type ManageBookingFlow,
  ManageBookingLookup,
  manageBookingBreadcrumbs,
  manageBookingStart,
  manageBookingStep,
  resendConfirmation,
} from "./manage-booking.ts"
import {
  BOOKING_CANCEL_FAILED,
  BOOKING_CANCELLED,
  BOOKING_NOT_FOUND,
  CONFIRMATION_RESEND_FAILED,
  CONFIRMATION_SENT,
  REQUIRED,
} from "../booking/messages.ts"
import { bookingDetailsRoute, editBookingRoute, MY_BOOKINGS_ROUTE, viewBookingRoute } from "../routes.ts"

const uuid = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const lookup = { email: "thandi.nkosi@example.co.za", bookingNumber: "CTY-2026-0001" }

class CallFailed extends Schema.TaggedError<CallFailed>()("CallFailed", { message: Schema.String }) {}

describe("manage booking routes", () => {
  it("lead to the booking details by uuid and its two sub-pages", () => {
    expect(bookingDetailsRoute(uuid)).toBe(`/my-account/manage-booking/booking-details/${uuid}`)
    expect(viewBookingRoute(uuid)).toBe(`/my-account/manage-booking/booking-details/${uuid}/view-booking`)
    expect(editBookingRoute(uuid)).toBe(`/my-account/manage-booking/booking-details/${uuid}/edit-booking`)
    expect(MY_BOOKINGS_ROUTE).toBe("/my-account/my-bookings")
  })

  it("switch to edit mode when the path contains edit-booking", () => {
    expect(isEditMode(editBookingRoute(uuid))).toBe(true)
    expect(isEditMode(viewBookingRoute(uuid))).toBe(false)
    expect(isEditMode(bookingDetailsRoute(uuid))).toBe(false)
  })
})

describe("manage booking lookup form", () => {
  it("needs a valid e-mail and a booking number", () => {
    expect(validate(ManageBookingLookup)(lookup)).toEqual(Result.succeed(lookup))
    expect(validate(ManageBookingLookup)({ email: "thandi", bookingNumber: " " })).toEqual(
      Result.fail({ email: [INVALID_EMAIL], bookingNumber: [REQUIRED] }),
    )
  })
})

describe("anonymous manage booking flow", () => {
  const run = (events: ReadonlyArray<ManageBookingEvent>): ManageBookingFlow => events.reduce(manageBookingStep, manageBookingStart)

  it("goes from details to code to the booking by uuid", () => {
    expect(manageBookingStart).toEqual({ step: "details" })
    expect(run([{ type: "submitDetails", lookup }])).toEqual({ step: "sendingCode", lookup })
    expect(run([{ type: "submitDetails", lookup }, { type: "codeSent" }])).toEqual({ step: "code", lookup })
    expect(run([{ type: "submitDetails", lookup }, { type: "codeSent" }, { type: "submitCode" }])).toEqual({ step: "verifying", lookup })
    expect(
      run([{ type: "submitDetails", lookup }, { type: "codeSent" }, { type: "submitCode" }, { type: "verified", uuid }]),
    ).toEqual({ step: "found", uuid, path: bookingDetailsRoute(uuid) })
  })

  it("sends the code again on request", () => {
    expect(run([{ type: "submitDetails", lookup }, { type: "codeSent" }, { type: "resendCode" }])).toEqual({ step: "sendingCode", lookup })
  })

  it("opens Booking not found when the booking is unknown or the code does not verify", () => {
    const notFound = { step: "notFound", message: BOOKING_NOT_FOUND }
    expect(run([{ type: "submitDetails", lookup }, { type: "notFound" }])).toEqual(notFound)
    expect(run([{ type: "submitDetails", lookup }, { type: "codeSent" }, { type: "submitCode" }, { type: "notFound" }])).toEqual(notFound)
    expect(BOOKING_NOT_FOUND).toBe(
      "We could not find your booking. Please double check your details and try again. Alternatively, please reach out to our customer support department.",
    )
  })

  it("asks for the code again, with the server's words, when the code is refused", () => {
    const refused = run([{ type: "submitDetails", lookup }, { type: "codeSent" }, { type: "submitCode" }, { type: "codeRejected", message: "The code is incorrect or has expired." }])
    expect(refused).toEqual({ step: "code", lookup, error: "The code is incorrect or has expired." })
    expect(manageBookingStep(refused, { type: "submitCode" })).toEqual({ step: "verifying", lookup })
  })

  it("goes back to the details with the server's words when the code could not be sent", () => {
    expect(run([{ type: "submitDetails", lookup }, { type: "failed", message: "Too many requests." }])).toEqual({ step: "details", error: "Too many requests." })
    expect(run([{ type: "failed", message: "Too many requests." }])).toEqual({ step: "details" })
  })

  it("Try again from Booking not found goes back to the details (issue 29 §13)", () => {
    expect(run([{ type: "submitDetails", lookup }, { type: "notFound" }, { type: "tryAgain" }])).toEqual({ step: "details" })
    expect(manageBookingStep(manageBookingStart, { type: "tryAgain" })).toBe(manageBookingStart)
  })

  it("closing starts again from the details", () => {
    expect(run([{ type: "submitDetails", lookup }, { type: "notFound" }, { type: "close" }])).toEqual({ step: "details" })
    expect(run([{ type: "submitDetails", lookup }, { type: "codeSent" }, { type: "close" }])).toEqual({ step: "details" })
  })

  it("ignores events that do not belong to the current step", () => {
    const code: ManageBookingFlow = { step: "code", lookup }
    expect(manageBookingStep(manageBookingStart, { type: "codeSent" })).toBe(manageBookingStart)
    expect(manageBookingStep(manageBookingStart, { type: "submitCode" })).toBe(manageBookingStart)
    expect(manageBookingStep(manageBookingStart, { type: "resendCode" })).toBe(manageBookingStart)
    expect(manageBookingStep(manageBookingStart, { type: "verified", uuid })).toBe(manageBookingStart)
    expect(manageBookingStep(manageBookingStart, { type: "notFound" })).toBe(manageBookingStart)
    expect(manageBookingStep(code, { type: "submitDetails", lookup })).toBe(code)
    expect(manageBookingStep(code, { type: "verified", uuid })).toBe(code)
    expect(manageBookingStep(code, { type: "notFound" })).toBe(code)
    expect(manageBookingStep(code, { type: "codeSent" })).toBe(code)
    expect(manageBookingStep(code, { type: "codeRejected", message: "wrong" })).toBe(code)
    expect(manageBookingStep(code, { type: "tryAgain" })).toBe(code)
  })

  it("reaches the booking only through a verified code", () => {
    const event = fc.oneof(
      fc.constant<ManageBookingEvent>({ type: "submitDetails", lookup }),
      fc.constant<ManageBookingEvent>({ type: "codeSent" }),
      fc.constant<ManageBookingEvent>({ type: "resendCode" }),
      fc.constant<ManageBookingEvent>({ type: "submitCode" }),
      fc.constant<ManageBookingEvent>({ type: "verified", uuid }),
      fc.constant<ManageBookingEvent>({ type: "notFound" }),
      fc.constant<ManageBookingEvent>({ type: "codeRejected", message: "wrong" }),
      fc.constant<ManageBookingEvent>({ type: "failed", message: "limited" }),
      fc.constant<ManageBookingEvent>({ type: "close" }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let flow = manageBookingStart
        for (const next of events) {
          const after = manageBookingStep(flow, next)
          if (after.step === "found" && flow.step !== "found") {
            expect(flow.step).toBe("verifying")
            expect(next.type).toBe("verified")
          }
          flow = after
        }
      }),
    )
  })
})

describe("manage booking breadcrumbs", () => {
  it("show Home / My Account / My Bookings / Manage Booking when a session value is stored", () => {
    expect(manageBookingBreadcrumbs(true)).toEqual([
      { label: "Home", href: "/" },
      { label: "My Account", href: "/my-account/my-details" },
      { label: "My Bookings", href: "/my-account/my-bookings" },
      { label: "Manage Booking" },
    ])
  })

  it("are hidden without a stored session value", () => {
    expect(manageBookingBreadcrumbs(false)).toEqual([])
  })

  it("are shortened to 10 characters below 1120 px", () => {
    expect(breadcrumbLabel("Manage Booking", 1119)).toBe("Manage Bo…")
    expect(breadcrumbLabel("Manage Booking", 1120)).toBe("Manage Booking")
  })
})

describe("cancelling a booking", () => {
  it("toasts success and goes to My Bookings", async () => {
    const memory = makeNotificationsMemory()
    const outcome = await Effect.runPromise(cancelBooking(Effect.void).pipe(Effect.provide(memory.layer)))
    expect(outcome).toEqual({ cancelled: true, navigateTo: "/my-account/my-bookings" })
    expect(memory.toasts).toEqual([{ kind: "success", message: "Your booking has been successfully cancelled" }])
    expect(BOOKING_CANCELLED).toBe("Your booking has been successfully cancelled")
  })

  it("lands a visitor on My Bookings naming the cancelled booking, with no toast: the page says it (issue 29 §10)", async () => {
    const memory = makeNotificationsMemory()
    const outcome = await Effect.runPromise(cancelBooking(Effect.void, visitorCancellationLanding("KRC 12/34")).pipe(Effect.provide(memory.layer)))
    expect(outcome).toEqual({ cancelled: true, navigateTo: "/my-account/my-bookings?cancelled=KRC%2012%2F34" })
    expect(memory.toasts).toEqual([])
    expect(cancelledReferenceOf("?cancelled=KRC%2012%2F34")).toBe("KRC 12/34")
    expect(cancelledReferenceOf("?cancelled=")).toBeNull()
    expect(cancelledReferenceOf("?cancelled=%20KRC-2027-0042%20")).toBe("KRC-2027-0042")
    expect(cancelledReferenceOf("?cancelled=%20%20")).toBeNull()
    expect(cancelledReferenceOf("")).toBeNull()
  })

  it("toasts the OTP message and stays when the cancel call fails", async () => {
    const memory = makeNotificationsMemory()
    const outcome = await Effect.runPromise(
      cancelBooking(Effect.fail(new CallFailed({ message: "Unprocessable" }))).pipe(Effect.provide(memory.layer)),
    )
    expect(outcome).toEqual({ cancelled: false })
    expect(memory.toasts).toEqual([
      { kind: "error", message: "An error has occurred. Please make sure you have the correct OTP code and try again." },
    ])
    expect(BOOKING_CANCEL_FAILED).toBe("An error has occurred. Please make sure you have the correct OTP code and try again.")
  })
})

describe("resending the confirmation", () => {
  it("says Booking confirmation sent! when it went", async () => {
    const memory = makeNotificationsMemory()
    expect(await Effect.runPromise(resendConfirmation(Effect.void).pipe(Effect.provide(memory.layer)))).toBe(true)
    expect(memory.toasts).toEqual([{ kind: "success", message: CONFIRMATION_SENT }])
    expect(CONFIRMATION_SENT).toBe("Booking confirmation sent!")
  })

  it("says Could not resend booking confirmation. when it failed", async () => {
    const memory = makeNotificationsMemory()
    const sent = await Effect.runPromise(
      resendConfirmation(Effect.fail(new CallFailed({ message: "Server is probably offline" }))).pipe(Effect.provide(memory.layer)),
    )
    expect(sent).toBe(false)
    expect(memory.toasts).toEqual([{ kind: "error", message: CONFIRMATION_RESEND_FAILED }])
    expect(CONFIRMATION_RESEND_FAILED).toBe("Could not resend booking confirmation.")
  })

  it("asked again within a minute (429), tells the guest a confirmation went less than a minute ago and how long to wait", async () => {
    const memory = makeNotificationsMemory()
    const tooSoon = new HttpError({ status: 429, message: "Too many requests.", retryAfterSeconds: 42 })
    expect(await Effect.runPromise(resendConfirmation(Effect.fail(tooSoon)).pipe(Effect.provide(memory.layer)))).toBe(false)
    expect(memory.toasts).toEqual([{ kind: "error", message: confirmationResendTooSoon(42) }])
    expect(confirmationResendTooSoon(42)).toBe(
      "A confirmation was sent to you less than a minute ago. Please try again in 42 seconds.",
    )
  })

  it("says one second, and a minute when the server did not say how long", async () => {
    expect(confirmationResendTooSoon(1)).toBe("A confirmation was sent to you less than a minute ago. Please try again in 1 second.")
    expect(confirmationResendTooSoon(undefined)).toBe("A confirmation was sent to you less than a minute ago. Please try again in a minute.")
    const memory = makeNotificationsMemory()
    await Effect.runPromise(resendConfirmation(Effect.fail(new HttpError({ status: 429, message: "Too many requests." }))).pipe(Effect.provide(memory.layer)))
    expect(memory.toasts).toEqual([{ kind: "error", message: confirmationResendTooSoon(undefined) }])
  })
})
