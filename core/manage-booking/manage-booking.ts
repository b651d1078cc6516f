import { Effect, Result, Schema } from "effect"
import { isTooManyRequests } from "../http/http-error.ts"
import type { SentCode } from "./code-recipient.ts"
import { Email } from "../account/email.ts"
import { Notifications } from "../ports/Notifications.ts"
import {
  BOOKING_CANCEL_FAILED,
  BOOKING_CANCELLED,
  BOOKING_NOT_FOUND,
  BREADCRUMB_HOME,
  BREADCRUMB_MANAGE_BOOKING,
  BREADCRUMB_MY_ACCOUNT,
  BREADCRUMB_MY_BOOKINGS,
  CONFIRMATION_RESEND_FAILED,
  A_MINUTE,
  CONFIRMATION_SENT,
  CONFIRMATION_SENT_RECENTLY,
  REQUIRED,
  TRY_AGAIN_IN,
} from "../booking/messages.ts"
import { bookingDetailsRoute, EDIT_BOOKING_SUBPAGE, HOME_ROUTE, MY_BOOKINGS_ROUTE, MY_DETAILS_ROUTE } from "../routes.ts"

/** spec B §2: a path containing edit-booking switches the booking detail view to edit mode. */
export const isEditMode = (path: string): boolean => path.includes(EDIT_BOOKING_SUBPAGE)

/** spec B §4, §5: the Manage Your Booking form: the shared e-mail rule and a booking number. */
export const ManageBookingLookup = Schema.Struct({
  email: Email,
  bookingNumber: Schema.String.check(
    Schema.makeFilter((text: string) => (text.trim() === "" ? REQUIRED : undefined)),
  ),
})
export type ManageBookingLookup = typeof ManageBookingLookup.Type

/**
 * spec B §2, §4: the anonymous manage-booking flow. Details are entered, a one-time code is sent,
 * the code is verified and the guest goes to the booking by uuid; a booking that cannot be found
 * (when sending the code, or when the code does not verify) opens the Booking not found modal.
 */
export type ManageBookingFlow =
  /** `error`: the code could not be sent (too many requests...), in the server's words. */
  | { readonly step: "details"; readonly error?: string }
  | { readonly step: "sendingCode"; readonly lookup: ManageBookingLookup }
  /** `error`: the last code entered was wrong, used or expired; another try (or a new code) may follow. */
  | { readonly step: "code"; readonly lookup: ManageBookingLookup; readonly error?: string }
  | { readonly step: "verifying"; readonly lookup: ManageBookingLookup }
  | { readonly step: "found"; readonly uuid: string; readonly path: string }
  | { readonly step: "notFound"; readonly message: string }

export type ManageBookingEvent =
  | { readonly type: "submitDetails"; readonly lookup: ManageBookingLookup }
  /** `sent`: where the code went (issue 29 §13: the dialog names it); the steps do not depend on it. */
  | { readonly type: "codeSent"; readonly sent?: SentCode }
  | { readonly type: "resendCode" }
  | { readonly type: "submitCode" }
  | { readonly type: "verified"; readonly uuid: string }
  | { readonly type: "notFound" }
  /** The code was refused (wrong, used, expired, locked). */
  | { readonly type: "codeRejected"; readonly message: string }
  /** Sending the code failed for a reason other than an unknown booking. */
  | { readonly type: "failed"; readonly message: string }
  /** Try again on Booking not found (issue 29 §13): the details again, as typed (the form keeps them). */
  | { readonly type: "tryAgain" }
  | { readonly type: "close" }

export const manageBookingStart: ManageBookingFlow = { step: "details" }

/** The next step of the flow; an event that does not apply to the current step changes nothing. */
export const manageBookingStep = (flow: ManageBookingFlow, event: ManageBookingEvent): ManageBookingFlow => {
  switch (event.type) {
    case "submitDetails":
      return flow.step === "details" ? { step: "sendingCode", lookup: event.lookup } : flow
    case "codeSent":
      return flow.step === "sendingCode" ? { step: "code", lookup: flow.lookup } : flow
    case "resendCode":
      return flow.step === "code" ? { step: "sendingCode", lookup: flow.lookup } : flow
    case "submitCode":
      return flow.step === "code" ? { step: "verifying", lookup: flow.lookup } : flow
    case "verified":
      return flow.step === "verifying" ? { step: "found", uuid: event.uuid, path: bookingDetailsRoute(event.uuid) } : flow
    case "notFound":
      return flow.step === "sendingCode" || flow.step === "verifying" ? { step: "notFound", message: BOOKING_NOT_FOUND } : flow
    case "codeRejected":
      return flow.step === "verifying" ? { step: "code", lookup: flow.lookup, error: event.message } : flow
    case "failed":
      return flow.step === "sendingCode" ? { step: "details", error: event.message } : flow
    case "tryAgain":
      return flow.step === "notFound" ? manageBookingStart : flow
    case "close":
      return manageBookingStart
  }
}

export interface Breadcrumb {
  readonly label: string
  /** Absent on the current page. */
  readonly href?: string
}

