import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ACCOUNT_CREATED, ALREADY_TAKEN, INVALID_EMAIL_OR_PASSWORD } from "../../core/account/messages.ts"
import { PASSWORD_NEEDS_SYMBOL, PASSWORD_TOO_COMMON } from "../../core/account/messages.ts"
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../core/account/one-time-code.ts"
import {
  ACCESS_TOKEN_SECONDS,
  INVALID_REFRESH_TOKEN,
  LOGGED_OUT,
  MEMBER_SCOPE,
  REFRESH_GRACE_SECONDS,
  SIGN_IN_REQUIRED,
  UNKNOWN_TOKEN_CLIENT,
  WEBSITE_CLIENT_ID,
} from "../../contracts/api/sign-in.ts"
import { REGISTRATION_CODE_SENT } from "../../contracts/api/registration.ts"
import { OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS, VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { OTP_SENT } from "../../contracts/api/messages.ts"
import { accounts, outbox } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { LIMITS } from "./AuthThrottle.ts"
import { type AccountsApp, lastCodeTo, newMember, registerBody, signUp, startAccountsApp } from "./testing/accounts-app.ts"

/**
 * Registration, sign-in, the token endpoint and logout over HTTP (in-process, TestClock): statuses,
 * exact bodies, Cache-Control, the one-time-code rules, throttling, rotation and reuse detection.
 */

let database: TestDatabase
let app: AccountsApp

beforeAll(async () => {
  database = await createTestDatabase()
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app.dispose()
  await database.close()
})

let clientSerial = 10
const newClient = () => `203.0.113.${++clientSerial}`

const A = "/api/web/accounts"
const post = (path: string, body: unknown, address = newClient()) => app.request("POST", path, { body, address })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")
const login = (username: string, password: string, address = newClient()) => post("/api/login", { username, password }, address)
const refresh = (refreshToken: string, address = newClient()) =>
  post("/loyalty_users/token", { grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, refresh_token: refreshToken }, address)
const logout = (token: string) => app.request("POST", `${A}/logout`, { token, address: newClient() })

describe("POST /api/web/accounts/register and verify_otp", () => {
  it("stores an unverified account, texts a 6-digit code, and completes it with that code", async () => {
    const member = newMember()
    const registered = await post(`${A}/register`, registerBody(member))
    expect(registered.status).toBe(201)
    expect(registered.headers.get("Cache-Control")).toBe("no-store")
    expect(await registered.json()).toEqual({ message: REGISTRATION_CODE_SENT, expires_in: OTP_LIFETIME_SECONDS })
    const [row] = await database.db.select().from(accounts).where(eq(accounts.email, member.email))
    expect(row?.registrationCompletedAt).toBeNull()
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/)
    expect(row?.passwordHash).not.toContain(member.password)
    // Not verified yet: the password does not sign in.
    expect((await login(member.email, member.password)).status).toBe(401)

    const code = await lastCodeTo(database, member.mobile)
    const verified = await post(`${A}/verify_otp`, { otp: { email: member.email, code } })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual({ message: ACCOUNT_CREATED })
    expect((await login(member.email, member.password)).status).toBe(200)
    // Single use.
    const again = await post(`${A}/verify_otp`, { otp: { email: member.email, code } })
    expect(again.status).toBe(422)
  })

  it("answers 'has already been taken' on the e-mail field and on the mobile field for a registered member", async () => {
    const member = newMember()
    await signUp(app, database, member)
    const both = await post(`${A}/register`, registerBody({ ...member, email: member.email.toUpperCase() }))
    expect(both.status).toBe(422)
    expect(await both.json()).toEqual({
      message: VALIDATION_FAILED,
      errors: { "user_account.email": [ALREADY_TAKEN], "user_account.account_attributes.mobile_number": [ALREADY_TAKEN] },
    })
    const mobileOnly = await post(`${A}/register`, registerBody({ ...newMember(), mobile: member.mobile }))
    expect(await mobileOnly.json()).toEqual({ message: VALIDATION_FAILED, errors: { "user_account.account_attributes.mobile_number": [ALREADY_TAKEN] } })
  })

  it("refuses a password that breaks the spec's rule with the spec's words", async () => {
    const response = await post(`${A}/register`, registerBody({ ...newMember(), password: "Sunny2030stay" }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: VALIDATION_FAILED, errors: { "user_account.password": [PASSWORD_NEEDS_SYMBOL] } })
  })

  it("refuses one of the 1,000 most common passwords dressed up to pass the rule, with core's words (issue 22 §8)", async () => {
    for (const password of ["Password1!", "Qwerty123!", "!!Monkey2024", "Iloveyou-1"]) {
      const member = { ...newMember(), password }
      const response = await post(`${A}/register`, registerBody(member))
      expect(response.status, password).toBe(422)
      expect(await response.json()).toEqual({ message: VALIDATION_FAILED, errors: { "user_account.password": [PASSWORD_TOO_COMMON] } })
      expect(await database.db.select().from(accounts).where(eq(accounts.email, member.email))).toEqual([])
    }
  })

  it("counts wrong codes and locks the code after the fifth, even for the right one", async () => {
    const member = newMember()
    await post(`${A}/register`, registerBody(member))
    const code = await lastCodeTo(database, member.mobile)
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      const response = await post(`${A}/verify_otp`, { otp: { email: member.email, code: wrong(code) } })
      expect(await response.json()).toEqual({ message: VALIDATION_FAILED, errors: { "otp.code": [OTP_INCORRECT] } })
    }
    const fifth = await post(`${A}/verify_otp`, { otp: { email: member.email, code: wrong(code) } })
    expect(fifth.status).toBe(429)
    expect(await fifth.json()).toEqual({ message: OTP_LOCKED })
    expect((await post(`${A}/verify_otp`, { otp: { email: member.email, code } })).status).toBe(429)
  })

  it("refuses a code after its 10 minutes", async () => {
    const member = newMember()
    await post(`${A}/register`, registerBody(member))
    const code = await lastCodeTo(database, member.mobile)
    await app.advance(OTP_LIFETIME_SECONDS)
    expect((await post(`${A}/verify_otp`, { otp: { email: member.email, code } })).status).toBe(422)
  })
})

