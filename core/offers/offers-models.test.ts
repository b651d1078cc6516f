import { Deferred, Effect, Exit, Fiber, Layer, Scope } from "effect"
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
import { Temporal } from "temporal-polyfill"
import { ContentApi as ContentApiTag } from "../ports/ContentApi.ts"
import { hotelPageOf } from "../hotels/hotel-card.ts"
import { LOADING } from "../screen/view-state.ts"
import {
  bookWithOfferHref,
  makeSpecialOfferPageModel,
  offerHotelsOf,
  specialOfferContent,
  specialOfferHead,
  specialOfferView,
} from "./special-offer-page-model.ts"
import { makeSpecialOffersModel, specialOffersHref, specialOffersListView } from "./special-offers-model.ts"

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

describe("the special offers listing, in detail (spec A §2, §8, §9)", () => {
  const page = { offers: [offer(1, "accommodation", { image: { url: "/offer-1.jpg" }, specialTag: "Winter" })], totalPages: 3 }
  const list = { kind: "ready", value: hotels } as const

  it("waits for the offers and the hotels; a list whose hotels could not be read shows its offers without hotel names", () => {
    expect(specialOffersListView({ kind: "loading" }, list, 1)).toStrictEqual(LOADING)
    expect(specialOffersListView({ kind: "idle" }, list, 1)).toStrictEqual(LOADING)
    expect(specialOffersListView({ kind: "ready", value: page }, { kind: "loading" }, 1)).toStrictEqual(LOADING)
    expect(specialOffersListView({ kind: "ready", value: page }, { kind: "idle" }, 1)).toStrictEqual(LOADING)
    const withoutHotels = specialOffersListView({ kind: "ready", value: page }, { kind: "failed" }, 2)
    expect(withoutHotels).toMatchObject({ kind: "ready", value: { page: 2, totalPages: 3 } })
    if (withoutHotels.kind !== "ready") return
    expect(withoutHotels.value.cards.map((card) => card.hotelNames)).toStrictEqual([[]])
  })

  it("a list that could not be read says 'No special offers available'", () => {
    expect(specialOffersListView({ kind: "failed" }, list, 1)).toStrictEqual({ kind: "empty", message: "No special offers available" })
    expect(specialOffersListView({ kind: "failed" }, { kind: "loading" }, 1)).toStrictEqual({ kind: "empty", message: "No special offers available" })
  })

  it("each card shows the offer's name, description, tag, image and hotels, and links to the offer's page", () => {
    const view = specialOffersListView({ kind: "ready", value: page }, list, 1)
    expect(view).toStrictEqual({
      kind: "ready",
      value: {
        cards: [
          {
            slug: "offer-1",
            name: "Offer 1",
            description: "The offer number 1.",
            tag: "Winter",
            image: "/offer-1.jpg",
            hotelNames: ["Karoo City Sandton With A Name Lon…", "Karoo Town Pretoria"],
            href: "/special-offers/offer-1",
            linkLabel: expect.stringContaining("Offer 1"),
          },
        ],
        page: 1,
        totalPages: 3,
        pages: expect.any(Array),
      },
    })
    const plain = specialOffersListView({ kind: "ready", value: { offers: [offer(2, "experience")], totalPages: 1 } }, list, 1)
    expect(plain.kind === "ready" ? plain.value.cards[0]?.image : undefined).toBeNull()
  })

  it("heads the page with its title, description and the address of its tab and page; a page number opens that page of the tab", async () => {
    const { result, navigation } = run({ specialOffers: offers, hotels }, makeSpecialOffersModel({ search: "?tab=Accommodation&page=2" }), (model) =>
      Effect.as(model.goToPage(1), model.head),
    )
    expect(await result).toStrictEqual({
      title: "Special Offers · Karoo Hotels",
      description: expect.stringMatching(/\S/),
      canonicalPath: "/special-offers?tab=Accommodation&page=2",
    })
    expect(navigation.visits).toStrictEqual([{ to: "/special-offers?tab=Accommodation", replace: false }])
  })

  it("two tabs' lists are read on their own; the hotels are read once for the listing and an offer's page", async () => {
    const { result, content } = run({ specialOffers: offers, hotels }, makeSpecialOffersModel({ search: "?tab=Accommodation" }), () =>
      Effect.gen(function* () {
        const experiences = yield* makeSpecialOffersModel({ search: "?tab=Experiences" })
        const again = yield* makeSpecialOffersModel({ search: "?tab=Accommodation" })
        const offerPage = yield* makeSpecialOfferPageModel({ slug: "offer-15" })
        yield* Effect.yieldNow
        return { experiences: experiences.view.value, again: again.view.value, offerPage: offerPage.view.value }
      }),
    )
    const seen = await result
    expect(seen.experiences.kind === "ready" ? seen.experiences.value.cards.map((card) => card.name) : seen.experiences).toStrictEqual(["Offer 15"])
    expect(seen.again.kind === "ready" ? seen.again.value.cards.map((card) => card.name) : seen.again).toHaveLength(12)
    expect(seen.offerPage).toMatchObject({ kind: "ready", value: { slug: "offer-15" } })
    expect(content.calls.filter((call) => call.method === "specialOffers")).toHaveLength(2)
    expect(content.calls.filter((call) => call.method === "hotels")).toHaveLength(1)
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

describe("one special offer's page, in detail (spec A §2, §3, §8; issue 25)", () => {
  const day = Temporal.PlainDate.from("2026-05-01")
  const pretoria = hotels[1]!
  const winter = offer(1, "accommodation", {
    name: "Winter Warmer",
    slug: "winter-warmer",
    description: "  Two nights for the price of one.  ",
    specialTag: "Winter",
    promoCode: "WIN",
    startAt: "2026-06-01",
    endAt: "2026-08-31",
    hotelIds: [2, 1, 7],
    image: { url: "/offer.jpg" },
    termsAndConditions: { url: "/terms.pdf" },
  })
  const enquiry = {
    firstName: "Thandi",
    surname: "Mokoena",
    contactNumber: "+27821234567",
    email: "thandi@example.co.za",
    selectedHotelName: "Karoo Town Pretoria",
    specialOfferSlug: "offer-1",
  }

  it("its hotels are those of its ids, in their order; hotels not read are left out", () => {
    expect(offerHotelsOf(winter, hotels).map((hotel) => hotel.id)).toStrictEqual([2, 1])
  })

  it("Book Now opens the hotel's rate calendar, one night, flexible, with the code, from the later of today and the offer's first day", () => {
    expect(bookWithOfferHref(winter, pretoria, day)).toBe(
      `/booking/calendar?hotel=2&code=${pretoria.code}&name=Karoo%20Town%20Pretoria&check_in=2026-06-01&check_out=2026-06-02&rooms=1-0&flexi=1&promo=WIN`,
    )
    expect(bookWithOfferHref({ ...winter, promoCode: null }, pretoria, Temporal.PlainDate.from("2026-07-01"))).toBe(
      `/booking/calendar?hotel=2&code=${pretoria.code}&name=Karoo%20Town%20Pretoria&check_in=2026-07-01&check_out=2026-07-02&rooms=1-0&flexi=1`,
    )
    expect(bookWithOfferHref(winter, pretoria, Temporal.PlainDate.from("2026-06-01"))).toContain("check_in=2026-06-01&check_out=2026-06-02")
  })

  it("shows its name, tag, banner, code, dates, write-up, terms and hotels with their Book Now", () => {
    expect(specialOfferContent(winter, hotels, day)).toStrictEqual({
      slug: "winter-warmer",
      name: "Winter Warmer",
      description: "  Two nights for the price of one.  ",
      tag: "Winter",
      banner: "/offer.jpg",
      promoCode: "WIN",
      dates: "Stay between 01 June 2026 and 31 August 2026",
      writeUpHtml: "<p>More.</p>",
      termsUrl: "/terms.pdf",
      hotels: [pretoria, hotels[0]!].map((hotel) => ({
        id: hotel.id,
        name: hotel.name,
        city: hotel.city,
        href: hotelPageOf(hotel),
        bookHref: bookWithOfferHref(winter, hotel, day),
        bookLabel: `Book Now at ${hotel.name} with promo code WIN`,
      })),
      hotelNames: ["Karoo Town Pretoria", hotels[0]!.name],
    })
  })

  it("its banner image comes first, then its image, else none; no code books without one; no terms is none", () => {
    const plain = { ...winter, bannerImage: { url: "/banner.jpg" }, promoCode: null, termsAndConditions: null }
    const content = specialOfferContent(plain, hotels, day)
    expect(content).toMatchObject({ banner: "/banner.jpg", termsUrl: null, promoCode: null })
    expect(content.hotels[0]!.bookLabel).toBe("Book Now at Karoo Town Pretoria")
    expect(specialOfferContent({ ...winter, image: null }, hotels, day).banner).toBeNull()
  })

  it("heads the page with its name, its description (or one said for it), its address, banner and schema.org Offer", () => {
    const head = specialOfferHead({ ...winter, bannerImage: { url: "/banner.jpg" } }, hotels)
    expect(head).toMatchObject({
      title: "Winter Warmer · Karoo Hotels",
      description: "Two nights for the price of one.",
      canonicalPath: "/special-offers/winter-warmer",
      image: "/banner.jpg",
    })
    expect(head.structuredData).toHaveLength(1)
    const bare = specialOfferHead({ ...winter, description: "   ", image: null }, hotels)
    expect(bare.description).toBe("Winter Warmer: a special offer at Karoo Hotels.")
    expect(bare).not.toHaveProperty("image")
    expect(specialOfferHead(winter, hotels).image).toBe("/offer.jpg")
  })

  it("waits for the offer, the hotels and today; an offer that failed or is not there is no longer available", () => {
    const ok = { kind: "ready", value: winter } as const
    const list = { kind: "ready", value: hotels } as const
    const today = { kind: "ready", value: "2026-05-01" } as const
    const loading = { kind: "loading" } as const
    const gone = { kind: "empty", message: "This special offer is no longer available" }
    expect(specialOfferView({ offer: ok, hotels: list, today })).toMatchObject({ kind: "ready", value: { slug: "winter-warmer" } })
    expect(specialOfferView({ offer: loading, hotels: list, today })).toStrictEqual(LOADING)
    expect(specialOfferView({ offer: { kind: "idle" }, hotels: list, today })).toStrictEqual(LOADING)
    expect(specialOfferView({ offer: ok, hotels: loading, today })).toStrictEqual(LOADING)
    expect(specialOfferView({ offer: ok, hotels: list, today: loading })).toStrictEqual(LOADING)
    expect(specialOfferView({ offer: { kind: "failed" }, hotels: loading, today: loading })).toStrictEqual(gone)
    expect(specialOfferView({ offer: { kind: "ready", value: null }, hotels: loading, today: loading })).toStrictEqual(gone)
  })

  it("a blank slug is no offer: nothing is asked, and the head asks for a 404", async () => {
    const page = run({ specialOffers: [winter], hotels }, makeSpecialOfferPageModel({ slug: "  " }), (model) => Effect.succeed({ view: model.view.value, head: model.head.value }))
    expect(await page.result).toStrictEqual({
      view: { kind: "empty", message: "This special offer is no longer available" },
      head: { title: "This special offer is no longer available · Karoo Hotels", description: "This special offer is no longer available", canonicalPath: "/special-offers/", notFound: true },
    })
    expect(page.content.calls.filter((call) => call.method === "specialOffer")).toStrictEqual([])
  })

  it("reads the offer by its slug without blanks around it, once per page life, with the hotels once", async () => {
    const page = run({ specialOffers: [winter], hotels }, makeSpecialOfferPageModel({ slug: " winter-warmer " }), () =>
      Effect.gen(function* () {
        const again = yield* makeSpecialOfferPageModel({ slug: "winter-warmer" })
        return { view: again.view.value, head: again.head.value }
      }),
    )
    const seen = await page.result
    expect(seen.view).toMatchObject({ kind: "ready", value: { slug: "winter-warmer" } })
    expect(seen.head).toMatchObject({ canonicalPath: "/special-offers/winter-warmer" })
    expect(page.content.calls.map((call) => call.method).sort()).toStrictEqual(["hotels", "specialOffer"])
  })

  it("another offer is read on its own", async () => {
    const page = run({ specialOffers: [winter, offer(2, "experience")], hotels }, makeSpecialOfferPageModel({ slug: "winter-warmer" }), () =>
      Effect.gen(function* () {
        const other = yield* makeSpecialOfferPageModel({ slug: "offer-2" })
        yield* Effect.yieldNow
        return other.view.value
      }),
    )
    expect(await page.result).toMatchObject({ kind: "ready", value: { slug: "offer-2" } })
  })

  it("has no head while the offer or the hotels are on their way; a failed offer's head asks for a 404", async () => {
    const memory = makeContentApiMemory({ specialOffers: [winter], hotels })
    const slowHotels = Layer.succeed(ContentApiTag, { ...memory.api, hotels: () => Effect.never })
    const heads = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const page = yield* makeSpecialOfferPageModel({ slug: "winter-warmer" })
          yield* Effect.yieldNow
          return { head: page.head.value, view: page.view.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(slowHotels, ResourceCache.layer))),
    )
    expect(heads).toStrictEqual({ head: null, view: LOADING })
    // No answer at all (a defect): the read fails, and the offer is no longer available.
    const noAnswer = Layer.succeed(ContentApiTag, { ...memory.api, specialOffer: () => Effect.die(new Error("no answer")) })
    const failed = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const page = yield* makeSpecialOfferPageModel({ slug: "winter-warmer" })
          yield* Effect.yieldNow
          return { head: page.head.value, view: page.view.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(noAnswer, ResourceCache.layer))),
    )
    expect(failed).toMatchObject({ head: { notFound: true, canonicalPath: "/special-offers/winter-warmer" }, view: { kind: "empty" } })
  })

  it("Send Enquiry needs every field filled (blanks are not filled) and not while sending; sending twice sends once", async () => {
    const memory = makeContentApiMemory({ specialOffers: [winter], hotels })
    const notifications = makeNotificationsMemory()
    const gate = Effect.runSync(Deferred.make<void>())
    const slowSend = Layer.succeed(ContentApiTag, { ...memory.api, requestSpecialOffer: (slug, request) => Effect.andThen(Deferred.await(gate), memory.api.requestSpecialOffer(slug, request)) })
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeSpecialOfferPageModel({ slug: "winter-warmer" })
          yield* Effect.yieldNow
          const filled = model.canSubmit(enquiry)
          const blanks = (["firstName", "surname", "contactNumber", "email", "selectedHotelName"] as const).map((key) => model.canSubmit({ ...enquiry, [key]: "  " }))
          const first = yield* Effect.forkChild(model.submit(enquiry))
          yield* Effect.yieldNow
          const during = { submitting: model.submitting.value, canSubmit: model.canSubmit(enquiry) }
          yield* model.submit(enquiry)
          yield* Deferred.succeed(gate, undefined)
          yield* Fiber.join(first)
          const after = { submitting: model.submitting.value, thanked: model.thanked.value }
          yield* model.closeThankYou()
          return { filled, blanks, during, after, closed: model.thanked.value }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(slowSend, notifications.layer, ResourceCache.layer))),
    )
    expect(seen).toStrictEqual({
      filled: true,
      blanks: [false, false, false, false, false],
      during: { submitting: true, canSubmit: false },
      after: { submitting: false, thanked: true },
      closed: false,
    })
    expect(memory.offerRequests).toHaveLength(1)
  })

  it("an enquiry for a hotel that is not the offer's says the spec's words and sends nothing", async () => {
    const page = run({ specialOffers: [winter], hotels }, makeSpecialOfferPageModel({ slug: "winter-warmer" }), (model) =>
      Effect.gen(function* () {
        yield* model.submit({ ...enquiry, selectedHotelName: "Karoo Nowhere" })
        return { thanked: model.thanked.value, submitting: model.submitting.value }
      }),
    )
    expect(await page.result).toStrictEqual({ thanked: false, submitting: false })
    expect(page.notifications.toasts).toStrictEqual([{ kind: "error", message: "Could not make booking request" }])
    expect(page.content.offerRequests).toStrictEqual([])
  })

  it("an enquiry sent before the hotels are read cannot find its hotel: it says the spec's words", async () => {
    const memory = makeContentApiMemory({ specialOffers: [winter], hotels })
    const notifications = makeNotificationsMemory()
    const slowHotels = Layer.succeed(ContentApiTag, { ...memory.api, hotels: () => Effect.never })
    await Effect.runPromise(
      Effect.scoped(Effect.andThen(makeSpecialOfferPageModel({ slug: "winter-warmer" }), (model) => model.submit(enquiry))).pipe(
        Effect.provide(Layer.mergeAll(slowHotels, notifications.layer, ResourceCache.layer)),
      ),
    )
    expect(notifications.toasts).toStrictEqual([{ kind: "error", message: "Could not make booking request" }])
    expect(memory.offerRequests).toStrictEqual([])
  })
})
