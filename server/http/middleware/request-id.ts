import type { MiddlewareHandler } from "hono"
import { defaultResponseHeader, requestHeader } from "../node-bindings.ts"
import type { AppEnv } from "../runtime.ts"

export const REQUEST_ID_HEADER = "X-Request-Id"

/**
 * A caller's id is kept when it is short and plain (letters, digits and `._:-`), so a proxy's or a
 * test's id ties their logs to ours; anything else (too long, spaces, control characters that could
 * forge log lines) is replaced by a fresh uuid.
 */
const saneRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

export const isSaneRequestId = (value: string | undefined): value is string => value !== undefined && saneRequestId.test(value)

/** Gives every request an id (`c.get("requestId")`) and echoes it in the `X-Request-Id` response header. */
export const requestId = (makeId: () => string = () => crypto.randomUUID()): MiddlewareHandler<AppEnv> =>
  async function requestId(c, next) {
    const incoming = requestHeader(c, REQUEST_ID_HEADER)
    const id = isSaneRequestId(incoming) ? incoming : makeId()
    c.set("requestId", id)
    await next()
    defaultResponseHeader(c, REQUEST_ID_HEADER, id)
  }
