import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { MemberSession } from "./member-session-store.ts"

const tokens = { accessToken: "a", refreshToken: "r", rememberMe: false }

describe("the member's session", () => {
  it("reads the login flag when the page starts, and again when asked", async () => {
    const store = makeTokenStoreMemory()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const session = yield* MemberSession
        const before = session.loggedIn.value
        ;(store.state as { loggedIn: boolean }).loggedIn = true
        const stale = session.loggedIn.value
        yield* session.refresh
        return [before, stale, session.loggedIn.value]
      }).pipe(Effect.provide(Layer.provide(MemberSession.layer, store.layer))),
    )
    expect(seen).toEqual([false, false, true])
  })

  it("drawn as the server drew the page, starts logged out and reads the flag when refreshed", async () => {
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const session = yield* MemberSession
        const drawn = session.loggedIn.value
        yield* session.refresh
        return [drawn, session.loggedIn.value]
      }).pipe(Effect.provide(Layer.provide(MemberSession.layerFrom("defaults"), makeTokenStoreMemory(tokens).layer))),
    )
    expect(seen).toEqual([false, true])
  })

  it("starts signed in for a member whose tokens are kept", async () => {
    const loggedIn = await Effect.runPromise(
      Effect.map(MemberSession, (session) => session.loggedIn.value).pipe(Effect.provide(Layer.provide(MemberSession.layer, makeTokenStoreMemory(tokens).layer))),
    )
    expect(loggedIn).toBe(true)
  })
})

describe("the member's session following the adapter's logout (spec A §4)", () => {
  it("drops the login flag and the cached account when a refresh is refused", async () => {
    const { makeAccountApiMemory } = await import("../ports/AccountApi.memory.ts")
    const { MEMBER_ACCOUNT } = await import("./member-account.testing.ts")
    const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: "Str0ng!pass" }])
    const store = makeTokenStoreMemory(tokens)
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const session = yield* MemberSession
        yield* session.keep(MEMBER_ACCOUNT)
        const before = [session.loggedIn.value, session.account.value?.user.firstName]
        const answer = yield* Effect.result(session.run((accessToken) => api.api.getAccount(accessToken)))
        return [before, answer._tag, session.loggedIn.value, session.account.value, api.refreshCalls()]
      }).pipe(Effect.provide(Layer.provideMerge(MemberSession.layer, Layer.mergeAll(store.layer, api.layer)))),
    )
    expect(seen).toEqual([[true, "Thandi"], "Failure", false, null, 1])
    expect(store.state.tokens).toBeUndefined()
  })
})
