import { Effect } from "effect"
import { ofetch } from "ofetch"
import {
  ACCOUNTS_API_PATH,
  AccountFromWire,
  AccountResponse,
  MemberBookingsResponse,
  MessageResponse,
  UpdateAccountRequest,
  VerifyMobileRequest,
  BOOKINGS_PER_PAGE,
} from "../../contracts/api/accounts.ts"
import { CodeSentResponse, RegisterRequest, ResendOtpRequest, VerifyOtpRequest } from "../../contracts/api/registration.ts"
import { ForgotPasswordRequest, ResetPasswordRequest } from "../../contracts/api/password-reset.ts"
import {
  LOGIN_PATH,
  LoginRequest,
  LogoutRequest,
  TOKEN_PATH,
  TokenRequest,
  TokenResponse,
  WEBSITE_CLIENT_ID,
  MEMBER_SCOPE,
} from "../../contracts/api/sign-in.ts"
import type { Account } from "../../core/account/account.ts"
import type { TITLES } from "../../core/checkout/guest.ts"
import type { LoginForm } from "../../core/account/login.ts"
import { removeSpaces } from "../../core/account/mobile.ts"
import type { RegistrationForm } from "../../core/account/registration.ts"
import type { ResetPasswordForm } from "../../core/account/reset-password.ts"
import type { ProfileUpdate } from "../../core/account/user-details.ts"
import type { VerificationForm } from "../../core/account/verification.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { normaliseHttpError } from "../../core/http/http-error.ts"
import type { BookingsPage } from "../../core/ports/AccountApi.ts"
import { TokenStore, type Tokens } from "../../core/ports/TokenStore.ts"
import { decodeWireBooking } from "./bookings.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import { failureOf, type HttpClient, type HttpClientConfig, makeHttpClient } from "./client.ts"

/**
 * The member account calls (spec A §7; contracts/README.md "Accounts"). Calls for the signed-in member go
 * through the HTTP client, which sends the stored access token and refreshes once on a 401; the refresh
 * itself (`refreshTokens`) is a plain call to the token endpoint, outside that policy, so a refused refresh
 * cannot start another.
 */

export const REGISTER_PATH = `${ACCOUNTS_API_PATH}/register`
export const VERIFY_OTP_PATH = `${ACCOUNTS_API_PATH}/verify_otp`
export const RESEND_OTP_PATH = `${ACCOUNTS_API_PATH}/resend_otp`
export const FORGOT_PASSWORD_PATH = `${ACCOUNTS_API_PATH}/forgot_password`
export const RESET_PASSWORD_PATH = `${ACCOUNTS_API_PATH}/reset_password`
export const LOGOUT_PATH = `${ACCOUNTS_API_PATH}/logout`
export const VERIFY_MOBILE_PATH = `${ACCOUNTS_API_PATH}/verify_mobile`
export const RESEND_MOBILE_OTP_PATH = `${ACCOUNTS_API_PATH}/resend_mobile_otp`
export const ACTIVE_BOOKINGS_PATH = `${ACCOUNTS_API_PATH}/active_bookings`
export const INACTIVE_BOOKINGS_PATH = `${ACCOUNTS_API_PATH}/inactive_bookings`
export { ACCOUNTS_API_PATH, LOGIN_PATH, TOKEN_PATH }

const encodeLogin = encodeWith(LoginRequest)
const encodeToken = encodeWith(TokenRequest)
const decodeTokens = decodeWith(TokenResponse)
const encodeRegister = encodeWith(RegisterRequest)
const decodeCodeSent = decodeWith(CodeSentResponse)
const encodeVerify = encodeWith(VerifyOtpRequest)
const encodeResend = encodeWith(ResendOtpRequest)
const decodeMessage = decodeWith(MessageResponse)
const encodeForgot = encodeWith(ForgotPasswordRequest)
const encodeReset = encodeWith(ResetPasswordRequest)
const decodeAccountWire = decodeWith(AccountResponse)
/** The wire account (already checked by the contract) as core's, through contracts' one mapping (AccountFromWire). */
const decodeAccount = decodeWith(AccountFromWire)
const encodeUpdate = encodeWith(UpdateAccountRequest)
const encodeVerifyMobile = encodeWith(VerifyMobileRequest)
const encodeLogout = encodeWith(LogoutRequest)
const decodeBookingsPage = decodeWith(MemberBookingsResponse)

