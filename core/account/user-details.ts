import { Schema } from "effect"
import { DEFAULT_ID_TYPE, type IdType, Title } from "../checkout/guest.ts"
import { saIdNumberIssues } from "../checkout/sa-id.ts"
import type { Account, CommunicationMethods } from "./account.ts"
import { Birthday } from "./birthday.ts"
import { COMMUNICATION_METHOD_REQUIRED } from "./messages.ts"
import { Mobile } from "./mobile.ts"
import { isRequired, RequiredText } from "./required.ts"

/** spec A §7, §9: the country code sent with a profile update when none is chosen. */
export const DEFAULT_COUNTRY_CODE = 702

/** spec A §5: the member cannot change the e-mail on My Details. */
export const READ_ONLY_USER_DETAILS_FIELDS = ["email"] as const

const emptyOr = <S extends Schema.Top>(schema: S) => Schema.Union([Schema.Literal(""), schema])

/** spec A §5: a South African ID, empty allowed; what is typed follows the ID rule. */
const OptionalSaId = Schema.String.check(
  Schema.makeFilter((id: string) => (id === "" ? undefined : [...saIdNumberIssues(id)])),
)

/** spec A §5: on My Details the ID number shows "Required" when empty, then the ID rule. */
const RequiredSaId = Schema.String.check(isRequired, Schema.makeFilter((id: string) => [...saIdNumberIssues(id)]))

/** spec A §4: at least one communication method stays selected. */
const AtLeastOneMethod = Schema.Struct({ email: Schema.Boolean, sms: Schema.Boolean, whatsapp: Schema.Boolean }).check(
  Schema.makeFilter((methods) => (methods.email || methods.sms || methods.whatsapp ? undefined : COMMUNICATION_METHOD_REQUIRED)),
)

const sharedFields = {
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  // issue 22 §5: the birthday rule's parts that need no clock (the server adds "in the past")
  birthday: emptyOr(Birthday),
  country: Schema.String,
  countryCode: Schema.Int,
  lineOne: Schema.String,
  lineTwo: Schema.String,
  town: Schema.String,
  zipCode: Schema.String,
  province: Schema.String,
  // spec A §5: mobile and telephone follow the mobile rule; the telephone may stay empty.
  mobileNumber: Mobile,
  telephoneExtension: Schema.String,
  telephoneNumber: emptyOr(Mobile),
  communicationMethods: AtLeastOneMethod,
  communicationOptIns: Schema.Struct({ rateUsQuestionnaire: Schema.Boolean, specialsAndPromotionsMarketing: Schema.Boolean }),
}

/**
 * spec A §3, §5: the My Details form. Title, and the ID number (ID Number) or the passport number
 * and its expiry month and year (Passport), show "Required" when empty. The two id types are union
 * members so these rules are checked alongside every other field.
 */
export const UserDetailsForm = Schema.Union([
  Schema.Struct({
    ...sharedFields,
    title: Title,
    idType: Schema.Literal("ID Number"),
    idNumber: RequiredSaId,
    passportNumber: Schema.String,
    passportNumberExpiryMonth: Schema.String,
    passportNumberExpiryYear: Schema.String,
  }),
  Schema.Struct({
    ...sharedFields,
    title: Title,
    idType: Schema.Literal("Passport"),
    idNumber: Schema.String,
    passportNumber: RequiredText,
    passportNumberExpiryMonth: RequiredText,
    passportNumberExpiryYear: RequiredText,
  }),
])
export type UserDetailsForm = typeof UserDetailsForm.Type

/**
 * spec A §5 (Profile update): what the server accepts as a profile update. The RSA ID is optional
 * but, when given, follows the ID rule; mobile and telephone follow the mobile rule; nothing else is
 * required, so a member can save a profile without identification.
 */
