import { Result, Schema } from "effect"
import { memberKind } from "../account/member-type.ts"
import { AddressDetails, Guest, type GuestInput } from "./guest.ts"

/** What the guest-details step offers a visitor about assigning guests. */
export type QuickAssignOffer = "quickAssign" | "pointsNote" | "none"

/**
 * spec B §2, §6: signed-in members whose member type is not individual may use Quick assign;
 * individual members see instead the note that new points are issued only after successful
 * payment (POINTS_AFTER_PAYMENT_NOTE). Anonymous visitors get neither.
 */
export const quickAssignOffer = (visitor: {
  readonly signedIn: boolean
  readonly memberType: string | null | undefined
}): QuickAssignOffer => {
  if (!visitor.signedIn) return "none"
  return memberKind(visitor.memberType) === "individual" ? "pointsNote" : "quickAssign"
}

/**
 * spec B §2: copies the main guest's details to every further guest (the address stays with the
 * main guest, the only one who has an address section). The number of guests does not change.
 */
export const copyMainGuestAcross = (
  mainGuest: GuestInput,
  guests: ReadonlyArray<GuestInput>,
): ReadonlyArray<GuestInput> => {
  const { address: _address, ...details } = mainGuest
  return guests.map(() => ({ ...details }))
}

/**
 * spec B §5: the Quick Assign Guests form: the main guest's address follows the address schema
 * and each entry the guest schema.
 */
export const QuickAssignForm = Schema.Struct({
  mainGuestAddress: AddressDetails,
  quickAssignGuests: Schema.Array(Guest),
})
export type QuickAssignForm = typeof QuickAssignForm.Type

const decodeQuickAssignForm = Schema.decodeUnknownResult(QuickAssignForm)

/** spec B §4: Assign Guests is disabled while the form is invalid. */
export const canAssignGuests = (form: unknown): boolean => Result.isSuccess(decodeQuickAssignForm(form))
