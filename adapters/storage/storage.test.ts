import { Effect, Logger, Option } from "effect"
import { describe, expect, it } from "vitest"
import { makeSessionStoreBrowser } from "./SessionStore.browser.ts"
import { makeTokenStoreBrowser, TOKENS_KEY } from "./TokenStore.browser.ts"
import { makeFallbackStorage } from "./fallback-storage.ts"
import type { StorageLike } from "../platform.ts"

// happy-dom's Web Storage (the project compiles without the DOM library, adapters/platform.ts).
type ClearableStorage = StorageLike & { clear(): void }
const { sessionStorage, localStorage } = globalThis as unknown as { sessionStorage: ClearableStorage; localStorage: ClearableStorage }

const capture = () => {
  const lines: Array<string> = []
  const layer = Logger.layer([Logger.make(({ logLevel }) => void lines.push(logLevel))])
  const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(Effect.provide(effect, layer))
  return { lines, run }
}

/** Storage that is full: reads work, every write throws the browser's QuotaExceededError. */
const fullStorage = (): StorageLike => ({
  getItem: () => null,
  setItem: () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
  },
  removeItem: () => undefined,
})

/** Safari's old private mode and blocked cookies: every call throws. */
const refusingStorage = (): StorageLike => ({
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  },
  setItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  },
  removeItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  },
})

describe("the session store keeps the flow going whatever the storage does", () => {
  it("keeps values in the browser's sessionStorage", async () => {
    sessionStorage.clear()
    const { run } = capture()
    const store = makeSessionStoreBrowser(sessionStorage)
    await run(store.set("hotel.booking.state", "{}"))
    expect(sessionStorage.getItem("hotel.booking.state")).toBe("{}")
    expect(await run(store.get("hotel.booking.state"))).toEqual(Option.some("{}"))
  })

  it.each([
    ["full (quota exceeded)", fullStorage],
    ["refusing access (private mode)", refusingStorage],
    ["missing", () => undefined],
  ])("falls back to memory for the page's life when storage is %s, and says so once", async (_, area) => {
    const { lines, run } = capture()
    const store = makeFallbackStorage(area(), "sessionStorage")
    await run(store.set("a", "1"))
    await run(store.set("b", "2"))
    expect(await run(store.get("a"))).toEqual(Option.some("1"))
    expect(await run(store.get("b"))).toEqual(Option.some("2"))
    await run(store.remove("a"))
    expect(await run(store.get("a"))).toEqual(Option.none())
    expect(lines).toEqual(["Warn"])
  })
})

describe("the token store follows remember-me", () => {
  const make = () => {
    const local = makeFallbackStorage(localStorage, "localStorage")
    const session = makeFallbackStorage(sessionStorage, "sessionStorage")
    return makeTokenStoreBrowser({ local, session }, makeSessionStoreBrowser(sessionStorage))
  }

  it("keeps remembered tokens in localStorage and the others in sessionStorage, never both", async () => {
    localStorage.clear()
    sessionStorage.clear()
    const { run } = capture()
    const store = make()
    await run(store.save({ accessToken: "a1", refreshToken: "r1", rememberMe: true }))
    expect(localStorage.getItem(TOKENS_KEY)).not.toBeNull()
    expect(await run(store.isLoggedIn)).toBe(true)
    await run(store.save({ accessToken: "a2", refreshToken: "r2", rememberMe: false }))
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull()
    expect(await run(store.read)).toEqual(Option.some({ accessToken: "a2", refreshToken: "r2", rememberMe: false }))
  })

  it("logging out removes the tokens and the login flag", async () => {
    const { run } = capture()
    const store = make()
    await run(store.save({ accessToken: "a1", refreshToken: "r1", rememberMe: true }))
    await run(store.clear)
    expect(await run(store.read)).toEqual(Option.none())
    expect(await run(store.isLoggedIn)).toBe(false)
  })
})