const toTokens = (answer: TokenResponse): Tokens => ({ accessToken: answer.access_token, refreshToken: answer.refresh_token })
const tokensAnswer = (path: string, body: unknown) => Effect.map(decodeTokens(path, body), toTokens)

const accountAnswer = (path: string, body: unknown): Effect.Effect<Account, HttpError> =>
  decodeAccountWire(path, body).pipe(Effect.flatMap((wire) => decodeAccount(path, wire)))

const bookingsAnswer = (path: string, body: unknown): Effect.Effect<BookingsPage, HttpError> =>
  decodeBookingsPage(path, body).pipe(
    Effect.flatMap((page) =>
      Effect.map(Effect.forEach(page.bookings, (booking) => decodeWireBooking(path, booking)), (bookings) => ({ bookings, totalPages: page.meta.totalPages })),
    ),
  )

/** "" clears a profile field on the server; a month or year is sent as a number. */
const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text))

/** core's ProfileUpdate as the PATCH body (the e-mail is not editable, spec A §5). */
export const toWireUpdate = (update: ProfileUpdate): UpdateAccountRequest => ({
  user_account: {
    first_name: update.firstName,
    last_name: update.lastName,
    account_attributes: {
      birthday: update.birthday,
      country: update.country,
      country_code: update.countryCode,
      communication_methods: update.communicationMethods,
      communication_opt_ins: {
        rate_us_questionnaire: update.communicationOptIns.rateUsQuestionnaire,
        specials_and_promotions_marketing: update.communicationOptIns.specialsAndPromotionsMarketing,
      },
      // Changing the type clears the other identification (spec A §5).
      id_number: update.idType === "ID Number" ? update.idNumber : "",
      passport_number: update.idType === "Passport" ? update.passportNumber : "",
      passport_number_expiry_month: update.idType === "Passport" ? numberOrNull(update.passportNumberExpiryMonth) : null,
      passport_number_expiry_year: update.idType === "Passport" ? numberOrNull(update.passportNumberExpiryYear) : null,
      line_one: update.lineOne,
      line_two: update.lineTwo,
      mobile_number: removeSpaces(update.mobileNumber),
      province: update.province,
      telephone_extension: update.telephoneExtension,
      telephone_number: removeSpaces(update.telephoneNumber),
      // The server refuses a title outside the spec's list; the form offers only those.
      title: update.title as (typeof TITLES)[number],
      town: update.town,
      zip_code: update.zipCode,
    },
  },
})

export const logIn =
  (http: HttpClient) =>
  (form: LoginForm): Effect.Effect<Tokens, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeLogin({ username: form.username, password: form.password })
      return yield* exchange(http, { method: "POST", path: LOGIN_PATH, body }, tokensAnswer)
    })

/**
 * The refresh_token grant, as a plain request outside the client's 401 policy: what the HTTP client's
 * `refreshTokens` is given (adapters/http/client.ts), and the port's `refresh`.
 */
export const refreshTokens =
  (baseUrl = "") =>
  (refreshToken: string): Effect.Effect<Tokens, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeToken({ grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, refresh_token: refreshToken })
      const answer = yield* Effect.tryPromise({
        try: (signal) => ofetch<unknown>(TOKEN_PATH, { baseURL: baseUrl, method: "POST", body, signal, retry: 0, headers: { Accept: "application/json" } }),
        catch: (error) => normaliseHttpError(failureOf(error)),
      })
      return yield* tokensAnswer(TOKEN_PATH, answer)
    })

export const register =
  (http: HttpClient) =>
  (form: RegistrationForm): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRegister({
        user_account: {
          email: form.email,
          first_name: form.firstName,
          last_name: form.lastName,
          password: form.password,
          account_attributes: { mobile_number: removeSpaces(form.mobileNumber) },
        },
      })
      yield* exchange(http, { method: "POST", path: REGISTER_PATH, body }, decodeCodeSent)
    })

