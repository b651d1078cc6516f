import { Schema, SchemaTransformation } from "effect"
import { DEFAULT_ID_TYPE, IdType, PassportNumber, Title } from "../checkout/guest.ts"
import { SaIdNumber } from "../checkout/sa-id.ts"
import { Email } from "./email.ts"
import { ID_NUMBER_LABEL, PASSPORT_NUMBER_LABEL } from "./messages.ts"
import { Mobile } from "./mobile.ts"
import { RequiredText } from "./required.ts"

/**
 * spec A §3, §5: a traveller of a corporate account: a title of the guests' list, the names, the shared mobile and
 * e-mail rules, and an identification that follows the guests' rule for its type (a valid South African ID for ID
 * Number, given for Passport), as the server checks it (contracts/api/corporate.ts). The two id types are two
 * members of a union so the identification is checked alongside every other field. `id` is absent until it is saved.
 */
const travellerFields = {
  id: Schema.optionalKey(Schema.Int),
  title: Title,
  firstName: RequiredText,
  lastName: RequiredText,
  mobileNo: Mobile,
  email: Email,
}

export const Traveller = Schema.Union([
  Schema.Struct({ ...travellerFields, idType: Schema.Literal("ID Number"), identification: SaIdNumber }),
  Schema.Struct({ ...travellerFields, idType: Schema.Literal("Passport"), identification: PassportNumber }),
])
export type Traveller = typeof Traveller.Type

/** The traveller form as it is being filled in: every field as typed, nothing checked yet. */
export interface TravellerInput {
  readonly title: string
  readonly firstName: string
  readonly lastName: string
  readonly mobileNo: string
  readonly email: string
  readonly idType: IdType
  readonly identification: string
}

/**
 * A traveller's fields as sent and as held, unchecked (the checks are Traveller's). An id type other than "Passport"
 * reads as ID Number (the form's default), so one odd row cannot hide the rest.
 */
export const TravellerDetails = Schema.Struct({
  title: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  mobileNo: Schema.String,
  email: Schema.String,
  idType: Schema.String.pipe(
    Schema.decodeTo(IdType, SchemaTransformation.transform<IdType, string>({ decode: (text) => (text === "Passport" ? "Passport" : DEFAULT_ID_TYPE), encode: (idType) => idType })),
  ),
  identification: Schema.String,
})

/**
 * A traveller the server holds, with its id, as the table shows it: not checked again (a row saved under older rules
 * still shows, and its edit form shows what to correct).
 */
export const SavedTraveller = Schema.Struct({ id: Schema.Int, ...TravellerDetails.fields })
export type SavedTraveller = typeof SavedTraveller.Type

/** spec A §5: a new traveller starts on ID Number. */
export const emptyTraveller: TravellerInput = {
  title: "",
  firstName: "",
  lastName: "",
  mobileNo: "",
  email: "",
  idType: DEFAULT_ID_TYPE,
  identification: "",
}

/** A saved traveller as the edit form starts: what the server holds. */
export const travellerInputOf = ({ title, firstName, lastName, mobileNo, email, idType, identification }: SavedTraveller): TravellerInput => ({
  title,
  firstName,
  lastName,
  mobileNo,
  email,
  idType,
  identification,
})

/** spec A §5: the identification field is labelled by the id type. */
export const identificationLabel = (idType: IdType): string =>
  idType === "Passport" ? PASSPORT_NUMBER_LABEL : ID_NUMBER_LABEL