/**
 * spec B §2: Home / My Account / My Bookings / Manage Booking, shown only when a stored session
 * value exists (labels are shortened below 1120 px with core/content/truncate.ts `breadcrumbLabel`).
 */
export const manageBookingBreadcrumbs = (hasStoredSessionValue: boolean): ReadonlyArray<Breadcrumb> =>
  hasStoredSessionValue
    ? [
        { label: BREADCRUMB_HOME, href: HOME_ROUTE },
        { label: BREADCRUMB_MY_ACCOUNT, href: MY_DETAILS_ROUTE },
        { label: BREADCRUMB_MY_BOOKINGS, href: MY_BOOKINGS_ROUTE },
        { label: BREADCRUMB_MANAGE_BOOKING },
      ]
    : []

/** Whether a call succeeded; its failure is an expected outcome here, told to the guest by a toast. */
const succeeds = <E, R>(call: Effect.Effect<unknown, E, R>): Effect.Effect<boolean, never, R> =>
  call.pipe(
    Effect.as(true),
    Effect.catch(() => Effect.succeed(false)),
  )

/** Where the guest goes after a cancellation attempt: My Bookings on success, nowhere otherwise. */
export type CancellationOutcome = { readonly cancelled: true; readonly navigateTo: string } | { readonly cancelled: false }

/** Where a cancellation lands and whether the spec's success toast says it. */
export interface CancellationLanding {
  readonly navigateTo: string
  readonly toast: boolean
}

/** spec B §4, A §4: a member lands on My Bookings, where the tables show the change, with the success toast. */
export const MEMBER_CANCELLATION_LANDING: CancellationLanding = { navigateTo: MY_BOOKINGS_ROUTE, toast: true }

// The query parameter of My Bookings naming the booking a visitor has just cancelled (issue 29 §10).
const CANCELLED_PARAM = "cancelled"

/**
 * issue 29 §10 (WCAG 4.1.3): a visitor without an account has no tables on My Bookings, so the page itself says the
 * spec's success words and names the cancelled booking, in a status message that stays; a 5-second toast saying the
 * same would be heard twice and then gone.
 */
export const visitorCancellationLanding = (reference: string): CancellationLanding => ({
  navigateTo: `${MY_BOOKINGS_ROUTE}?${new URLSearchParams({ [CANCELLED_PARAM]: reference }).toString().replaceAll("+", "%20")}`,
  toast: false,
})

/** The booking a visitor has just cancelled, from My Bookings' query (`?cancelled=...`), or null. */
export const cancelledReferenceOf = (search: string): string | null => {
  const reference = new URLSearchParams(search).get(CANCELLED_PARAM)?.trim() ?? ""
  return reference === "" ? null : reference
}

/**
 * spec B §4, §8, A §4: cancels with the one-time code (`cancel` is the authenticated cancel call).
 * Success shows "Your booking has been successfully cancelled" (a toast, or the landing page's status message for a
 * visitor) and goes to My Bookings; any failure shows the OTP message and stays.
 */
export const cancelBooking = Effect.fn("ManageBooking.cancel")(function* <E, R>(
  cancel: Effect.Effect<unknown, E, R>,
  landing: CancellationLanding = MEMBER_CANCELLATION_LANDING,
): Effect.fn.Return<CancellationOutcome, never, Notifications | R> {
  const notifications = yield* Notifications
  if (!(yield* succeeds(cancel))) {
    yield* notifications.error(BOOKING_CANCEL_FAILED)
    return { cancelled: false }
  }
  if (landing.toast) yield* notifications.success(BOOKING_CANCELLED)
  return { cancelled: true, navigateTo: landing.navigateTo }
})

/** The wait told to a guest who asks for the confirmation again within a minute: `seconds` from the answer's Retry-After. */
export const confirmationResendTooSoon = (seconds: number | undefined): string =>
  `${CONFIRMATION_SENT_RECENTLY} ${TRY_AGAIN_IN} ${seconds === undefined ? A_MINUTE : `${seconds} ${seconds === 1 ? "second" : "seconds"}`}.`

/**
 * spec B §7, §8: resends the confirmation (`resend` is the e-mail or SMS resend call) and says how
 * it went: "Booking confirmation sent!" or "Could not resend booking confirmation.". Asked again within a minute of the
 * last confirmation (a 429, issue 13), nothing went and nothing failed: the guest is told how long to wait.
 */
export const resendConfirmation = Effect.fn("ManageBooking.resendConfirmation")(function* <E, R>(
  resend: Effect.Effect<unknown, E, R>,
): Effect.fn.Return<boolean, never, Notifications | R> {
  const notifications = yield* Notifications
  const sent = yield* Effect.result(resend)
  if (Result.isSuccess(sent)) {
    yield* notifications.success(CONFIRMATION_SENT)
    return true
  }
  const failure = sent.failure
  yield* notifications.error(isTooManyRequests(failure) ? confirmationResendTooSoon(failure.retryAfterSeconds) : CONFIRMATION_RESEND_FAILED)
  return false
})
