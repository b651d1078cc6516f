import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError, NO_STATUS } from "../../../core/http/http-error.ts"
import { retryEveryCall } from "./retry-unanswered.ts"

/** A call that fails with `first` once, then answers "answered". */
const flaky = (first: HttpError) => {
  let calls = 0
  return {
    calls: () => calls,
    service: { call: (name: string) => Effect.suspend(() => (++calls === 1 ? Effect.fail(first) : Effect.succeed(`answered ${name}`))) },
  }
}

describe("a port's service with every call retried when unanswered", () => {
  it("tries a call that got no answer at all once more, with the same arguments", async () => {
    const { calls, service } = flaky(new HttpError({ status: NO_STATUS, message: "no answer" }))
    expect(await Effect.runPromise(retryEveryCall(service).call("login"))).toBe("answered login")
    expect(calls()).toBe(2)
  })

  it("never retries an answer, right or wrong", async () => {
    const { calls, service } = flaky(new HttpError({ status: 429, message: "Too many requests." }))
    expect(Result.isFailure(await Effect.runPromise(Effect.result(retryEveryCall(service).call("login"))))).toBe(true)
    expect(calls()).toBe(1)
  })
})
