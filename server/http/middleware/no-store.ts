import type { MiddlewareHandler } from "hono"

/** issue 14: answers carrying personal data or tokens are never stored by a browser or a proxy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set("Cache-Control", "no-store")
}
