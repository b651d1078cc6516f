import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { contentItem, hotelField, textField } from "../content/testing/content-items.testing.ts"
import { SITE_DESCRIPTION } from "../content/messages.ts"
import type { HotelDetails } from "../content/hotel-listing.ts"
import { DEFAULT_REVIEW_PLATFORM } from "../content/review-query.ts"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, type ViewState } from "../screen/view-state.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import {
  hotelBlock,
  hotelPageContent,
  type HotelPageContent,
  hotelPageHead,
  hotelPageView,
  makeHotelPageModel,
  META_DESCRIPTION_MAX_LENGTH,
  meetingRoomOf,
  ratingOf,
} from "./hotel-page-model.ts"
import { NO_HOTELS } from "./messages.ts"
import { hotelData, organizationData } from "./structured-data.ts"

const ready = <A>(value: A) => ({ kind: "ready" as const, value })
const review = (rating: number, reviewerName = "Thandi") => ({ rating, reviewerText: "Lovely stay.", reviewerName, storeUrl: "https://reviews.example/1" })
const noSeats = { uShapedSeats: null, schoolRoomSeats: null, boardRoomSeats: null, cinemaSeats: null }
const sandton = hotelDetails(1, "Karoo City Sandton", 1, "Sandton", {
  code: "101",
  description: "A city hotel in Sandton.",
  images: [{ url: "/images/hotels/1.webp" }, { url: "/images/hotels/1b.webp" }],
  amenities: [
    { name: "Pool", images: [] },
    { name: "Gym", images: [] },
  ],
  halfDayRate: 250_000,
  fullDayRate: 400_000,
  boardRoomSeats: 12,
  socialPlacesId: "store-1",
})
const roomType = { id: 5, roomTypeCode: "SQ", name: "Standard Queen", description: "A queen bed.", images: [], amenities: [] }

describe("a hotel's meeting room (spec A §2)", () => {
  it("is none without a rate or a seat count", () => {
    expect(meetingRoomOf(hotelDetails(2, "Road Lodge", 3, "Durban"))).toBeNull()
    expect(meetingRoomOf(hotelDetails(2, "Road Lodge", 3, "Durban", { halfDayRate: 0, fullDayRate: 0, uShapedSeats: 0 }))).toBeNull()
  })

  it("lists each duration's rate, then each layout's seats, in the layouts' order, the largest its capacity", () => {
    const room = meetingRoomOf(hotelDetails(2, "Road Lodge", 3, "Durban", { halfDayRate: 250_000, fullDayRate: 400_000, uShapedSeats: 20, schoolRoomSeats: 30, boardRoomSeats: 1, cinemaSeats: 40 }))
    expect(room).toEqual({
      rates: { halfDay: "From R 2,500.00", fullDay: "From R 4,000.00" },
      capacity: 40,
      facts: ["Half Day: From R 2,500.00", "Whole Day: From R 4,000.00", "U-shape: 20 seats", "Schoolroom: 30 seats", "Boardroom: 1 seat", "Cinema: 40 seats"],
    })
  })

  it("is let with seats alone, or with one rate alone", () => {
    expect(meetingRoomOf(hotelDetails(2, "Road Lodge", 3, "Durban", { ...noSeats, cinemaSeats: 8 }))).toEqual({
      rates: { halfDay: null, fullDay: null },
      capacity: 8,
      facts: ["Cinema: 8 seats"],
    })
    expect(meetingRoomOf(hotelDetails(2, "Road Lodge", 3, "Durban", { fullDayRate: 400_000 }))?.facts).toEqual(["Whole Day: From R 4,000.00"])
    expect(meetingRoomOf(hotelDetails(2, "Road Lodge", 3, "Durban", { halfDayRate: 250_000 }))?.facts).toEqual(["Half Day: From R 2,500.00"])
  })
})

describe("a hotel's rating (spec A §9)", () => {
  it("is the reviews' mean and count, none without reviews", () => {
    expect(ratingOf([])).toBeNull()
    expect(ratingOf([review(5), review(4)])).toEqual({ average: 4.5, count: 2 })
  })
})

