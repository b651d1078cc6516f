import { Effect, Schema } from "effect"
import { Account, AccountUser, CommunicationOptIns } from "../../core/account/account.ts"
import { birthdayFormIssue } from "../../core/account/birthday.ts"
import { ACCOUNT_CREATED, ACCOUNT_DELETED, PASSWORD_UPDATED } from "../../core/account/messages.ts"
import { BOOKINGS_PER_PAGE } from "../../core/booking/booking.ts"
import { TITLES } from "../../core/checkout/guest.ts"
import { saIdNumberIssues } from "../../core/checkout/sa-id.ts"
import { Booking } from "./bookings.ts"
import {
  Flag,
  InternationalMobile,
  MAX_CODE_LENGTH,
  MAX_LINE_LENGTH,
  MAX_NAME_LENGTH,
  OneOf,
  QueryWholeNumber,
  MAX_PAGE,
  RequiredText,
  Text,
  WholeNumber,
  WireStruct,
} from "./common.ts"
import { ALWAYS, API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { Otp } from "./bookings.ts"
import { LOGIN_PATH, TOKEN_PATH, LoginRequest, TokenResponse, TokenRequest, LogoutRequest } from "./sign-in.ts"
import { RegisterRequest, CodeSentResponse, VerifyOtpRequest, ResendOtpRequest } from "./registration.ts"
import { ForgotPasswordRequest, ResetPasswordRequest } from "./password-reset.ts"
import { fromWire, wireFields } from "./wire-keys.ts"

/**
 * Members' accounts (spec A §7, issue 14): the account itself and the member's bookings, and the table of every
 * account call (sign-in: sign-in.ts; registration: registration.ts; password reset: password-reset.ts). Paths the spec leaves open are
 * decided here and listed in contracts/README.md "Accounts".
 */

export const ACCOUNTS_API_PATH = `${API_PATH}/accounts`
/** spec A §9: bookings tables show 6 a page. */
export { BOOKINGS_PER_PAGE }

// Words the server answers with about the account.
/** issue 22 §4: a new mobile number waits for the code texted to it. */
export const MOBILE_CHANGE_CODE_SENT = "A verification code has been sent to your new mobile number."
export const NO_MOBILE_CHANGE_WAITING = "No new mobile number is waiting for a code."

/** An answer that only says what happened, in words to show. */
export const MessageResponse = Schema.Struct({ message: Schema.String }).annotate({ identifier: "MessageResponse" })
export type MessageResponse = typeof MessageResponse.Type

// The account

/**
 * spec A §3: the account as returned: core's Account under its wire names (`wireFields`); fields a member has not filled
 * in are null. The point totals are the wire's plain integers; every other field is core's own.
 */
export const AccountResponse = Schema.Struct(
  wireFields(Account.fields, {
    totalExpiredLoyaltyPoints: Schema.Int,
    totalRedeemedLoyaltyPoints: Schema.Int,
    totalUsableLoyaltyPoints: Schema.Int,
    communicationOptIns: Schema.Struct(wireFields(CommunicationOptIns.fields)),
    user: Schema.Struct(wireFields(AccountUser.fields)),
  }),
).annotate({ identifier: "Account" })
export type AccountResponse = typeof AccountResponse.Type

/**
 * Core's account and its wire names: the one mapping between the two (key encoding), for the website (adapters/http)
 * and the server alike; decoding runs core's rules. accounts.test.ts pins its keys to `AccountResponse`'s.
 */
export const AccountFromWire = fromWire(Schema.Struct({ ...Account.fields, communicationOptIns: fromWire(CommunicationOptIns), user: fromWire(AccountUser) }))

/** spec A §9: country code 702 unless the member says otherwise (core's constant). */
export { DEFAULT_COUNTRY_CODE } from "../../core/account/user-details.ts"
export { COMMUNICATION_METHOD_REQUIRED } from "../../core/account/messages.ts"

const Optional = <S extends Schema.Top>(schema: S) => Schema.optionalKey(schema)
/**
 * issue 22 §5: a birthday is a real date as YYYY-MM-DD from 1900 (core's rule and words; "" clears it). The server
 * adds the part of the rule that needs today's date: in the past.
 */
const BirthdayText = Text(10).check(Schema.makeFilter((text: string) => (text.trim() === "" ? undefined : birthdayFormIssue(text.trim())), { expected: "a date as YYYY-MM-DD, from 1900, or empty" }))
const OptionalText = (max: number) => Optional(Schema.NullOr(Text(max)))
const CURRENT_YEAR_CAP = 2200

/**
 * spec A §7: `{ user_account: { first_name, last_name, account_attributes: { ... } } }`. Every field may be
 * left out (unchanged); null or "" clears a profile field. Names, mobile and the communication methods
 * cannot be cleared.
 */
export const UpdateAccountRequest = WireStruct({
  user_account: WireStruct({
    first_name: Optional(RequiredText(MAX_NAME_LENGTH)),
    last_name: Optional(RequiredText(MAX_NAME_LENGTH)),
    account_attributes: Optional(
      WireStruct({
        birthday: Optional(Schema.NullOr(BirthdayText)),
        country: OptionalText(MAX_NAME_LENGTH),
        country_code: Optional(WholeNumber({ min: 1, max: 9999 })),
        communication_methods: Optional(WireStruct({ sms: Flag, email: Flag, whatsapp: Flag })),
        communication_opt_ins: Optional(WireStruct({ rate_us_questionnaire: Flag, specials_and_promotions_marketing: Flag })),
        id_number: Optional(Schema.NullOr(Text(13).check(Schema.makeFilter((id: string) => (id === "" ? undefined : [...saIdNumberIssues(id)]))))),
        line_one: OptionalText(MAX_LINE_LENGTH),
        line_two: OptionalText(MAX_LINE_LENGTH),
        mobile_number: Optional(InternationalMobile),
        passport_number: OptionalText(MAX_CODE_LENGTH),
        passport_number_expiry_month: Optional(Schema.NullOr(WholeNumber({ min: 1, max: 12 }))),
        passport_number_expiry_year: Optional(Schema.NullOr(WholeNumber({ min: 1900, max: CURRENT_YEAR_CAP }))),
        province: OptionalText(MAX_NAME_LENGTH),
        telephone_extension: OptionalText(10),
        telephone_number: OptionalText(20),
        title: Optional(Schema.NullOr(OneOf(["", ...TITLES]))),
        town: OptionalText(MAX_NAME_LENGTH),
        zip_code: OptionalText(MAX_CODE_LENGTH),
      }),
    ),
  }),
}).annotate({ identifier: "UpdateAccountRequest" })
export type UpdateAccountRequest = typeof UpdateAccountRequest.Type

/** issue 22 §4: `{ otp: { code } }`, the code texted to the new mobile number. */
export const VerifyMobileRequest = WireStruct({ otp: WireStruct({ code: Otp }) }).annotate({ identifier: "VerifyMobileRequest" })
export type VerifyMobileRequest = typeof VerifyMobileRequest.Type


// The member's bookings

/** spec A §7: `page` and `per` (6 a page by default, at most 6). */
export const MemberBookingsQuery = WireStruct({
  page: QueryWholeNumber({ min: 1, max: MAX_PAGE }).pipe(Schema.withDecodingDefaultKey(Effect.succeed("1"))),
  per: QueryWholeNumber({ min: 1, max: BOOKINGS_PER_PAGE }).pipe(Schema.withDecodingDefaultKey(Effect.succeed(String(BOOKINGS_PER_PAGE)))),
}).annotate({ identifier: "MemberBookingsQuery" })
export type MemberBookingsQuery = typeof MemberBookingsQuery.Type

/** spec A §7: `{ bookings, meta: { totalPages } }`; no bookings is zero pages. */
export const MemberBookingsResponse = Schema.Struct({
  bookings: Schema.Array(Booking),
  meta: Schema.Struct({ totalPages: Schema.Int }),
}).annotate({ identifier: "MemberBookingsResponse" })
export type MemberBookingsResponse = typeof MemberBookingsResponse.Type

const BASE = ACCOUNTS_API_PATH
const AUTH: ReadonlyArray<401> = [401]

export const accountEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "logIn",
    method: "POST",
    path: LOGIN_PATH,
    tag: "Accounts",
    summary: "Sign a member in with e-mail and password",
    body: LoginRequest,
    success: { status: 200, description: "The member's tokens.", body: TokenResponse },
    errors: [401, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "token",
    method: "POST",
    path: TOKEN_PATH,
    tag: "Accounts",
    summary: "Get tokens by password, or trade a refresh token for new ones (it is used up)",
    body: TokenRequest,
    success: { status: 200, description: "New tokens.", body: TokenResponse },
    errors: [401, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "register",
    method: "POST",
    path: `${BASE}/register`,
    tag: "Accounts",
    summary: "Register a member; a verification code goes to the mobile number by SMS",
    body: RegisterRequest,
    success: { status: 201, description: "The account waits for its code.", body: CodeSentResponse },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "verifyRegistration",
    method: "POST",
    path: `${BASE}/verify_otp`,
    tag: "Accounts",
    summary: "Complete a registration with its SMS code",
    body: VerifyOtpRequest,
    success: { status: 200, description: ACCOUNT_CREATED, body: MessageResponse },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "resendRegistrationCode",
    method: "POST",
    path: `${BASE}/resend_otp`,
    tag: "Accounts",
    summary: "Send a new registration code (60 s after the last)",
    body: ResendOtpRequest,
    success: { status: 200, description: "A code is sent when a registration waits for one.", body: CodeSentResponse },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "forgotPassword",
    method: "POST",
    path: `${BASE}/forgot_password`,
    tag: "Accounts",
    summary: "E-mail a password-reset link (the same answer whether or not the e-mail is registered)",
    body: ForgotPasswordRequest,
    success: { status: 200, description: "The link is sent if the account exists.", body: MessageResponse },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "resetPassword",
    method: "POST",
    path: `${BASE}/reset_password`,
    tag: "Accounts",
    summary: "Set a new password with the link's token; every session ends",
    body: ResetPasswordRequest,
    success: { status: 200, description: PASSWORD_UPDATED, body: MessageResponse },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "getAccount",
    method: "GET",
    path: BASE,
    tag: "Accounts",
    summary: "The signed-in member's account",
    success: { status: 200, description: "The account.", body: AccountResponse },
    errors: [...AUTH, ...ALWAYS],
  },
  {
    name: "updateAccount",
    method: "PATCH",
    path: BASE,
    tag: "Accounts",
    summary: "Change the signed-in member's details; a new mobile number waits for the code texted to it",
    body: UpdateAccountRequest,
    success: { status: 200, description: "The changed account.", body: AccountResponse },
    errors: [...AUTH, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "verifyMobileNumber",
    method: "POST",
    path: `${BASE}/verify_mobile`,
    tag: "Accounts",
    summary: "Make the new mobile number the account's with the code texted to it",
    body: VerifyMobileRequest,
    success: { status: 200, description: "The account with its new mobile number.", body: AccountResponse },
    errors: [...AUTH, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "resendMobileCode",
    method: "POST",
    path: `${BASE}/resend_mobile_otp`,
    tag: "Accounts",
    summary: "Text a new code to the new mobile number waiting (60 s after the last)",
    success: { status: 200, description: MOBILE_CHANGE_CODE_SENT, body: CodeSentResponse },
    errors: [...AUTH, 409, ...ALWAYS],
  },
  {
    name: "deleteAccount",
    method: "DELETE",
    path: BASE,
    tag: "Accounts",
    summary: "Delete the signed-in member's account: personal data erased, bookings kept without it, every session ended",
    success: { status: 200, description: ACCOUNT_DELETED, body: MessageResponse },
    errors: [...AUTH, ...ALWAYS],
  },
  {
    name: "logOut",
    method: "POST",
    path: `${BASE}/logout`,
    tag: "Accounts",
    summary: "End the signed-in member's session",
    body: LogoutRequest,
    bodyOptional: true,
    success: { status: 200, description: "The session has ended.", body: MessageResponse },
    errors: [...AUTH, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "activeBookings",
    method: "GET",
    path: `${BASE}/active_bookings`,
    tag: "Accounts",
    summary: "The member's current bookings (not cancelled, check-out today or later), 6 a page",
    query: MemberBookingsQuery,
    success: { status: 200, description: "One page of bookings.", body: MemberBookingsResponse },
    errors: [...AUTH, 422, ...ALWAYS],
  },
  {
    name: "inactiveBookings",
    method: "GET",
    path: `${BASE}/inactive_bookings`,
    tag: "Accounts",
    summary: "The member's previous bookings (cancelled, or checked out), 6 a page",
    query: MemberBookingsQuery,
    success: { status: 200, description: "One page of bookings.", body: MemberBookingsResponse },
    errors: [...AUTH, 422, ...ALWAYS],
  },
]
