// @ts-nocheck
import { Effect, Fiber, Latch, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { StoredTokens, Tokens } from "../ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { makeAuthenticatedRequests } from "./authenticated-requests.ts"
import { HttpError } from "./http-error.ts"

const signedIn: StoredTokens = { accessToken: "access-1", refreshToken: "refresh-1", rememberMe: false }
const renewed: Tokens = { accessToken: "access-2", refreshToken: "refresh-2" }

const unauthorized = (message = "Token expired") => new HttpError({ status: 401, message })
const serverDown = new HttpError({ status: 500, message: "Request failed with status code 500" })

type Answer = "ok" | "401" | "500"

/** A server that answers each call from a script (the last answer repeats) and records the tokens it was sent. */
const scriptedServer = (answers: ReadonlyArray<Answer>) => {
  const tokensSent: Array<string | undefined> = []
  const request = (accessToken: string | undefined) =>
    Effect.suspend(() => {
      tokensSent.push(accessToken)
      const answer = answers[Math.min(tokensSent.length, answers.length) - 1]
      if (answer === "ok") return Effect.succeed(`data for ${accessToken}`)
      return Effect.fail(answer === "401" ? unauthorized(`401 #${tokensSent.length}`) : serverDown)
    })
  return { request, tokensSent }
}

/** A refresh that counts its calls and answers `renewed` or fails. */
const countingRefresh = (succeeds: boolean) => {
  const refreshTokensUsed: Array<string> = []
  const refresh = (refreshToken: string) =>
    Effect.suspend(() => {
      refreshTokensUsed.push(refreshToken)
      return succeeds ? Effect.succeed(renewed) : Effect.fail(unauthorized("Refresh token revoked"))
    })
  return { refresh, refreshTokensUsed }
}

const setUp = (options: { answers: ReadonlyArray<Answer>; refreshSucceeds: boolean; tokens?: StoredTokens | undefined }) => {
  const store = makeTokenStoreMemory("tokens" in options ? options.tokens : signedIn)
  const server = scriptedServer(options.answers)
  const refresh = countingRefresh(options.refreshSucceeds)
  let loggedOutCalls = 0
  const onLoggedOut = Effect.sync(() => void (loggedOutCalls += 1))
  const outcome = () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const authenticated = yield* makeAuthenticatedRequests({ refresh: refresh.refresh, onLoggedOut })
        return yield* Effect.result(authenticated.run(server.request))
      }).pipe(Effect.provide(store.layer)),
    )
  return { store, server, refresh, outcome, loggedOutCalls: () => loggedOutCalls }
}

describe("an authenticated call", () => {
  it("sends the stored access token and refreshes nothing when it succeeds", async () => {
    const { outcome, server, refresh, store } = setUp({ answers: ["ok"], refreshSucceeds: true })
    expect(await outcome()).toEqual(Result.succeed("data for access-1"))
    expect(server.tokensSent).toEqual(["access-1"])
    expect(refresh.refreshTokensUsed).toEqual([])
    expect(store.state.saved).toEqual([])
  })

  it("passes a failure other than 401 through, without refreshing or logging out", async () => {
    const { outcome, server, refresh, store, loggedOutCalls } = setUp({ answers: ["500"], refreshSucceeds: true })
    const result = await outcome()
    expect(result._tag).toBe("Failure")
    expect(result._tag === "Failure" && result.failure).toBe(serverDown)
    expect(server.tokensSent).toEqual(["access-1"])
    expect(refresh.refreshTokensUsed).toEqual([])
    expect(store.state.tokens).toEqual(signedIn)
    expect(store.state.loggedIn).toBe(true)
    expect(loggedOutCalls()).toBe(0)
  })
})

