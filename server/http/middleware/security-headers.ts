import { randomBytes } from "node:crypto"
import type { Context, MiddlewareHandler } from "hono"
import { defaultResponseHeader, nodeBindingsOf, requestHeader } from "../node-bindings.ts"
import type { AppEnv } from "../runtime.ts"

/**
 * QUALITY.md, reliability and security: security headers on every response, errors and 404s included.
 * The policy allows only our own origin, with two exceptions that the booking flow needs: the card
 * gateway's origin as a form target (the browser POSTs PAY_REQUEST_ID and CHECKSUM to PayWeb3), and
 * a per-response nonce for pages that carry inline `<style>` or `<script>` (the dev outbox), asked
 * for with `cspNonce(c)`. A route that sets its own, stricter Content-Security-Policy or
 * Referrer-Policy (the gateway simulator's pages do) keeps it; the other headers are always ours.
 *
 * API answers carry personal data (a guest's name, e-mail, mobile, address) or a key (a booking's uuid is its
 * key, a payment's request id), so no cache, shared or the browser's, may keep them (issue 9 §5): every answer
 * under /api/ says `Cache-Control: no-store` unless its route chose its caching on purpose.
 */
export interface SecurityHeadersOptions {
  /** This site's public URL: HSTS is sent when it is https. Its origin is also a form target. */
  readonly publicUrl: string
  /** The PayWeb3 base URL; its origin is allowed in `form-action`. */
  readonly gatewayUrl: string
  /** More sources per directive, e.g. `{ "img-src": ["https://tile.openstreetmap.org"] }` for map tiles. */
  readonly extraSources?: Readonly<Record<string, ReadonlyArray<string>>>
}

export const HSTS_VALUE = "max-age=31536000; includeSubDomains"
/** Where the API answers: its answers default to NO_STORE. */
export const API_PATH_PREFIX = "/api/"
export const NO_STORE = "no-store"

const originOf = (url: string): string => new URL(url).origin

const directivesFor = (options: SecurityHeadersOptions, nonce: string | undefined): string => {
  const nonceSource = nonce === undefined ? [] : [`'nonce-${nonce}'`]
  const directives: Record<string, Array<string>> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...nonceSource],
    "style-src": ["'self'", ...nonceSource],
    "img-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": [...new Set(["'self'", originOf(options.publicUrl), originOf(options.gatewayUrl)])],
  }
  for (const [name, sources] of Object.entries(options.extraSources ?? {})) {
    directives[name] = [...new Set([...(directives[name] ?? ["'self'"]), ...sources])]
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}

/** The Content-Security-Policy value (exported for tests and for the SPA's documentation). */
export const contentSecurityPolicy = (options: SecurityHeadersOptions, nonce?: string): string => directivesFor(options, nonce)

/** A nonce for inline `<style nonce>` / `<script nonce>` in this response; the CSP header will allow it. */
export const cspNonce = (c: Context<AppEnv>): string => {
  const existing = c.get("cspNonce")
  if (existing !== undefined) return existing
  const nonce = randomBytes(16).toString("base64")
  c.set("cspNonce", nonce)
  return nonce
}

const servedOverHttps = (c: Context, publicUrlIsHttps: boolean): boolean => {
  if (publicUrlIsHttps || c.req.url.startsWith("https:")) return true
  // Behind a TLS-terminating proxy; the first value is the client-facing hop.
  return requestHeader(c, "X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase() === "https"
}

export const securityHeaders = (options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> => {
  const defaultPolicy = directivesFor(options, undefined)
  const publicUrlIsHttps = options.publicUrl.startsWith("https:")
  return async function securityHeaders(c, next) {
    await next()
    if (nodeBindingsOf(c) === undefined) {
      try {
        c.res.headers.set("X-Content-Type-Options", "nosniff")
      } catch {
        // A Response with immutable headers (e.g. passed through from fetch): copy it so it can be marked.
        c.res = new Response(c.res.body, c.res)
      }
    }
    // Each is the route's own when its answer names it (a page's CSP with its nonce), else the value here.
    const nonce = c.get("cspNonce")
    defaultResponseHeader(c, "X-Content-Type-Options", "nosniff")
    defaultResponseHeader(c, "Content-Security-Policy", nonce === undefined ? defaultPolicy : directivesFor(options, nonce))
    defaultResponseHeader(c, "Referrer-Policy", "strict-origin-when-cross-origin")
    defaultResponseHeader(c, "X-Frame-Options", "DENY")
    defaultResponseHeader(c, "Cross-Origin-Opener-Policy", "same-origin")
    // The site asks for the visitor's location (nearby hotels) and nothing else.
    defaultResponseHeader(c, "Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=()")
    if (servedOverHttps(c, publicUrlIsHttps)) defaultResponseHeader(c, "Strict-Transport-Security", HSTS_VALUE)
    if (c.req.path.startsWith(API_PATH_PREFIX)) defaultResponseHeader(c, "Cache-Control", NO_STORE)
  }
}
