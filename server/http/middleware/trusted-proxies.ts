import type { MiddlewareHandler } from "hono"
import type { TrustedProxies } from "../client-address.ts"
import type { AppEnv } from "../runtime.ts"

/**
 * Puts the proxies of TRUSTED_PROXIES on every request's context, so `clientAddress(c)` (node-bindings.ts) may
 * believe their X-Forwarded-For. Installed only when some are configured: without it no header is read.
 */
export const trustedProxiesOnContext = (trusted: TrustedProxies): MiddlewareHandler<AppEnv> =>
  async function trustedProxiesOnContext(c, next) {
    c.set("trustedProxies", trusted)
    await next()
  }
