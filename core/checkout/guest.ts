import { Schema } from "effect"
import { Email } from "../account/email.ts"
import { Mobile } from "../account/mobile.ts"
import { AcceptedCancellationPolicy } from "./cancellation-policy.ts"
import { ConfirmationCommunication } from "./communication.ts"
import { MAIN_GUEST, PASSPORT_NUMBER_REQUIRED, REQUIRED, UNKNOWN_GUEST } from "../booking/messages.ts"
import { SaIdNumber } from "./sa-id.ts"

/** spec B §3, A §3: guest form titles. */
export const TITLES = ["Mr", "Mrs", "Ms", "Miss", "Dr", "Sir", "Lady"] as const
export const Title = Schema.Literals(TITLES).annotate({ message: REQUIRED })
export type Title = typeof Title.Type

/** spec B §3, A §5: identification types; ID Number is the default. */
export const ID_TYPES = ["ID Number", "Passport"] as const
export const IdType = Schema.Literals(ID_TYPES)
export type IdType = typeof IdType.Type
export const DEFAULT_ID_TYPE: IdType = "ID Number"

/** spec B §3: the address state sent to the server is always ZA, whatever the province. */
export const ADDRESS_STATE_FOR_SERVER = "ZA"

/** Filled in: at least one character that is not a space. */
const nonBlank = (message: string) =>
  Schema.String.check(Schema.makeFilter((text: string) => (text.trim() === "" ? message : undefined)))

const RequiredText = nonBlank(REQUIRED)

/** Optional fields of further guests are empty or follow the same format as the main guest's. */
const emptyOr = <S extends Schema.Top>(schema: S) => Schema.Union([Schema.Literal(""), schema])

/**
 * spec B §3, §5: the main guest's address. Country, first line, city and postal code are required
 * (the form marks them with *); the second line may stay empty and the province may be absent.
 */
export const AddressDetails = Schema.Struct({
  country: RequiredText,
  lineOne: RequiredText,
  lineTwo: Schema.String,
  city: RequiredText,
  postalCode: RequiredText,
  province: Schema.optionalKey(Schema.String),
})
export type AddressDetails = typeof AddressDetails.Type

const personFields = {
  title: Title,
  firstName: RequiredText,
  lastName: RequiredText,
  mobile: Mobile,
  email: Email,
  address: Schema.optionalKey(AddressDetails),
  telephoneNo: Schema.optionalKey(Schema.String),
}

/** spec A §5, B §5: a passport number is given (its format is the issuing country's). */
export const PassportNumber = nonBlank(PASSPORT_NUMBER_REQUIRED)

/**
 * spec B §3, §5: a guest with every rule: title, first name and surname required, the shared mobile
 * and e-mail formats, and an ID number that is a valid South African ID or, for Passport, present.
 * The two id types are two members of a union so the id number is checked alongside every other
 * field (a struct-level rule would only run once all other fields were valid).
 */
export const Guest = Schema.Union([
  Schema.Struct({ ...personFields, idType: Schema.Literal("ID Number"), idNumber: SaIdNumber }),
  Schema.Struct({ ...personFields, idType: Schema.Literal("Passport"), idNumber: PassportNumber }),
])
export type Guest = typeof Guest.Type

/** spec B §4: only the main guest's address (and ID) is required. */
export const MainGuest = Schema.Union([
  Schema.Struct({ ...personFields, address: AddressDetails, idType: Schema.Literal("ID Number"), idNumber: SaIdNumber }),
  Schema.Struct({ ...personFields, address: AddressDetails, idType: Schema.Literal("Passport"), idNumber: PassportNumber }),
])
export type MainGuest = typeof MainGuest.Type

const furtherGuestFields = {
  title: emptyOr(Title),
  firstName: Schema.String,
  lastName: Schema.String,
  mobile: emptyOr(Mobile),
  email: emptyOr(Email),
  telephoneNo: Schema.optionalKey(Schema.String),
}

/**
 * spec B §2, §4: other guests' fields are optional (and they have no address section). Each may stay empty; what is filled in follows the
 * same formats (an e-mail must be an e-mail, an ID Number a valid South African ID).
 */
export const FurtherGuest = Schema.Union([
  Schema.Struct({ ...furtherGuestFields, idType: Schema.Literal("ID Number"), idNumber: emptyOr(SaIdNumber) }),
  Schema.Struct({ ...furtherGuestFields, idType: Schema.Literal("Passport"), idNumber: Schema.String }),
])
export type FurtherGuest = typeof FurtherGuest.Type

/** The guest form as it is being filled in: every field a string, nothing checked yet. */
export interface GuestInput {
  readonly title: string
  readonly firstName: string
  readonly lastName: string
  readonly mobile: string
  readonly email: string
  readonly idType: IdType
  readonly idNumber: string
  readonly address?: AddressInput
  readonly telephoneNo?: string
}

export interface AddressInput {
  readonly country: string
  readonly lineOne: string
  readonly lineTwo: string
  readonly city: string
  readonly postalCode: string
  readonly province?: string
}

/** A blank guest: ID Number is the default id type (spec B §3). */
export const emptyGuest: GuestInput = {
  title: "",
  firstName: "",
  lastName: "",
  mobile: "",
  email: "",
  idType: DEFAULT_ID_TYPE,
  idNumber: "",
}

export const emptyAddress: AddressInput = { country: "", lineOne: "", lineTwo: "", city: "", postalCode: "" }

/** spec B §5, A §5: changing the id type clears the id number (an ID is not a passport number). */
export const changeIdType = <G extends { readonly idType: IdType; readonly idNumber: string }>(guest: G, idType: IdType): G =>
  guest.idType === idType ? guest : { ...guest, idType, idNumber: "" }

/** spec B §8, A §8: a guest's name, or "Unknown Guest" when there is none. */
export const guestName = (firstName: string | null | undefined, lastName: string | null | undefined): string => {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ")
  return name === "" ? UNKNOWN_GUEST : name
}

/**
 * spec B §2: the guest-details accordion reads "Main Guest", then "Guest #n" where n counts the
 * further guests: the second guest (index 1) is "Guest #1".
 */
export const guestLabel = (index: number): string => (index === 0 ? MAIN_GUEST : `Guest #${index}`)

/**
 * spec B §2, §4, §5: the whole guest-details form: the main guest (all rules and the address), the
 * further guests (optional fields), the confirmation communication and the policy acceptance.
 */
export const GuestDetailsForm = Schema.Struct({
  mainGuest: MainGuest,
  guests: Schema.Array(FurtherGuest),
  communication: ConfirmationCommunication,
  isCancellationPolicyAccepted: AcceptedCancellationPolicy,
})
export type GuestDetailsForm = typeof GuestDetailsForm.Type
