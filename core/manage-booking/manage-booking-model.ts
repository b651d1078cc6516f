import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Result, type Scope } from "effect"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { type FieldErrors, validate } from "../validation/field-errors.ts"
import { ONE_TIME_CODE_SENT } from "../booking/messages.ts"
import { codeSentMessage, NOTHING_NAMED } from "./code-recipient.ts"
import { type CodeResend, makeCodeResend } from "./code-resend.ts"
import {
  type ManageBookingEvent,
  type ManageBookingFlow,
  ManageBookingLookup,
  manageBookingStart,
  manageBookingStep,
} from "./manage-booking.ts"
import { sendManageBookingCode, verifyManageBookingCode } from "./manage-existing-booking.ts"

const validateLookup = validate(ManageBookingLookup)


export interface ManageBookingModel {
  /** Where the guest is: the details form, the code, Booking not found (core's steps, manage-booking.ts). */
  readonly flow: ReadonlySignal<ManageBookingFlow>
  /** The details form's messages after a Send code that did not validate. */
  readonly fieldErrors: ReadonlySignal<FieldErrors>
  readonly resend: Pick<CodeResend, "remainingText" | "canResend">
  /** The code dialog's words: where the code went, the e-mail masked (issue 29 §13). */
  readonly sentTo: ReadonlySignal<string>
  /** Send code: the details checked by core's Schema, then a one-time code sent (nothing sent while invalid). */
  readonly sendCode: (details: { readonly email: string; readonly bookingNumber: string }) => Effect.Effect<void, never, BookingApi | SessionStore>
  /** Verify: a right code opens the booking's details; a wrong one is said on the field. */
  readonly verify: (otp: string) => Effect.Effect<void, never, BookingApi | Navigation>
  /** Resend OTP, once the 60 seconds are over. */
  readonly resendCode: () => Effect.Effect<void, never, BookingApi | SessionStore>
  /** Try again on Booking not found: back to the details, as typed (issue 29 §13). */
  readonly tryAgain: () => Effect.Effect<void>
  /** The modal closed: the flow starts again at the details. */
  readonly close: () => Effect.Effect<void>
}

/**
 * The screen model of the Manage Your Booking modal (spec B §2, §4, §8): booking reference and e-mail, a one-time
 * code (60 s, then Resend OTP), then the booking's details by uuid; an unknown booking is Booking not found.
 */
export const makeManageBookingModel = (): Effect.Effect<ManageBookingModel, never, Scope.Scope> =>
  Effect.gen(function* () {
    const flow = signal<ManageBookingFlow>(manageBookingStart)
    const fieldErrors = signal<FieldErrors>({})
    const sentTo = signal(ONE_TIME_CODE_SENT)
    const resend = yield* makeCodeResend()
    const step = (event: ManageBookingEvent) => Effect.sync(() => void (flow.value = manageBookingStep(flow.value, event)))
    return {
      flow,
      fieldErrors,
      resend,
      sentTo,
      sendCode: (details) =>
        Effect.suspend(() => {
          const checked = validateLookup(details)
          if (Result.isFailure(checked)) return Effect.sync(() => void (fieldErrors.value = checked.failure))
          fieldErrors.value = {}
          flow.value = manageBookingStep(flow.value, { type: "submitDetails", lookup: checked.success })
          return sendManageBookingCode(checked.success).pipe(
            Effect.tap((event) =>
              Effect.sync(() => {
                if (event.type === "codeSent") sentTo.value = codeSentMessage(checked.success.email, event.sent ?? NOTHING_NAMED)
              }),
            ),
            Effect.tap(step),
            Effect.tap((event) => (event.type === "codeSent" ? resend.start : Effect.void)),
          )
        }),
      verify: (otp) =>
        Effect.suspend(() => {
          const current = flow.value
          if (current.step !== "code" || otp.trim() === "") return Effect.void
          flow.value = manageBookingStep(current, { type: "submitCode" })
          return verifyManageBookingCode(current.lookup, otp).pipe(
            Effect.tap(step),
            Effect.flatMap(() => {
              const found = flow.value
              if (found.step !== "found") return Effect.void
              return Effect.andThen(
                Effect.andThen(resend.stop, step({ type: "close" })),
                Navigation.use((navigation) => navigation.go(found.path)),
              )
            }),
          )
        }),
      resendCode: () =>
        Effect.suspend(() => {
          const current = flow.value
          return current.step === "code" ? resend.resend(sendManageBookingCode(current.lookup)) : Effect.void
        }),
      tryAgain: () => step({ type: "tryAgain" }),
      close: () => Effect.andThen(resend.stop, step({ type: "close" })),
    }
  })
