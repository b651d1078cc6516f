import { Effect } from "effect"
import { Hono } from "hono"
import { ACCOUNT_CREATED, ACCOUNT_DELETED, PASSWORD_UPDATED } from "../../core/account/messages.ts"
import {
  ACCOUNTS_API_PATH,
  AccountResponse,
  UpdateAccountRequest,
  MemberBookingsQuery,
  MemberBookingsResponse,
  MessageResponse,
  VerifyMobileRequest,
  MOBILE_CHANGE_CODE_SENT,
} from "../../contracts/api/accounts.ts"
import { CodeSentResponse, REGISTRATION_CODE_SENT, RegisterRequest, ResendOtpRequest, VerifyOtpRequest } from "../../contracts/api/registration.ts"
import { ForgotPasswordRequest, RESET_LINK_SENT, ResetPasswordRequest } from "../../contracts/api/password-reset.ts"
import { LOGGED_OUT, LogoutRequest } from "../../contracts/api/sign-in.ts"
import { OTP_SENT } from "../../contracts/api/messages.ts"
import { clientAddress } from "../http/node-bindings.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder, queryDecoder } from "../http/runtime.ts"
import { authentication, type MemberAuthentication, signedIn } from "../http/member.ts"
import { noStore } from "../http/middleware/no-store.ts"
import { keyOf } from "./keys.ts"
import { BookingService } from "../bookings/BookingService.ts"
import { AccountService } from "./AccountService.ts"
import { PasswordReset } from "./PasswordReset.ts"
import { MobileChange } from "./MobileChange.ts"
import { Registration } from "./Registration.ts"
import { Sessions } from "./Sessions.ts"
import { accountProblem } from "./token-routes.ts"

/**
 * Members' accounts (spec A §7, contracts/README.md "Accounts"), mounted at /api/web/accounts:
 *   POST /register    `{ user_account: {...} }` → 201 `{ message, expires_in }` (the code goes by SMS);
 *                     422 (has already been taken on the e-mail or the mobile), 429
 *   POST /verify_otp  `{ otp: { email, code } }` → 200 "Account successfully created!"; 422 on otp.code, 429 (locked)
 *   POST /resend_otp  `{ otp: { email } }` → 200 (the same whether or not a registration waits, a code going only 60 s after the last); 429 (throttled)
 *   POST /logout      bearer; `{ refresh_token? }` → 200; 401
 *   POST /forgot_password `{ user: { email } }` → 200 (the same whether or not the e-mail is registered); 429
 *   POST /reset_password  `{ user: { password, password_confirmation, token } }` → 200 "Password Updated!"; 422 on user.token
 *   GET /active_bookings, /inactive_bookings  bearer; `page`, `per` (6) → `{ bookings, meta: { totalPages } }`; 401, 422
 *   GET, PATCH, DELETE /  bearer → the account (PATCH `{ user_account: {...} }`; a new mobile number waits for its code,
 *                     texted to it: 429 within 60 s of the last), or "Your account has been successfully deleted"; 401
 *   POST /verify_mobile     bearer; `{ otp: { code } }` → 200 the account with its new number; 422 on otp.code, or "has
 *                     already been taken" on the mobile; 429 (locked)
 *   POST /resend_mobile_otp bearer → 200 `{ message, expires_in }`; 409 (no new number waits), 429 within 60 s
 * Every answer: Cache-Control: no-store.
 */

export const ACCOUNT_ROUTES_PATH = ACCOUNTS_API_PATH

const decodeRegister = jsonBodyDecoder(RegisterRequest)
const decodeVerify = jsonBodyDecoder(VerifyOtpRequest)
const decodeResend = jsonBodyDecoder(ResendOtpRequest)
const decodeLogout = jsonBodyDecoder(LogoutRequest)
const answerCodeSent = jsonAnswer(CodeSentResponse)
const answerMessage = jsonAnswer(MessageResponse)
const decodeForgot = jsonBodyDecoder(ForgotPasswordRequest)
const decodeReset = jsonBodyDecoder(ResetPasswordRequest)
const decodeUpdate = jsonBodyDecoder(UpdateAccountRequest)
const decodeVerifyMobile = jsonBodyDecoder(VerifyMobileRequest)
const answerAccount = jsonAnswer(AccountResponse)
const decodeBookingsQuery = queryDecoder(MemberBookingsQuery)
const answerBookings = jsonAnswer(MemberBookingsResponse)

export type AccountRouteServices = Registration | Sessions | MemberAuthentication | PasswordReset | AccountService | MobileChange | BookingService

