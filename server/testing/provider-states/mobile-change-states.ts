import { randomInt, randomUUID } from "node:crypto"
import { and, eq, isNotNull, isNull } from "drizzle-orm"
import { Clock, Effect } from "effect"
import { OTP_RESEND_SECONDS } from "../../../core/account/one-time-code.ts"
import { PROVIDER_STATES, type ProviderStateValues } from "../../../contracts/api/provider-states.ts"
import { AccountService } from "../../accounts/AccountService.ts"
import { Registration } from "../../accounts/Registration.ts"
import { Db } from "../../db/Db.ts"
import { accountCodes, outbox } from "../../db/schema.ts"
import { accountIdOf, type AccountStateServices, signedInMember, STATE_PASSWORD } from "./account-states.ts"

/**
 * The states of a change of mobile number (issue 22 §4), made true with the accounts slice's own services: a member
 * signed in by the password grant (account-states.ts), the change asked for by AccountService as PATCH asks, its code
 * read from the outbox as a person would. Each state makes a member and numbers of its own.
 */

export type MobileChangeStateServices = AccountStateServices | AccountService

const freeNumber = () => `+2783${String(randomInt(0, 10_000_000)).padStart(7, "0")}`
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

const codeTextedTo = (mobile: string) =>
  Effect.gen(function* () {
    const [message] = yield* Db.use((db) => db.query((d) => d.select({ body: outbox.body }).from(outbox).where(eq(outbox.recipient, mobile)))).pipe(Effect.orDie)
    const code = /verification code is (\d{6})\./.exec(message?.body ?? "")?.[1]
    if (code === undefined) return yield* Effect.die(new Error("no code texted to the new number"))
    return code
  })

/** A signed-in member whose new number waits for the code texted to it a moment ago. */
const waiting = Effect.gen(function* () {
  const member = yield* signedInMember
  const accountId = yield* accountIdOf(member.email)
  const mobile = freeNumber()
  yield* AccountService.use((service) => service.update(accountId, { account_attributes: { mobile_number: mobile } }, `state-${randomUUID()}`))
  return { accountId, accessToken: member.tokens.accessToken, mobile, code: yield* codeTextedTo(mobile) }
})

export const MOBILE_CHANGE_STATE_SET_UPS: Readonly<Record<string, Effect.Effect<ProviderStateValues, unknown, MobileChangeStateServices>>> = {
  [PROVIDER_STATES.memberWithFreeNumber]: Effect.map(signedInMember, (member) => ({ access_token: member.tokens.accessToken, new_mobile_number: freeNumber() })),
  [PROVIDER_STATES.mobileChangeWaiting]: Effect.map(waiting, (change) => ({
    access_token: change.accessToken,
    new_mobile_number: change.mobile,
    other_mobile_number: freeNumber(),
    otp: change.code,
    wrong_otp: otherCode(change.code),
  })),
  [PROVIDER_STATES.mobileChangeCodeAMinuteOld]: Effect.gen(function* () {
    const change = yield* waiting
    const now = yield* Clock.currentTimeMillis
    // as if texted a minute and a second ago: a new code may go
    yield* Db.use((db) =>
      db.query((d) =>
        d
          .update(accountCodes)
          .set({ createdAt: new Date(now - (OTP_RESEND_SECONDS + 1) * 1000) })
          .where(and(eq(accountCodes.accountId, change.accountId), isNull(accountCodes.consumedAt), isNotNull(accountCodes.mobileNumber))),
      ),
    ).pipe(Effect.orDie)
    return { access_token: change.accessToken }
  }),
  [PROVIDER_STATES.mobileChangeNumberTaken]: Effect.gen(function* () {
    const change = yield* waiting
    yield* Registration.use((registration) =>
      registration.register({ email: `member-${randomUUID()}@example.com`, firstName: "Sipho", lastName: "Dube", password: STATE_PASSWORD, mobileNumber: change.mobile, clientKey: `state-${randomUUID()}` }),
    )
    return { access_token: change.accessToken, otp: change.code }
  }),
}
