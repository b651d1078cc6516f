import { Effect } from "effect"
import { Hono } from "hono"
import { LOGIN_PATH, LoginRequest, MEMBER_SCOPE, TOKEN_PATH, TokenRequest, TokenResponse, WEBSITE_CLIENT_ID } from "../../contracts/api/sign-in.ts"
import { clientAddress } from "../http/node-bindings.ts"
import { ConflictProblem, type HttpProblem, TooManyRequestsProblem, UnauthorizedProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"
import type { FieldRefusal, InvalidCredentials, NothingWaiting, NotSignedIn, Throttled } from "./account-errors.ts"
import { noStore } from "../http/middleware/no-store.ts"
import { keyOf } from "./keys.ts"
import { SignIn } from "./SignIn.ts"
import type { TokenPair } from "./Sessions.ts"

/**
 * Sign-in (spec A §7), mounted at the root:
 *   POST /api/login            `{ username, password }` → 200 tokens; 401 Invalid email or password; 429
 *   POST /loyalty_users/token  `{ grant_type, client_id, scope?, username?, password?, refresh_token? }` → 200 tokens;
 *                              401 (wrong password, unknown client, refresh token refused); 422; 429
 * Every answer: Cache-Control: no-store.
 */

const decodeLogin = jsonBodyDecoder(LoginRequest)
const decodeToken = jsonBodyDecoder(TokenRequest)
const answerTokens = jsonAnswer(TokenResponse)

/** The accounts slice's failures as HTTP problems. */
export const accountProblem = (error: InvalidCredentials | NotSignedIn | Throttled | FieldRefusal | NothingWaiting): HttpProblem => {
  switch (error._tag) {
    case "NothingWaiting":
      return new ConflictProblem({ message: error.message })
    case "InvalidCredentials":
    case "NotSignedIn":
      return new UnauthorizedProblem({ message: error.message })
    case "Throttled":
      return new TooManyRequestsProblem({ message: error.message, retryAfterSeconds: error.retryAfterSeconds })
    case "FieldRefusal":
      return new ValidationProblem({ errors: error.errors })
  }
}

const wire = (tokens: TokenPair): TokenResponse => ({
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken,
  token_type: "Bearer",
  expires_in: tokens.expiresIn,
  scope: tokens.scope,
  created_at: tokens.createdAt,
})

export const makeTokenRoutes = <R>(http: HttpRuntime<R | SignIn>, secret: string): Hono<AppEnv> => {
  const clientKeyOf = (c: AppContext) => keyOf(secret, "client", clientAddress(c))

  const logIn = Effect.fnUntraced(function* (c: AppContext) {
    const body = yield* decodeLogin(c)
    const tokens = yield* SignIn.use((signIn) =>
      signIn.logIn({ username: body.username, password: body.password, clientId: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, clientKey: clientKeyOf(c) }),
    ).pipe(Effect.mapError(accountProblem))
    return yield* answerTokens(c, wire(tokens))
  })

  const token = Effect.fnUntraced(function* (c: AppContext) {
    const body = yield* decodeToken(c)
    const tokens = yield* SignIn.use((signIn) =>
      signIn.token({
        grantType: body.grant_type,
        clientId: body.client_id,
        scope: body.scope,
        username: body.username,
        password: body.password,
        refreshToken: body.refresh_token,
        clientKey: clientKeyOf(c),
      }),
    ).pipe(Effect.mapError(accountProblem))
    return yield* answerTokens(c, wire(tokens))
  })

  return new Hono<AppEnv>()
    .use(LOGIN_PATH, noStore)
    .use(TOKEN_PATH, noStore)
    .post(LOGIN_PATH, (c) => http.respond(c, logIn(c)))
    .post(TOKEN_PATH, (c) => http.respond(c, token(c)))
}
