import { Effect, Option, Result } from "effect"
import { type HttpError, isTooManyRequests } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { type Booking, confirmationNumberOf } from "../booking/booking.ts"
import { codeSentMessage } from "./code-recipient.ts"
import { Notifications } from "../ports/Notifications.ts"
import { COULD_NOT_INITIATE_PAYMENT } from "../payment/messages.ts"
import { loadBookingToPay } from "../checkout/load-booking-to-pay.ts"
import type { BookingSession } from "../booking/session-store.ts"
import type { CommunicationMethod } from "../checkout/communication.ts"
import {
  type CancellationLanding,
  type CancellationOutcome,
  cancelBooking,
  MEMBER_CANCELLATION_LANDING,
  type ManageBookingEvent,
  type ManageBookingLookup,
  resendConfirmation,
} from "./manage-booking.ts"
import { type ManageBookingLookup as StoredLookup, readManageBookingLookup, writeManageBookingLookup } from "../booking/session-store.ts"

// The answer the server gives for a booking it does not know (send_otp, verify_otp, GET booking)
const NOT_FOUND_STATUS = 404

/** The first field error of a rejected code (422 on booking_otp.otp), else the answer's own message. */
export const codeErrorOf = (error: HttpError): string => Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.message

/**
 * spec B §4, §9: the Manage Your Booking form was sent. The e-mail and booking number are kept in session
 * storage (the Manage Booking header shows while they are there) and a one-time code is sent. Answers the flow's
 * next event: the code is on its way, the booking is unknown (Booking not found), or the call failed for another
 * reason (too many requests...), told in the server's words.
 */
export const sendManageBookingCode = Effect.fn("ManageBooking.sendCode")(function* (
  lookup: ManageBookingLookup,
): Effect.fn.Return<ManageBookingEvent, never, BookingApi | SessionStore> {
  const api = yield* BookingApi
  const sent = yield* Effect.result(api.sendBookingCode({ email: lookup.email.trim(), referenceNumber: lookup.bookingNumber.trim() }))
  if (Result.isFailure(sent)) {
    return sent.failure.status === NOT_FOUND_STATUS ? { type: "notFound" } : { type: "failed", message: sent.failure.message }
  }
  yield* writeManageBookingLookup({ email: lookup.email.trim(), bookingNumber: lookup.bookingNumber.trim() })
  return { type: "codeSent", sent: sent.success }
})

/**
 * spec B §4: the one-time code was entered. A right code answers the booking's uuid; a wrong, used or expired one
 * is said in the server's words and may be tried again (QUALITY.md: five tries, then a new code); an unknown
 * booking opens Booking not found.
 */
export const verifyManageBookingCode = Effect.fn("ManageBooking.verifyCode")(function* (
  lookup: ManageBookingLookup,
  otp: string,
): Effect.fn.Return<ManageBookingEvent, never, BookingApi> {
  const api = yield* BookingApi
  const verified = yield* Effect.result(
    api.verifyBookingCode({ email: lookup.email.trim(), referenceNumber: lookup.bookingNumber.trim(), otp: otp.trim() }),
  )
  if (Result.isSuccess(verified)) return { type: "verified", uuid: verified.success.uuid }
  return verified.failure.status === NOT_FOUND_STATUS ? { type: "notFound" } : { type: "codeRejected", message: codeErrorOf(verified.failure) }
})

/**
 * Who a new code for this booking goes to (cancelling asks for a new one: the first opened the booking). The
 * stored lookup when it names this booking, else the booking's own main guest e-mail and reference.
 */
export const codeRecipientOf = (booking: Booking, stored: Option.Option<StoredLookup>): ManageBookingLookup => {
  const reference = confirmationNumberOf(booking)
  const mainGuestEmail = booking.bookingItems.flatMap((item) => item.guests).find((guest) => (guest.email ?? "") !== "")?.email ?? ""
  return Option.match(stored, {
    onNone: () => ({ email: mainGuestEmail, bookingNumber: reference }),
    onSome: (lookup) =>
      lookup.bookingNumber === reference || lookup.bookingNumber === booking.referenceNumber
        ? { email: lookup.email, bookingNumber: lookup.bookingNumber }
        : { email: mainGuestEmail, bookingNumber: reference },
  })
}

