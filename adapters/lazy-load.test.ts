import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { HttpError } from "../core/http/http-error.ts"
import { SERVER_NETWORK_ERROR } from "../core/http/messages.ts"
import { lazyCall } from "./lazy-load.ts"

const shout = (word: string): Effect.Effect<string, HttpError> => Effect.succeed(`${word.toUpperCase()}!`)

describe("lazyCall", () => {
  it("answers what the plain call answers, loading its module once", async () => {
    let loads = 0
    const lazy = lazyCall(async () => {
      loads++
      return shout
    })
    await fc.assert(
      fc.asyncProperty(fc.string(), async (word) => {
        expect(await Effect.runPromise(lazy(word))).toBe(await Effect.runPromise(shout(word)))
      }),
    )
    expect(loads).toBe(1)
  })

  it("does not load the module until the call is made", () => {
    let loads = 0
    const lazy = lazyCall(async () => {
      loads++
      return shout
    })
    lazy("sawubona")
    expect(loads).toBe(0)
  })

  it("fails a call whose chunk does not arrive as a network error, and loads again on the next call", async () => {
    let loads = 0
    const lazy = lazyCall(async () => {
      loads++
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module")
      return shout
    })
    const failure = await Effect.runPromise(Effect.flip(lazy("molo")))
    expect(failure).toBeInstanceOf(HttpError)
    expect(failure.message).toBe(SERVER_NETWORK_ERROR)
    expect(await Effect.runPromise(lazy("molo"))).toBe("MOLO!")
    expect(loads).toBe(2)
  })
})
