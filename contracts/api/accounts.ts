import { Effect, Schema } from "effect"
import { birthdayFormIssue } from "../../core/account/birthday.ts"
import { ACCOUNT_CREATED, ACCOUNT_DELETED, PASSWORD_UPDATED } from "../../core/account/messages.ts"
import { OTP_LIFETIME_SECONDS } from "../../core/account/one-time-code.ts"
import { PASSWORD_CHECKS, PASSWORD_MIN_LENGTH, passwordMismatch } from "../../core/account/password.ts"
import { BOOKINGS_PER_PAGE } from "../../core/booking/booking.ts"
import { TITLES } from "../../core/checkout/guest.ts"
import { saIdNumberIssues } from "../../core/checkout/sa-id.ts"
import { Booking } from "./bookings.ts"
import {
  Email,
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
  TextBase,
  WholeNumber,
  WireStruct,
} from "./common.ts"
import { ALWAYS, API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { tooLong } from "./messages.ts"
import { Otp } from "./bookings.ts"

/**
 * Members' accounts (spec A §7, issue 14): sign-in and the token endpoint, registration with an SMS
 * code, password reset, the account itself and the member's bookings. Paths the spec leaves open are
 * decided here and listed in contracts/README.md "Accounts".
 */

export const ACCOUNTS_API_PATH = `${API_PATH}/accounts`
/** spec A §7: the sign-in call. */
export const LOGIN_PATH = "/api/login"
/** spec A §7: the loyalty token endpoint ({host}/loyalty_users/token), where the site also refreshes. */
export const TOKEN_PATH = "/loyalty_users/token"

/** The website's client id at the token endpoint: a public client (it holds no secret). */
export const WEBSITE_CLIENT_ID = "hotel-website"
/** The one scope a member's tokens carry. */
export const MEMBER_SCOPE = "member"
/** About 15 minutes (issue 14): how long an access token lives, in seconds. */
export const ACCESS_TOKEN_SECONDS = 15 * 60
/** How long a session lasts at most from its sign-in, however often it is refreshed, in seconds (30 days). */
export const SESSION_SECONDS = 30 * 24 * 60 * 60
/**
 * issue 22 §8: a refresh token used again this soon after its first use gets the pair that use got (two tabs refreshing
 * at once, a lost answer retried); later, its use again ends the session (reuse detection). Longer than the site's 15 s
 * timeout, so a slow loser of the race still gets the pair.
 */
export const REFRESH_GRACE_SECONDS = 20
/** A password-reset link works once, for one hour (issue 14). */
export const RESET_LINK_SECONDS = 60 * 60
/** spec A §9: bookings tables show 6 a page. */
export { BOOKINGS_PER_PAGE }
/** NIST 800-63B lets passwords be long; the cap only bounds the hashing work. */
export const MAX_PASSWORD_LENGTH = 256
export const MAX_TOKEN_LENGTH = 200

// Words the server answers with (the spec's where it has them: core/account/messages.ts).
export const REGISTRATION_CODE_SENT = "A verification code has been sent to your mobile number."
/** issue 22 §4: a new mobile number waits for the code texted to it. */
export const MOBILE_CHANGE_CODE_SENT = "A verification code has been sent to your new mobile number."
export const NO_MOBILE_CHANGE_WAITING = "No new mobile number is waiting for a code."
export const RESET_LINK_SENT = "If an account exists for this e-mail, we have sent a link to reset the password."
export const RESET_LINK_INVALID = "This link has expired or has already been used. Please ask for a new one."
export const LOGGED_OUT = "You have been logged out."
export const SIGN_IN_REQUIRED = "Please log in to continue."
export const INVALID_REFRESH_TOKEN = "Your session has ended. Please log in again."
export const UNKNOWN_TOKEN_CLIENT = "Unknown client."
export const UNSUPPORTED_SCOPE = "Unsupported scope."

const PasswordText = TextBase.check(Schema.isMaxLength(MAX_PASSWORD_LENGTH, { message: tooLong(MAX_PASSWORD_LENGTH) }).abort())
const [longEnough, ...composition] = PASSWORD_CHECKS
/** spec A §5: the password rule (core's, written once), described to the OpenAPI document. */
const Password = Schema.String.check(
  // JSON Schema's minLength counts code points too
  longEnough.annotate({ toJsonSchema: () => [{ minLength: PASSWORD_MIN_LENGTH }, true] as const }),
  ...composition,
)
/** spec A §5: a new password follows the composition rule. */
const NewPassword = PasswordText.pipe(Schema.decodeTo(Password))
const TokenText = RequiredText(MAX_TOKEN_LENGTH)

// POST /api/login and POST /loyalty_users/token

/** spec A §7: `{ username, password }`. */
export const LoginRequest = WireStruct({
  username: Email,
  password: RequiredText(MAX_PASSWORD_LENGTH),
}).annotate({ identifier: "LoginRequest" })
export type LoginRequest = typeof LoginRequest.Type

/** spec A §7: the token answer of the login call and the token endpoint; `created_at` in seconds since 1970. */
export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Int,
  scope: Schema.String,
  created_at: Schema.Int,
}).annotate({ identifier: "TokenResponse" })
export type TokenResponse = typeof TokenResponse.Type

export const GRANT_TYPES = ["password", "refresh_token"] as const

/**
 * spec A §7: the token endpoint's form as JSON. `password` needs username and password; `refresh_token`
 * needs refresh_token. client_id names a public client; scope defaults to "member".
 */
