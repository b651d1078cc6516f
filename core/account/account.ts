import { Schema } from "effect"

/** spec A §3: how a member may be contacted. */
export const CommunicationMethods = Schema.Struct({
  sms: Schema.Boolean,
  email: Schema.Boolean,
  whatsapp: Schema.Boolean,
})
export type CommunicationMethods = typeof CommunicationMethods.Type

/** spec A §3: what a member has agreed to receive. */
export const CommunicationOptIns = Schema.Struct({
  rateUsQuestionnaire: Schema.Boolean,
  specialsAndPromotionsMarketing: Schema.Boolean,
})
export type CommunicationOptIns = typeof CommunicationOptIns.Type

/** spec A §3: the account's login user. */
export const AccountUser = Schema.Struct({
  id: Schema.Int,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
})
export type AccountUser = typeof AccountUser.Type

const Text = Schema.NullOr(Schema.String)
const Points = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/**
 * spec A §3: a member's account as the account call returns it (camelCase; the wire is snake_case).
 * Profile fields the member has not filled in are null; dates and times are the server's ISO
 * strings; loyalty point totals are whole, non-negative counts.
 */
export const Account = Schema.Struct({
  id: Schema.Int,
  birthday: Text,
  country: Text,
  countryCode: Schema.NullOr(Schema.Int),
  createdAt: Schema.String,
  deactivatedAt: Text,
  deletedAt: Text,
  idNumber: Text,
  isDeactivated: Schema.Boolean,
  isRegistrationComplete: Schema.Boolean,
  lineOne: Text,
  lineTwo: Text,
  lodgixFileNumber: Text,
  loyaltyType: Text,
  mobileNumber: Text,
  /** issue 22 §4: a new mobile number waiting for the code texted to it (mobileNumber changes once it is verified). */
  pendingMobileNumber: Text,
  passportNumber: Text,
  passportNumberExpiryMonth: Schema.NullOr(Schema.Int),
  passportNumberExpiryYear: Schema.NullOr(Schema.Int),
  province: Text,
  reactivatedAt: Text,
  registrationCompletedAt: Text,
  telephoneExtension: Text,
  telephoneNumber: Text,
  title: Text,
  totalExpiredLoyaltyPoints: Points,
  totalRedeemedLoyaltyPoints: Points,
  totalUsableLoyaltyPoints: Points,
  town: Text,
  zipCode: Text,
  communicationMethods: CommunicationMethods,
  communicationOptIns: CommunicationOptIns,
  user: AccountUser,
})
export type Account = typeof Account.Type
