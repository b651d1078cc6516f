import { Context, type Effect } from "effect"
import type { Account } from "../account/account.ts"
import type { LoginForm } from "../account/login.ts"
import type { RegistrationForm } from "../account/registration.ts"
import type { ResetPasswordForm } from "../account/reset-password.ts"
import type { ProfileUpdate } from "../account/user-details.ts"
import type { VerificationForm } from "../account/verification.ts"
import type { Booking } from "../booking/booking.ts"
import type { HttpError } from "../http/http-error.ts"
import type { Tokens } from "./TokenStore.ts"

/** spec B §7, A §7: one page of a member's bookings and how many pages there are. */
export interface BookingsPage {
  readonly bookings: ReadonlyArray<Booking>
  readonly totalPages: number
}

/**
 * The member account API (spec A §7, /api/web/accounts and the login call). Calls that need a
 * signed-in member take the access token; core's authenticated-requests policy supplies it and
 * refreshes it once on a 401 through `refresh`.
 */
export interface AccountApiShape {
  readonly login: (form: LoginForm) => Effect.Effect<Tokens, HttpError>
  readonly refresh: (refreshToken: string) => Effect.Effect<Tokens, HttpError>
  /** Ends the member's session on the server (its tokens stop working). */
  readonly logout: (accessToken: string | undefined) => Effect.Effect<void, HttpError>
  readonly register: (form: RegistrationForm) => Effect.Effect<void, HttpError>
  readonly verifyRegistration: (form: VerificationForm) => Effect.Effect<void, HttpError>
  readonly resendRegistrationCode: (email: string) => Effect.Effect<void, HttpError>
  readonly forgotPassword: (email: string) => Effect.Effect<void, HttpError>
  readonly resetPassword: (form: ResetPasswordForm) => Effect.Effect<void, HttpError>
  readonly getAccount: (accessToken: string | undefined) => Effect.Effect<Account, HttpError>
  /** Saves My Details; a new mobile number waits for the code texted to it (`pendingMobileNumber`). */
  readonly updateAccount: (accessToken: string | undefined, update: ProfileUpdate) => Effect.Effect<Account, HttpError>
  /** issue 22 §4: the code texted to the new mobile number makes it the account's. */
  readonly verifyMobileNumber: (accessToken: string | undefined, code: string) => Effect.Effect<Account, HttpError>
  /** issue 22 §4: a new code to the new mobile number waiting, 60 s after the last. */
  readonly resendMobileCode: (accessToken: string | undefined) => Effect.Effect<void, HttpError>
  readonly deleteAccount: (accessToken: string | undefined) => Effect.Effect<void, HttpError>
  readonly activeBookings: (accessToken: string | undefined, page: number) => Effect.Effect<BookingsPage, HttpError>
  readonly inactiveBookings: (accessToken: string | undefined, page: number) => Effect.Effect<BookingsPage, HttpError>
}

export class AccountApi extends Context.Service<AccountApi, AccountApiShape>()("hotel/ports/AccountApi") {}
