import { Effect, Result, Schema } from "effect"
import { BookingApi, type Confirmation } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { FieldErrors, validate } from "../validation/field-errors.ts"
import { communicationFlags } from "./communication.ts"
import { GuestDetailsForm, guestName } from "./guest.ts"
import type { HttpError } from "../http/http-error.ts"
import { HoldExpired } from "./hold.ts"
import { COULD_NOT_CONFIRM_BOOKING, RESERVATION_TIMEOUT_MESSAGE } from "../booking/messages.ts"
import { NO_RESERVATION, ReservationIncomplete, reservationOf } from "./reserve-rooms.ts"
import { BookingSession } from "../booking/session-store.ts"
import type { BookingSessionState } from "../booking/session-state.ts"
import { PAYMENT_DETAILS_ROUTE, thankYouRoute } from "../routes.ts"

// spec B §2, §4: where the guest-details buttons lead

/** spec B §2: /booking/thank-you?booking={uuid}. */

/** spec B §2, §4: the two buttons of the guest-details step. */
export type ConfirmChoice = "payLater" | "payBooking"

/**
 * The guest details were refused, by the form's own rules or by the server's 422 answer: every
 * message keyed by field path, for the form to show on its fields (spec B §5).
 */
export class GuestDetailsInvalid extends Schema.TaggedError<GuestDetailsInvalid>()("GuestDetailsInvalid", {
  fieldErrors: FieldErrors,
}) {}

/** spec B §8: the confirmation call failed ("Could not confirm booking", also shown as a toast). */
export class ConfirmationFailed extends Schema.TaggedError<ConfirmationFailed>()("ConfirmationFailed", {
  message: Schema.String,
}) {}

const validateGuestDetails = validate(GuestDetailsForm)

/**
 * spec B §4, §7 "Confirm booking": the reservation plus the guests and how to send the confirmation
 * (the guest's methods and mailing-list answer replace the reservation's defaults), with
 * `mandatoryPayment` as the button decided.
 */
export const confirmationOf = (
  state: BookingSessionState,
  form: GuestDetailsForm,
  mandatoryPayment: boolean,
): Result.Result<Confirmation, ReservationIncomplete> =>
  Result.flatMap(reservationOf(state), (reservation) => {
    if (reservation.uuid === null) return Result.fail(new ReservationIncomplete({ message: NO_RESERVATION }))
    return Result.succeed({
      ...reservation,
      uuid: reservation.uuid,
      mandatoryPayment,
      communicationMethods: form.communication.method,
      allowsMailList: communicationFlags(form.communication).allowsMailList,
      guests: form,
    })
  })

// contracts/api/errors.ts: the server refuses a lapsed hold with 409 and the Reservation Timeout words
const CONFLICT_STATUS = 409

/** The server refused the confirmation because the rooms' hold ran out: the Reservation Timeout modal, not a toast. */
export const isHoldExpiredAnswer = (error: HttpError): boolean =>
  error.status === CONFLICT_STATUS && error.message === RESERVATION_TIMEOUT_MESSAGE

export interface BookingConfirmed {
  readonly uuid: string
  readonly to: string
}

/**
 * spec B §4 "Guest details". The form is validated first (every message comes back, nothing is
 * called). Confirm & Pay Later confirms with mandatoryPayment false and goes to the thank-you page
 * of the booking. Pay Booking confirms too, with mandatoryPayment true, and goes to the payment
 * details: the guests must reach the booking before its payment starts, and the initiate-payment
 * call carries nothing but the uuid. Either way the session keeps the confirmation number, the main
 * guest's name, the confirmation methods and the mandatory-payment flag. A failed call shows
 * "Could not confirm booking"; the server's field errors come back as the form's; a hold that ran out
 * comes back as HoldExpired (the Reservation Timeout modal).
 */
export const confirmBooking = Effect.fn("Booking.confirm")(function* (
  input: unknown,
  choice: ConfirmChoice,
): Effect.fn.Return<
  BookingConfirmed,
  GuestDetailsInvalid | ReservationIncomplete | ConfirmationFailed | HoldExpired,
  BookingApi | Notifications | BookingSession
> {
  const session = yield* BookingSession
  const validated = validateGuestDetails(input)
  if (Result.isFailure(validated)) return yield* new GuestDetailsInvalid({ fieldErrors: validated.failure })
  const form = validated.success
  const mandatoryPayment = choice === "payBooking"
  const confirmation = confirmationOf(session.state.value, form, mandatoryPayment)
  if (Result.isFailure(confirmation)) return yield* confirmation.failure
  const api = yield* BookingApi
  const answer = yield* Effect.result(api.confirmBooking(confirmation.success))
  if (Result.isFailure(answer)) {
    if (isHoldExpiredAnswer(answer.failure)) return yield* new HoldExpired({ message: RESERVATION_TIMEOUT_MESSAGE })
    yield* (yield* Notifications).error(COULD_NOT_CONFIRM_BOOKING)
    const { fieldErrors } = answer.failure
    return yield* fieldErrors !== undefined && Object.keys(fieldErrors).length > 0
      ? new GuestDetailsInvalid({ fieldErrors })
      : new ConfirmationFailed({ message: COULD_NOT_CONFIRM_BOOKING })
  }
  const { uuid, referenceNumber } = answer.success
  yield* session.setMandatoryPayment(mandatoryPayment)
  yield* session.setConfirmation({
    confirmationNumber: referenceNumber,
    mainGuestName: guestName(form.mainGuest.firstName, form.mainGuest.lastName),
    confirmationCommunicationMethod: form.communication.method,
  })
  return { uuid, to: mandatoryPayment ? PAYMENT_DETAILS_ROUTE : thankYouRoute(uuid) }
})
