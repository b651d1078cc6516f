import { Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import type { AccountApi } from "../ports/AccountApi.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import type { TokenStore } from "../ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { loadAccount, logIn, logOut, makeMemberRequests } from "./log-in.ts"
import { MEMBER_ACCOUNT } from "./member-account.testing.ts"

const setup = () => {
  const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: "Str0ng!pass" }])
  const tokens = makeTokenStoreMemory()
  const run = <A, E>(program: Effect.Effect<A, E, AccountApi | TokenStore>) =>
    Effect.runPromise(program.pipe(Effect.provide(Layer.mergeAll(api.layer, tokens.layer))))
  return { api, tokens, run }
}

describe("member session", () => {
  it("logs in, keeps the tokens where remember-me says and goes to My Details", async () => {
    const { tokens, run } = setup()
    const route = await run(logIn({ username: "thandi@example.co.za", password: "Str0ng!pass", rememberMe: true }))
    expect(route).toBe("/my-account/my-details")
    expect(tokens.state.loggedIn).toBe(true)
    expect(tokens.state.persistence).toBe("local")
  })

  it("says only 'Invalid email or password' when the login is refused", async () => {
    const { tokens, run } = setup()
    const failure = await run(Effect.flip(logIn({ username: "thandi@example.co.za", password: "wrong" })))
    expect(failure.message).toBe("Invalid email or password")
    expect(tokens.state.loggedIn).toBe(false)
  })

  it("fetches no user details for a visitor", async () => {
    const { run } = setup()
    const loaded = await run(Effect.flatMap(makeMemberRequests, loadAccount))
    expect(Option.isNone(loaded)).toBe(true)
  })

  it("refreshes a stale token once and still loads the account", async () => {
    const { api, tokens, run } = setup()
    await run(logIn({ username: "thandi@example.co.za", password: "Str0ng!pass" }))
    api.expireAccessTokens()
    const loaded = await run(Effect.flatMap(makeMemberRequests, loadAccount))
    expect(Option.getOrUndefined(loaded)?.totalUsableLoyaltyPoints).toBe(640)
    expect(api.refreshCalls()).toBe(1)
    expect(tokens.state.persistence).toBe("session")
  })

  it("logs the member out when the refresh is refused too", async () => {
    const { api, tokens, run } = setup()
    await run(logIn({ username: "thandi@example.co.za", password: "Str0ng!pass" }))
    api.expireAccessTokens()
    await run(
      Effect.gen(function* () {
        const requests = yield* makeMemberRequests
        // refresh tokens are single use: spend this one, so the policy's own refresh is refused
        const stored = tokens.state.tokens
        if (stored !== undefined) yield* Effect.ignore(api.api.refresh(stored.refreshToken))
        api.expireAccessTokens()
        const failure = yield* Effect.flip(loadAccount(requests))
        expect(failure.status).toBe(401)
      }),
    )
    expect(tokens.state.loggedIn).toBe(false)
    expect(tokens.state.tokens).toBeUndefined()
  })

  it("logs out and goes home", async () => {
    const { tokens, run } = setup()
    await run(logIn({ username: "thandi@example.co.za", password: "Str0ng!pass" }))
    expect(await run(logOut())).toBe("/")
    expect(tokens.state.loggedIn).toBe(false)
  })
})