/**
 * Sends a new one-time code for `booking` (to cancel it): answers where it went in the code step's words (issue 29
 * §13: the masked e-mail and mobile); fails with the server's words.
 */
export const sendCodeForBooking = Effect.fn("ManageBooking.sendCodeForBooking")(function* (
  booking: Booking,
): Effect.fn.Return<string, HttpError, BookingApi | SessionStore> {
  const recipient = codeRecipientOf(booking, yield* readManageBookingLookup)
  const sent = yield* (yield* BookingApi).sendBookingCode({ email: recipient.email, referenceNumber: recipient.bookingNumber })
  return codeSentMessage(recipient.email, sent)
})

/**
 * issue 13: cancelling needs a new code, but a booking is sent one a minute at most, and the code that opened it may
 * be seconds old. Asked too soon, nothing is sent: "wait", and the guest asks again when the countdown ends.
 */
export const sendCancelCode = Effect.fn("ManageBooking.sendCancelCode")(function* (
  booking: Booking,
): Effect.fn.Return<{ readonly sentTo: string } | "wait", HttpError, BookingApi | SessionStore> {
  return yield* sendCodeForBooking(booking).pipe(
    Effect.map((sentTo) => ({ sentTo })),
    Effect.catch((error) => (isTooManyRequests(error) ? Effect.succeed("wait" as const) : Effect.fail(error))),
  )
})

export type ManagedBookingView =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly booking: Booking }
  | { readonly kind: "error"; readonly message: string }

/**
 * The booking behind a manage-booking page, by its uuid (the uuid or a verified code are the only ways in: spec B
 * §4, issue 13 privacy). An unknown booking reads as Booking not found; another failure in the server's words.
 */
export const loadManagedBooking = (uuid: string, notFoundMessage: string): Effect.Effect<ManagedBookingView, never, BookingApi> =>
  Effect.gen(function* () {
    const found = yield* Effect.result((yield* BookingApi).getBooking(uuid))
    if (Result.isSuccess(found)) return { kind: "ready", booking: found.success } as const
    return { kind: "error", message: found.failure.status === NOT_FOUND_STATUS ? notFoundMessage : found.failure.message } as const
  })

/** spec B §4, §8: cancels `uuid` with the new one-time code; toasts the outcome and answers where to go on success. */
export const cancelManagedBooking = (
  uuid: string,
  otp: string,
  landing: CancellationLanding = MEMBER_CANCELLATION_LANDING,
): Effect.Effect<CancellationOutcome, never, BookingApi | Notifications> =>
  Effect.gen(function* () {
    const api = yield* BookingApi
    return yield* cancelBooking(api.cancelBooking(uuid, otp.trim()), landing)
  })

/** spec B §7, §8: sends the booking's confirmation again by e-mail or SMS, with the spec's toasts. */
export const resendManagedConfirmation = (uuid: string, channel: CommunicationMethod): Effect.Effect<boolean, never, BookingApi | Notifications> =>
  Effect.gen(function* () {
    const api = yield* BookingApi
    return yield* resendConfirmation(api.resendConfirmation(uuid, channel))
  })

/**
 * spec B §4: Pay in the side panel loads the booking into the booking session (the booking website's use case,
 * load-booking-to-pay.ts) and answers the payment details route; a failure is toasted (the booking cannot be paid
 * online, or "Could not initiate payment for booking") and answers nothing.
 */
export const payManagedBooking = (uuid: string): Effect.Effect<Option.Option<string>, never, BookingApi | Notifications | BookingSession> =>
  Effect.gen(function* () {
    const loaded = yield* Effect.result(loadBookingToPay(uuid))
    if (Result.isSuccess(loaded)) return Option.some(loaded.success.to)
    yield* (yield* Notifications).error(loaded.failure._tag === "BookingNotPayable" ? loaded.failure.message : COULD_NOT_INITIATE_PAYMENT)
    return Option.none()
  })