export const verifyRegistration =
  (http: HttpClient) =>
  (form: VerificationForm): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeVerify({ otp: { email: form.email, code: form.code.trim() } })
      yield* exchange(http, { method: "POST", path: VERIFY_OTP_PATH, body }, decodeMessage)
    })

export const resendRegistrationCode =
  (http: HttpClient) =>
  (email: string): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeResend({ otp: { email } })
      yield* exchange(http, { method: "POST", path: RESEND_OTP_PATH, body }, decodeCodeSent)
    })

export const forgotPassword =
  (http: HttpClient) =>
  (email: string): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeForgot({ user: { email } })
      yield* exchange(http, { method: "POST", path: FORGOT_PASSWORD_PATH, body }, decodeMessage)
    })

export const resetPassword =
  (http: HttpClient) =>
  (form: ResetPasswordForm): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeReset({ user: { password: form.password, password_confirmation: form.passwordConfirmation, token: form.token } })
      yield* exchange(http, { method: "POST", path: RESET_PASSWORD_PATH, body }, decodeMessage)
    })

// The signed-in member's calls: the client sends the stored access token (the port's token argument is the same one).

export const getAccount =
  (http: HttpClient) =>
  (_accessToken: string | undefined): Effect.Effect<Account, HttpError> =>
    exchange(http, { method: "GET", path: ACCOUNTS_API_PATH }, accountAnswer)

export const updateAccount =
  (http: HttpClient) =>
  (_accessToken: string | undefined, update: ProfileUpdate): Effect.Effect<Account, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeUpdate(toWireUpdate(update))
      return yield* exchange(http, { method: "PATCH", path: ACCOUNTS_API_PATH, body }, accountAnswer)
    })

/** issue 22 §4: the code texted to the new mobile number. */
export const verifyMobileNumber =
  (http: HttpClient) =>
  (_accessToken: string | undefined, code: string): Effect.Effect<Account, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeVerifyMobile({ otp: { code } })
      return yield* exchange(http, { method: "POST", path: VERIFY_MOBILE_PATH, body }, accountAnswer)
    })

/** issue 22 §4: a new code to the new mobile number waiting. */
export const resendMobileCode =
  (http: HttpClient) =>
  (_accessToken: string | undefined): Effect.Effect<void, HttpError> =>
    Effect.asVoid(exchange(http, { method: "POST", path: RESEND_MOBILE_OTP_PATH }, decodeCodeSent))

export const deleteAccount =
  (http: HttpClient) =>
  (_accessToken: string | undefined): Effect.Effect<void, HttpError> =>
    Effect.asVoid(exchange(http, { method: "DELETE", path: ACCOUNTS_API_PATH }, decodeMessage))

export const logOut =
  (http: HttpClient) =>
  (_accessToken: string | undefined): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeLogout({})
      yield* exchange(http, { method: "POST", path: LOGOUT_PATH, body }, decodeMessage)
    })

const memberBookings =
  (path: string) =>
  (http: HttpClient) =>
  (_accessToken: string | undefined, page: number): Effect.Effect<BookingsPage, HttpError> =>
    exchange(http, { method: "GET", path, query: { page, per: BOOKINGS_PER_PAGE } }, bookingsAnswer)

export const activeBookings = memberBookings(ACTIVE_BOOKINGS_PATH)
export const inactiveBookings = memberBookings(INACTIVE_BOOKINGS_PATH)

/** A member's HTTP client: the app's TokenStore's bearer, refreshed once at the token endpoint on a 401 (unless the config gives its own refresh). */
export const makeMemberHttpClient = (config: HttpClientConfig): Effect.Effect<HttpClient, never, TokenStore> =>
  Effect.flatMap(Effect.service(TokenStore), (tokens) => makeHttpClient({ ...config, refreshTokens: config.refreshTokens ?? refreshTokens(config.baseUrl) }, tokens))
