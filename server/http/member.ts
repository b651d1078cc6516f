import { Context, Effect } from "effect"
import type { MiddlewareHandler } from "hono"
import { SIGN_IN_REQUIRED } from "../../contracts/api/sign-in.ts"
import type { DbFailure } from "../db/Db.ts"
import { requestHeader } from "./node-bindings.ts"
import { UnauthorizedProblem } from "./problem.ts"
import type { AppContext, AppEnv, HttpRuntime, Member, RequestMember } from "./runtime.ts"

export type { Member, RequestMember }

/**
 * Who a request speaks for: the authentication middleware reads its `Authorization: Bearer` token, asks the
 * `MemberAuthentication` port who that is (the accounts slice answers it from its sessions, `Sessions.memberAuthentication`),
 * and puts the answer on the request (`c.get("member")`). A route that needs a member then reads it with `signedIn(c)`
 * or `memberIfSent(c)`; no slice but accounts knows how sessions work.
 */

export interface MemberAuthenticationShape {
  /** The member behind a live access token, or undefined. */
  readonly authenticate: (accessToken: string) => Effect.Effect<Member | undefined, DbFailure>
}

/** The port the authentication middleware asks; the accounts slice provides it. */
export class MemberAuthentication extends Context.Service<MemberAuthentication, MemberAuthenticationShape>()("hotel/server/http/MemberAuthentication") {}

/** The access token of `Authorization: Bearer <token>` (the scheme in any case, one or more spaces: RFC 9110 §11.1), or undefined. */
export const bearerTokenOf = (c: AppContext): string | undefined => {
  const match = /^bearer +([A-Za-z0-9_-]{20,200})$/iu.exec(requestHeader(c, "Authorization")?.trim() ?? "")
  return match?.[1]
}

const ANONYMOUS: RequestMember = { sent: false, member: undefined }

/**
 * The middleware of a route that reads the member (mounted on that route only: a request without a token costs nothing,
 * one with a token one read of its session). A database failure is a defect, answered as any other (503 or 500).
 */
export const authentication = <R>(http: HttpRuntime<R | MemberAuthentication>): MiddlewareHandler<AppEnv> => {
  const memberOf = (token: string) => MemberAuthentication.use((port) => port.authenticate(token)).pipe(Effect.orDie)
  return async (c, next) => {
    const token = bearerTokenOf(c)
    const sent = token !== undefined || requestHeader(c, "Authorization") !== undefined
    c.set("member", !sent ? ANONYMOUS : { sent, member: token === undefined ? undefined : await http.run(c, memberOf(token)) })
    await next()
  }
}

/** The signed-in member of the request, or 401 (the site then refreshes once, spec A §7). */
export const signedIn = (c: AppContext): Effect.Effect<Member, UnauthorizedProblem> =>
  Effect.suspend(() => {
    const member = c.get("member")?.member
    if (member !== undefined) return Effect.succeed(member)
    c.header("WWW-Authenticate", 'Bearer realm="member"')
    return Effect.fail(new UnauthorizedProblem({ message: SIGN_IN_REQUIRED }))
  })

/**
 * The signed-in member of a call that anyone may make (a booking's confirmation, its cancel), when the request sends an
 * Authorization header: undefined without one, 401 when it does not name a live session (the site then refreshes once).
 */
export const memberIfSent = (c: AppContext): Effect.Effect<Member | undefined, UnauthorizedProblem> =>
  Effect.suspend(() => (c.get("member")?.sent === true ? signedIn(c) : Effect.succeed(undefined)))
