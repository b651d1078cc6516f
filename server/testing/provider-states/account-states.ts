import { randomInt, randomUUID } from "node:crypto"
import { and, desc, eq } from "drizzle-orm"
import { Clock, Effect } from "effect"
import { MEMBER_SCOPE, WEBSITE_CLIENT_ID } from "../../../contracts/api/sign-in.ts"
import { PROVIDER_STATES, type ProviderStateValues } from "../../../contracts/api/provider-states.ts"
import { LIMITS } from "../../accounts/AuthThrottle.ts"
import { PasswordReset } from "../../accounts/PasswordReset.ts"
import { Registration } from "../../accounts/Registration.ts"
import { Sessions } from "../../accounts/Sessions.ts"
import { SignIn } from "../../accounts/SignIn.ts"
import { Db } from "../../db/Db.ts"
import { accounts, outbox, sessionFamilies, sessionTokens } from "../../db/schema.ts"

/**
 * The members' account states (issue 14), made true with the accounts slice's own services: a registration by
 * the register call, its code read from the outbox as a person would, a sign-in by the password grant. Each state
 * makes a member of its own (a fresh e-mail and number), so a server can be verified again and again.
 */

export type AccountStateServices = Db | Registration | SignIn | Sessions | PasswordReset

/** The password every state's member has (it follows the spec's rule). */
export const STATE_PASSWORD = "Sunny-Stay-2030"

const freshMember = () => ({ email: `member-${randomUUID()}@example.com`, mobile: `+2782${String(randomInt(0, 10_000_000)).padStart(7, "0")}` })
/** Each state signs in as a client of its own, so the verifier's throttles count only its interactions. */
const stateClient = () => `state-${randomUUID()}`

const lastMessageTo = (recipient: string) =>
  Db.use((db) => db.query((d) => d.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1))).pipe(
    Effect.map((rows) => rows[0]?.body ?? ""),
    Effect.orDie,
  )

const register = Effect.gen(function* () {
  const member = freshMember()
  yield* Registration.use((registration) =>
    registration.register({ email: member.email, firstName: "Thandi", lastName: "Nkosi", password: STATE_PASSWORD, mobileNumber: member.mobile, clientKey: stateClient() }),
  )
  const code = /verification code is (\d{6})\./.exec(yield* lastMessageTo(member.mobile))?.[1]
  if (code === undefined) return yield* Effect.die(new Error("no registration code in the outbox"))
  return { ...member, code }
})

const verified = Effect.gen(function* () {
  const member = yield* register
  yield* Registration.use((registration) => registration.verify({ email: member.email, code: member.code, clientKey: stateClient() }))
  return member
})

const signedIn = Effect.gen(function* () {
  const member = yield* verified
  const tokens = yield* SignIn.use((signIn) =>
    signIn.logIn({ username: member.email, password: STATE_PASSWORD, clientId: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, clientKey: stateClient() }),
  )
  return { ...member, tokens }
})

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

/** The account id of a state's member. */
export const accountIdOf = (email: string) =>
  Db.use((db) => db.query((d) => d.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))).pipe(
    Effect.flatMap((rows) => (rows[0] === undefined ? Effect.die(new Error("no such member")) : Effect.succeed(rows[0].id))),
    Effect.orDie,
  )

export const ACCOUNT_STATE_SET_UPS: Readonly<Record<string, Effect.Effect<ProviderStateValues, unknown, AccountStateServices>>> = {
  [PROVIDER_STATES.newMember]: Effect.sync(() => {
    const member = freshMember()
    return { email: member.email, mobile_number: member.mobile }
  }),
  [PROVIDER_STATES.member]: Effect.map(verified, (member) => ({ email: member.email, mobile_number: member.mobile, password: STATE_PASSWORD })),
  [PROVIDER_STATES.registrationWaiting]: Effect.map(register, (member) => ({ email: member.email, mobile_number: member.mobile, otp: member.code, wrong_otp: otherCode(member.code) })),
  [PROVIDER_STATES.memberSignedIn]: Effect.map(signedIn, (member) => ({ email: member.email, mobile_number: member.mobile, access_token: member.tokens.accessToken, refresh_token: member.tokens.refreshToken })),
  [PROVIDER_STATES.accessTokenExpired]: Effect.gen(function* () {
    const member = yield* signedIn
    const past = new Date((yield* Clock.currentTimeMillis) - 1000)
    const accountId = yield* accountIdOf(member.email)
    yield* Db.use((db) =>
      db.query(async (d) => {
        const families = await d.select({ id: sessionFamilies.id }).from(sessionFamilies).where(eq(sessionFamilies.accountId, accountId))
        for (const family of families) await d.update(sessionTokens).set({ expiresAt: past }).where(and(eq(sessionTokens.familyId, family.id), eq(sessionTokens.kind, "access")))
      }),
    ).pipe(Effect.orDie)
    return { access_token: member.tokens.accessToken, refresh_token: member.tokens.refreshToken }
  }),
  [PROVIDER_STATES.memberLoggedOut]: Effect.gen(function* () {
    const member = yield* signedIn
    const session = yield* Sessions.use((sessions) => sessions.authenticate(member.tokens.accessToken)).pipe(Effect.orDie)
    if (session === undefined) return yield* Effect.die(new Error("the state's member is not signed in"))
    yield* Sessions.use((sessions) => sessions.end(session.sessionId, "logout")).pipe(Effect.orDie)
    return { access_token: member.tokens.accessToken }
  }),
  [PROVIDER_STATES.memberSignInLocked]: Effect.gen(function* () {
    const member = yield* verified
    // Wrong passwords from clients of their own: the account's limit is what refuses the interaction's sign-in.
    for (let attempt = 0; attempt < LIMITS.login.perSubject; attempt++) {
      yield* SignIn.use((signIn) =>
        signIn.logIn({ username: member.email, password: `Wrong-${STATE_PASSWORD}`, clientId: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, clientKey: stateClient() }),
      ).pipe(Effect.ignore)
    }
    return { email: member.email, password: STATE_PASSWORD }
  }),
  [PROVIDER_STATES.registrationCodesUsedUp]: Effect.gen(function* () {
    const member = yield* register
    for (let ask = 0; ask < LIMITS.resend_otp.perSubject; ask++) {
      yield* Registration.use((registration) => registration.resend({ email: member.email, clientKey: stateClient() }))
    }
    return { email: member.email }
  }),
  [PROVIDER_STATES.resetLinksUsedUp]: Effect.gen(function* () {
    const member = yield* verified
    for (let ask = 0; ask < LIMITS.forgot_password.perSubject; ask++) {
      yield* PasswordReset.use((reset) => reset.forgot({ email: member.email, clientKey: stateClient() }))
    }
    yield* PasswordReset.use((reset) => reset.idle)
    return { email: member.email }
  }),
  [PROVIDER_STATES.resetLinkSent]: Effect.gen(function* () {
    const member = yield* verified
    yield* PasswordReset.use((reset) => Effect.andThen(reset.forgot({ email: member.email, clientKey: stateClient() }), reset.idle))
    const token = /\?reset_token=([A-Za-z0-9_-]+)/.exec(yield* lastMessageTo(member.email))?.[1]
    if (token === undefined) return yield* Effect.die(new Error("no reset link in the outbox"))
    return { email: member.email, reset_token: token }
  }),
}

/** A signed-in member (for the booking state that gives them a booking). */
export const signedInMember = signedIn
