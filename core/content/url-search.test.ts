import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { hrefWith, makeUrlSearch } from "./url-search.ts"

describe("the company lists' search-as-you-type (spec A §4)", () => {
  it("replaces the address 500 ms after the last keystroke, with the last text only", async () => {
    const navigation = makeNavigationMemory()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const search = yield* makeUrlSearch("", (text) => hrefWith("/media-centre/blogs", { search: text, page: "1" })).pipe(Scope.provide(scope))
        yield* search.type("cap")
        yield* TestClock.adjust("300 millis")
        yield* search.type("cape")
        yield* TestClock.adjust("499 millis")
        const before = navigation.visits.length
        yield* TestClock.adjust("1 millis")
        yield* Scope.close(scope, Exit.void)
        return { before, text: search.text.value }
      }).pipe(Effect.provide(Layer.merge(TestClock.layer(), navigation.layer))),
    )
    expect(seen).toEqual({ before: 0, text: "cape" })
    expect(navigation.visits).toEqual([{ to: "/media-centre/blogs?search=cape&page=1", replace: true }])
  })

  it("a search still waiting when the page goes is never run", async () => {
    const navigation = makeNavigationMemory()
    await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const search = yield* makeUrlSearch("", (text) => hrefWith("/help", { search: text })).pipe(Scope.provide(scope))
        yield* search.type("wifi")
        yield* Scope.close(scope, Exit.void)
        yield* TestClock.adjust("1 second")
      }).pipe(Effect.provide(Layer.merge(TestClock.layer(), navigation.layer))),
    )
    expect(navigation.visits).toEqual([])
  })

  it("leaves blank parameters out of the address", () => {
    expect(hrefWith("/legal-hub", { name: "" })).toBe("/legal-hub")
    expect(hrefWith("/legal-hub", { name: "privacy policy" })).toBe("/legal-hub?name=privacy+policy")
  })
})
