import { effect, signal } from "@preact/signals-core"
import { Deferred, Effect, Exit, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { fixedKey, makeResource } from "./resource.ts"
import { ResourceCache } from "./ResourceCache.ts"

/** Runs `body` with a fresh cache and a scope it may close; answers what `body` answers. */
const run = <A>(body: (scope: Scope.Closeable) => Effect.Effect<A, never, ResourceCache | Scope.Scope>): Promise<A> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      return yield* body(scope).pipe(Scope.provide(scope))
    }).pipe(Effect.provide(ResourceCache.layer)),
  )

describe("a keyed resource", () => {
  it("reads its key at once and follows it: a new key is a new read", async () => {
    const asked: Array<string> = []
    const states = await run(() =>
      Effect.gen(function* () {
        const key = signal<string | null>("cape-town")
        const hotels = yield* makeResource({ key, load: (place: string) => Effect.sync(() => (asked.push(place), `hotels in ${place}`)) })
        const first = hotels.state.value
        key.value = "durban"
        return [first, hotels.state.value]
      }),
    )
    expect(states).toEqual([
      { kind: "ready", value: "hotels in cape-town" },
      { kind: "ready", value: "hotels in durban" },
    ])
    expect(asked).toEqual(["cape-town", "durban"])
  })

  it("is idle while there is nothing to read", async () => {
    const state = await run(() => Effect.map(makeResource({ key: signal<string | null>(null), load: () => Effect.succeed(1) }), (r) => r.state.value))
    expect(state).toEqual({ kind: "idle" })
  })

  it("never lets an older read's answer land over a newer key's", async () => {
    const result = await run(() =>
      Effect.gen(function* () {
        const slow = yield* Deferred.make<string>()
        const key = signal<string | null>("old")
        const resource = yield* makeResource({ key, load: (k: string) => (k === "old" ? Deferred.await(slow) : Effect.succeed("new answer")) })
        const whileOld = resource.state.value
        key.value = "new"
        yield* Deferred.succeed(slow, "old answer")
        yield* Effect.yieldNow
        return [whileOld, resource.state.value]
      }),
    )
    expect(result).toEqual([{ kind: "loading" }, { kind: "ready", value: "new answer" }])
  })

  it("keeps the answer on show while it reads again on refresh", async () => {
    const result = await run(() =>
      Effect.gen(function* () {
        let count = 0
        const gate = yield* Deferred.make<void>()
        const resource = yield* makeResource({
          key: fixedKey("booking"),
          load: () => Effect.suspend(() => (++count === 1 ? Effect.succeed(count) : Effect.as(Deferred.await(gate), count))),
        })
        yield* resource.refresh
        const during = resource.state.value
        yield* Deferred.succeed(gate, undefined)
        yield* Effect.yieldNow
        return [during, resource.state.value]
      }),
    )
    expect(result).toEqual([
      { kind: "ready", value: 1 },
      { kind: "ready", value: 2 },
    ])
  })

  it("reads a shared key once per page life, for every screen that asks", async () => {
    const asked: Array<string> = []
    const load = () => Effect.sync(() => (asked.push("hotels"), "all hotels"))
    const states = await run(() =>
      Effect.gen(function* () {
        const shared = { id: () => "mega-menu-hotels" }
        const first = yield* makeResource({ key: fixedKey(1), load, shared })
        const second = yield* makeResource({ key: fixedKey(1), load, shared })
        return [first.state.value, second.state.value]
      }),
    )
    expect(states).toEqual([
      { kind: "ready", value: "all hotels" },
      { kind: "ready", value: "all hotels" },
    ])
    expect(asked).toEqual(["hotels"])
  })

  it("lets every asker join a shared read on its way rather than start another", async () => {
    let reads = 0
    const states = await run(() =>
      Effect.gen(function* () {
        const gate = yield* Deferred.make<void>()
        const shared = { id: () => "site-config" }
        const load = () => Effect.suspend(() => (reads++, Effect.as(Deferred.await(gate), "settings")))
        const first = yield* makeResource({ key: fixedKey(1), load, shared })
        const second = yield* makeResource({ key: fixedKey(1), load, shared })
        yield* Deferred.succeed(gate, undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return [first.state.value, second.state.value]
      }),
    )
    expect(reads).toBe(1)
    expect(states).toEqual([
      { kind: "ready", value: "settings" },
      { kind: "ready", value: "settings" },
    ])
  })

  it("does not keep a shared answer its keep rule refuses (a failed read), so the next asker reads again", async () => {
    let reads = 0
    await run(() =>
      Effect.gen(function* () {
        const shared = { id: () => "hotels", keep: (answer: string) => answer !== "failed" }
        const load = () => Effect.sync(() => (++reads === 1 ? "failed" : "hotels"))
        yield* makeResource({ key: fixedKey(1), load, shared })
        const second = yield* makeResource({ key: fixedKey(1), load, shared })
        expect(second.state.value).toEqual({ kind: "ready", value: "hotels" })
      }),
    )
    expect(reads).toBe(2)
  })

  it("forgets a shared answer on invalidate and reads it again", async () => {
    let reads = 0
    const value = await run(() =>
      Effect.gen(function* () {
        const resource = yield* makeResource({ key: fixedKey(1), load: () => Effect.sync(() => ++reads), shared: { id: () => "k" } })
        yield* resource.invalidate
        const again = yield* makeResource({ key: fixedKey(1), load: () => Effect.sync(() => ++reads), shared: { id: () => "k" } })
        return [resource.state.value, again.state.value]
      }),
    )
    expect(value).toEqual([
      { kind: "ready", value: 2 },
      { kind: "ready", value: 2 },
    ])
  })

  it("reads a defect as failed", async () => {
    const state = await run(() => Effect.map(makeResource({ key: fixedKey(1), load: () => Effect.die("no port") }), (r) => r.state.value))
    expect(state).toEqual({ kind: "failed" })
  })

  it("stops with its screen: closing the scope interrupts the read on its way and no longer follows the key", async () => {
    const result = await run((scope) =>
      Effect.gen(function* () {
        const never = yield* Deferred.make<string>()
        const key = signal<string | null>("a")
        let reads = 0
        const resource = yield* makeResource({ key, load: () => Effect.suspend(() => (reads++, Deferred.await(never))) })
        yield* Scope.close(scope, Exit.void)
        key.value = "b"
        return { state: resource.state.value, reads }
      }),
    )
    expect(result).toEqual({ state: { kind: "loading" }, reads: 1 })
  })

  it("a shared read forgotten on invalidate never comes back: a later asker waits for the new read", async () => {
    const result = await run(() =>
      Effect.gen(function* () {
        const gates = [yield* Deferred.make<void>(), yield* Deferred.make<void>()] as const
        let reads = 0
        const shared = { id: () => "site-config" }
        const load = () =>
          Effect.suspend(() => {
            const read = reads++
            return Effect.as(Deferred.await(gates[read]!), `settings ${read + 1}`)
          })
        const first = yield* makeResource({ key: fixedKey(1), load, shared })
        yield* first.invalidate
        yield* Deferred.succeed(gates[0], undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        const later = yield* makeResource({ key: fixedKey(1), load, shared })
        const whileNewRead = later.state.value
        yield* Deferred.succeed(gates[1], undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return { whileNewRead, first: first.state.value, later: later.state.value, reads }
      }),
    )
    expect(result).toEqual({
      whileNewRead: { kind: "loading" },
      first: { kind: "ready", value: "settings 2" },
      later: { kind: "ready", value: "settings 2" },
      reads: 2,
    })
  })

  it("invalidate shows loading, then the new answer, for a read of its own too", async () => {
    const result = await run(() =>
      Effect.gen(function* () {
        let reads = 0
        const gate = yield* Deferred.make<void>()
        const resource = yield* makeResource({
          key: fixedKey("booking"),
          load: () => Effect.suspend(() => (++reads === 1 ? Effect.succeed(reads) : Effect.as(Deferred.await(gate), reads))),
        })
        const before = resource.state.value
        yield* resource.invalidate
        const during = resource.state.value
        yield* Deferred.succeed(gate, undefined)
        yield* Effect.yieldNow
        return [before, during, resource.state.value]
      }),
    )
    expect(result).toEqual([
      { kind: "ready", value: 1 },
      { kind: "loading" },
      { kind: "ready", value: 2 },
    ])
  })

  it("with nothing to read, invalidate and refresh stay idle: no loading shows, and no key is asked its id", async () => {
    const seen = await run(() =>
      Effect.gen(function* () {
        const states: Array<string> = []
        const resource = yield* makeResource({
          key: signal<{ readonly slug: string } | null>(null),
          load: (key) => Effect.succeed(key.slug),
          shared: { id: (key) => `offer:${key.slug}` },
        })
        const stop = effect(() => void states.push(resource.state.value.kind))
        yield* resource.invalidate
        yield* resource.refresh
        stop()
        return states
      }),
    )
    expect(new Set(seen)).toEqual(new Set(["idle"]))
  })

  it("a read that cannot be stopped, finishing after its key changed, lands nowhere, and the newer reads are still stopped in turn", async () => {
    const result = await run(() =>
      Effect.gen(function* () {
        const gates = { a: yield* Deferred.make<void>(), b: yield* Deferred.make<void>(), c: yield* Deferred.make<void>() }
        const key = signal<"a" | "b" | "c">("a")
        const resource = yield* makeResource({
          key,
          load: (k: "a" | "b" | "c") => {
            const answer = Effect.as(Deferred.await(gates[k]), `answer ${k}`)
            return k === "a" ? Effect.uninterruptible(answer) : answer
          },
        })
        key.value = "b"
        yield* Deferred.succeed(gates.a, undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        const afterA = resource.state.value
        key.value = "c"
        yield* Deferred.succeed(gates.b, undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        const afterB = resource.state.value
        yield* Deferred.succeed(gates.c, undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return [afterA, afterB, resource.state.value]
      }),
    )
    expect(result).toEqual([{ kind: "loading" }, { kind: "loading" }, { kind: "ready", value: "answer c" }])
  })

  it("a cache started with a server-drawn page's answers hands them out at once, unread, each under its own id", async () => {
    let reads = 0
    const states = await Effect.runPromise(
      Effect.gen(function* () {
        const load = (id: string) => Effect.sync(() => (reads++, `read ${id}`))
        const shared = { id: (id: string) => id }
        const hotels = yield* makeResource({ key: fixedKey("hotels"), load, shared })
        const config = yield* makeResource({ key: fixedKey("site-config"), load, shared })
        const other = yield* makeResource({ key: fixedKey("offers"), load, shared })
        return [hotels.state.value, config.state.value, other.state.value]
      }).pipe(
        Effect.scoped,
        Effect.provide(ResourceCache.layerWith([["hotels", ["Karoo City Sandton"]], ["site-config", { tiles: null }]])),
      ),
    )
    expect(states).toEqual([
      { kind: "ready", value: ["Karoo City Sandton"] },
      { kind: "ready", value: { tiles: null } },
      { kind: "ready", value: "read offers" },
    ])
    expect(reads).toBe(1)
  })
})
