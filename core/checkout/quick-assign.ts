import { Result, Schema } from "effect"
import { memberKind } from "../account/member-type.ts"
import type { SavedTraveller } from "../account/traveller.ts"
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

/** spec B §2: a saved traveller as a guest of the form: names, contact, and the identification by its type. */
export const travellerAsGuest = (traveller: SavedTraveller): GuestInput => ({
  title: traveller.title,
  firstName: traveller.firstName,
  lastName: traveller.lastName,
  mobile: traveller.mobileNo,
  email: traveller.email,
  idType: traveller.idType,
  idNumber: traveller.identification,
})

/** What the Quick Assign Guests dialog picked: one traveller id per guest of the form ("" leaves that guest as it is). */
export const QuickAssignPicks = Schema.Struct({ picks: Schema.Array(Schema.String) })
export type QuickAssignPicks = typeof QuickAssignPicks.Type

/** spec B §4: Assign Guests is disabled while the form is invalid: until at least one traveller is chosen. */
export const canAssignTravellers = (picks: ReadonlyArray<string>): boolean => picks.some((pick) => pick !== "")

/**
 * spec B §2, §6 (issue 24): puts the picked travellers into the guests' fields: the first pick is the main guest (who
 * keeps the address), the next ones Guest #1, #2...; a guest with no pick keeps what was typed.
 */
export const assignTravellers = <V extends { readonly mainGuest: GuestInput; readonly guests: ReadonlyArray<GuestInput> }>(
  values: V,
  picks: ReadonlyArray<string>,
  travellers: ReadonlyArray<SavedTraveller>,
): V => {
  const picked = (index: number): GuestInput | undefined => {
    const traveller = travellers.find((candidate) => String(candidate.id) === picks[index])
    return traveller === undefined ? undefined : travellerAsGuest(traveller)
  }
  const main = picked(0)
  return {
    ...values,
    mainGuest: main === undefined ? values.mainGuest : { ...values.mainGuest, ...main },
    guests: values.guests.map((guest, index) => picked(index + 1) ?? guest),
  }
}