export const ProfileUpdate = Schema.Struct({
  ...sharedFields,
  title: Schema.String,
  idType: Schema.Literals(["ID Number", "Passport"]),
  idNumber: OptionalSaId,
  passportNumber: Schema.String,
  passportNumberExpiryMonth: Schema.String,
  passportNumberExpiryYear: Schema.String,
})
export type ProfileUpdate = typeof ProfileUpdate.Type

/** The My Details form as it is being filled in: text fields are strings, empty when unknown. */
export interface UserDetailsInput {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly birthday: string
  readonly title: string
  readonly country: string
  readonly countryCode: number
  readonly idType: IdType
  readonly idNumber: string
  readonly passportNumber: string
  readonly passportNumberExpiryMonth: string
  readonly passportNumberExpiryYear: string
  readonly lineOne: string
  readonly lineTwo: string
  readonly town: string
  readonly zipCode: string
  readonly province: string
  readonly mobileNumber: string
  readonly telephoneExtension: string
  readonly telephoneNumber: string
  readonly communicationMethods: CommunicationMethods
  readonly communicationOptIns: Account["communicationOptIns"]
}

const text = (value: string | null): string => value ?? ""
const numberText = (value: number | null): string => (value === null ? "" : String(value))

/**
 * My Details filled in from the account. A member with a passport number and no ID number is a
 * Passport member; everyone else starts on ID Number (the default id type, spec A §5).
 */
export const userDetailsFromAccount = (account: Account): UserDetailsInput => ({
  firstName: account.user.firstName,
  lastName: account.user.lastName,
  email: account.user.email,
  birthday: text(account.birthday),
  title: text(account.title),
  country: text(account.country),
  countryCode: account.countryCode ?? DEFAULT_COUNTRY_CODE,
  idType: !account.idNumber && account.passportNumber ? "Passport" : DEFAULT_ID_TYPE,
  idNumber: text(account.idNumber),
  passportNumber: text(account.passportNumber),
  passportNumberExpiryMonth: numberText(account.passportNumberExpiryMonth),
  passportNumberExpiryYear: numberText(account.passportNumberExpiryYear),
  lineOne: text(account.lineOne),
  lineTwo: text(account.lineTwo),
  town: text(account.town),
  zipCode: text(account.zipCode),
  province: text(account.province),
  mobileNumber: text(account.mobileNumber),
  telephoneExtension: text(account.telephoneExtension),
  telephoneNumber: text(account.telephoneNumber),
  communicationMethods: account.communicationMethods,
  communicationOptIns: account.communicationOptIns,
})

/** spec A §4: My Details can be saved only once a field has been touched. */
export const isSaveEnabled = (touched: Readonly<Record<string, boolean | undefined>>): boolean =>
  Object.values(touched).some((isTouched) => isTouched === true)

/** spec A §4: ticks or unticks a communication method; the last one selected stays selected. */
export const toggleCommunicationMethod = (
  methods: CommunicationMethods,
  method: keyof CommunicationMethods,
): CommunicationMethods => {
  const next = { ...methods, [method]: !methods[method] }
  return next.email || next.sms || next.whatsapp ? next : methods
}

/** The form's contact choices: how the member may be contacted and what they agreed to receive. */
export type CommunicationChoices = Pick<UserDetailsInput, "communicationMethods" | "communicationOptIns">

/**
 * spec A §4: ticks or unticks a communication method, the last one selected staying selected; unticking e-mail
 * clears the mailing-list permission (the specials and promotions sent by e-mail).
 */
export const chooseCommunicationMethod = (choices: CommunicationChoices, method: keyof CommunicationMethods): CommunicationChoices => {
  const communicationMethods = toggleCommunicationMethod(choices.communicationMethods, method)
  return {
    communicationMethods,
    communicationOptIns: communicationMethods.email
      ? choices.communicationOptIns
      : { ...choices.communicationOptIns, specialsAndPromotionsMarketing: false },
  }
}

/** spec A §4: the mailing-list permission is asked only while e-mail is a communication method. */
export const offersMailingList = (methods: CommunicationMethods): boolean => methods.email