describe("POST /api/web/accounts/resend_otp", () => {
  it("sends a new code only 60 s after the last, and the new code voids the old one", async () => {
    const member = newMember()
    await post(`${A}/register`, registerBody(member))
    const first = await lastCodeTo(database, member.mobile)
    const sent = async () => (await database.db.select().from(outbox).where(eq(outbox.recipient, member.mobile))).length
    const early = await post(`${A}/resend_otp`, { otp: { email: member.email } })
    expect(early.status).toBe(200)
    expect(await sent()).toBe(1)
    await app.advance(OTP_RESEND_SECONDS)
    const resent = await post(`${A}/resend_otp`, { otp: { email: member.email } })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toEqual({ message: OTP_SENT, expires_in: OTP_LIFETIME_SECONDS })
    expect(await sent()).toBe(2)
    const second = await lastCodeTo(database, member.mobile)
    if (second !== first) expect((await post(`${A}/verify_otp`, { otp: { email: member.email, code: first } })).status).toBe(422)
    expect((await post(`${A}/verify_otp`, { otp: { email: member.email, code: second } })).status).toBe(200)
  })

  it("answers an unknown e-mail as it answers a waiting registration, and sends nothing", async () => {
    const before = await database.db.select().from(outbox)
    const response = await post(`${A}/resend_otp`, { otp: { email: "nobody-here@example.com" } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: OTP_SENT, expires_in: OTP_LIFETIME_SECONDS })
    expect(await database.db.select().from(outbox)).toHaveLength(before.length)
  })

  it("answers alike whether or not a registration started in the last 60 s, so it tells neither (issue 22 §8)", async () => {
    const member = newMember()
    await post(`${A}/register`, registerBody(member), "198.51.100.201")
    const answer = async (email: string) => {
      const response = await post(`${A}/resend_otp`, { otp: { email } }, "198.51.100.202")
      return { status: response.status, retryAfter: response.headers.get("Retry-After"), body: await response.json() }
    }
    const justStarted = await answer(member.email)
    const nobody = await answer(`nobody-${member.email}`)
    expect(justStarted).toEqual(nobody)
  })
})

