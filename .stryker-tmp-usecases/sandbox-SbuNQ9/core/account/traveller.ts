// @ts-nocheck
import { Schema } from "effect"
import { DEFAULT_ID_TYPE, IdType } from "../booking/guest.ts"
import { Email } from "./email.ts"
import { ID_NUMBER_LABEL, PASSPORT_NUMBER_LABEL } from "./messages.ts"
import { Mobile } from "./mobile.ts"

/**
 * spec A §3, §5: a traveller of a corporate account. Mobile and e-mail follow the shared rules; the
 * other fields are free text (the spec sets no rule on them). `id` is absent until it is saved.
 */
export const Traveller = Schema.Struct({
  id: Schema.optionalKey(Schema.Int),
  title: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  mobileNo: Mobile,
  email: Email,
  idType: IdType,
  identification: Schema.String,
})
export type Traveller = typeof Traveller.Type

/** spec A §5: a new traveller starts on ID Number. */
export const emptyTraveller = {
  title: "",
  firstName: "",
  lastName: "",
  mobileNo: "",
  email: "",
  idType: DEFAULT_ID_TYPE,
  identification: "",
} as const satisfies Omit<Traveller, "id">

/** spec A §5: the identification field is labelled by the id type. */
export const identificationLabel = (idType: IdType): string =>
  idType === "Passport" ? PASSPORT_NUMBER_LABEL : ID_NUMBER_LABEL
