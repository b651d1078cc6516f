import { describe, expect, it } from "vitest"
import { makeLogger } from "../log.ts"
import { FAULT_LOG_QUIET_MS, makeDatabaseFaultLog } from "./fault-log.ts"

/** issue 31 §3: one log line per database fault, not one per request it fails. */

const capture = () => {
  const lines: Array<Record<string, unknown>> = []
  const clock = { now: 0 }
  const faults = makeDatabaseFaultLog(makeLogger({ level: "info", write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }), {
    now: () => clock.now,
  })
  return { lines, clock, faults }
}

describe("the database fault log", () => {
  it("writes the first failure of a kind, with its SQLSTATE and reason, and only counts the same kind again for a while", () => {
    const { lines, clock, faults } = capture()
    for (let request = 0; request < 325; request++) {
      clock.now = request * 46
      faults.report({ code: "08001", reason: "ECONNREFUSED" }, { request_id: `r${request}` })
    }
    expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "database unavailable", sqlstate: "08001", reason: "ECONNREFUSED", request_id: "r0" })])
  })

  it("writes each kind of fault once, and the same kind again after the quiet time, saying how many it left out", () => {
    const { lines, clock, faults } = capture()
    faults.report({ code: "08001", reason: "ECONNREFUSED" })
    faults.report({ code: "55P03" })
    faults.report({ code: "08001", reason: "ECONNREFUSED" })
    faults.report({ code: "08001", reason: "connect_timeout" })
    clock.now = FAULT_LOG_QUIET_MS
    faults.report({ code: "08001", reason: "ECONNREFUSED" })
    expect(lines.map(({ sqlstate, reason, left_out }) => [sqlstate, reason, left_out])).toEqual([
      ["08001", "ECONNREFUSED", undefined],
      ["55P03", undefined, undefined],
      ["08001", "connect_timeout", undefined],
      ["08001", "ECONNREFUSED", 1],
    ])
  })
})
