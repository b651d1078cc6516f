import { Deferred, Effect, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { makeMegaMenuModel, type MegaMenuModel } from "./mega-menu-model.ts"
import { hotelDetails } from "./testing/hotel-details.testing.ts"

const rosebank = hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg")
const unavailable = new HttpError({ status: 503, message: "Request failed with status code 503" })

/** Runs `body` with a mega-menu model over `layer` and a fresh cache. */
const withMenu = <A>(layer: Layer.Layer<ContentApi>, body: (menu: MegaMenuModel) => Effect.Effect<A, never, ContentApi | ResourceCache>): Promise<A> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const menu = yield* makeMegaMenuModel().pipe(Scope.provide(scope))
      return yield* body(menu)
    }).pipe(Effect.provide(Layer.merge(layer, ResourceCache.layer))),
  )

const seen = (menu: MegaMenuModel) => ({ hotels: menu.hotels.value, loading: menu.loading.value })

describe("the Hotels mega-menu (spec B §2)", () => {
  it("reads nothing until the menu is wanted, then all hotels, page 1 of 100", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    const [before, after] = await withMenu(fake.layer, (menu) =>
      Effect.gen(function* () {
        const before = seen(menu)
        yield* menu.want()
        yield* Effect.yieldNow
        return [before, seen(menu)]
      }),
    )
    expect(before).toStrictEqual({ hotels: null, loading: false })
    expect(after).toStrictEqual({ hotels: { kind: "ready", hotels: [rosebank] }, loading: false })
    expect(fake.calls).toStrictEqual([{ method: "hotels", args: [{ page: 1, per: 100 }] }])
  })

  it("is loading while the read is on its way", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    const gate = Effect.runSync(Deferred.make<void>())
    const slow = Layer.succeed(ContentApi, { ...fake.api, hotels: (query) => Effect.andThen(Deferred.await(gate), fake.api.hotels(query)) })
    const [during, after] = await withMenu(slow, (menu) =>
      Effect.gen(function* () {
        yield* menu.want()
        yield* menu.want()
        const during = seen(menu)
        yield* Deferred.succeed(gate, undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return [during, seen(menu)]
      }),
    )
    expect(during).toStrictEqual({ hotels: null, loading: true })
    expect(after).toStrictEqual({ hotels: { kind: "ready", hotels: [rosebank] }, loading: false })
    expect(fake.calls).toHaveLength(1)
  })

  it("reads once per page life: wanting it again after a good read asks nothing", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    await withMenu(fake.layer, (menu) =>
      Effect.gen(function* () {
        yield* menu.want()
        yield* Effect.yieldNow
        yield* menu.want()
        yield* Effect.yieldNow
        yield* menu.want()
      }),
    )
    expect(fake.calls).toHaveLength(1)
  })

  it("reads once per page life for every menu on the page: a later menu shows the hotels read, asking nothing", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    const later = await withMenu(fake.layer, (menu) =>
      Effect.gen(function* () {
        yield* menu.want()
        yield* Effect.yieldNow
        const other = yield* makeMegaMenuModel().pipe(Scope.provide(yield* Scope.make()))
        yield* other.want()
        return seen(other)
      }),
    )
    expect(later).toStrictEqual({ hotels: { kind: "ready", hotels: [rosebank] }, loading: false })
    expect(fake.calls).toHaveLength(1)
  })

  it("a failed read is not kept for the page: a later menu reads again", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    fake.failNext("hotels", unavailable)
    const later = await withMenu(fake.layer, (menu) =>
      Effect.gen(function* () {
        yield* menu.want()
        yield* Effect.yieldNow
        fake.failNext("hotels", undefined)
        const other = yield* makeMegaMenuModel().pipe(Scope.provide(yield* Scope.make()))
        yield* other.want()
        yield* Effect.yieldNow
        return seen(other)
      }),
    )
    expect(later).toStrictEqual({ hotels: { kind: "ready", hotels: [rosebank] }, loading: false })
    expect(fake.calls).toHaveLength(2)
  })

  it("a failed read is not kept: the next time the menu is wanted it reads again", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    fake.failNext("hotels", unavailable)
    const [failed, again] = await withMenu(fake.layer, (menu) =>
      Effect.gen(function* () {
        yield* menu.want()
        yield* Effect.yieldNow
        const failed = seen(menu)
        fake.failNext("hotels", undefined)
        yield* menu.want()
        yield* Effect.yieldNow
        return [failed, seen(menu)]
      }),
    )
    expect(failed).toStrictEqual({ hotels: { kind: "failed" }, loading: false })
    expect(again).toStrictEqual({ hotels: { kind: "ready", hotels: [rosebank] }, loading: false })
    expect(fake.calls).toHaveLength(2)
  })

  it("no answer at all reads as a failed fetch, and is read again when wanted", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    let dies = true
    const broken = Layer.succeed(ContentApi, {
      ...fake.api,
      hotels: (query) => Effect.suspend(() => (dies ? Effect.die(new Error("no answer")) : fake.api.hotels(query))),
    })
    const [failed, again] = await withMenu(broken, (menu) =>
      Effect.gen(function* () {
        yield* menu.want()
        yield* Effect.yieldNow
        const failed = seen(menu)
        dies = false
        yield* menu.want()
        yield* Effect.yieldNow
        return [failed, seen(menu)]
      }),
    )
    expect(failed).toStrictEqual({ hotels: { kind: "failed" }, loading: false })
    expect(again).toStrictEqual({ hotels: { kind: "ready", hotels: [rosebank] }, loading: false })
  })
})