describe("a hotel's page content (spec A §2, §8, spec B §2)", () => {
  it("shows the hotel's facts, photos, facilities, rooms, meeting room, reviews and Book this hotel's calendar from today", () => {
    const content = hotelPageContent(sandton, [roomType], [review(5), review(4)], "2026-12-01")
    expect(content).toEqual({
      id: 1,
      name: "Karoo City Sandton",
      city: "Sandton",
      href: "/our-hotels/city/1",
      brandKey: "city",
      brandName: "Brand",
      slogan: null,
      address: "1 Main Road, Sandton",
      phone: "+27 11 000 0000",
      email: "hotel1@example.com",
      description: "A city hotel in Sandton.",
      images: [
        { url: "/images/hotels/1.webp", alt: "Karoo City Sandton, photo 1" },
        { url: "/images/hotels/1b.webp", alt: "Karoo City Sandton, photo 2" },
      ],
      facilities: ["Pool", "Gym"],
      roomTypes: [roomType],
      position: { latitude: -26.1, longitude: 28.0 },
      meetingRoom: meetingRoomOf(sandton),
      attractions: { kind: "empty", message: "No results" },
      dining: { kind: "empty", message: "No results" },
      reviews: { average: 4.5, stars: { full: 4, half: 1, empty: 0 }, reviews: [review(5), review(4)] },
      bookHref: "/booking/calendar?hotel=1&code=101&name=Karoo%20City%20Sandton&check_in=2026-12-01&check_out=2026-12-02&rooms=1-0&flexi=1",
      bookLabel: "Book this hotel: Karoo City Sandton",
    })
    expect(meetingRoomOf(sandton)).not.toBeNull()
    expect(hotelPageContent(sandton, [], [], "2026-12-01").reviews).toBeNull()
    expect(hotelBlock(["one"])).toEqual({ kind: "ready", items: ["one"] })
  })
})

describe("a hotel's page view (spec A §8)", () => {
  const reads = { hotel: ready<HotelDetails | null>(sandton), roomTypes: ready([roomType]), reviews: ready([review(5)]), attractions: ready([]), dining: ready([]), today: ready("2026-12-01") }

  it("says No hotels available for a hotel that is not there or could not be read", () => {
    expect(hotelPageView({ ...reads, hotel: ready(null) })).toEqual(empty(NO_HOTELS))
    expect(hotelPageView({ ...reads, hotel: { kind: "failed" } })).toEqual(empty(NO_HOTELS))
  })

  it("waits for the hotel, its rooms, today and both blocks, not for the reviews", () => {
    for (const waiting of [
      { hotel: { kind: "loading" } },
      { hotel: { kind: "idle" } },
      { roomTypes: { kind: "loading" } },
      { today: { kind: "loading" } },
      { attractions: { kind: "loading" } },
      { attractions: { kind: "idle" } },
      { dining: { kind: "loading" } },
      { dining: { kind: "idle" } },
    ] as const) {
      expect(hotelPageView({ ...reads, ...waiting } as never)).toEqual(LOADING)
    }
    const withoutReviews = hotelPageView({ ...reads, reviews: { kind: "loading" } })
    expect(withoutReviews.kind === "ready" && withoutReviews.value.reviews).toBeNull()
    const failedBlocks = hotelPageView({ ...reads, attractions: { kind: "failed" }, dining: { kind: "failed" } })
    expect(failedBlocks.kind === "ready" && [failedBlocks.value.attractions.kind, failedBlocks.value.dining.kind]).toEqual(["empty", "empty"])
    const shown = hotelPageView({ ...reads, attractions: ready([{ name: "Square", distance: "1 km" }]) })
    expect(shown.kind === "ready" && [shown.value.reviews?.average, shown.value.attractions.kind, shown.value.bookHref.includes("check_in=2026-12-01")]).toEqual([5, "ready", true])
  })
})

