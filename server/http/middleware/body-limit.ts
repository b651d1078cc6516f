import type { Context, MiddlewareHandler } from "hono"
import { bodyLimit as honoBodyLimit } from "hono/body-limit"
import { PAYLOAD_TOO_LARGE } from "../../../contracts/api/errors.ts"
import { clientErrorResponse } from "../problem.ts"
import { requestHeader } from "../node-bindings.ts"
import type { AppEnv } from "../runtime.ts"

/**
 * The largest request the API reads. Its biggest call (a confirmation with 10 rooms of guests) is a few
 * kilobytes; 64 KiB leaves room and stops a client from making us buffer megabytes.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024

/**
 * Refuses bodies over `maxSize` bytes with 413 `{ "message": ... }` before any handler reads them (contract: 64 KiB).
 * A body whose size is declared (Content-Length, not chunked) is judged by its header, as Hono's bodyLimit
 * does, but without touching `c.req.raw.body`: on @hono/node-server that builds a whole web Request around
 * the socket for every request, and then the route could no longer read the body by the server's fast path.
 * Bodies of unknown size (chunked) go to Hono's bodyLimit, which counts them as they stream.
 */
export const bodyLimit = (maxSize: number = API_BODY_LIMIT_BYTES): MiddlewareHandler<AppEnv> => {
  const tooLarge = (c: Context) => clientErrorResponse(c, 413, PAYLOAD_TOO_LARGE)
  const streamed = honoBodyLimit({ maxSize, onError: tooLarge })
  return async function bodyLimit(c, next) {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next()
    const declared = requestHeader(c, "content-length")
    if (declared !== undefined && requestHeader(c, "transfer-encoding") === undefined) {
      return Number.parseInt(declared, 10) > maxSize ? tooLarge(c) : next()
    }
    return streamed(c, next)
  }
}
