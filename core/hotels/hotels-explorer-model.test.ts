import { Effect, Exit, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { explorerHref, type HotelsExplorerInput, type HotelsExplorerModel, makeHotelsExplorerModel } from "./hotels-explorer-model.ts"

const BRANDS = [1, 2, 3, 4] as const
/** 26 hotels: three pages of 12. */
const hotels = Array.from({ length: 26 }, (_, index) => hotelDetails(index + 1, `Hotel ${String(index + 1).padStart(2, "0")}`, BRANDS[index % 4] ?? 1, index < 5 ? "Pretoria" : "Cape Town"))

const onExplorer = <A>(input: HotelsExplorerInput, look: (model: HotelsExplorerModel) => Effect.Effect<A>) => {
  const navigation = makeNavigationMemory()
  const content = makeContentApiMemory({ hotels })
  return Effect.runPromise(
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const model = yield* makeHotelsExplorerModel(input).pipe(Scope.provide(scope))
      yield* Effect.yieldNow
      const result = yield* look(model)
      yield* Scope.close(scope, Exit.void)
      return { result, visits: navigation.visits, calls: content.calls }
    }).pipe(Effect.provide(Layer.mergeAll(content.layer, ResourceCache.layer, navigation.layer))),
  )
}

describe("the hotel explorer's model", () => {
  it("shows 12 hotels a page with the spec's pagination bar, the page from the URL", async () => {
    const { result: view } = await onExplorer({ search: "?page=2" }, (model) => Effect.succeed(model.view.value))
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.cards).toHaveLength(12)
    expect(view.value.cards[0]?.name).toBe("Hotel 13")
    expect(view.value).toMatchObject({ page: 2, totalPages: 3, pages: [1, 2, 3] })
  })

  it("filters by brand and city from the URL, and a brand's page by its path", async () => {
    const { result: calls } = await onExplorer({ search: "?brand=courtyard&city=Pretoria" }, () => Effect.void).then(({ calls }) => ({ result: calls }))
    expect(calls[0]).toEqual({ method: "hotels", args: [{ page: 1, per: 12, brand: "courtyard", city: "Pretoria" }] })
    const brandPage = await onExplorer({ search: "", brandId: "3" }, (model) => Effect.succeed([model.view.value, model.heading.value] as const))
    expect(brandPage.calls[0]).toEqual({ method: "hotels", args: [{ page: 1, per: 12, brand: "road" }] })
    const [view, heading] = brandPage.result
    expect(heading).toBe(`${hotels.find((hotel) => hotel.brand.id === 3)?.brand.name} hotels`)
    expect(view.kind === "ready" && view.value.cards.every((card) => card.brandKey === "road")).toBe(true)
  })

  it("says the spec's words when no hotel matches", async () => {
    const { result: view } = await onExplorer({ search: "?city=Atlantis" }, (model) => Effect.succeed(model.view.value))
    expect(view).toEqual({ kind: "empty", message: "No hotels available" })
  })

  it("keeps the filters and the page in the URL: a new filter starts at page 1, a page keeps the filters", async () => {
    const { visits } = await onExplorer({ search: "?brand=city&page=3" }, (model) =>
      Effect.all([model.filter({ brand: "town", city: "Cape Town", facility: "" }), model.goToPage(2)]),
    )
    expect(visits.map((visit) => visit.to)).toEqual(["/our-hotels?brand=town&city=Cape+Town", "/our-hotels?brand=city&page=2"])
    expect(explorerHref({ brand: "", city: "Pretoria", facility: "" }, 2, "road")).toBe("/our-hotels/hotel-brand/3?city=Pretoria&page=2")
  })

  it("offers every city of the hotels in the city filter, every city first", async () => {
    const { result: options } = await onExplorer({ search: "" }, (model) => Effect.succeed(model.cityOptions.value.map((option) => option.label)))
    expect(options).toEqual(["All cities", "Cape Town", "Pretoria"])
  })

  it("filters by facility from the URL, keeps it in the URL and offers every hotel's facilities", async () => {
    const pool = { name: "Swimming pool" }
    const withPool = new Set([2, 5, 7])
    const facilityHotels = hotels.map((hotel) => (withPool.has(hotel.id) ? { ...hotel, amenities: [{ name: pool.name, images: [] }] } : hotel))
    const content = makeContentApiMemory({ hotels: facilityHotels })
    const navigation = makeNavigationMemory()
    const { view, options, filters } = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const model = yield* makeHotelsExplorerModel({ search: "?facility=Swimming+pool" }).pipe(Scope.provide(scope))
        yield* Effect.yieldNow
        yield* model.filter({ ...model.filters, city: "Pretoria" })
        const result = { view: model.view.value, options: model.facilityOptions.value.map((option) => option.label), filters: model.filters }
        yield* Scope.close(scope, Exit.void)
        return result
      }).pipe(Effect.provide(Layer.mergeAll(content.layer, ResourceCache.layer, navigation.layer))),
    )
    expect(content.calls[0]).toEqual({ method: "hotels", args: [{ page: 1, per: 12, facility: "Swimming pool" }] })
    expect(view.kind === "ready" && view.value.cards.map((card) => card.id)).toEqual([2, 5, 7])
    expect(filters).toEqual({ brand: "", city: "", facility: "Swimming pool" })
    expect(options).toEqual(["All facilities", "Swimming pool"])
    expect(navigation.visits.map((visit) => visit.to)).toEqual(["/our-hotels?city=Pretoria&facility=Swimming+pool"])
  })
})