describe("POST /api/login and POST /loyalty_users/token", () => {
  it("answers the spec's token fields, never cached", async () => {
    const member = newMember()
    await signUp(app, database, member)
    const response = await login(member.email.toUpperCase(), member.password)
    expect(response.status).toBe(200)
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    const body = await response.json()
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: "Bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: MEMBER_SCOPE,
      created_at: expect.any(Number),
    })
  })

  it("answers a wrong password and an unknown e-mail with the very same 401", async () => {
    const member = newMember()
    await signUp(app, database, member)
    const wrongPassword = await login(member.email, "Not-The-Password-1")
    const unknown = await login("no-such-member@example.com", member.password)
    expect([wrongPassword.status, unknown.status]).toEqual([401, 401])
    expect(await wrongPassword.json()).toEqual({ message: INVALID_EMAIL_OR_PASSWORD })
    expect(await unknown.json()).toEqual({ message: INVALID_EMAIL_OR_PASSWORD })
  })

  it("throttles sign-in per account after 5 failures, from any client, whether or not the e-mail is registered", async () => {
    const member = newMember()
    await signUp(app, database, member)
    for (const email of [member.email, "never-registered@example.com"]) {
      for (let attempt = 0; attempt < LIMITS.login.perSubject; attempt++) expect((await login(email, "Wrong-password-1")).status).toBe(401)
      const throttled = await login(email, member.password)
      expect(throttled.status).toBe(429)
      expect(await throttled.json()).toEqual({ message: TOO_MANY_REQUESTS })
      expect(Number(throttled.headers.get("Retry-After"))).toBe(LIMITS.login.windowSeconds)
    }
    await app.advance(LIMITS.login.windowSeconds)
    expect((await login(member.email, member.password)).status).toBe(200)
  })

  it("throttles one client trying many accounts", async () => {
    const client = newClient()
    for (let attempt = 0; attempt < LIMITS.login.perClient; attempt++) await login(`guess${attempt}@example.com`, "Wrong-password-1", client)
    expect((await login("guess-last@example.com", "Wrong-password-1", client)).status).toBe(429)
    expect((await login("guess-last@example.com", "Wrong-password-1")).status).toBe(401)
  })

  it("grants tokens by password at the token endpoint, for the website client only", async () => {
    const member = newMember()
    await signUp(app, database, member)
    const granted = await post("/loyalty_users/token", { grant_type: "password", client_id: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, username: member.email, password: member.password })
    expect(granted.status).toBe(200)
    const unknownClient = await post("/loyalty_users/token", { grant_type: "password", client_id: "someone-else", username: member.email, password: member.password })
    expect(unknownClient.status).toBe(401)
    expect(await unknownClient.json()).toEqual({ message: UNKNOWN_TOKEN_CLIENT })
    const missing = await post("/loyalty_users/token", { grant_type: "password", client_id: WEBSITE_CLIENT_ID })
    expect(missing.status).toBe(422)
  })

  it("rotates the refresh token; a used one coming back after the grace window ends the whole session", async () => {
    const member = newMember()
    const tokens = await signUp(app, database, member)
    const first = await refresh(tokens.refresh_token)
    expect(first.status).toBe(200)
    const rotated = (await first.json()) as { access_token: string; refresh_token: string }
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token)

    await app.advance(REFRESH_GRACE_SECONDS + 1)
    const reused = await refresh(tokens.refresh_token)
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual({ message: INVALID_REFRESH_TOKEN })
    // The family is gone: the rotated tokens die with it.
    expect((await refresh(rotated.refresh_token)).status).toBe(401)
    expect((await logout(rotated.access_token)).status).toBe(401)
  })

  it("lets an access token expire after about 15 minutes, and the refresh token renew it", async () => {
    const tokens = await signUp(app, database, newMember())
    await app.advance(ACCESS_TOKEN_SECONDS)
    expect((await logout(tokens.access_token)).status).toBe(401)
    const renewed = (await (await refresh(tokens.refresh_token)).json()) as { access_token: string }
    expect((await logout(renewed.access_token)).status).toBe(200)
  })
})

describe("POST /api/web/accounts/logout", () => {
  it("ends the session: its access and refresh tokens stop working", async () => {
    const tokens = await signUp(app, database, newMember())
    const response = await logout(tokens.access_token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: LOGGED_OUT })
    expect((await logout(tokens.access_token)).status).toBe(401)
    expect((await refresh(tokens.refresh_token)).status).toBe(401)
  })

  it("reads the Bearer scheme in any case, with any spaces after it (RFC 9110 §11.1; issue 22 §8)", async () => {
    for (const scheme of ["bearer", "BEARER", "BeArEr"]) {
      const tokens = await signUp(app, database, newMember(), `198.51.100.${170 + scheme.length}`)
      const response = await app.request("POST", `${A}/logout`, { headers: { Authorization: `${scheme}  ${tokens.access_token}` } })
      expect(response.status, scheme).toBe(200)
    }
    expect((await app.request("POST", `${A}/logout`, { headers: { Authorization: "Basic dXNlcjpwYXNz" } })).status).toBe(401)
  })

  it("answers 401 with WWW-Authenticate without a token", async () => {
    const response = await app.request("POST", `${A}/logout`)
    expect(response.status).toBe(401)
    expect(response.headers.get("WWW-Authenticate")).toContain("Bearer")
    expect(await response.json()).toEqual({ message: SIGN_IN_REQUIRED })
  })
})
