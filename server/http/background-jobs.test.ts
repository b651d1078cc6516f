import { Deferred, Effect, Exit, Fiber, Logger, Ref, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { makeBackgroundJobs } from "./background-jobs.ts"

/** Jobs a request starts and does not wait for: they run on, their failures are logged, a stop waits for them. */

const capture = (messages: Array<string>) => Logger.layer([Logger.make(({ message }) => messages.push(String(Array.isArray(message) ? message[0] : message)))])

describe("background jobs", () => {
  it("start returns before the job ends, and idle waits for it", async () => {
    const done = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const jobs = yield* makeBackgroundJobs()
          const gate = yield* Deferred.make<void>()
          const done = yield* Ref.make(false)
          yield* jobs.start("job", Effect.andThen(Deferred.await(gate), Ref.set(done, true)))
          expect(yield* Ref.get(done)).toBe(false)
          yield* Deferred.succeed(gate, undefined)
          yield* jobs.idle
          return yield* Ref.get(done)
        }),
      ),
    )
    expect(done).toBe(true)
  })

  it("logs a job's failure or defect under its name", async () => {
    const messages: Array<string> = []
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const jobs = yield* makeBackgroundJobs()
          yield* jobs.start("sending a link", Effect.fail("no relay"))
          yield* jobs.start("writing a row", Effect.die(new Error("bug")))
          yield* jobs.idle
        }),
      ).pipe(Effect.provide(capture(messages))),
    )
    expect(messages.sort()).toEqual(["sending a link failed", "writing a row failed"])
  })

  it("a stopping owner waits for the jobs under way before it closes", async () => {
    const finished = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const jobs = yield* Scope.provide(makeBackgroundJobs(), scope)
        const finished = yield* Ref.make(false)
        yield* jobs.start("job", Effect.andThen(Effect.sleep("20 millis"), Ref.set(finished, true)))
        const closing = yield* Effect.forkChild(Scope.close(scope, Exit.void))
        yield* Fiber.join(closing)
        return yield* Ref.get(finished)
      }),
    )
    expect(finished).toBe(true)
  })
})
