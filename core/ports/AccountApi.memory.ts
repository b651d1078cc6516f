import { Effect, Layer } from "effect"
import type { Account } from "../account/account.ts"
import { BOOKINGS_PER_PAGE, type Booking } from "../booking/booking.ts"
import { HttpError } from "../http/http-error.ts"
import { AccountApi, type AccountApiShape, type BookingsPage } from "./AccountApi.ts"
import type { Tokens } from "./TokenStore.ts"

export interface MemberRecord {
  readonly account: Account
  readonly password: string
  readonly activeBookings?: ReadonlyArray<Booking>
  readonly inactiveBookings?: ReadonlyArray<Booking>
}

export interface AccountApiMemory {
  readonly api: AccountApiShape
  readonly layer: Layer.Layer<AccountApi>
  /** Makes the member's current access token stale, so the next authenticated call gets a 401. */
  readonly expireAccessTokens: () => void
  readonly refreshCalls: () => number
  /** E-mails whose registration was verified. */
  readonly registered: () => ReadonlyArray<string>
  /** Someone else has `mobile` now (saved as a new number, or waiting for its code, it is refused as taken). */
  readonly takeNumber: (mobile: string) => void
}

/** The SMS code every registration in the fake gets. */
export const REGISTRATION_CODE = "123456"
/** The SMS code every new mobile number in the fake gets. */
export const MOBILE_CODE = "654321"

const unauthorized = () => new HttpError({ status: 401, message: "Request failed with status code 401" })
const invalidLogin = () => new HttpError({ status: 401, message: "Invalid email or password" })

const mobileTaken = () =>
  new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "user_account.account_attributes.mobile_number": ["has already been taken"] } })

const pageOf = (bookings: ReadonlyArray<Booking>, page: number): BookingsPage => ({
  bookings: bookings.slice((page - 1) * BOOKINGS_PER_PAGE, page * BOOKINGS_PER_PAGE),
  totalPages: Math.max(1, Math.ceil(bookings.length / BOOKINGS_PER_PAGE)),
})

/**
 * An in-memory AccountApi for use-case tests: members log in with their password, access tokens
 * expire on demand and refresh tokens are single use, as a real token endpoint behaves.
 */
export const makeAccountApiMemory = (members: ReadonlyArray<MemberRecord> = []): AccountApiMemory => {
  const byEmail = new Map(members.map((member) => [member.account.user.email, { ...member }]))
  const accessTokens = new Map<string, string>()
  const refreshTokens = new Map<string, string>()
  const pending = new Map<string, unknown>()
  const registered: Array<string> = []
  const taken = new Set<string>()
  let issued = 0
  let refreshes = 0

  const issue = (email: string): Tokens => {
    issued += 1
    const tokens = { accessToken: `access-${issued}`, refreshToken: `refresh-${issued}` }
    accessTokens.set(tokens.accessToken, email)
    refreshTokens.set(tokens.refreshToken, email)
    return tokens
  }
  const memberFor = (accessToken: string | undefined) => {
    const email = accessToken === undefined ? undefined : accessTokens.get(accessToken)
    const member = email === undefined ? undefined : byEmail.get(email)
    return member === undefined ? Effect.fail(unauthorized()) : Effect.succeed(member)
  }

  const api: AccountApiShape = {
    login: (form) =>
      Effect.suspend(() => {
        const member = byEmail.get(form.username)
        return member !== undefined && member.password === form.password ? Effect.succeed(issue(form.username)) : Effect.fail(invalidLogin())
      }),
    refresh: (refreshToken) =>
      Effect.suspend(() => {
        refreshes += 1
        const email = refreshTokens.get(refreshToken)
        if (email === undefined) return Effect.fail(unauthorized())
        refreshTokens.delete(refreshToken)
        return Effect.succeed(issue(email))
      }),
    logout: (accessToken) =>
      Effect.map(memberFor(accessToken), () => {
        if (accessToken !== undefined) accessTokens.delete(accessToken)
      }),
    register: (form) =>
      Effect.suspend(() => {
        const taken = [...byEmail.values()].some((member) => member.account.user.email === form.email) || pending.has(form.email)
        if (taken) return Effect.fail(new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "user_account.email": ["has already been taken"] } }))
        pending.set(form.email, form)
        return Effect.void
      }),
    verifyRegistration: (form) =>
      Effect.suspend(() => {
        const waiting = pending.get(form.email)
        if (waiting === undefined || form.code !== REGISTRATION_CODE) return Effect.fail(new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "otp.code": ["The code is incorrect or has expired."] } }))
        pending.delete(form.email)
        registered.push(form.email)
        return Effect.void
      }),
    resendRegistrationCode: () => Effect.void,
    forgotPassword: () => Effect.void,
    resetPassword: () => Effect.void,
    getAccount: (accessToken) => Effect.map(memberFor(accessToken), (member) => member.account),
    updateAccount: (accessToken, update) =>
      Effect.flatMap(memberFor(accessToken), (member) => {
        const current = member.account.mobileNumber
        if (update.mobileNumber !== current && taken.has(update.mobileNumber)) return Effect.fail(mobileTaken())
        member.account = {
          ...member.account,
          title: update.title,
          // issue 22 §4: a new number waits for its code
          pendingMobileNumber: update.mobileNumber === current ? null : update.mobileNumber,
          user: { ...member.account.user, firstName: update.firstName, lastName: update.lastName },
        }
        return Effect.succeed(member.account)
      }),
    verifyMobileNumber: (accessToken, code) =>
      Effect.flatMap(memberFor(accessToken), (member) => {
        const waiting = member.account.pendingMobileNumber
        if (waiting === null || code !== MOBILE_CODE) return Effect.fail(new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "otp.code": ["The code is incorrect or has expired."] } }))
        if (taken.has(waiting)) return Effect.fail(mobileTaken())
        member.account = { ...member.account, mobileNumber: waiting, pendingMobileNumber: null }
        return Effect.succeed(member.account)
      }),
    resendMobileCode: (accessToken) =>
      Effect.flatMap(memberFor(accessToken), (member) =>
        member.account.pendingMobileNumber === null ? Effect.fail(new HttpError({ status: 409, message: "No new mobile number is waiting for a code." })) : Effect.void,
      ),
    deleteAccount: (accessToken) =>
      Effect.map(memberFor(accessToken), (member) => {
        byEmail.delete(member.account.user.email)
      }),
    activeBookings: (accessToken, page) => Effect.map(memberFor(accessToken), (member) => pageOf(member.activeBookings ?? [], page)),
    inactiveBookings: (accessToken, page) => Effect.map(memberFor(accessToken), (member) => pageOf(member.inactiveBookings ?? [], page)),
  }

  return {
    api,
    layer: Layer.succeed(AccountApi, api),
    expireAccessTokens: () => accessTokens.clear(),
    refreshCalls: () => refreshes,
    registered: () => registered,
    takeNumber: (mobile) => void taken.add(mobile),
  }
}
