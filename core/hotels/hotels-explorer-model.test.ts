import { Effect, Exit, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import {
  brandOptions,
  cityOptions,
  explorerHref,
  explorerView,
  facilityOptions,
  type HotelsExplorerInput,
  type HotelsExplorerModel,
  makeHotelsExplorerModel,
} from "./hotels-explorer-model.ts"
import { BRAND_LABELS } from "../content/brands.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { empty, LOADING } from "../screen/view-state.ts"
import { ALL_BRANDS, ALL_CITIES, ALL_FACILITIES, NO_HOTELS, OUR_HOTELS, OUR_HOTELS_DESCRIPTION } from "./messages.ts"

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

describe("the hotel explorer's addresses, options and views (spec B §2, A §2, §8)", () => {
  it("one address per list: page 1 and blank filters left out, a brand's page keeps its brand in the path", () => {
    const none = { brand: "", city: "", facility: "" }
    expect(explorerHref(none, 1)).toBe("/our-hotels")
    expect(explorerHref({ ...none, city: "Pretoria" }, 2)).toBe("/our-hotels?city=Pretoria&page=2")
    expect(explorerHref({ ...none, brand: "road" }, 1)).toBe("/our-hotels?brand=road")
    expect(explorerHref({ ...none, brand: "road" }, 1, "road")).toBe("/our-hotels/hotel-brand/3")
    expect(explorerHref({ brand: "road", city: "Durban", facility: "Pool" }, 3, "road")).toBe("/our-hotels/hotel-brand/3?city=Durban&facility=Pool&page=3")
  })

  it("the list waits while read, and says No hotels available when the read failed", () => {
    expect(explorerView({ kind: "loading" } as never, 1)).toEqual(LOADING)
    expect(explorerView({ kind: "failed" } as never, 1)).toEqual(empty(NO_HOTELS))
  })

  it("the brand filter offers every brand first, then each brand of the mega menu", () => {
    expect(brandOptions()).toEqual([
      { value: "", label: ALL_BRANDS },
      ...["courtyard", "city", "town", "road"].map((brand) => ({ value: brand, label: BRAND_LABELS[brand as keyof typeof BRAND_LABELS] })),
    ])
    expect(brandOptions().every((option) => option.label !== "")).toBe(true)
  })

  it("a city or facility filter offers every one first, then each once, and the one in the URL though no hotel has it", () => {
    expect(cityOptions(["Pretoria", "Durban", "Pretoria"], "")).toEqual([
      { value: "", label: ALL_CITIES },
      { value: "Pretoria", label: "Pretoria" },
      { value: "Durban", label: "Durban" },
    ])
    expect(cityOptions(["Pretoria"], "Atlantis").map((option) => option.value)).toEqual(["", "Pretoria", "Atlantis"])
    expect(cityOptions(["Pretoria"], "Pretoria").map((option) => option.value)).toEqual(["", "Pretoria"])
    expect(facilityOptions([], "Pool")).toEqual([
      { value: "", label: ALL_FACILITIES },
      { value: "Pool", label: "Pool" },
    ])
  })
})

describe("the hotel explorer's model, its heading, head and reads (spec B §2, issue 25)", () => {
  const openAll = <A>(inputs: ReadonlyArray<HotelsExplorerInput>, look: (model: HotelsExplorerModel) => Effect.Effect<A>, options: { readonly pending?: boolean; readonly hotels?: typeof hotels } = {}) => {
    const navigation = makeNavigationMemory()
    const content = makeContentApiMemory({ hotels: options.hotels ?? hotels })
    const api = options.pending === true ? { ...content.api, hotels: () => Effect.never } : content.api
    return Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const seen: Array<A> = []
          for (const input of inputs) {
            const model = yield* makeHotelsExplorerModel(input)
            yield* Effect.yieldNow
            seen.push(yield* look(model))
          }
          return seen
        }),
      ).pipe(Effect.provide(Layer.mergeAll(Layer.succeed(ContentApi, api), ResourceCache.layer, navigation.layer))),
    ).then((seen) => ({ seen, visits: navigation.visits, calls: content.calls }))
  }

  it("/our-hotels is Our Hotels, a brand filtered in the URL too, with its filters in its canonical address", async () => {
    const { seen } = await openAll([{ search: "?brand=road&city=Cape+Town" }], (model) => Effect.succeed([model.heading.value, model.head.value, model.brandOptions.length > 0]))
    expect(seen[0]).toEqual([
      OUR_HOTELS,
      { title: `${OUR_HOTELS} · Karoo Hotels`, description: OUR_HOTELS_DESCRIPTION, canonicalPath: "/our-hotels?brand=road&city=Cape+Town" },
      true,
    ])
  })

  it("a brand's page is titled and described by its brand once its hotels are read, offers no brand filter, and its address is the brand's", async () => {
    const slogan = hotels.map((hotel) => (hotel.brand.id === 3 ? { ...hotel, brand: { ...hotel.brand, name: "Karoo Road", slogan: "On your way" } } : hotel))
    const { seen } = await openAll([{ search: "?page=1", brandId: "3" }], (model) => Effect.succeed([model.heading.value, model.head.value, model.brandOptions]), { hotels: slogan })
    expect(seen[0]).toEqual([
      "Karoo Road hotels",
      { title: "Karoo Road hotels · Karoo Hotels", description: "On your way: find one by city and book it online.", canonicalPath: "/our-hotels/hotel-brand/3" },
      [],
    ])
  })

  it("a brand's page without hotels, or not yet read, is Our Hotels; the filters offer every city and facility alone meanwhile", async () => {
    const unmatched = await openAll([{ search: "?city=Atlantis", brandId: "3" }], (model) => Effect.succeed([model.heading.value, model.head.value.description]))
    expect(unmatched.seen[0]).toEqual([OUR_HOTELS, OUR_HOTELS_DESCRIPTION])
    const waiting = await openAll([{ search: "", brandId: "3" }], (model) =>
      Effect.succeed([model.view.value, model.heading.value, model.cityOptions.value, model.facilityOptions.value]),
      { pending: true },
    )
    expect(waiting.seen[0]).toEqual([LOADING, OUR_HOTELS, [{ value: "", label: ALL_CITIES }], [{ value: "", label: ALL_FACILITIES }]])
  })

  it("a filter on a brand's page stays on the brand's page, page 1; on /our-hotels the brand is a filter", async () => {
    const { visits } = await openAll([{ search: "?page=2", brandId: "3" }], (model) => model.filter({ brand: "city", city: "Pretoria", facility: "" }))
    expect(visits.map((visit) => visit.to)).toEqual(["/our-hotels/hotel-brand/3?city=Pretoria"])
    const all = await openAll([{ search: "?page=2" }], (model) => model.filter({ brand: "road", city: "", facility: "" }))
    expect(all.visits.map((visit) => visit.to)).toEqual(["/our-hotels?brand=road"])
  })

  it("offers the facilities of all hotels though none is chosen", async () => {
    const withGym = hotels.map((hotel) => (hotel.id === 3 ? { ...hotel, amenities: [{ name: "Gym", images: [] }] } : hotel))
    const { seen } = await openAll([{ search: "" }], (model) => Effect.succeed(model.facilityOptions.value.map((option) => option.value)), { hotels: withGym })
    expect(seen[0]).toEqual(["", "Gym"])
  })

  it("each list is its own read, shared by the screens of one page life, and the filters' choices are read once", async () => {
    const { seen, calls } = await openAll([{ search: "" }, { search: "?page=2" }, { search: "" }], (model) =>
      Effect.succeed(model.view.value.kind === "ready" ? model.view.value.value.cards[0]?.id : model.view.value.kind),
    )
    expect(seen).toEqual([1, 13, 1])
    // the first page, the second, and the choices (every hotel): the third screen asks nothing
    expect(calls).toHaveLength(3)
  })
})
