import type { MiddlewareHandler } from "hono"
import { bodyLimit as honoBodyLimit } from "hono/body-limit"
import { PAYLOAD_TOO_LARGE } from "../../../contracts/api/errors.ts"
import { clientErrorResponse } from "../problem.ts"
import type { AppEnv } from "../runtime.ts"

/**
 * The largest request the API reads. Its biggest call (a confirmation with 10 rooms of guests) is a few
 * kilobytes; 64 KiB leaves room and stops a client from making us buffer megabytes.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024

/** Refuses bodies over `maxSize` bytes with 413 `{ "message": ... }` before any handler reads them (contract: 64 KiB). */
export const bodyLimit = (maxSize: number = API_BODY_LIMIT_BYTES): MiddlewareHandler<AppEnv> =>
  honoBodyLimit({ maxSize, onError: (c) => clientErrorResponse(c, 413, PAYLOAD_TOO_LARGE) })
