import { Effect } from "effect"
import type { MiddlewareHandler } from "hono"
import { SIGN_IN_REQUIRED } from "../../contracts/api/accounts.ts"
import { UnauthorizedProblem } from "../http/problem.ts"
import { requestHeader } from "../http/node-bindings.ts"
import type { AppContext } from "../http/runtime.ts"
import { type Bearer, Sessions } from "./Sessions.ts"

/** The access token of `Authorization: Bearer <token>` (the scheme in any case, one or more spaces: RFC 9110 §11.1), or undefined. */
export const bearerTokenOf = (c: AppContext): string | undefined => {
  const match = /^bearer +([A-Za-z0-9_-]{20,200})$/iu.exec(requestHeader(c, "Authorization")?.trim() ?? "")
  return match?.[1]
}

/** The signed-in member of the request, or 401 (the site then refreshes once, spec A §7). */
export const signedIn = (c: AppContext): Effect.Effect<Bearer, UnauthorizedProblem, Sessions> =>
  Effect.gen(function* () {
    const token = bearerTokenOf(c)
    const bearer = token === undefined ? undefined : yield* Sessions.use((sessions) => sessions.authenticate(token)).pipe(Effect.orDie)
    if (bearer === undefined) {
      c.header("WWW-Authenticate", 'Bearer realm="member"')
      return yield* new UnauthorizedProblem({ message: SIGN_IN_REQUIRED })
    }
    return bearer
  })

/**
 * The signed-in member of a call that anyone may make (a booking's confirmation, its cancel), when the request sends an
 * Authorization header: undefined without one, 401 when it does not name a live session (the site then refreshes once).
 */
export const memberIfSent = (c: AppContext): Effect.Effect<Bearer | undefined, UnauthorizedProblem, Sessions> =>
  bearerTokenOf(c) === undefined && requestHeader(c, "Authorization") === undefined ? Effect.succeed(undefined) : signedIn(c)

/** issue 14: answers carrying personal data or tokens are never stored by a browser or a proxy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set("Cache-Control", "no-store")
}
