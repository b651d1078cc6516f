import { type APIRequestContext, expect, type Page } from "@playwright/test"
import { LOGIN_FLAG_KEY } from "../../../core/account/login-flag-store.ts"
import { TOKENS_KEY } from "../../../adapters/storage/TokenStore.browser.ts"
import { ACCOUNTS_API_PATH } from "../../../contracts/api/accounts.ts"
import { LOGIN_PATH } from "../../../contracts/api/sign-in.ts"
import { readCodeFromOutbox } from "../pages/manage-booking-pages.ts"

export interface SignedUpMember {
  readonly email: string
  readonly accessToken: string
  readonly refreshToken: string
}

/**
 * The address a new member signs up from: one of its own, as each guest has (the suite's server trusts 127.0.0.1 as a
 * proxy, playwright.config.ts), so the per-client sign-up limit (10 an hour) counts guests, not the whole suite.
 */
const ownAddress = (): Record<string, string> => {
  const part = () => 1 + Math.floor(Math.random() * 254)
  return { "X-Forwarded-For": `10.${part()}.${part()}.${part()}` }
}

/**
 * A new member through the accounts API, as the sign-up screens will do it (there is no sign-in screen yet): register,
 * the SMS code read from the development outbox, verify, sign in. Answers the member's e-mail and tokens.
 */
export const signUpMember = async (request: APIRequestContext, name: string): Promise<SignedUpMember> => {
  const headers = ownAddress()
  const stamp = Date.now()
  const email = `${name}.${stamp}@example.co.za`
  const mobile = `+2784${String(stamp).slice(-7)}`
  const password = "Sunny-Stay-2030"
  const registered = await request.post(`${ACCOUNTS_API_PATH}/register`, {
    data: { user_account: { email, first_name: "Thandi", last_name: "Nkosi", password, account_attributes: { mobile_number: mobile } } },
    headers,
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const code = await readCodeFromOutbox(request, mobile, "", "account_verification")
  const verified = await request.post(`${ACCOUNTS_API_PATH}/verify_otp`, { data: { otp: { email, code } }, headers })
  expect(verified.status(), await verified.text()).toBe(200)
  const login = await request.post(LOGIN_PATH, { data: { username: email, password }, headers })
  expect(login.status(), await login.text()).toBe(200)
  const tokens = (await login.json()) as { access_token: string; refresh_token: string }
  return { email, accessToken: tokens.access_token, refreshToken: tokens.refresh_token }
}

/** A seeded demo member (server/db/seed/members.ts) signed in through the accounts API, as from a guest of its own. */
export const signInMember = async (request: APIRequestContext, email: string, password: string): Promise<SignedUpMember> => {
  const login = await request.post(LOGIN_PATH, { data: { username: email, password }, headers: ownAddress() })
  expect(login.status(), await login.text()).toBe(200)
  const tokens = (await login.json()) as { access_token: string; refresh_token: string }
  return { email, accessToken: tokens.access_token, refreshToken: tokens.refresh_token }
}

/** Puts the member's tokens where the site's TokenStore keeps them without remember-me (adapters/storage/TokenStore.browser.ts). */
export const signInBrowser = async (page: Page, member: SignedUpMember): Promise<void> => {
  await page.goto("/")
  await page.evaluate(
    ([tokensKey, flagKey, tokens]) => {
      sessionStorage.setItem(tokensKey!, tokens!)
      sessionStorage.setItem(flagKey!, "true")
    },
    [TOKENS_KEY, LOGIN_FLAG_KEY, JSON.stringify({ accessToken: member.accessToken, refreshToken: member.refreshToken })],
  )
}

/** The uuids of the member's current bookings, as the accounts API lists them for the member's bearer token. */
export const activeBookingsOf = async (request: APIRequestContext, member: SignedUpMember): Promise<ReadonlyArray<string>> => {
  const answer = await request.get(`${ACCOUNTS_API_PATH}/active_bookings`, { headers: { Authorization: `Bearer ${member.accessToken}` } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { bookings: ReadonlyArray<{ uuid: string }> }).bookings.map((booking) => booking.uuid)
}