describe("a hotel's page head (issue 25)", () => {
  it("names the hotel, describes it at search-result length, and gives its address, first photo and schema.org Hotel", () => {
    expect(hotelPageHead(sandton, [review(4)])).toEqual({
      title: "Karoo City Sandton · Karoo Hotels",
      description: "A city hotel in Sandton.",
      canonicalPath: "/our-hotels/city/1",
      image: "/images/hotels/1.webp",
      structuredData: [hotelData(sandton, "/our-hotels/city/1", { average: 4, count: 1 })],
    })
  })

  it("describes a hotel without a description in words of its own, cuts a long one, and has no image without photos", () => {
    const bare = hotelDetails(3, "Karoo Road Lodge", 3, "Durban", { description: "   ", images: [] })
    const head = hotelPageHead(bare, [])
    expect(head.description).toBe("Karoo Road Lodge, Durban: rooms, facilities, meeting rooms and reviews.")
    expect("image" in head).toBe(false)
    expect(head.structuredData).toEqual([hotelData(bare, "/our-hotels/road/3", null)])
    const long = hotelPageHead({ ...sandton, description: "x".repeat(400) }, []).description
    expect(Array.from(long)).toHaveLength(META_DESCRIPTION_MAX_LENGTH)
  })
})

describe("a hotel's schema.org data (issue 25)", () => {
  it("the group's Organization on the home page", () => {
    expect(organizationData()).toEqual({ "@context": "https://schema.org", "@type": "Organization", name: "Karoo Hotels", url: "/", logo: "/favicon.svg", description: SITE_DESCRIPTION })
  })

  it("a Hotel with its address, position, contacts, brand, amenities, photos and the reviews' aggregate rating", () => {
    expect(hotelData(sandton, "/our-hotels/city/1", { average: 4.5, count: 2 })).toEqual({
      "@context": "https://schema.org",
      "@type": "Hotel",
      name: "Karoo City Sandton",
      description: "A city hotel in Sandton.",
      url: "/our-hotels/city/1",
      image: ["/images/hotels/1.webp", "/images/hotels/1b.webp"],
      telephone: "+27 11 000 0000",
      email: "hotel1@example.com",
      address: { "@type": "PostalAddress", streetAddress: "1 Main Road, Sandton", addressLocality: "Sandton", addressRegion: "Gauteng", addressCountry: "South Africa" },
      geo: { "@type": "GeoCoordinates", latitude: -26.1, longitude: 28.0 },
      brand: { "@type": "Brand", name: "Brand" },
      amenityFeature: [
        { "@type": "LocationFeatureSpecification", name: "Pool", value: true },
        { "@type": "LocationFeatureSpecification", name: "Gym", value: true },
      ],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    })
  })

  it("no image and no rating when there are none", () => {
    const data = hotelData({ ...sandton, images: [] }, "/our-hotels/city/1", null)
    expect("image" in data || "aggregateRating" in data).toBe(false)
  })
})

