import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import { ALREADY_TAKEN, PASSWORD_TOO_COMMON } from "../../core/account/messages.ts"
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../core/account/one-time-code.ts"
import { OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { codeMatches, hashCode, newCode } from "../codes/OtpService.ts"
import { LoyaltyLedger } from "../loyalty/LoyaltyLedger.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { SQLSTATE } from "../db/errors.ts"
import { accountCodes, accounts } from "../db/schema.ts"
import { Notifier } from "../notify/Notifier.ts"
import { registrationCode } from "../notify/templates.ts"
import { FieldRefusal, Throttled } from "./account-errors.ts"
import { AuthThrottle } from "./AuthThrottle.ts"
import { isCommonPassword } from "./common-passwords.ts"
import { keyOf, normaliseEmail } from "./keys.ts"
import { PasswordHasher } from "./PasswordHasher.ts"

/**
 * Registration with an SMS code (spec A §4, §7; issue 14): register stores the account unverified
 * and texts a code (QUALITY.md rules: 6 digits from a CSPRNG, stored hashed, single use, 10 minutes,
 * locked after 5 wrong tries, a new one voids the old, resend after 60 s); verify_otp completes it.
 *
 * Duplicates (decision, docs/decisions.md): the spec shows "has already been taken" on the mobile and
 * the e-mail fields, so registration does say that an e-mail or number is registered. That is
 * throttled (AuthThrottle "register") so it cannot be used to list members. The unique indexes on
 * e-mail and mobile decide a race: two registrations at once give exactly one account.
 * An unverified registration older than PENDING_REGISTRATION_SECONDS gives its e-mail and number up.
 */

/** Fields the register call reports on. */
export const EMAIL_FIELD = "user_account.email"
export const PASSWORD_FIELD = "user_account.password"
export const MOBILE_FIELD = "user_account.account_attributes.mobile_number"
export const CODE_FIELD = "otp.code"

/** How long an unverified registration holds its e-mail and mobile number. */
export const PENDING_REGISTRATION_SECONDS = 60 * 60

export interface RegistrationRequest {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly password: string
  readonly mobileNumber: string
  readonly clientKey: string
}

export interface RegistrationShape {
  /** Stores the account unverified and texts its code; answers the code's life in seconds. */
  readonly register: (request: RegistrationRequest) => Effect.Effect<number, FieldRefusal | Throttled>
  readonly verify: (request: { readonly email: string; readonly code: string; readonly clientKey: string }) => Effect.Effect<void, FieldRefusal | Throttled>
  /**
   * A new code for a registration waiting for one, 60 s after the last; the same answer when there is none or it is too
   * soon (nothing is revealed), bar the throttle's, which counts every request alike.
   */
  readonly resend: (request: { readonly email: string; readonly clientKey: string }) => Effect.Effect<number, Throttled>
}

export interface RegistrationOptions {
  readonly secret: string
}

const taken = (field: string) => new FieldRefusal({ errors: { [field]: [ALREADY_TAKEN] } })

export class Registration extends Context.Service<Registration, RegistrationShape>()("hotel/server/Registration") {
  static readonly layer = ({ secret }: RegistrationOptions): Layer.Layer<Registration, never, Db | Notifier | AuthThrottle | PasswordHasher | LoyaltyLedger> =>
    Layer.effect(
      Registration,
      Effect.gen(function* () {
        const database = yield* Db
        const notifier = yield* Notifier
        const throttle = yield* AuthThrottle
        const hasher = yield* PasswordHasher
        const ledger = yield* LoyaltyLedger
        const subjectOf = (email: string) => keyOf(secret, "account", normaliseEmail(email))

        /** Admits and counts the attempt (throttle.admit), or fails with Throttled; answers the attempt's id. */
        const throttled = (action: "register" | "verify_otp" | "resend_otp", subjectKey: string, clientKey: string) =>
          Effect.gen(function* () {
            const admission = yield* throttle.admit({ action, subjectKey, clientKey })
            if (!admission.admitted) return yield* new Throttled({ message: TOO_MANY_REQUESTS, retryAfterSeconds: admission.retryAfterSeconds })
            return admission.id
          })

        /** Voids the live code, stores a new one and texts it, in the caller's transaction. */
        const sendCodeIn = (accountId: number, mobile: string, now: number) =>
          Effect.gen(function* () {
            const code = newCode()
            yield* database.query(async (db) => {
              await db.update(accountCodes).set({ voidedAt: new Date(now) }).where(and(eq(accountCodes.accountId, accountId), isNull(accountCodes.consumedAt), isNull(accountCodes.voidedAt)))
              await db.insert(accountCodes).values({ accountId, codeHash: hashCode(secret, code), expiresAt: new Date(now + OTP_LIFETIME_SECONDS * 1000), createdAt: new Date(now) })
            })
            yield* notifier.send({ channel: "sms", to: mobile, body: registrationCode({ code, validMinutes: OTP_LIFETIME_SECONDS / 60 }), kind: "account_verification" }).pipe(Effect.orDie)
          })

        const register = Effect.fn("Registration.register")(
          function* (request: RegistrationRequest) {
            if (isCommonPassword(request.password)) return yield* new FieldRefusal({ errors: { [PASSWORD_FIELD]: [PASSWORD_TOO_COMMON] } })
            const email = normaliseEmail(request.email)
            const subjectKey = subjectOf(email)
            yield* throttled("register", subjectKey, request.clientKey)
            const passwordHash = yield* hasher.hash(request.password)
            const now = yield* Clock.currentTimeMillis
            const stale = new Date(now - PENDING_REGISTRATION_SECONDS * 1000)
            yield* database.transaction(
              Effect.gen(function* () {
                const sameEmail = eq(accounts.email, email)
                const sameMobile = eq(accounts.mobileNumber, request.mobileNumber)
                yield* database.query((db) => db.delete(accounts).where(and(or(sameEmail, sameMobile), isNull(accounts.registrationCompletedAt), lt(accounts.createdAt, stale))))
                const existing = yield* database.query((db) => db.select({ email: accounts.email, mobile: accounts.mobileNumber }).from(accounts).where(or(sameEmail, sameMobile)))
                if (existing.length > 0) {
                  const errors: Record<string, Array<string>> = {}
                  if (existing.some((row) => row.email === email)) errors[EMAIL_FIELD] = [ALREADY_TAKEN]
                  if (existing.some((row) => row.mobile === request.mobileNumber)) errors[MOBILE_FIELD] = [ALREADY_TAKEN]
                  return yield* new FieldRefusal({ errors })
                }
                const [created] = yield* database.query((db) =>
                  db
                    .insert(accounts)
                    .values({ email, firstName: request.firstName.trim(), lastName: request.lastName.trim(), mobileNumber: request.mobileNumber, passwordHash, createdAt: new Date(now), updatedAt: new Date(now) })
                    .returning({ id: accounts.id }),
                )
                yield* sendCodeIn(created!.id, request.mobileNumber, now)
              }),
            ).pipe(
              // Lost a race to a registration at the same moment: its unique index says which field.
              Effect.catchTag("DbFailure", (failure): Effect.Effect<never, FieldRefusal | DbFailure> =>
                failure.code === SQLSTATE.uniqueViolation
                  ? Effect.fail(taken(failure.constraint === "accounts_mobile_number_key" ? MOBILE_FIELD : EMAIL_FIELD))
                  : Effect.fail(failure),
              ),
            )
            yield* Effect.logInfo("registration waiting for its code")
            return OTP_LIFETIME_SECONDS
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        type CheckOutcome = "ok" | "incorrect" | "locked"

        const verify = Effect.fn("Registration.verify")(
          function* (request: { readonly email: string; readonly code: string; readonly clientKey: string }) {
            const email = normaliseEmail(request.email)
            const subjectKey = subjectOf(email)
            const attemptId = yield* throttled("verify_otp", subjectKey, request.clientKey)
            const now = yield* Clock.currentTimeMillis
            const at = new Date(now)
            // spec A §9: the verified member's 100 sign-up points go into the ledger with the verification
            const outcome: CheckOutcome = yield* database.transaction(
              database.query(async (tx): Promise<{ readonly outcome: CheckOutcome; readonly accountId?: number }> => {
                const [pending] = await tx
                  .select({ id: accounts.id })
                  .from(accounts)
                  .where(and(eq(accounts.email, email), isNull(accounts.registrationCompletedAt), isNull(accounts.deletedAt)))
                  .for("update")
                if (pending === undefined) return { outcome: "incorrect" }
                const [live] = await tx
                  .select()
                  .from(accountCodes)
                  .where(and(eq(accountCodes.accountId, pending.id), isNull(accountCodes.consumedAt), isNull(accountCodes.voidedAt)))
                if (live === undefined) return { outcome: "incorrect" }
                if (live.attempts >= OTP_MAX_ATTEMPTS) return { outcome: "locked" }
                if (live.expiresAt.getTime() <= now) return { outcome: "incorrect" }
                if (codeMatches(secret, live.codeHash, request.code)) {
                  await tx.update(accountCodes).set({ consumedAt: at }).where(eq(accountCodes.id, live.id))
                  await tx.update(accounts).set({ registrationCompletedAt: at, updatedAt: at }).where(eq(accounts.id, pending.id))
                  return { outcome: "ok", accountId: pending.id }
                }
                const [counted] = await tx
                  .update(accountCodes)
                  .set({ attempts: sql`${accountCodes.attempts} + 1` })
                  .where(eq(accountCodes.id, live.id))
                  .returning({ attempts: accountCodes.attempts })
                return { outcome: counted !== undefined && counted.attempts >= OTP_MAX_ATTEMPTS ? "locked" : "incorrect" }
              }).pipe(
                Effect.tap(({ outcome, accountId }) => (outcome === "ok" && accountId !== undefined ? ledger.signUp(accountId) : Effect.void)),
                Effect.map(({ outcome }) => outcome),
              ),
            )
            yield* throttle.settle(attemptId, outcome !== "ok")
            if (outcome === "locked") return yield* new Throttled({ message: OTP_LOCKED, retryAfterSeconds: OTP_RESEND_SECONDS })
            if (outcome === "incorrect") return yield* new FieldRefusal({ errors: { [CODE_FIELD]: [OTP_INCORRECT] } })
            yield* Effect.logInfo("registration completed")
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        const resend = Effect.fn("Registration.resend")(
          function* (request: { readonly email: string; readonly clientKey: string }) {
            const email = normaliseEmail(request.email)
            const subjectKey = subjectOf(email)
            yield* throttled("resend_otp", subjectKey, request.clientKey)
            const now = yield* Clock.currentTimeMillis
            yield* database.transaction(
              Effect.gen(function* () {
                const [pending] = yield* database.query((db) =>
                  db
                    .select({ id: accounts.id, mobile: accounts.mobileNumber })
                    .from(accounts)
                    .where(and(eq(accounts.email, email), isNull(accounts.registrationCompletedAt), isNull(accounts.deletedAt)))
                    .for("update"),
                )
                if (pending === undefined) return
                const [last] = yield* database.query((db) =>
                  db
                    .select({ at: accountCodes.createdAt })
                    .from(accountCodes)
                    .where(and(eq(accountCodes.accountId, pending.id), gt(accountCodes.createdAt, new Date(now - OTP_RESEND_SECONDS * 1000))))
                    .limit(1),
                )
                // spec A §4: a new code 60 seconds after the last; an earlier request sends nothing and is answered the
                // same (issue 22 §8: a refusal would tell that a registration started in the last minute)
                if (last === undefined) yield* sendCodeIn(pending.id, pending.mobile!, now)
              }),
            )
            return OTP_LIFETIME_SECONDS
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        return Registration.of({ register, verify, resend })
      }),
    )
}
