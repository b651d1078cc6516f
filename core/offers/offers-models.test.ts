import { Effect, Exit, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import type { SpecialOffer, SpecialType } from "../content/special-offer.ts"
import { HttpError } from "../http/http-error.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory, type ContentApiData } from "../ports/ContentApi.memory.ts"
import type { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { makeSpecialOfferPageModel } from "./special-offer-page-model.ts"
import { makeSpecialOffersModel, specialOffersHref } from "./special-offers-model.ts"

const offer = (id: number, specialType: SpecialType, extra: Partial<SpecialOffer> = {}): SpecialOffer => ({
  id,
  name: `Offer ${id}`,
  slug: `offer-${id}`,
  description: `The offer number ${id}.`,
  specialTag: null,
  image: null,
  bannerImage: null,
  specialType,
  actionType: null,
  promoCode: `CODE${id}`,
  startAt: "2020-01-01",
  endAt: "2099-12-31",
  marketStartAt: null,
  marketEndAt: null,
  hotelIds: [1, 2],
  isActive: true,
  link: null,
  writeUp: { htmlContent: "<p>More.</p>" },
  termsAndConditions: null,
  ...extra,
})

const hotels = [
  hotelDetails(1, "Karoo City Sandton With A Name Longer Than Thirty-Five", 1, "Sandton", { email: "sandton.city@karoohotels.example" }),
  hotelDetails(2, "Karoo Town Pretoria", 4, "Pretoria", { email: "pretoria.town@karoohotels.example" }),
]
/** 14 accommodation offers (two pages of 12) and one experience. */
const offers = [...Array.from({ length: 14 }, (_, index) => offer(index + 1, "accommodation")), offer(15, "experience")]

type Services = ContentApi | Navigation | Notifications | ResourceCache | Scope.Scope

const run = <M, A>(data: ContentApiData, make: Effect.Effect<M, never, Services>, look: (model: M) => Effect.Effect<A, never, Services>) => {
  const content = makeContentApiMemory(data)
  const navigation = makeNavigationMemory()
  const notifications = makeNotificationsMemory()
  return {
    content,
    navigation,
    notifications,
    result: Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const model = yield* make.pipe(Scope.provide(scope))
        yield* Effect.yieldNow
        const result = yield* look(model)
        yield* Scope.close(scope, Exit.void)
        return result
      }).pipe(Effect.scoped, Effect.provide(Layer.mergeAll(content.layer, ResourceCache.layer, navigation.layer, notifications.layer))),
    ),
  }
}

describe("the special offers listing's model", () => {
  it("shows 12 running offers a page of the URL's tab, each with its hotels' names cut to 35 characters", async () => {
    const { result, content } = run({ specialOffers: offers, hotels }, makeSpecialOffersModel({ search: "?tab=Accommodation&page=2" }), Effect.succeed)
    const model = await result
    expect(content.calls.find((call) => call.method === "specialOffers")?.args).toEqual([{ page: 2, per: 12, activeStatus: true, type: "accommodation" }])
    expect(model.tab).toBe("Accommodation")
    expect(model.tabs.map((tab) => tab.label)).toEqual(["All offers", "Food & Beverage", "Accommodation & Food", "Experiences", "Accommodation", "Partnerships"])
    expect(model.tabs.find((tab) => tab.current)?.href).toBe("/special-offers?tab=Accommodation")
    const view = model.view.value
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.cards.map((card) => card.name)).toEqual(["Offer 13", "Offer 14"])
    expect(view.value.cards[0]?.hotelNames).toEqual(["Karoo City Sandton With A Name Lon…", "Karoo Town Pretoria"])
    expect(view.value).toMatchObject({ page: 2, totalPages: 2 })
  })

  it("says 'No special offers available' for a tab without offers, and keeps the tab and the page in the URL", async () => {
    const model = await run({ specialOffers: offers, hotels }, makeSpecialOffersModel({ search: "?tab=Partnerships" }), Effect.succeed).result
    expect(model.view.value).toEqual({ kind: "empty", message: "No special offers available" })
    expect(specialOffersHref("All offers", 1)).toBe("/special-offers")
    expect(specialOffersHref("Food & Beverage", 3)).toBe("/special-offers?tab=Food+%26+Beverage&page=3")
  })
})

describe("one special offer's model", () => {
  const enquiry = {
    firstName: "Thandi",
    surname: "Mokoena",
    contactNumber: "+27821234567",
    email: "thandi@example.co.za",
    selectedHotelName: "Karoo Town Pretoria",
    specialOfferSlug: "offer-1",
  }

  it("shows the offer with its hotels, each booked with the offer's promo code, and its schema.org Offer", async () => {
    const model = await run({ specialOffers: offers, hotels }, makeSpecialOfferPageModel({ slug: "offer-1" }), Effect.succeed).result
    const view = model.view.value
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.hotels.map((hotel) => new URL(hotel.bookHref, "https://x").searchParams.get("promo"))).toEqual(["CODE1", "CODE1"])
    expect(model.head.value?.structuredData?.[0]).toMatchObject({ "@type": "Offer", name: "Offer 1", validFrom: "2020-01-01", validThrough: "2099-12-31" })
  })

  it("says a missing offer is no longer available, with a head that asks for a 404", async () => {
    const model = await run({ specialOffers: offers, hotels }, makeSpecialOfferPageModel({ slug: "no-such-offer" }), Effect.succeed).result
    expect(model.view.value).toEqual({ kind: "empty", message: "This special offer is no longer available" })
    expect(model.head.value?.notFound).toBe(true)
  })

  it("sends an enquiry to the chosen hotel's e-mail and thanks the guest; a refusal says the spec's words", async () => {
    const sent = run({ specialOffers: offers, hotels }, makeSpecialOfferPageModel({ slug: "offer-1" }), (page) =>
      Effect.gen(function* () {
        expect(page.canSubmit({ ...enquiry, selectedHotelName: "" })).toBe(false)
        yield* page.submit(enquiry)
        return page.thanked.value
      }),
    )
    expect(await sent.result).toBe(true)
    expect(sent.content.offerRequests).toEqual([
      {
        slug: "offer-1",
        request: { hotelEmail: "pretoria.town@karoohotels.example", senderEmail: "thandi@example.co.za", senderFirstName: "Thandi", senderMobile: "+27821234567", senderSurname: "Mokoena" },
      },
    ])
    const refused = run({ specialOffers: offers, hotels }, makeSpecialOfferPageModel({ slug: "offer-1" }), (page) =>
      Effect.gen(function* () {
        yield* page.submit(enquiry)
        return page.thanked.value
      }),
    )
    refused.content.failNext("requestSpecialOffer", new HttpError({ status: 422, message: "Validation failed" }))
    expect(await refused.result).toBe(false)
    expect(refused.notifications.toasts).toEqual([{ kind: "error", message: "Could not make booking request" }])
  })
})
