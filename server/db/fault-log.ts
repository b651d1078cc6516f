import type { LogFields, Logger } from "../log.ts"
import { type DatabaseFailure, loggableFailure } from "./errors.ts"

/**
 * One log line per database fault, not one per request it fails (issue 31 §3: an outage of 15 s once wrote 325 lines
 * with a stack each). A fault is its kind, code and reason (08001 ECONNREFUSED, 55P03, 08006 no_answer): its first
 * failure is logged, the same kind again within FAULT_LOG_QUIET_MS only counted, and the next line after that says
 * how many it left out. Each request still has its access-log line (status 503). The line holds the code and reason
 * and the first request's id, method and path: never the query, its parameters or a stack.
 */

/** How long a fault's kind stays quiet after its line. */
export const FAULT_LOG_QUIET_MS = 60_000

export interface DatabaseFaultLog {
  /** A request failed, or a pooled connection broke, because of `failure`; `fields` say where (request id, path). */
  readonly report: (failure: DatabaseFailure, fields?: LogFields) => void
}

export interface DatabaseFaultLogOptions {
  readonly quietMs?: number
  /** Milliseconds on a monotonic clock (tests move it by hand). */
  readonly now?: () => number
}

export const makeDatabaseFaultLog = (log: Logger, options: DatabaseFaultLogOptions = {}): DatabaseFaultLog => {
  const quietMs = options.quietMs ?? FAULT_LOG_QUIET_MS
  const now = options.now ?? (() => performance.now())
  const lastLine = new Map<string, { at: number; leftOut: number }>()
  return {
    report: ({ code, reason }: DatabaseFailure, fields: LogFields = {}) => {
      const kind = `${code}/${reason ?? ""}`
      const at = now()
      const last = lastLine.get(kind)
      if (last !== undefined && at - last.at < quietMs) {
        last.leftOut += 1
        return
      }
      lastLine.set(kind, { at, leftOut: 0 })
      log.error("database unavailable", { ...loggableFailure({ code, reason }), ...(last === undefined ? {} : { left_out: last.leftOut }), ...fields })
    },
  }
}
