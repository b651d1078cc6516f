import type { MiddlewareHandler } from "hono"
import { type Logger, type LogLevel, redactQuery } from "../../log.ts"
import { pathAndQuery } from "../node-bindings.ts"
import type { AppEnv } from "../runtime.ts"

/** Probes hit these every few seconds; at info level they would drown the requests people make. */
const probePaths: ReadonlySet<string> = new Set(["/healthz", "/readyz"])

/** A 503 is the answer to an outage whose cause the server logs once a minute at error (server/db/errors.ts). */
const levelFor = (path: string, status: number): LogLevel =>
  status === 503 ? "warn" : status >= 500 ? "error" : probePaths.has(path) ? "debug" : "info"

/**
 * One line per request after it is answered: request id, method, path, the query with personal values
 * redacted, status and duration in milliseconds. Bodies are never logged.
 */
export const accessLog = (log: Logger, clock: () => number = () => performance.now()): MiddlewareHandler<AppEnv> =>
  async function accessLog(c, next) {
    const started = clock()
    await next()
    const { path, query: rawQuery } = pathAndQuery(c)
    const query = redactQuery(rawQuery)
    log[levelFor(path, c.res.status)]("request", {
      request_id: c.get("requestId"),
      method: c.req.method,
      path,
      ...(query === "" ? {} : { query }),
      status: c.res.status,
      duration_ms: Math.round((clock() - started) * 100) / 100,
    })
  }
