import { and, eq, isNotNull, isNull } from "drizzle-orm"
import { Clock, Context, Effect, Exit, Layer } from "effect"
import { INVALID_EMAIL_OR_PASSWORD } from "../../core/account/messages.ts"
import { INVALID_REFRESH_TOKEN, MEMBER_SCOPE, UNKNOWN_TOKEN_CLIENT, UNSUPPORTED_SCOPE, WEBSITE_CLIENT_ID } from "../../contracts/api/sign-in.ts"
import { TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { REQUIRED } from "../../core/validation/messages.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { accounts } from "../db/schema.ts"
import { FieldRefusal, InvalidCredentials, Throttled } from "./account-errors.ts"
import { AuthThrottle } from "./AuthThrottle.ts"
import { keyOf, normaliseEmail } from "./keys.ts"
import { PasswordHasher } from "./PasswordHasher.ts"
import { Sessions, type TokenPair } from "./Sessions.ts"

/**
 * Signing in (spec A §7 POST /api/login and the token endpoint's two grants; issue 14):
 * - the password grant checks a live, verified account's password; any failure reads "Invalid email or
 *   password", and an unknown e-mail costs the same hashing time, so neither words nor timing tell
 *   whether an e-mail is registered;
 * - sign-in is throttled per account (failures since the last success) and per client, in the database; a
 *   failure counts when the check has failed, never while it runs (issue 22 §3);
 * - a hash made with weaker parameters than today's is replaced on a successful sign-in;
 * - the refresh_token grant rotates the refresh token (Sessions).
 * The site is a public client: client_id names it, no secret is sent or checked.
 */

export interface PasswordGrant {
  readonly username: string
  readonly password: string
  readonly clientId: string
  readonly scope: string | undefined
  readonly clientKey: string
}

export interface TokenGrant {
  readonly grantType: "password" | "refresh_token"
  readonly clientId: string
  readonly scope: string | undefined
  readonly username: string | undefined
  readonly password: string | undefined
  readonly refreshToken: string | undefined
  readonly clientKey: string
}

export interface SignInShape {
  readonly logIn: (grant: PasswordGrant) => Effect.Effect<TokenPair, InvalidCredentials | Throttled | FieldRefusal>
  readonly token: (grant: TokenGrant) => Effect.Effect<TokenPair, InvalidCredentials | Throttled | FieldRefusal>
}

/** The public clients the token endpoint knows. */
export const PUBLIC_CLIENTS: ReadonlySet<string> = new Set([WEBSITE_CLIENT_ID])

export class SignIn extends Context.Service<SignIn, SignInShape>()("hotel/server/SignIn") {
  static readonly layer = ({ secret }: { readonly secret: string }): Layer.Layer<SignIn, never, Db | AuthThrottle | PasswordHasher | Sessions> =>
    Layer.effect(
      SignIn,
      Effect.gen(function* () {
        const database = yield* Db
        const throttle = yield* AuthThrottle
        const hasher = yield* PasswordHasher
        const sessions = yield* Sessions

        const checkClient = (clientId: string, scope: string | undefined) =>
          Effect.gen(function* () {
            if (!PUBLIC_CLIENTS.has(clientId)) return yield* new InvalidCredentials({ message: UNKNOWN_TOKEN_CLIENT })
            if (scope !== undefined && scope !== "" && scope !== MEMBER_SCOPE) return yield* new FieldRefusal({ errors: { scope: [UNSUPPORTED_SCOPE] } })
          })

        /** The live, verified member `email` names when `password` is theirs; an unknown e-mail costs the same hashing. */
        const checkPassword = Effect.fnUntraced(function* (email: string, password: string) {
          const [account] = yield* database.query((db) =>
            db
              .select({ id: accounts.id, passwordHash: accounts.passwordHash })
              .from(accounts)
              .where(and(eq(accounts.email, email), isNull(accounts.deletedAt), isNotNull(accounts.registrationCompletedAt))),
          )
          if (account === undefined || account.passwordHash === null) {
            yield* hasher.verifyNothing(password)
            return undefined
          }
          const check = yield* hasher.verify(password, account.passwordHash)
          return check.matches ? { id: account.id, needsRehash: check.needsRehash } : undefined
        })

        const logIn = Effect.fn("SignIn.logIn")(
          function* (grant: PasswordGrant) {
            yield* checkClient(grant.clientId, grant.scope)
            const email = normaliseEmail(grant.username)
            const attempt = { action: "login" as const, subjectKey: keyOf(secret, "account", email), clientKey: grant.clientKey }
            const admission = yield* throttle.admit(attempt)
            if (!admission.admitted) return yield* new Throttled({ message: TOO_MANY_REQUESTS, retryAfterSeconds: admission.retryAfterSeconds })
            // The attempt is settled however the check ends (an interrupted or failed check counts as failed).
            const member = yield* checkPassword(email, grant.password).pipe(
              Effect.onExit((exit) => throttle.settle(admission.id, !(Exit.isSuccess(exit) && exit.value !== undefined)).pipe(Effect.orDie)),
            )
            if (member === undefined) return yield* new InvalidCredentials({ message: INVALID_EMAIL_OR_PASSWORD })
            if (member.needsRehash) {
              const rehashed = yield* hasher.hash(grant.password)
              const now = new Date(yield* Clock.currentTimeMillis)
              yield* database.query((db) => db.update(accounts).set({ passwordHash: rehashed, updatedAt: now }).where(eq(accounts.id, member.id)))
            }
            return yield* sessions.start(member.id, grant.clientId, MEMBER_SCOPE)
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        const token = Effect.fn("SignIn.token")(
          function* (grant: TokenGrant) {
            if (grant.grantType === "password") {
              const missing = {
                ...(grant.username === undefined ? { username: [REQUIRED] } : {}),
                ...(grant.password === undefined ? { password: [REQUIRED] } : {}),
              }
              if (grant.username === undefined || grant.password === undefined) return yield* new FieldRefusal({ errors: missing })
              return yield* logIn({ username: grant.username, password: grant.password, clientId: grant.clientId, scope: grant.scope, clientKey: grant.clientKey })
            }
            if (grant.refreshToken === undefined) return yield* new FieldRefusal({ errors: { refresh_token: [REQUIRED] } })
            yield* checkClient(grant.clientId, grant.scope)
            return yield* sessions
              .refresh(grant.refreshToken, grant.clientId)
              .pipe(Effect.catchTag("RefreshRefused", () => Effect.fail(new InvalidCredentials({ message: INVALID_REFRESH_TOKEN }))))
          },
          Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
        )

        return SignIn.of({ logIn, token })
      }),
    )
}
