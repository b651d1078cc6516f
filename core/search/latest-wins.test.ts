import { Effect, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeLatestWins } from "./latest-wins.ts"

describe("latest wins", () => {
  it("whatever order the answers arrive in, only the last request's answer lands", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 6 }), async (s, requests) => {
        const latest = makeLatestWins()
        let shown: number | undefined
        const answer = (n: number) => Effect.promise(() => s.schedule(Promise.resolve(n), `answer ${n}`))
        const runs = Array.from({ length: requests }, (_, n) =>
          Effect.runPromise(latest.run(answer(n)).pipe(Effect.tap((landed) => Effect.sync(() => Option.map(landed, (value) => (shown = value)))))),
        )
        await s.waitAll()
        await Promise.all(runs)
        expect(shown).toBe(requests - 1)
      }),
    )
  })

  it("a stale failure is dropped too, the latest failure is kept", async () => {
    const latest = makeLatestWins()
    const stale = Effect.runPromise(latest.run(Effect.fail("old").pipe(Effect.delay("10 millis"))))
    const fresh = Effect.runPromise(Effect.flip(latest.run(Effect.fail("new"))))
    expect(await fresh).toBe("new")
    expect(await stale).toEqual(Option.none())
  })
})