export const TokenRequest = WireStruct({
  grant_type: OneOf(GRANT_TYPES),
  client_id: RequiredText(MAX_CODE_LENGTH * 5),
  scope: Schema.optionalKey(Text(MAX_CODE_LENGTH * 5)),
  username: Schema.optionalKey(Email),
  password: Schema.optionalKey(RequiredText(MAX_PASSWORD_LENGTH)),
  refresh_token: Schema.optionalKey(TokenText),
}).annotate({ identifier: "TokenRequest" })
export type TokenRequest = typeof TokenRequest.Type

// Registration and its SMS code

/** spec A §7: `{ user_account: { email, first_name, last_name, password, account_attributes: { mobile_number } } }`. */
export const RegisterRequest = WireStruct({
  user_account: WireStruct({
    email: Email,
    first_name: RequiredText(MAX_NAME_LENGTH),
    last_name: RequiredText(MAX_NAME_LENGTH),
    password: NewPassword,
    account_attributes: WireStruct({ mobile_number: InternationalMobile }),
  }),
}).annotate({ identifier: "RegisterRequest" })
export type RegisterRequest = typeof RegisterRequest.Type

/** A code went out (register, resend_otp): where to look and how long it lives. */
export const CodeSentResponse = Schema.Struct({ message: Schema.String, expires_in: Schema.Int }).annotate({ identifier: "CodeSentResponse" })
export type CodeSentResponse = typeof CodeSentResponse.Type
export { OTP_LIFETIME_SECONDS }

/** spec A §7: `{ otp: { email, code } }`. */
export const VerifyOtpRequest = WireStruct({ otp: WireStruct({ email: Email, code: Otp }) }).annotate({ identifier: "VerifyOtpRequest" })
export type VerifyOtpRequest = typeof VerifyOtpRequest.Type

/** spec A §7: `{ otp: { email } }`. */
export const ResendOtpRequest = WireStruct({ otp: WireStruct({ email: Email }) }).annotate({ identifier: "ResendOtpRequest" })
export type ResendOtpRequest = typeof ResendOtpRequest.Type

/** An answer that only says what happened, in words to show. */
export const MessageResponse = Schema.Struct({ message: Schema.String }).annotate({ identifier: "MessageResponse" })
export type MessageResponse = typeof MessageResponse.Type

// Password reset

/** spec A §7: `{ user: { email } }`. */
export const ForgotPasswordRequest = WireStruct({ user: WireStruct({ email: Email }) }).annotate({ identifier: "ForgotPasswordRequest" })
export type ForgotPasswordRequest = typeof ForgotPasswordRequest.Type

/** spec A §7: `{ user: { password, password_confirmation, token } }`; a mismatch is reported on the confirmation. */
export const ResetPasswordRequest = WireStruct({
  user: WireStruct({
    password: NewPassword,
    password_confirmation: PasswordText,
    token: TokenText,
  }).check(
    Schema.makeFilter((user) => {
      const mismatch = passwordMismatch(user.password, user.password_confirmation)
      return mismatch === undefined ? undefined : { path: ["password_confirmation"], issue: mismatch }
    }),
  ),
}).annotate({ identifier: "ResetPasswordRequest" })
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type

// The account

const Nullable = Schema.NullOr(Schema.String)

/** spec A §3: the account as returned (snake_case); fields a member has not filled in are null. */
export const AccountResponse = Schema.Struct({
  id: Schema.Int,
  birthday: Nullable,
  country: Nullable,
  country_code: Schema.NullOr(Schema.Int),
  created_at: Schema.String,
  deactivated_at: Nullable,
  deleted_at: Nullable,
  id_number: Nullable,
  is_deactivated: Schema.Boolean,
  is_registration_complete: Schema.Boolean,
  line_one: Nullable,
  line_two: Nullable,
  lodgix_file_number: Nullable,
  loyalty_type: Nullable,
  mobile_number: Nullable,
  /** issue 22 §4: a new mobile number waiting for the code texted to it (it replaces mobile_number once verified), or null. */
  pending_mobile_number: Nullable,
  passport_number: Nullable,
  passport_number_expiry_month: Schema.NullOr(Schema.Int),
  passport_number_expiry_year: Schema.NullOr(Schema.Int),
  province: Nullable,
  reactivated_at: Nullable,
  registration_completed_at: Nullable,
  telephone_extension: Nullable,
  telephone_number: Nullable,
  title: Nullable,
  total_expired_loyalty_points: Schema.Int,
  total_redeemed_loyalty_points: Schema.Int,
  total_usable_loyalty_points: Schema.Int,
  town: Nullable,
  zip_code: Nullable,
  communication_methods: Schema.Struct({ sms: Schema.Boolean, email: Schema.Boolean, whatsapp: Schema.Boolean }),
  communication_opt_ins: Schema.Struct({ rate_us_questionnaire: Schema.Boolean, specials_and_promotions_marketing: Schema.Boolean }),
  user: Schema.Struct({ id: Schema.Int, email: Schema.String, first_name: Schema.String, last_name: Schema.String }),
}).annotate({ identifier: "Account" })
export type AccountResponse = typeof AccountResponse.Type

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

/** POST /logout: the session's refresh token may be named; the bearer token's session ends either way. */
export const LogoutRequest = WireStruct({ refresh_token: Optional(TokenText) }).annotate({ identifier: "LogoutRequest" })
export type LogoutRequest = typeof LogoutRequest.Type

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
