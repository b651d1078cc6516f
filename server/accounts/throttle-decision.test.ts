import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Counts, IN_PROGRESS_SECONDS, type Limit, LIMITS, throttleDecision, windowAt } from "./AuthThrottle.ts"

/**
 * The throttle's decision on an attempt, from the counts the database takes under the subject's and the client's
 * locks (issue 14; issue 22 §3 for attempts in progress). No database: the counting itself is SQL (AuthThrottle.ts's
 * countsOf) and is the throttle suites' (throttle-burst, throttle-correct-sign-ins).
 */

const failuresCount: Limit = { perSubject: 5, perClient: 30, windowSeconds: 900, failuresOnly: true }
const everyRequestCounts: Limit = { perSubject: 3, perClient: 10, windowSeconds: 3600, failuresOnly: false }
const none: Counts = { counted: 0, inProgress: 0 }
const counts = (counted: number, inProgress = 0): Counts => ({ counted, inProgress })

describe("the throttle's decision", () => {
  it("admits an attempt below both limits, in progress where failures count and counted at once where every request does", () => {
    expect(throttleDecision(failuresCount, counts(4), counts(29))).toStrictEqual({ kind: "admitted", failed: null })
    expect(throttleDecision(everyRequestCounts, counts(2), counts(9))).toStrictEqual({ kind: "admitted", failed: false })
  })

  it("refuses once the subject has used its limit, for a whole window", () => {
    expect(throttleDecision(failuresCount, counts(5), none)).toStrictEqual({ kind: "refused", retryAfterSeconds: 900 })
    expect(throttleDecision(everyRequestCounts, counts(3), none)).toStrictEqual({ kind: "refused", retryAfterSeconds: 3600 })
  })

  it("refuses once the client has used its limit, for a whole window", () => {
    expect(throttleDecision(failuresCount, none, counts(30))).toStrictEqual({ kind: "refused", retryAfterSeconds: 900 })
    expect(throttleDecision(everyRequestCounts, none, counts(10))).toStrictEqual({ kind: "refused", retryAfterSeconds: 3600 })
  })

  it("makes an attempt wait where failures count and those so far with those in progress fill the subject's limit", () => {
    expect(throttleDecision(failuresCount, counts(3, 2), none)).toStrictEqual({ kind: "later" })
    expect(throttleDecision(failuresCount, counts(3, 1), none)).toStrictEqual({ kind: "admitted", failed: null })
  })

  it("makes an attempt wait where failures count and those so far with those in progress fill the client's limit", () => {
    expect(throttleDecision(failuresCount, none, counts(20, 10))).toStrictEqual({ kind: "later" })
    expect(throttleDecision(failuresCount, none, counts(20, 9))).toStrictEqual({ kind: "admitted", failed: null })
  })

  it("refuses rather than waits when the failures alone fill a limit, whatever is in progress", () => {
    expect(throttleDecision(failuresCount, counts(5, 3), none)).toStrictEqual({ kind: "refused", retryAfterSeconds: 900 })
    expect(throttleDecision(failuresCount, none, counts(30, 3))).toStrictEqual({ kind: "refused", retryAfterSeconds: 900 })
  })

  it("never waits where every request counts (none is in progress)", () => {
    expect(throttleDecision(everyRequestCounts, counts(2, 5), counts(9, 5))).toStrictEqual({ kind: "admitted", failed: false })
  })

  it("admits exactly when neither limit is used, and waits only where failures count", () => {
    const limits = fc.record({
      perSubject: fc.integer({ min: 1, max: 40 }),
      perClient: fc.integer({ min: 1, max: 40 }),
      windowSeconds: fc.integer({ min: 1, max: 86_400 }),
      failuresOnly: fc.boolean(),
    })
    const countsArb = fc.record({ counted: fc.nat(50), inProgress: fc.nat(50) })
    fc.assert(
      fc.property(limits, countsArb, countsArb, (limit, subject, client) => {
        const decision = throttleDecision(limit, subject, client)
        const used = subject.counted >= limit.perSubject || client.counted >= limit.perClient
        const full = subject.counted + subject.inProgress >= limit.perSubject || client.counted + client.inProgress >= limit.perClient
        const expected = used ? "refused" : limit.failuresOnly && full ? "later" : "admitted"
        expect(decision.kind).toBe(expected)
      }),
    )
  })
})

describe("the throttle's window", () => {
  it("counts the attempts of the limit's last window seconds, and those in progress for IN_PROGRESS_SECONDS", () => {
    const now = Date.UTC(2031, 2, 10, 9, 0, 0)
    expect(windowAt(LIMITS.login, now)).toStrictEqual({
      since: new Date(Date.UTC(2031, 2, 10, 8, 45, 0)),
      staleBefore: new Date(now - IN_PROGRESS_SECONDS * 1000),
      failuresOnly: true,
    })
    expect(IN_PROGRESS_SECONDS).toBe(60)
    expect(windowAt(LIMITS.forgot_password, now)).toStrictEqual({
      since: new Date(Date.UTC(2031, 2, 10, 8, 0, 0)),
      staleBefore: new Date(Date.UTC(2031, 2, 10, 8, 59, 0)),
      failuresOnly: false,
    })
  })
})
