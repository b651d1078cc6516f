import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { ALREADY_TAKEN } from "../../core/account/messages.ts"
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../core/account/one-time-code.ts"
import { MOBILE_CHANGE_CODE_SENT, NO_MOBILE_CHANGE_WAITING } from "../../contracts/api/accounts.ts"
import { OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS, VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { accounts, outbox } from "../db/schema.ts"
import { LIMITS } from "./AuthThrottle.ts"
import { lastCodeTo, newMember, registerBody, type TestMember } from "./testing/accounts-app.ts"
import { memberSuite, onPostgres } from "./testing/member-suite.ts"

/**
 * A changed mobile number is verified by an SMS code to the new number before it replaces the old (issue 22 §4): PATCH
 * keeps the old number, texts a code to the new one and answers the number waiting, alike for a number another member
 * has and a free one; POST verify_mobile with the code makes the change; POST resend_mobile_otp sends a new code. The
 * spec's code rules: 6 digits, 10 minutes, 5 tries, 60 s between codes. On PostgreSQL the race is real.
 */

const A = "/api/web/accounts"
const MOBILE_FIELD = "user_account.account_attributes.mobile_number"

const suite = memberSuite()

let clientSerial = 0
const newClient = () => `198.18.1.${++clientSerial}`
const freeNumber = () => newMember().mobile

interface Member extends TestMember {
  readonly token: string
  readonly address: string
}

const member = async (): Promise<Member> => {
  const details = newMember()
  const address = newClient()
  const tokens = await suite.signUp(details, address)
  return { ...details, token: tokens.access_token, address }
}

const changeMobile = (who: Member, mobile: string, more: Record<string, unknown> = {}) =>
  suite.app.request("PATCH", A, { token: who.token, address: who.address, body: { user_account: { ...more, account_attributes: { mobile_number: mobile } } } })
const verifyMobile = (who: Member, code: string) => suite.app.request("POST", `${A}/verify_mobile`, { token: who.token, address: who.address, body: { otp: { code } } })
const resend = (who: Member) => suite.app.request("POST", `${A}/resend_mobile_otp`, { token: who.token, address: who.address })
const account = async (who: Member) => (await (await suite.app.request("GET", A, { token: who.token })).json()) as { mobile_number: string; pending_mobile_number: string | null; user: { first_name: string } }
const textsTo = async (mobile: string) => (await suite.database.db.select().from(outbox).where(eq(outbox.recipient, mobile))).length
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

describe("PATCH /api/web/accounts with a new mobile number", () => {
  it("keeps the old number, texts a code to the new one and answers the number waiting; the code makes the change", async () => {
    const someone = await member()
    const next = freeNumber()
    const changed = await changeMobile(someone, next, { first_name: "Lerato" })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ mobile_number: someone.mobile, pending_mobile_number: next, user: { first_name: "Lerato" } })
    expect(await textsTo(next)).toBe(1)
    const verified = await verifyMobile(someone, await lastCodeTo(suite.database, next))
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ mobile_number: next, pending_mobile_number: null })
    // the old number is free again: someone else can register with it
    expect((await suite.app.request("POST", `${A}/register`, { body: registerBody({ ...newMember(), mobile: someone.mobile }), address: newClient() })).status).toBe(201)
  })

  it("answers a number another member has exactly as a free one, and takes nobody's number", async () => {
    const someone = await member()
    const owner = await member()
    const free = freeNumber()
    const toTaken = await changeMobile(someone, owner.mobile)
    const takenBody = (await toTaken.json()) as Record<string, unknown>
    await suite.app.advance(OTP_RESEND_SECONDS)
    const toFree = await changeMobile(someone, free)
    const freeBody = (await toFree.json()) as Record<string, unknown>
    expect([toTaken.status, toFree.status]).toEqual([200, 200])
    expect({ ...takenBody, pending_mobile_number: "?" }).toEqual({ ...freeBody, pending_mobile_number: "?" })
    expect(takenBody["pending_mobile_number"]).toBe(owner.mobile)
    expect((await account(owner)).mobile_number).toBe(owner.mobile)
  })

  it("leaves a free number free until the code is verified, so its owner can still register with it", async () => {
    const someone = await member()
    const theirs = freeNumber()
    await changeMobile(someone, theirs)
    const registered = await suite.app.request("POST", `${A}/register`, { body: registerBody({ ...newMember(), mobile: theirs }), address: newClient() })
    expect(registered.status).toBe(201)
    expect((await account(someone)).mobile_number).toBe(someone.mobile)
  })

  it("refuses the code once the number is someone else's: 'has already been taken', the number stays", async () => {
    const someone = await member()
    const contested = freeNumber()
    await changeMobile(someone, contested)
    const code = await lastCodeTo(suite.database, contested)
    await suite.signUp({ ...newMember(), mobile: contested }, newClient())
    const verified = await verifyMobile(someone, code)
    expect(verified.status).toBe(422)
    expect(await verified.json()).toEqual({ message: VALIDATION_FAILED, errors: { [MOBILE_FIELD]: [ALREADY_TAKEN] } })
    expect((await account(someone)).mobile_number).toBe(someone.mobile)
  })

  it("counts wrong codes and locks the code after the fifth, even for the right one", async () => {
    const someone = await member()
    const next = freeNumber()
    await changeMobile(someone, next)
    const code = await lastCodeTo(suite.database, next)
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      const response = await verifyMobile(someone, wrong(code))
      expect(await response.json()).toEqual({ message: VALIDATION_FAILED, errors: { "otp.code": [OTP_INCORRECT] } })
    }
    expect((await verifyMobile(someone, wrong(code))).status).toBe(429)
    const locked = await verifyMobile(someone, code)
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ message: OTP_LOCKED })
    expect((await account(someone)).mobile_number).toBe(someone.mobile)
  })

  it("refuses a code after its 10 minutes", async () => {
    const someone = await member()
    const next = freeNumber()
    await changeMobile(someone, next)
    const code = await lastCodeTo(suite.database, next)
    await suite.app.advance(OTP_LIFETIME_SECONDS)
    expect((await verifyMobile(someone, code)).status).toBe(422)
  })

  it("sends a new code 60 s after the last, which voids the old one; nothing to resend is a 409", async () => {
    const someone = await member()
    expect(await (await resend(someone)).json()).toEqual({ message: NO_MOBILE_CHANGE_WAITING })
    const next = freeNumber()
    await changeMobile(someone, next)
    const first = await lastCodeTo(suite.database, next)
    const early = await resend(someone)
    expect(early.status).toBe(429)
    expect(Number(early.headers.get("Retry-After"))).toBe(OTP_RESEND_SECONDS)
    await suite.app.advance(OTP_RESEND_SECONDS)
    const resent = await resend(someone)
    expect(resent.status).toBe(200)
    expect(await resent.json()).toEqual({ message: MOBILE_CHANGE_CODE_SENT, expires_in: OTP_LIFETIME_SECONDS })
    const second = await lastCodeTo(suite.database, next)
    if (second !== first) expect((await verifyMobile(someone, first)).status).toBe(422)
    expect((await verifyMobile(someone, second)).status).toBe(200)
  })

  it("sends nothing new for the number already waiting, and putting the old number back cancels the change", async () => {
    const someone = await member()
    const next = freeNumber()
    await changeMobile(someone, next)
    const again = await changeMobile(someone, next, { first_name: "Again" })
    expect(again.status).toBe(200)
    expect(await textsTo(next)).toBe(1)
    const back = await changeMobile(someone, someone.mobile)
    expect(await back.json()).toMatchObject({ mobile_number: someone.mobile, pending_mobile_number: null })
    expect((await verifyMobile(someone, await lastCodeTo(suite.database, next))).status).toBe(422)
  })

  it("is throttled as registration is: a member asks for new numbers at most 5 times an hour", async () => {
    const someone = await member()
    for (let change = 0; change < LIMITS.change_mobile.perSubject; change++) {
      expect((await changeMobile(someone, freeNumber())).status).toBe(200)
      await suite.app.advance(OTP_RESEND_SECONDS)
    }
    const refused = await changeMobile(someone, freeNumber(), { first_name: "Refused" })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: TOO_MANY_REQUESTS })
    expect((await account(someone)).user.first_name).toBe(someone.firstName)
  })
})

describe(`two members verifying one free number at once (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("gives the number to exactly one of them", async () => {
    const [first, second] = [await member(), await member()]
    const contested = freeNumber()
    await changeMobile(first, contested)
    const firstCode = await lastCodeTo(suite.database, contested)
    await changeMobile(second, contested)
    const secondCode = await lastCodeTo(suite.database, contested)
    const answers = await Promise.all([verifyMobile(first, firstCode), verifyMobile(second, secondCode)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    expect(await suite.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mobileNumber, contested))).toHaveLength(1)
  })
})
