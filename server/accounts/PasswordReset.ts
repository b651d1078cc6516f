import { and, eq, gt, isNotNull, isNull } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import { RESET_LINK_INVALID, RESET_LINK_SECONDS } from "../../contracts/api/password-reset.ts"
import { PASSWORD_TOO_COMMON } from "../../core/account/messages.ts"
import { TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { makeBackgroundJobs } from "../http/background-jobs.ts"
import { accounts, passwordResets } from "../db/schema.ts"
import { Notifier } from "../notify/Notifier.ts"
import { passwordResetLink } from "../notify/templates.ts"
import { FieldRefusal, Throttled } from "./account-errors.ts"
import { AuthThrottle } from "./AuthThrottle.ts"
import { isCommonPassword } from "./common-passwords.ts"
import { keyOf, newToken, normaliseEmail, tokenHash } from "./keys.ts"
import { PasswordHasher } from "./PasswordHasher.ts"
import { Sessions } from "./Sessions.ts"

/**
 * Forgot and reset password (spec A §2, §7; issue 14): forgot_password e-mails a link to the site with
 * a `reset_token` query parameter (the reset dialog opens on it); the token is 256 random bits, stored
 * as SHA-256, works once, for RESET_LINK_SECONDS, and a newer link voids it. The answer is the same
 * whether or not the e-mail is registered, and so is its time: `forgot` is throttled (the same work for any
 * e-mail), then looks the e-mail up and writes the link in a background job it does not wait for
 * (docs/decisions.md "forgot_password answers before the lookup"). A reset ends every session of the account.
 */

export const RESET_TOKEN_FIELD = "user.token"
export const RESET_PASSWORD_FIELD = "user.password"

export interface PasswordResetShape {
  /** Throttles the request, then starts the link's job and returns without waiting for it. */
  readonly forgot: (request: { readonly email: string; readonly clientKey: string }) => Effect.Effect<void, Throttled>
  /** Waits until the links asked for so far are written (or their failure logged). */
  readonly idle: Effect.Effect<void>
  readonly reset: (request: { readonly token: string; readonly password: string }) => Effect.Effect<void, FieldRefusal>
}

export class PasswordReset extends Context.Service<PasswordReset, PasswordResetShape>()("hotel/server/PasswordReset") {
  static readonly layer = (options: { readonly secret: string; readonly publicUrl: string }): Layer.Layer<PasswordReset, never, Db | Notifier | AuthThrottle | PasswordHasher | Sessions> =>
    Layer.effect(
      PasswordReset,
      Effect.gen(function* () {
        const database = yield* Db
        const notifier = yield* Notifier
        const throttle = yield* AuthThrottle
        const hasher = yield* PasswordHasher
        const sessions = yield* Sessions

        const jobs = yield* makeBackgroundJobs()

        /** The link for a registered, verified e-mail (nothing for any other), with its e-mail in one transaction. */
        const sendLink = Effect.fn("PasswordReset.sendLink")(function* (email: string) {
          const now = yield* Clock.currentTimeMillis
          yield* database.transaction(
            Effect.gen(function* () {
              const [account] = yield* database.query((db) =>
                db
                  .select({ id: accounts.id, firstName: accounts.firstName })
                  .from(accounts)
                  .where(and(eq(accounts.email, email), isNull(accounts.deletedAt), isNotNull(accounts.registrationCompletedAt)))
                  .for("update"),
              )
              if (account === undefined) return
              const token = newToken()
              yield* database.query(async (db) => {
                await db.update(passwordResets).set({ voidedAt: new Date(now) }).where(and(eq(passwordResets.accountId, account.id), isNull(passwordResets.usedAt), isNull(passwordResets.voidedAt)))
                await db.insert(passwordResets).values({ accountId: account.id, tokenHash: tokenHash(token), expiresAt: new Date(now + RESET_LINK_SECONDS * 1000), createdAt: new Date(now) })
              })
              const link = `${options.publicUrl}/?reset_token=${token}`
              const content = passwordResetLink({ firstName: account.firstName ?? "", link, validMinutes: RESET_LINK_SECONDS / 60 })
              yield* notifier.send({ channel: "email", to: email, subject: content.subject, body: content.email, kind: "password_reset" }).pipe(Effect.orDie)
            }),
          )
        })

        const forgot = Effect.fn("PasswordReset.forgot")(
          function* (request: { readonly email: string; readonly clientKey: string }) {
            const email = normaliseEmail(request.email)
            const attempt = { action: "forgot_password" as const, subjectKey: keyOf(options.secret, "account", email), clientKey: request.clientKey }
            const admission = yield* throttle.admit(attempt)
            if (!admission.admitted) return yield* new Throttled({ message: TOO_MANY_REQUESTS, retryAfterSeconds: admission.retryAfterSeconds })
            // Whether the e-mail is registered is learnt only after the answer: its time is the same for every e-mail.
            yield* jobs.start("password reset link", sendLink(email))
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        const reset = Effect.fn("PasswordReset.reset")(
          function* (request: { readonly token: string; readonly password: string }) {
            const now = new Date(yield* Clock.currentTimeMillis)
            const live = and(eq(passwordResets.tokenHash, tokenHash(request.token)), isNull(passwordResets.usedAt), isNull(passwordResets.voidedAt), gt(passwordResets.expiresAt, now))
            const refused = new FieldRefusal({ errors: { [RESET_TOKEN_FIELD]: [RESET_LINK_INVALID] } })
            // The link is checked before the (costly) hashing, so made-up tokens cost the server nothing.
            const [found] = yield* database.query((db) => db.select({ id: passwordResets.id }).from(passwordResets).where(live))
            if (found === undefined) return yield* refused
            // issue 22 §8: refused before the link is used, so the member tries another password with it
            if (isCommonPassword(request.password)) return yield* new FieldRefusal({ errors: { [RESET_PASSWORD_FIELD]: [PASSWORD_TOO_COMMON] } })
            const passwordHash = yield* hasher.hash(request.password)
            const accountId = yield* database.transaction(
              Effect.gen(function* () {
                // Conditional: of two resets with one link at once, exactly one uses it.
                const [used] = yield* database.query((db) =>
                  db
                    .update(passwordResets)
                    .set({ usedAt: now })
                    .where(live)
                    .returning({ accountId: passwordResets.accountId }),
                )
                if (used === undefined) return undefined
                const [updated] = yield* database.query((db) =>
                  db
                    .update(accounts)
                    .set({ passwordHash, updatedAt: now })
                    .where(and(eq(accounts.id, used.accountId), isNull(accounts.deletedAt)))
                    .returning({ id: accounts.id }),
                )
                if (updated === undefined) return undefined
                yield* sessions.endAll(updated.id, "password_reset")
                return updated.id
              }),
            )
            if (accountId === undefined) return yield* refused
            yield* Effect.logInfo("password reset").pipe(Effect.annotateLogs({ account_id: accountId }))
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        return PasswordReset.of({ forgot, reset, idle: jobs.idle })
      }),
    )
}
