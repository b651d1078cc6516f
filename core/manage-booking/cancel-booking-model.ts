import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { Booking } from "../booking/booking.ts"
import { CANCEL_CODE_WAIT, ONE_TIME_CODE_SENT } from "../booking/messages.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { type CancelSummary, cancelSummaryOf } from "./cancel-summary.ts"
import { type CodeResend, makeCodeResend } from "./code-resend.ts"
import { MEMBER_CANCELLATION_LANDING, visitorCancellationLanding } from "./manage-booking.ts"
import { cancelManagedBooking, sendCancelCode, sendCodeForBooking } from "./manage-existing-booking.ts"

/** Where cancelling stands: the question, a new code on its way, the code asked for, the cancellation on its way. */
export type CancelStep = "confirm" | "sending" | "code" | "cancelling"

export interface CancelBookingModel {
  readonly step: ReadonlySignal<CancelStep>
  /** What the question shows before any code is sent: the booking and what the policy refunds (issue 29 §10). */
  readonly summary: CancelSummary
  /** The code could not be sent, in the server's words. */
  readonly sendError: ReadonlySignal<string | null>
  /** What the code step says: a code went out, or (asked too soon, issue 13) wait for the countdown. */
  readonly codeText: ReadonlySignal<string>
  readonly resend: Pick<CodeResend, "remainingText" | "canResend">
  /** Send code: a NEW code (the first one opened the booking and is used up). */
  readonly sendCode: () => Effect.Effect<void, never, BookingApi | SessionStore>
  /**
   * Confirm cancellation with the code: success goes to My Bookings (a member's with the toast, a visitor's naming the
   * cancelled booking), a wrong code may be tried again.
   */
  readonly cancel: (otp: string) => Effect.Effect<void, never, BookingApi | Notifications | Navigation>
  readonly resendCode: () => Effect.Effect<void, never, BookingApi | SessionStore>
  /** The modal closed: back to the question. */
  readonly close: () => Effect.Effect<void>
}

/** The screen model of the Cancel Booking modal (spec B §4, §8, A §4, issue 13). */
export const makeCancelBookingModel = ({ booking }: { readonly booking: Booking }): Effect.Effect<CancelBookingModel, never, MemberSession | Scope.Scope> =>
  Effect.gen(function* () {
    const member = (yield* MemberSession).loggedIn
    const summary = cancelSummaryOf(booking)
    const step = signal<CancelStep>("confirm")
    const sendError = signal<string | null>(null)
    const codeText = signal(ONE_TIME_CODE_SENT)
    const resend = yield* makeCodeResend()
    const setCodeText = (text: string) => {
      codeText.value = text
    }
    return {
      step,
      summary,
      sendError,
      codeText,
      resend,
      sendCode: () =>
        Effect.suspend(() => {
          step.value = "sending"
          sendError.value = null
          return sendCancelCode(booking).pipe(
            Effect.matchEffect({
              onSuccess: (sent) =>
                Effect.andThen(
                  Effect.sync(() => {
                    setCodeText(sent === "wait" ? CANCEL_CODE_WAIT : sent.sentTo)
                    step.value = "code"
                  }),
                  resend.start,
                ),
              onFailure: (error) =>
                Effect.sync(() => {
                  sendError.value = error.message
                  step.value = "confirm"
                }),
            }),
          )
        }),
      cancel: (otp) =>
        Effect.suspend(() => {
          if (otp.trim() === "" || step.value !== "code") return Effect.void
          step.value = "cancelling"
          return Effect.flatMap(cancelManagedBooking(booking.uuid, otp, member.value ? MEMBER_CANCELLATION_LANDING : visitorCancellationLanding(summary.reference)), (outcome) =>
            outcome.cancelled
              ? Effect.andThen(resend.stop, Navigation.use((navigation) => navigation.go(outcome.navigateTo)))
              : Effect.sync(() => void (step.value = "code")),
          )
        }),
      resendCode: () => resend.resend(Effect.tap(sendCodeForBooking(booking), (sentTo) => Effect.sync(() => setCodeText(sentTo)))),
      close: () =>
        Effect.andThen(
          resend.stop,
          Effect.sync(() => {
            step.value = "confirm"
            sendError.value = null
            setCodeText(ONE_TIME_CODE_SENT)
          }),
        ),
    }
  })
