import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { SessionStore } from "../ports/SessionStore.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { LOGIN_FLAG_KEY, readLoggedIn, writeLoggedIn } from "./login-flag-store.ts"

const run = <A>(program: Effect.Effect<A, never, SessionStore>, entries = new Map<string, string>()) =>
  Effect.runPromise(program.pipe(Effect.provide(layerMemory(entries))))

describe("the login flag in session storage", () => {
  it("names its key", () => {
    expect(LOGIN_FLAG_KEY).toBe("hotel.auth.loggedIn")
  })

  it("reads logged in only after it was written, and logged out after it was cleared", async () => {
    const entries = new Map<string, string>()
    expect(await run(readLoggedIn, entries)).toBe(false)
    await run(writeLoggedIn(true), entries)
    expect(entries.get("hotel.auth.loggedIn")).toBe("true")
    expect(await run(readLoggedIn, entries)).toBe(true)
    await run(writeLoggedIn(false), entries)
    expect(entries.has("hotel.auth.loggedIn")).toBe(false)
    expect(await run(readLoggedIn, entries)).toBe(false)
    expect(await run(readLoggedIn, new Map([["hotel.auth.loggedIn", "yes"]]))).toBe(false)
  })
})
