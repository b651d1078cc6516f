import { Result } from "effect"
import type { Temporal } from "temporal-polyfill"
import { type FieldErrors, validate } from "../validation/field-errors.ts"
import type { ConfirmationCommunication } from "./communication.ts"
import { DEFAULT_COUNTRY } from "./countries.ts"
import { type AddressInput, emptyAddress, emptyGuest, GuestDetailsForm, type GuestInput } from "./guest.ts"
import { type GuestDetailsActions, guestDetailsActions } from "./pay-later.ts"
import { hotelCodeOf } from "./reserve-rooms.ts"
import type { BookingSessionState } from "../booking/session-state.ts"

/** The guest-details form as it is typed: the main guest with an address, one further guest per further room. */
export interface GuestDetailsInput {
  readonly mainGuest: GuestInput & { readonly address: AddressInput }
  readonly guests: ReadonlyArray<GuestInput>
  readonly communication: ConfirmationCommunication
  readonly isCancellationPolicyAccepted: boolean
}

/**
 * spec B §2, §3, §4: the form's start: a blank main guest with an address section in South Africa (issue 29 §6: the
 * country is a list with South Africa chosen), "Guest #n" for each further
 * requested room, the session's confirmation methods (sms by default) with no mailing-list consent (never
 * presumed), and the policy acceptance the review step stored.
 */
export const guestDetailsInput = (state: BookingSessionState): GuestDetailsInput => ({
  mainGuest: { ...emptyGuest, address: { ...emptyAddress, country: DEFAULT_COUNTRY } },
  guests: state.guestRooms.slice(1).map(() => emptyGuest),
  communication: { method: state.confirmationCommunicationMethod, addToMailingListPermission: false },
  isCancellationPolicyAccepted: state.isCancellationPolicyAccepted,
})

const validateGuestDetails = validate(GuestDetailsForm)

/** spec B §5: every message of the form, by field path ("mainGuest.firstName", "guests.0.email"); empty when valid. */
export const guestDetailsErrors = (input: GuestDetailsInput): FieldErrors => {
  const result = validateGuestDetails(input)
  return Result.isSuccess(result) ? {} : result.failure
}

/** spec B §4: the guest-details buttons for the session's stay (hotel, mandatory flag, dates, chosen rooms) on `today`. */
export const guestDetailsActionsOf = (state: BookingSessionState, today: Temporal.PlainDate): GuestDetailsActions | null => {
  if (state.checkInDate === null || state.checkOutDate === null) return null
  return guestDetailsActions({
    hotelCode: hotelCodeOf(state.destination),
    isMandatoryPayment: state.isMandatoryPayment,
    checkInDate: state.checkInDate,
    checkOutDate: state.checkOutDate,
    rooms: state.guestRooms.map((room) => ({ mandatoryPaymentPeriods: room.roomDescription?.mandatoryPaymentPeriods ?? [] })),
    today,
  })
}
