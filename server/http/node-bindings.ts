import type { IncomingMessage, ServerResponse } from "node:http"
import type { Context } from "hono"
import { clientAddressOf, NO_TRUSTED_PROXIES, type TrustedProxies } from "./client-address.ts"

/**
 * The Node request and response under a Hono context, as @hono/node-server hands them over (`c.env`);
 * absent when the app is called without a server (`app.request` in tests).
 *
 * Why the middleware reach for them: Hono's Request and Response on Node are thin until someone asks for
 * their `headers`, which then builds a whole web Headers object; reading one request header or setting one
 * response header that way cost more CPU than the rest of a small request (measured with `npm run bench:api`).
 * Node has already parsed the request headers into a plain object, and a header set on its response
 * before the answer is written goes out with it (a header the answer names itself wins).
 */

export interface NodeBindings {
  readonly incoming: IncomingMessage
  readonly outgoing: ServerResponse
}

export const nodeBindingsOf = (c: Context): NodeBindings | undefined => {
  const env = c.env as Partial<NodeBindings> | undefined
  return env?.incoming !== undefined && env.outgoing !== undefined ? (env as NodeBindings) : undefined
}

/** One request header (any case), as Hono's `c.req.header(name)` answers it. */
export const requestHeader = (c: Context, name: string): string | undefined => {
  const node = nodeBindingsOf(c)
  if (node === undefined) return c.req.header(name)
  const value = node.incoming.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(", ") : value
}

/**
 * Gives the response a header unless the route's answer has its own. Call it any time before the route's
 * answer is sent (middleware may call it after `next()`).
 */
export const defaultResponseHeader = (c: Context, name: string, value: string): void => {
  const node = nodeBindingsOf(c)
  if (node !== undefined) {
    node.outgoing.setHeader(name, value)
    return
  }
  if (!c.res.headers.has(name)) c.res.headers.set(name, value)
}

/** The request's path and its query string (without "?"; "" when none), without parsing a URL. */
export const pathAndQuery = (c: Context): { readonly path: string; readonly query: string } => {
  const target = nodeBindingsOf(c)?.incoming.url ?? c.req.url
  const mark = target.indexOf("?")
  return { path: c.req.path, query: mark === -1 ? "" : target.slice(mark + 1) }
}

/**
 * The client's address for limits per client (client-address.ts): the TCP peer, or behind a proxy listed in
 * TRUSTED_PROXIES the address it forwarded in X-Forwarded-For (the proxies are on the context, set by
 * middleware/trusted-proxies.ts; none when unset, and a header from anyone else is never read).
 */
export const clientAddress = (c: Context): string => {
  const trusted = c.get("trustedProxies") as TrustedProxies | undefined
  const peer = (c.env as Partial<NodeBindings> | undefined)?.incoming?.socket?.remoteAddress
  if (trusted === undefined || trusted.none) return clientAddressOf(peer, undefined, NO_TRUSTED_PROXIES)
  return clientAddressOf(peer, requestHeader(c, "X-Forwarded-For"), trusted)
}