export const makeAccountRoutes = <R>(http: HttpRuntime<R | AccountRouteServices>, secret: string): Hono<AppEnv> => {
  const clientKeyOf = (c: AppContext) => keyOf(secret, "client", clientAddress(c))

  const register = Effect.fnUntraced(function* (c: AppContext) {
    const { user_account } = yield* decodeRegister(c)
    const expiresIn = yield* Registration.use((registration) =>
      registration.register({
        email: user_account.email,
        firstName: user_account.first_name,
        lastName: user_account.last_name,
        password: user_account.password,
        mobileNumber: user_account.account_attributes.mobile_number,
        clientKey: clientKeyOf(c),
      }),
    ).pipe(Effect.mapError(accountProblem))
    return yield* answerCodeSent(c, { message: REGISTRATION_CODE_SENT, expires_in: expiresIn }, 201)
  })

  const verify = Effect.fnUntraced(function* (c: AppContext) {
    const { otp } = yield* decodeVerify(c)
    yield* Registration.use((registration) => registration.verify({ email: otp.email, code: otp.code, clientKey: clientKeyOf(c) })).pipe(
      Effect.mapError(accountProblem),
    )
    return yield* answerMessage(c, { message: ACCOUNT_CREATED })
  })

  const resend = Effect.fnUntraced(function* (c: AppContext) {
    const { otp } = yield* decodeResend(c)
    const expiresIn = yield* Registration.use((registration) => registration.resend({ email: otp.email, clientKey: clientKeyOf(c) })).pipe(
      Effect.mapError(accountProblem),
    )
    return yield* answerCodeSent(c, { message: OTP_SENT, expires_in: expiresIn })
  })

  const logout = Effect.fnUntraced(function* (c: AppContext) {
    const bearer = yield* signedIn(c)
    // The body is optional: an empty one is fine, a malformed one is still refused.
    if ((c.req.header("Content-Length") ?? "0") !== "0" || c.req.header("Transfer-Encoding") !== undefined) yield* decodeLogout(c)
    yield* Sessions.use((sessions) => sessions.end(bearer.sessionId, "logout")).pipe(Effect.orDie)
    return yield* answerMessage(c, { message: LOGGED_OUT })
  })

  const forgot = Effect.fnUntraced(function* (c: AppContext) {
    const { user } = yield* decodeForgot(c)
    yield* PasswordReset.use((reset) => reset.forgot({ email: user.email, clientKey: clientKeyOf(c) })).pipe(Effect.mapError(accountProblem))
    return yield* answerMessage(c, { message: RESET_LINK_SENT })
  })

  const reset = Effect.fnUntraced(function* (c: AppContext) {
    const { user } = yield* decodeReset(c)
    yield* PasswordReset.use((service) => service.reset({ token: user.token, password: user.password })).pipe(Effect.mapError(accountProblem))
    return yield* answerMessage(c, { message: PASSWORD_UPDATED })
  })

  const show = Effect.fnUntraced(function* (c: AppContext) {
    const bearer = yield* signedIn(c)
    const account = yield* AccountService.use((service) => service.get(bearer.accountId)).pipe(Effect.mapError(accountProblem))
    return yield* answerAccount(c, account)
  })

  const change = Effect.fnUntraced(function* (c: AppContext) {
    const bearer = yield* signedIn(c)
    const { user_account } = yield* decodeUpdate(c)
    const account = yield* AccountService.use((service) => service.update(bearer.accountId, user_account, clientKeyOf(c))).pipe(Effect.mapError(accountProblem))
    return yield* answerAccount(c, account)
  })

  const verifyMobile = Effect.fnUntraced(function* (c: AppContext) {
    const bearer = yield* signedIn(c)
    const { otp } = yield* decodeVerifyMobile(c)
    const account = yield* AccountService.use((service) => service.verifyMobile(bearer.accountId, otp.code, clientKeyOf(c))).pipe(Effect.mapError(accountProblem))
    return yield* answerAccount(c, account)
  })

  const resendMobile = Effect.fnUntraced(function* (c: AppContext) {
    const bearer = yield* signedIn(c)
    const expiresIn = yield* MobileChange.use((mobile) => mobile.resend(bearer.accountId, clientKeyOf(c))).pipe(Effect.mapError(accountProblem))
    return yield* answerCodeSent(c, { message: MOBILE_CHANGE_CODE_SENT, expires_in: expiresIn })
  })

  const remove = Effect.fnUntraced(function* (c: AppContext) {
    const bearer = yield* signedIn(c)
    yield* AccountService.use((service) => service.remove(bearer.accountId)).pipe(Effect.mapError(accountProblem))
    return yield* answerMessage(c, { message: ACCOUNT_DELETED })
  })

  const memberBookings = (which: "active" | "inactive") =>
    Effect.fnUntraced(function* (c: AppContext) {
      const bearer = yield* signedIn(c)
      const query = yield* decodeBookingsQuery(c)
      const page = yield* BookingService.use((service) => service.listForMember(bearer.accountId, which, query))
      return yield* answerBookings(c, { bookings: page.bookings, meta: { totalPages: page.totalPages } })
    })
  const active = memberBookings("active")
  const inactive = memberBookings("inactive")

  const member = authentication(http)
  return new Hono<AppEnv>()
    .use(noStore)
    .get("/active_bookings", member, (c) => http.respond(c, active(c)))
    .get("/inactive_bookings", member, (c) => http.respond(c, inactive(c)))
    .get("/", member, (c) => http.respond(c, show(c)))
    .patch("/", member, (c) => http.respond(c, change(c)))
    .delete("/", member, (c) => http.respond(c, remove(c)))
    .post("/forgot_password", (c) => http.respond(c, forgot(c)))
    .post("/reset_password", (c) => http.respond(c, reset(c)))
    .post("/register", (c) => http.respond(c, register(c)))
    .post("/verify_otp", (c) => http.respond(c, verify(c)))
    .post("/resend_otp", (c) => http.respond(c, resend(c)))
    .post("/logout", member, (c) => http.respond(c, logout(c)))
    .post("/verify_mobile", member, (c) => http.respond(c, verifyMobile(c)))
    .post("/resend_mobile_otp", member, (c) => http.respond(c, resendMobile(c)))
}
