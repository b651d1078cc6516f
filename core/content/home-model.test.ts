import { Effect, Exit, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { type ContentApiData, makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeSpecialOffersModel } from "../offers/special-offers-model.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING } from "../screen/view-state.ts"
import type { ContentField, ContentItem } from "./content-item.ts"
import { HOME_REVIEWS_STORE_ID, type HomeBlocksModel, makeHomeBlocksModel } from "./home-blocks-model.ts"
import { blockView, type HomeModel, makeHomeModel } from "./home-model.ts"
import type { SpecialOffer } from "./special-offer.ts"

let nextId = 1
const s = (key: string, value: string): ContentField => ({ id: nextId++, fieldableType: "StringField", key, value, brandId: null })
const n = (key: string, value: number): ContentField => ({ id: nextId++, fieldableType: "IntegerField", key, value, brandId: null })
const b = (key: string, value: boolean): ContentField => ({ id: nextId++, fieldableType: "BooleanField", key, value, brandId: null })
const w = (key: string, value: string): ContentField => ({ id: nextId++, fieldableType: "WriteUpField", key, value, brandId: null })
const picture = (url: string) => ({ id: nextId++, name: "p.svg", type: "image/svg+xml", size: 10, url, thumb: null })
const item = (contentType: string, fields: ReadonlyArray<ContentField>): ContentItem => ({
  id: nextId++,
  contentType,
  fields,
  images: [picture(`/images/${nextId}.svg`)],
  files: [],
  createdAt: "2030-01-05T08:00:00.000Z",
})

const banner = (heading: string, sequence: number) => item("home_banner", [s("heading", heading), s("sub_heading", "Sub"), s("link", "/x"), n("sequence", sequence)])
const offer = (id: number): SpecialOffer => ({
  id,
  name: `Offer ${id}`,
  slug: `offer-${id}`,
  description: "Save",
  specialTag: null,
  image: null,
  bannerImage: null,
  specialType: "accommodation",
  actionType: null,
  promoCode: null,
  startAt: "2030-01-01",
  endAt: "2030-12-31",
  marketStartAt: null,
  marketEndAt: null,
  hotelIds: [1],
  isActive: true,
  link: null,
  writeUp: { htmlContent: "<p>Save</p>" },
  termsAndConditions: null,
})

type Both = HomeModel & HomeBlocksModel

const onHome = <A>(data: ContentApiData, look: (model: Both) => Effect.Effect<A>) => {
  const content = makeContentApiMemory(data)
  return Effect.runPromise(
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const model: Both = { ...(yield* makeHomeModel().pipe(Scope.provide(scope))), ...(yield* makeHomeBlocksModel().pipe(Scope.provide(scope))) }
      yield* Effect.yieldNow
      const result = yield* look(model)
      yield* Scope.close(scope, Exit.void)
      return { result, calls: content.calls }
    }).pipe(Effect.provide(Layer.mergeAll(content.layer, ResourceCache.layer))),
  )
}