describe("a hotel's page model (spec B §2: /our-hotels/{brandName}/{hotelId})", () => {
  const umhlanga = hotelDetails(12, "Karoo Town Umhlanga", 4, "Umhlanga", { socialPlacesId: "store-2" })
  const umhlangaRoom = { ...roomType, id: 6, name: "Sea View King" }
  const makeContent = (hotels: ReadonlyArray<HotelDetails>) =>
    makeContentApiMemory({
      hotels,
      roomTypes: { 1: [roomType], 12: [umhlangaRoom] },
      reviews: [
        { storeId: "store-1", platform: DEFAULT_REVIEW_PLATFORM, ...review(5) },
        { storeId: "store-1", platform: DEFAULT_REVIEW_PLATFORM, ...review(4, "Sipho") },
        { storeId: "store-2", platform: DEFAULT_REVIEW_PLATFORM, ...review(4) },
      ],
      contents: [
        contentItem("attraction", [textField("name", "Nelson Mandela Square"), textField("distance", "1 km"), hotelField(1)]),
        contentItem("attraction", [textField("name", "Gateway"), textField("distance", "2 km"), hotelField(12)]),
        contentItem("dining_info", [textField("heading", "The Kitchen"), hotelField(1)]),
        contentItem("dining_info", [textField("heading", "The Deck"), hotelField(12)]),
      ],
    })
  /** Opens the pages of `hotelIds` one after the other in one page life (one cache), as the server hands them over. */
  const openAll = (hotelIds: ReadonlyArray<string>, options: { readonly hotels?: ReadonlyArray<HotelDetails>; readonly pending?: "hotel" | "reviews" } = {}) => {
    const content = makeContent(options.hotels ?? [sandton, umhlanga])
    const api = options.pending === undefined ? content.api : { ...content.api, [options.pending]: () => Effect.never }
    return Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2026, 11, 1, 8))
          const seen = []
          for (const hotelId of hotelIds) {
            const model = yield* makeHotelPageModel({ hotelId })
            for (let turn = 0; turn < 5; turn += 1) yield* Effect.yieldNow
            seen.push({ view: model.view.value, head: model.head.value })
          }
          return seen
        }),
      ).pipe(Effect.provide(Layer.mergeAll(Layer.succeed(ContentApi, api), ResourceCache.layer, TestClock.layer()))),
    ).then((seen) => ({ seen, calls: content.calls.map((call) => call.method) }))
  }
  const open = (hotelId: string, hotels?: ReadonlyArray<HotelDetails>) =>
    openAll([hotelId], hotels === undefined ? {} : { hotels }).then(({ seen, calls }) => ({ ...seen[0]!, calls }))
  const notFound = { title: "No hotels available · Karoo Hotels", description: NO_HOTELS, canonicalPath: "/our-hotels", notFound: true }
  const shownOf = (view: ViewState<HotelPageContent>) =>
    view.kind === "ready"
      ? [
          view.value.name,
          view.value.roomTypes.map((room) => room.name),
          view.value.reviews?.reviews.length ?? 0,
          view.value.attractions.kind === "ready" ? view.value.attractions.items.map((attraction) => attraction.name) : [],
          view.value.dining.kind === "ready" ? view.value.dining.items.map((dining) => dining.heading) : [],
        ]
      : view.kind

  it("shows the hotel with its rooms and its own reviews, read by its review-platform id, and heads the page with them", async () => {
    const seen = await open("1")
    expect(seen.view.kind === "ready" && [seen.view.value.name, seen.view.value.roomTypes, seen.view.value.reviews?.reviews.length, seen.view.value.bookHref.includes("check_in=2026-12-01")]).toEqual([
      "Karoo City Sandton",
      [roomType],
      2,
      true,
    ])
    expect(seen.head).toEqual(hotelPageHead(sandton, [review(5), review(4, "Sipho")]))
  })

  it("each hotel's page shows its own hotel, rooms and reviews, though one page life read another's before", async () => {
    const { seen, calls } = await openAll(["1", "12", "1"])
    expect(seen.map(({ view }) => shownOf(view))).toEqual([
      ["Karoo City Sandton", ["Standard Queen"], 2, ["Nelson Mandela Square"], ["The Kitchen"]],
      ["Karoo Town Umhlanga", ["Sea View King"], 1, ["Gateway"], ["The Deck"]],
      ["Karoo City Sandton", ["Standard Queen"], 2, ["Nelson Mandela Square"], ["The Kitchen"]],
    ])
    // the second visit of hotel 1 is answered from the page life's reads
    expect(calls.filter((method) => method === "hotel" || method === "roomTypes" || method === "reviews")).toHaveLength(6)
    expect(calls.filter((method) => method === "contents")).toHaveLength(4)
  })

  it("has no head until the hotel is read, and heads it without a rating while the reviews are read", async () => {
    const waiting = await openAll(["1"], { pending: "hotel" })
    expect([waiting.seen[0]!.view, waiting.seen[0]!.head]).toEqual([LOADING, null])
    const reviewsWaiting = await openAll(["1"], { pending: "reviews" })
    expect(reviewsWaiting.seen[0]!.head).toEqual(hotelPageHead(sandton, []))
  })

  it("a hotel without a review-platform id reads no reviews", async () => {
    const seen = await open("1", [{ ...sandton, socialPlacesId: null }])
    expect(seen.calls).not.toContain("reviews")
    expect(seen.view.kind === "ready" && seen.view.value.reviews).toBeNull()
  })

  it("a hotel that is not there, or an id that is not a number, is No hotels available and not found (404), reading nothing for a bad id", async () => {
    const unknown = await open("7")
    expect([unknown.view, unknown.head]).toEqual([empty(NO_HOTELS), notFound])
    for (const bad of ["1a", "a1", "1.5", ""]) {
      const seen = await open(bad)
      expect([seen.view, seen.head]).toEqual([empty(NO_HOTELS), notFound])
      expect(seen.calls.filter((method) => method !== "siteConfig")).toEqual([])
    }
  })
})
