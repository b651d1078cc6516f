import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import { ALREADY_TAKEN } from "../../core/account/messages.ts"
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../core/account/one-time-code.ts"
import { NO_MOBILE_CHANGE_WAITING } from "../../contracts/api/accounts.ts"
import { SIGN_IN_REQUIRED } from "../../contracts/api/sign-in.ts"
import { OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { codeMatches, hashCode, newCode } from "../codes/OtpService.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { SQLSTATE } from "../db/errors.ts"
import { accountCodes, accounts } from "../db/schema.ts"
import { Notifier } from "../notify/Notifier.ts"
import { mobileChangeCode } from "../notify/templates.ts"
import { FieldRefusal, NothingWaiting, NotSignedIn, Throttled } from "./account-errors.ts"
import { AuthThrottle } from "./AuthThrottle.ts"
import { keyOf } from "./keys.ts"
import { CODE_FIELD, MOBILE_FIELD, PENDING_REGISTRATION_SECONDS } from "./Registration.ts"

/**
 * A member's new mobile number, verified by an SMS code to it before it replaces the old (issue 22 §4; the code rules
 * of QUALITY.md and spec A §4: 6 digits, stored hashed, 10 minutes, 5 tries, a new code 60 s after the last, a new
 * code voids the old). Until the code is verified the number is nobody's: a change of My Details only waits for it
 * (account_codes.mobile_number), answering alike whether or not another member has the number, and a person who
 * registers with it meanwhile gets it. Verifying the code proves the number is the member's; only then does "has
 * already been taken" tell anything, and the accounts' unique index decides a race. Asking for new numbers is throttled
 * as registration is (AuthThrottle "change_mobile"), checking codes as registration's codes are.
 */

export type ChangeRequest = { readonly kind: "unchanged" } | { readonly kind: "sent" } | { readonly kind: "wait"; readonly retryAfterSeconds: number }

export interface MobileChangeShape {
  /** The account's new number waiting for its code, or null. */
  readonly pendingOf: (accountId: number) => Effect.Effect<string | null, DbFailure>
  /** Whether asking for `mobile` would text a code (a number neither the account's nor the one waiting). */
  readonly wouldSend: (accountId: number, current: string | null, mobile: string) => Effect.Effect<boolean, DbFailure>
  /** Counts a request for a new number against the member's and the client's limits, or fails with Throttled. */
  readonly admit: (accountId: number, clientKey: string) => Effect.Effect<void, Throttled | DbFailure>
  /**
   * In the caller's transaction, the account's row locked: `mobile` asked for. The account's own number cancels the
   * change waiting; the number already waiting changes nothing; another gets a new code, 60 s after the last.
   */
  readonly requestIn: (accountId: number, current: string | null, mobile: string, now: number) => Effect.Effect<ChangeRequest, DbFailure>
  /** Makes the number waiting the account's, with its code. */
  readonly verify: (accountId: number, code: string, clientKey: string) => Effect.Effect<void, FieldRefusal | Throttled | NotSignedIn>
  /** A new code to the number waiting, 60 s after the last; answers the code's life in seconds. */
  readonly resend: (accountId: number, clientKey: string) => Effect.Effect<number, Throttled | NothingWaiting | NotSignedIn>
}

type VerifyOutcome = "ok" | "incorrect" | "locked" | "taken" | "gone"

const liveMobileCode = (accountId: number) =>
  and(eq(accountCodes.accountId, accountId), isNull(accountCodes.consumedAt), isNull(accountCodes.voidedAt), isNotNull(accountCodes.mobileNumber))

export class MobileChange extends Context.Service<MobileChange, MobileChangeShape>()("hotel/server/MobileChange") {
  static readonly layer = ({ secret }: { readonly secret: string }): Layer.Layer<MobileChange, never, Db | Notifier | AuthThrottle> =>
    Layer.effect(
      MobileChange,
      Effect.gen(function* () {
        const database = yield* Db
        const notifier = yield* Notifier
        const throttle = yield* AuthThrottle
        const subjectOf = (accountId: number) => keyOf(secret, "mobile-change", String(accountId))
        const gone = () => new NotSignedIn({ message: SIGN_IN_REQUIRED })

        const pendingOf = Effect.fn("MobileChange.pendingOf")(function* (accountId: number) {
          const [live] = yield* database.query((db) => db.select({ mobile: accountCodes.mobileNumber }).from(accountCodes).where(liveMobileCode(accountId)).limit(1))
          return live?.mobile ?? null
        })

        const wouldSend = Effect.fn("MobileChange.wouldSend")(function* (accountId: number, current: string | null, mobile: string) {
          return mobile !== current && mobile !== (yield* pendingOf(accountId))
        })

        const admitted = (action: "change_mobile" | "verify_otp" | "resend_otp", accountId: number, clientKey: string) =>
          Effect.gen(function* () {
            const admission = yield* throttle.admit({ action, subjectKey: subjectOf(accountId), clientKey })
            if (!admission.admitted) return yield* new Throttled({ message: TOO_MANY_REQUESTS, retryAfterSeconds: admission.retryAfterSeconds })
            return admission.id
          })

        const admit = (accountId: number, clientKey: string) => Effect.asVoid(admitted("change_mobile", accountId, clientKey))

        /** Seconds until the account may be texted another code for a new number (spec A §4: 60 s after the last), 0 when it may. */
        const waitIn = (accountId: number, now: number) =>
          Effect.map(
            database.query((db) =>
              db
                .select({ at: accountCodes.createdAt })
                .from(accountCodes)
                .where(and(eq(accountCodes.accountId, accountId), isNotNull(accountCodes.mobileNumber)))
                .orderBy(desc(accountCodes.createdAt))
                .limit(1),
            ),
            ([last]) => (last === undefined ? 0 : Math.max(0, Math.ceil((last.at.getTime() + OTP_RESEND_SECONDS * 1000 - now) / 1000))),
          )

        /** Voids the live code, stores a new one for `mobile` and texts it there, in the caller's transaction. */
        const sendCodeIn = (accountId: number, mobile: string, now: number) =>
          Effect.gen(function* () {
            const code = newCode()
            yield* database.query(async (db) => {
              await db.update(accountCodes).set({ voidedAt: new Date(now) }).where(and(eq(accountCodes.accountId, accountId), isNull(accountCodes.consumedAt), isNull(accountCodes.voidedAt)))
              await db.insert(accountCodes).values({ accountId, mobileNumber: mobile, codeHash: hashCode(secret, code), expiresAt: new Date(now + OTP_LIFETIME_SECONDS * 1000), createdAt: new Date(now) })
            })
            yield* notifier.send({ channel: "sms", to: mobile, body: mobileChangeCode({ code, validMinutes: OTP_LIFETIME_SECONDS / 60 }), kind: "account_verification" }).pipe(Effect.orDie)
          })

        const requestIn = Effect.fn("MobileChange.requestIn")(function* (accountId: number, current: string | null, mobile: string, now: number) {
          if (mobile === current) {
            yield* database.query((db) => db.update(accountCodes).set({ voidedAt: new Date(now) }).where(liveMobileCode(accountId)))
            return { kind: "unchanged" } satisfies ChangeRequest
          }
          if (mobile === (yield* pendingOf(accountId))) return { kind: "unchanged" } satisfies ChangeRequest
          const wait = yield* waitIn(accountId, now)
          if (wait > 0) return { kind: "wait", retryAfterSeconds: wait } satisfies ChangeRequest
          yield* sendCodeIn(accountId, mobile, now)
          return { kind: "sent" } satisfies ChangeRequest
        })

        /** The code checked against the live one, in a transaction; a match makes its number the account's unless it is taken. */
        const checkCode = (accountId: number, code: string, now: number) =>
          database.transaction(
            database.query(async (tx): Promise<VerifyOutcome> => {
              const at = new Date(now)
              const [account] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt))).for("update")
              if (account === undefined) return "gone"
              const [live] = await tx.select().from(accountCodes).where(liveMobileCode(accountId))
              if (live === undefined) return "incorrect"
              if (live.attempts >= OTP_MAX_ATTEMPTS) return "locked"
              if (live.expiresAt.getTime() <= now) return "incorrect"
              if (!codeMatches(secret, live.codeHash, code)) {
                const [counted] = await tx
                  .update(accountCodes)
                  .set({ attempts: sql`${accountCodes.attempts} + 1` })
                  .where(eq(accountCodes.id, live.id))
                  .returning({ attempts: accountCodes.attempts })
                return counted !== undefined && counted.attempts >= OTP_MAX_ATTEMPTS ? "locked" : "incorrect"
              }
              await tx.update(accountCodes).set({ consumedAt: at }).where(eq(accountCodes.id, live.id))
              const mobile = live.mobileNumber!
              // As registration does: an unverified registration past its hour gives its number up.
              const stale = new Date(now - PENDING_REGISTRATION_SECONDS * 1000)
              await tx.delete(accounts).where(and(eq(accounts.mobileNumber, mobile), isNull(accounts.registrationCompletedAt), lt(accounts.createdAt, stale)))
              const [holder] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.mobileNumber, mobile), ne(accounts.id, accountId)))
              if (holder !== undefined) return "taken"
              await tx.update(accounts).set({ mobileNumber: mobile, updatedAt: at }).where(eq(accounts.id, accountId))
              return "ok"
            }),
          ).pipe(
            // Lost a race for the number to a registration or another change at the same moment.
            Effect.catchTag("DbFailure", (failure): Effect.Effect<VerifyOutcome, DbFailure> =>
              failure.code === SQLSTATE.uniqueViolation ? Effect.succeed("taken") : Effect.fail(failure),
            ),
          )

        const verify = Effect.fn("MobileChange.verify")(
          function* (accountId: number, code: string, clientKey: string) {
            const attemptId = yield* admitted("verify_otp", accountId, clientKey)
            const now = yield* Clock.currentTimeMillis
            const outcome = yield* checkCode(accountId, code, now).pipe(
              Effect.onExit((exit) => throttle.settle(attemptId, !(exit._tag === "Success" && (exit.value === "ok" || exit.value === "taken"))).pipe(Effect.orDie)),
            )
            if (outcome === "gone") return yield* gone()
            if (outcome === "locked") return yield* new Throttled({ message: OTP_LOCKED, retryAfterSeconds: OTP_RESEND_SECONDS })
            if (outcome === "incorrect") return yield* new FieldRefusal({ errors: { [CODE_FIELD]: [OTP_INCORRECT] } })
            if (outcome === "taken") return yield* new FieldRefusal({ errors: { [MOBILE_FIELD]: [ALREADY_TAKEN] } })
            yield* Effect.logInfo("mobile number changed")
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        const resend = Effect.fn("MobileChange.resend")(
          function* (accountId: number, clientKey: string) {
            yield* admitted("resend_otp", accountId, clientKey)
            const now = yield* Clock.currentTimeMillis
            const outcome = yield* database.transaction(
              Effect.gen(function* () {
                const [account] = yield* database.query((db) => db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt))).for("update"))
                if (account === undefined) return "gone" as const
                const mobile = yield* pendingOf(accountId)
                if (mobile === null) return "nothing" as const
                const wait = yield* waitIn(accountId, now)
                if (wait > 0) return wait
                yield* sendCodeIn(accountId, mobile, now)
                return "sent" as const
              }),
            )
            if (outcome === "gone") return yield* gone()
            if (outcome === "nothing") return yield* new NothingWaiting({ message: NO_MOBILE_CHANGE_WAITING })
            if (typeof outcome === "number") return yield* new Throttled({ message: TOO_MANY_REQUESTS, retryAfterSeconds: outcome })
            return OTP_LIFETIME_SECONDS
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        return MobileChange.of({ pendingOf, wouldSend, admit, requestIn, verify, resend })
      }),
    )
}