describe("the home page's model", () => {
  it("shows the hero banners in their sequence", async () => {
    const { result } = await onHome({ contents: [banner("Third", 3), banner("First", 1), banner("Second", 2)] }, (model) => Effect.succeed(model.banners.value))
    expect(result.kind === "ready" && result.value.map((each) => each.heading)).toEqual(["First", "Second", "Third"])
  })

  it("says the spec's words for every block with nothing to show", async () => {
    const { result } = await onHome({}, (model) =>
      Effect.succeed([model.banners.value, model.footprint.value, model.offers.value, model.testimonials.value, model.partners.value, model.reviews.value]),
    )
    expect(result).toEqual([
      { kind: "empty", message: "No results" },
      { kind: "empty", message: "No results" },
      { kind: "empty", message: "No special offers available" },
      { kind: "empty", message: "No results" },
      { kind: "empty", message: "No results" },
      { kind: "empty", message: "No results" },
    ])
  })

  it("centres the latest offers when there are fewer than 4, and starts a longer row at the first", async () => {
    const few = await onHome({ specialOffers: [offer(1), offer(2), offer(3)] }, (model) => Effect.succeed(model.offers.value))
    expect(few.result.kind === "ready" && few.result.value.start).toEqual({ startIndex: 1, align: "center" })
    const many = await onHome({ specialOffers: [1, 2, 3, 4, 5].map(offer) }, (model) => Effect.succeed(model.offers.value))
    expect(many.result.kind === "ready" && many.result.value.start).toEqual({ startIndex: 0, align: "start" })
    expect(many.calls.find((call) => call.method === "specialOffers")?.args).toEqual([{ page: 1, per: 12, activeStatus: true }])
  })

  it("reads the operating footprint's write-up and counts to 58 hotels and 7324 rooms", async () => {
    const footprint = item("operating_footprint", [s("heading", "Where you will find us"), w("write_up", "<p>Everywhere</p>"), n("sequence", 1)])
    const { result } = await onHome({ contents: [footprint] }, (model) => Effect.succeed(model.footprint.value))
    expect(result.kind === "ready" && [result.value.section.heading, result.value.hotels, result.value.rooms]).toEqual(["Where you will find us", 58, 7324])
  })

  it("shows only the active testimonials, by sequence, and the partners", async () => {
    const testimonial = (name: string, sequence: number, active: boolean) =>
      item("testimonial", [s("name", name), s("description", "Lovely"), b("is_active", active), n("sequence", sequence)])
    const { result } = await onHome(
      { contents: [testimonial("B", 2, true), testimonial("Hidden", 1, false), testimonial("A", 1, true), item("partner", [s("name", "Jacaranda")])] },
      (model) => Effect.succeed([model.testimonials.value, model.partners.value] as const),
    )
    const [testimonials, partners] = result
    expect(testimonials.kind === "ready" && testimonials.value.map((each) => each.name)).toEqual(["A", "B"])
    expect(partners.kind === "ready" && partners.value.map((each) => each.name)).toEqual(["Jacaranda"])
  })

  it("shows tripadvisor's reviews first, with stars, and google's on its tab", async () => {
    const review = (platform: "tripadvisor" | "google", rating: number, reviewerName: string) => ({
      storeId: HOME_REVIEWS_STORE_ID,
      platform,
      rating,
      reviewerName,
      reviewerText: "Great",
      storeUrl: "https://example.com",
    })
    const { result } = await onHome({ reviews: [review("tripadvisor", 4.5, "Thandi"), review("google", 5, "Pieter")] }, (model) =>
      Effect.gen(function* () {
        const first = [model.reviewPlatform.value, model.reviews.value] as const
        yield* model.showReviews("google")
        yield* Effect.yieldNow
        return [first, [model.reviewPlatform.value, model.reviews.value] as const] as const
      }),
    )
    const [[firstTab, firstReviews], [secondTab, secondReviews]] = result
    expect(firstTab).toBe("tripadvisor")
    expect(firstReviews.kind === "ready" && firstReviews.value.map((each) => [each.reviewerName, each.stars])).toEqual([["Thandi", { full: 4, half: 1, empty: 0 }]])
    expect(secondTab).toBe("google")
    expect(secondReviews.kind === "ready" && secondReviews.value.map((each) => each.reviewerName)).toEqual(["Pieter"])
  })

  it("a block waits for its read, and says its empty words for a read that failed", () => {
    const shape = (value: number) => (value > 0 ? value : undefined)
    expect(blockView({ kind: "loading" }, shape, "No results")).toStrictEqual(LOADING)
    expect(blockView({ kind: "idle" }, shape, "No results")).toStrictEqual(LOADING)
    expect(blockView({ kind: "failed" }, shape, "No special offers available")).toStrictEqual({ kind: "empty", message: "No special offers available" })
    expect(blockView({ kind: "ready", value: 0 }, shape, "No results")).toStrictEqual({ kind: "empty", message: "No results" })
    expect(blockView({ kind: "ready", value: 3 }, shape, "No results")).toStrictEqual({ kind: "ready", value: 3 })
  })

  it("reads each block once per page life: a home page drawn again reads nothing, and the offers listing's first page is the latest offers' read", async () => {
    const content = makeContentApiMemory({ contents: [banner("First", 1)], specialOffers: [offer(1)] })
    const navigation = makeNavigationMemory()
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* makeHomeModel()
          yield* makeHomeBlocksModel()
          yield* Effect.yieldNow
          yield* makeHomeModel()
          yield* makeHomeBlocksModel()
          yield* makeSpecialOffersModel({ search: "" })
          yield* Effect.yieldNow
        }),
      ).pipe(Effect.provide(Layer.mergeAll(content.layer, navigation.layer, ResourceCache.layer))),
    )
    const count = (method: string) => content.calls.filter((call) => call.method === method).length
    expect({ contents: count("contents"), specialOffers: count("specialOffers"), reviews: count("reviews") }).toStrictEqual({ contents: 4, specialOffers: 1, reviews: 1 })
  })
})
