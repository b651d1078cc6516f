import type { ProfileUpdate } from "../../../core/account/user-details.ts"
import { boolean, fromState, integer, orNull, string } from "./wire-matchers.ts"

/**
 * What the members' account interactions share (contracts/consumer/accounts*.test.ts): the member the pact's examples
 * show, the tokens' form, the bearer header and e-mail taken from a provider state, and My Details as the website
 * sends them.
 */

export const TOKEN = /^[A-Za-z0-9_-]{20,200}$/
export const EMAIL = /^[^@\s]+@[^@\s]+$/
export const MOBILE = /^\+\d{11,15}$/
export const ACCESS = "cVbY3mZ0pQ7sT1uW4xA9dF2gH5jK8lN6oR0eI3yU7tE"
export const REFRESH = "rE8wQ2aS5dF1gH4jK7lZ0xC3vB6nM9qW2eR5tY8uI1o"
export const MEMBER = { email: "thandi@example.co.za", mobile: "+27821234567", password: "Sunny-Stay-2030" } as const

/** The website's stored tokens of a signed-in member (session storage: no remember me). */
export const signedIn = { accessToken: ACCESS, refreshToken: REFRESH, rememberMe: false }

/** `Authorization: Bearer <the state's access token>`. */
export const bearerFromState = (name = "access_token") => ({
  "pact:matcher:type": "regex",
  regex: "^Bearer [A-Za-z0-9_-]{20,200}$",
  "pact:generator:type": "ProviderState",
  expression: `Bearer \${${name}}`,
  value: `Bearer ${ACCESS}`,
})

export const emailFromState = () => fromState("email", EMAIL, MEMBER.email)

type Methods = ProfileUpdate["communicationMethods"]

/** My Details as the form hands them to the adapter, with `methods` for the communication methods. */
export const detailsUpdate = (methods: Methods = { email: true, sms: true, whatsapp: false }): ProfileUpdate =>
  ({
    firstName: "Thandi", lastName: "Nkosi", email: MEMBER.email, birthday: "", country: "South Africa", countryCode: 702, lineOne: "", lineTwo: "", town: "Durban",
    zipCode: "", province: "", mobileNumber: MEMBER.mobile, telephoneExtension: "", telephoneNumber: "",
    communicationMethods: methods, communicationOptIns: { rateUsQuestionnaire: false, specialsAndPromotionsMarketing: false },
    title: "Ms", idType: "ID Number", idNumber: "", passportNumber: "", passportNumberExpiryMonth: "", passportNumberExpiryYear: "",
  }) as ProfileUpdate

/** The PATCH body the adapter sends for `detailsUpdate(methods)`; the mobile number the state's unless given. */
export const detailsBody = (methods: Methods = { email: true, sms: true, whatsapp: false }, mobile: unknown = fromState("mobile_number", MOBILE, MEMBER.mobile)) => ({
  user_account: {
    first_name: "Thandi",
    last_name: "Nkosi",
    account_attributes: {
      birthday: "", country: "South Africa", country_code: 702,
      communication_methods: methods,
      communication_opt_ins: { rate_us_questionnaire: false, specials_and_promotions_marketing: false },
      id_number: "", passport_number: "", passport_number_expiry_month: null, passport_number_expiry_year: null,
      line_one: "", line_two: "", mobile_number: mobile, province: "", telephone_extension: "", telephone_number: "",
      title: "Ms", town: "Durban", zip_code: "",
    },
  },
})

const text = (example: string | null) => orNull(string(example ?? "x"))

/** The account as the API answers it (A §3's fields); `pending` the new mobile number waiting for its code (issue 22 §4). */
export const accountLike = (pending: unknown = text(null)) => ({
  id: integer(7),
  birthday: text(null),
  country: text(null),
  country_code: integer(702),
  created_at: string("2030-01-01T10:00:00.000Z"),
  deactivated_at: text(null),
  deleted_at: text(null),
  id_number: text(null),
  is_deactivated: boolean(false),
  is_registration_complete: boolean(true),
  line_one: text(null),
  line_two: text(null),
  lodgix_file_number: text(null),
  loyalty_type: text("individual"),
  mobile_number: text(MEMBER.mobile),
  pending_mobile_number: pending,
  passport_number: text(null),
  passport_number_expiry_month: orNull(integer(1)),
  passport_number_expiry_year: orNull(integer(2031)),
  province: text(null),
  reactivated_at: text(null),
  registration_completed_at: text("2030-01-01T10:05:00.000Z"),
  telephone_extension: text(null),
  telephone_number: text(null),
  title: text("Ms"),
  total_expired_loyalty_points: integer(0),
  total_redeemed_loyalty_points: integer(0),
  total_usable_loyalty_points: integer(100),
  town: text(null),
  zip_code: text(null),
  communication_methods: { sms: boolean(true), email: boolean(true), whatsapp: boolean(false) },
  communication_opt_ins: { rate_us_questionnaire: boolean(false), specials_and_promotions_marketing: boolean(false) },
  user: { id: integer(7), email: string(MEMBER.email), first_name: string("Thandi"), last_name: string("Nkosi") },
})
