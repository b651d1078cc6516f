// @ts-nocheck
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { persistenceFor, TokenStore } from "./TokenStore.ts"
import { makeTokenStoreMemory } from "./TokenStore.memory.ts"

describe("where tokens are kept", () => {
  it("keeps them in local storage when remember-me is chosen, otherwise in session storage", () => {
    expect(persistenceFor(true)).toBe("local")
    expect(persistenceFor(false)).toBe("session")
  })
})

describe("the in-memory TokenStore", () => {
  it("starts logged out and empty", async () => {
    const memory = makeTokenStoreMemory()
    const [tokens, loggedIn] = await Effect.runPromise(
      Effect.gen(function* () {
        const store = yield* TokenStore
        return [yield* store.read, yield* store.isLoggedIn] as const
      }).pipe(Effect.provide(memory.layer)),
    )
    expect(tokens).toEqual(Option.none())
    expect(loggedIn).toBe(false)
    expect(memory.state).toEqual({ tokens: undefined, persistence: undefined, loggedIn: false, saved: [], clears: 0 })
  })

  it("starts signed in with the tokens it is given, kept where remember-me says", () => {
    const memory = makeTokenStoreMemory({ accessToken: "a", refreshToken: "r", rememberMe: true })
    expect(memory.state).toEqual({
      tokens: { accessToken: "a", refreshToken: "r", rememberMe: true },
      persistence: "local",
      loggedIn: true,
      saved: [],
      clears: 0,
    })
  })

  it("saves tokens and sets the login flag; clearing removes them and the flag", async () => {
    const memory = makeTokenStoreMemory()
    const tokens = { accessToken: "a", refreshToken: "r", rememberMe: false }
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const store = yield* TokenStore
        yield* store.save(tokens)
        const afterSave = [yield* store.read, yield* store.isLoggedIn] as const
        yield* store.clear
        const afterClear = [yield* store.read, yield* store.isLoggedIn] as const
        return { afterSave, afterClear }
      }).pipe(Effect.provide(memory.layer)),
    )
    expect(seen.afterSave).toEqual([Option.some(tokens), true])
    expect(seen.afterClear).toEqual([Option.none(), false])
    expect(memory.state).toEqual({ tokens: undefined, persistence: undefined, loggedIn: false, saved: [tokens], clears: 1 })
  })

  it("records where saved tokens went", async () => {
    const memory = makeTokenStoreMemory()
    await Effect.runPromise(TokenStore.use((store) => store.save({ accessToken: "a", refreshToken: "r", rememberMe: false })).pipe(Effect.provide(memory.layer)))
    expect(memory.state.persistence).toBe("session")
  })
})
