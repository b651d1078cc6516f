import type { ErrorHandler, NotFoundHandler } from "hono"
import { HTTPException } from "hono/http-exception"
import type { ClientErrorStatusCode } from "hono/utils/http-status"
import { MALFORMED_JSON } from "../../../contracts/api/errors.ts"
import { databaseUnavailableIn } from "../../db/Db.ts"
import { type DatabaseFaultLog, makeDatabaseFaultLog } from "../../db/fault-log.ts"
import { describeError, type Logger } from "../../log.ts"
import { badRequest, clientErrorResponse, databaseUnavailable, isHttpProblem, notFound, problemResponse, serverErrorResponse } from "../problem.ts"
import type { AppEnv } from "../runtime.ts"

/**
 * The last line of defence (issue 3: never a 500 for anything a client can send). What a client can
 * cause becomes a 4xx JSON answer; a database that cannot serve now (a DbFailure the services made a
 * defect, issue 31) is 503 with Retry-After, logged once per fault by `faults`, with its code only;
 * only our own bugs reach 500, answered with the contract's fixed message (no stack, no detail) and
 * logged with the request id, the error scrubbed of personal data.
 */
export const errorHandler =
  (log: Logger, faults: DatabaseFaultLog = makeDatabaseFaultLog(log)): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (isHttpProblem(error)) return problemResponse(c, error)
    const unavailable = databaseUnavailableIn(error)
    if (unavailable !== undefined) {
      faults.report(unavailable, { request_id: c.get("requestId"), method: c.req.method, path: c.req.path })
      return problemResponse(c, databaseUnavailable)
    }
    // `c.req.json()` on a body that is not JSON: the client's mistake.
    if (error instanceof SyntaxError) return badRequest(c, MALFORMED_JSON)
    if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
      const message = error.message === "" ? `Request failed with status code ${error.status}` : error.message
      return clientErrorResponse(c, error.status as ClientErrorStatusCode, message)
    }
    log.error("unhandled error", {
      request_id: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      error: describeError(error),
    })
    return serverErrorResponse(c, 500)
  }

/** Unknown routes get a JSON 404 (the SPA fallback answers page paths before this when the UI is built). */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => notFound(c)