describe("on a 401", () => {
  it("refreshes once with the refresh token and retries once with the new access token", async () => {
    const { outcome, server, refresh, store, loggedOutCalls } = setUp({ answers: ["401", "ok"], refreshSucceeds: true })
    expect(await outcome()).toEqual(Result.succeed("data for access-2"))
    expect(refresh.refreshTokensUsed).toEqual(["refresh-1"])
    expect(server.tokensSent).toEqual(["access-1", "access-2"])
    expect(store.state.saved).toEqual([{ ...renewed, rememberMe: false }])
    expect(store.state.persistence).toBe("session")
    expect(store.state.loggedIn).toBe(true)
    expect(store.state.clears).toBe(0)
    expect(loggedOutCalls()).toBe(0)
  })

  it("keeps refreshed tokens where remember-me put them", async () => {
    const { outcome, store } = setUp({ answers: ["401", "ok"], refreshSucceeds: true, tokens: { ...signedIn, rememberMe: true } })
    await outcome()
    expect(store.state.tokens).toEqual({ ...renewed, rememberMe: true })
    expect(store.state.persistence).toBe("local")
  })

  it("logs out and fails with the original error when the refresh fails", async () => {
    const { outcome, server, refresh, store, loggedOutCalls } = setUp({ answers: ["401", "ok"], refreshSucceeds: false })
    const result = await outcome()
    expect(result._tag === "Failure" && result.failure.message).toBe("401 #1")
    expect(refresh.refreshTokensUsed).toEqual(["refresh-1"])
    expect(server.tokensSent).toEqual(["access-1"])
    expect(store.state.tokens).toBeUndefined()
    expect(store.state.loggedIn).toBe(false)
    expect(store.state.clears).toBe(1)
    expect(loggedOutCalls()).toBe(1)
  })

  it("logs out and fails with the original error when the retry gets 401 again, without refreshing twice", async () => {
    const { outcome, server, refresh, store, loggedOutCalls } = setUp({ answers: ["401", "401", "ok"], refreshSucceeds: true })
    const result = await outcome()
    expect(result._tag === "Failure" && result.failure.message).toBe("401 #1")
    expect(refresh.refreshTokensUsed).toEqual(["refresh-1"])
    expect(server.tokensSent).toEqual(["access-1", "access-2"])
    expect(store.state.tokens).toBeUndefined()
    expect(store.state.loggedIn).toBe(false)
    expect(loggedOutCalls()).toBe(1)
  })

  it("fails with the retry's own error when the retry fails otherwise, staying logged in", async () => {
    const { outcome, store, loggedOutCalls } = setUp({ answers: ["401", "500"], refreshSucceeds: true })
    const result = await outcome()
    expect(result._tag === "Failure" && result.failure).toBe(serverDown)
    expect(store.state.tokens).toEqual({ ...renewed, rememberMe: false })
    expect(store.state.loggedIn).toBe(true)
    expect(loggedOutCalls()).toBe(0)
  })

  it("does not refresh when nobody is signed in: nothing to refresh, nobody to log out", async () => {
    const { outcome, server, refresh, store, loggedOutCalls } = setUp({ answers: ["401", "ok"], refreshSucceeds: true, tokens: undefined })
    const result = await outcome()
    expect(result._tag === "Failure" && result.failure.message).toBe("401 #1")
    expect(server.tokensSent).toEqual([undefined])
    expect(refresh.refreshTokensUsed).toEqual([])
    expect(store.state.clears).toBe(0)
    expect(loggedOutCalls()).toBe(0)
  })

  it("clears the tokens even when no logged-out hook is given", async () => {
    const store = makeTokenStoreMemory(signedIn)
    const server = scriptedServer(["401"])
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const authenticated = yield* makeAuthenticatedRequests({ refresh: countingRefresh(false).refresh })
        return yield* Effect.result(authenticated.run(server.request))
      }).pipe(Effect.provide(store.layer)),
    )
    expect(result._tag).toBe("Failure")
    expect(store.state.loggedIn).toBe(false)
  })

  it("never loops: at most one refresh and two tries, whatever the server answers", async () => {
    const answer = fc.constantFrom<Answer>("ok", "401", "500")
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { minLength: 1, maxLength: 5 }), fc.boolean(), async (answers, refreshSucceeds) => {
        const { outcome, server, refresh } = setUp({ answers, refreshSucceeds })
        await outcome()
        expect(refresh.refreshTokensUsed.length).toBeLessThanOrEqual(1)
        expect(server.tokensSent.length).toBeLessThanOrEqual(2)
        expect(server.tokensSent.length).toBe(answers[0] === "401" && refreshSucceeds ? 2 : 1)
      }),
    )
  })
})

describe("concurrent 401s", () => {
  /** Two calls rejected with the old token while one refresh is held open, then released. */
  const raceTwoCalls = async (refreshSucceeds: boolean) => {
    const store = makeTokenStoreMemory(signedIn)
    const tokensSent: Array<string | undefined> = []
    let refreshCalls = 0
    let loggedOutCalls = 0
    const request = (token: string | undefined) =>
      Effect.suspend(() => {
        tokensSent.push(token)
        return token === renewed.accessToken ? Effect.succeed(`ok ${tokensSent.length}`) : Effect.fail(unauthorized(`401 #${tokensSent.length}`))
      })
    const results = await Effect.runPromise(
      Effect.gen(function* () {
        const gate = yield* Latch.make(false)
        const refresh = () =>
          Effect.suspend(() => {
            refreshCalls += 1
            return gate.await.pipe(Effect.andThen(refreshSucceeds ? Effect.succeed(renewed) : Effect.fail(unauthorized("revoked"))))
          })
        const authenticated = yield* makeAuthenticatedRequests({ refresh, onLoggedOut: Effect.sync(() => void (loggedOutCalls += 1)) })
        const first = yield* Effect.forkChild(Effect.result(authenticated.run(request)))
        const second = yield* Effect.forkChild(Effect.result(authenticated.run(request)))
        while (tokensSent.length < 2) yield* Effect.yieldNow
        // let both calls reach the refresh step while the first refresh is still held open
        for (let turn = 0; turn < 20; turn++) yield* Effect.yieldNow
        yield* gate.open
        return [yield* Fiber.join(first), yield* Fiber.join(second)] as const
      }).pipe(Effect.provide(store.layer)),
    )
    return { results, tokensSent, refreshCalls: () => refreshCalls, loggedOutCalls: () => loggedOutCalls, store }
  }

  it("share one refresh and both retry with the new token", async () => {
    const { results, tokensSent, refreshCalls, store } = await raceTwoCalls(true)
    expect(refreshCalls()).toBe(1)
    expect(results.map((result) => result._tag)).toEqual(["Success", "Success"])
    expect(tokensSent).toEqual(["access-1", "access-1", "access-2", "access-2"])
    expect(store.state.saved).toHaveLength(1)
  })

  it("share one failed refresh: one logout, and each call fails with its own original error", async () => {
    const { results, tokensSent, refreshCalls, loggedOutCalls, store } = await raceTwoCalls(false)
    expect(refreshCalls()).toBe(1)
    expect(results.map((result) => result._tag === "Failure" && result.failure.message)).toEqual(["401 #1", "401 #2"])
    expect(tokensSent).toEqual(["access-1", "access-1"])
    expect(loggedOutCalls()).toBe(1)
    expect(store.state.clears).toBe(1)
  })
})
