import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { ContentApi, type ContentApiShape } from "../ports/ContentApi.ts"
import { type ContentApiMemory, makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { ContentItem } from "./content-item.ts"
import {
  loadContent,
  loadContents,
  loadHotel,
  loadHotelBanners,
  loadHotels,
  loadJobVacancies,
  loadLocations,
  loadReviews,
  loadRoomTypes,
  loadSpecialOffer,
  loadSpecialOffers,
  NO_HOTELS_PAGE,
  NO_JOB_VACANCIES_PAGE,
  NO_SPECIAL_OFFERS_PAGE,
  noContentPage,
} from "./load-content.ts"
import type { JobVacancy } from "./job-vacancy.ts"
import type { SpecialOffer } from "./special-offer.ts"
import { hotelDetails } from "./testing/hotel-details.testing.ts"

const rosebank = hotelDetails(1, "Courtyard Rosebank", 2, "Johannesburg", {
  halfDayRate: 250_000,
  fullDayRate: 400_000,
  uShapedSeats: 20,
  schoolRoomSeats: 30,
  boardRoomSeats: 12,
  cinemaSeats: 40,
  socialPlacesId: "sp-1",
})

const winter: SpecialOffer = {
  id: 3,
  name: "Winter Warmer",
  slug: "winter-warmer",
  description: "",
  specialTag: null,
  image: null,
  bannerImage: null,
  specialType: "accommodation",
  actionType: null,
  promoCode: null,
  startAt: "2026-06-01",
  endAt: "2026-08-31",
  marketStartAt: null,
  marketEndAt: null,
  hotelIds: [1],
  isActive: true,
  link: null,
  writeUp: { htmlContent: "" },
  termsAndConditions: null,
}

const story: ContentItem = {
  id: 9,
  contentType: "about",
  fields: [{ id: 1, fieldableType: "StringField", key: "slug", value: "our-story", brandId: null }],
  images: [],
  files: [],
  createdAt: "2026-01-01T00:00:00Z",
}

const frontOffice: JobVacancy = {
  id: 8,
  jobTitle: "Front Office Manager",
  description: "",
  category: "front_office",
  brandLinked: 2,
  expiryDate: "2026-03-01",
  link: "",
}

const memoryWithData = () =>
  makeContentApiMemory({
    hotels: [rosebank],
    roomTypes: { 1: [{ id: 1, roomTypeCode: "STD", name: "Standard", description: "", images: [], amenities: [] }] },
    hotelBanners: { 1: [{ image: { url: "https://img.example/b.jpg" } }] },
    specialOffers: [winter],
    contents: [story],
    jobVacancies: [frontOffice],
    reviews: [{ rating: 5, reviewerText: "Great", reviewerName: "Lerato", storeUrl: "", storeId: "sp-1", platform: "tripadvisor" }],
  })

const reads = {
  hotels: loadHotels({ page: 1, per: 12 }),
  hotel: loadHotel(1),
  roomTypes: loadRoomTypes(1),
  hotelBanners: loadHotelBanners(1),
  searchLocations: loadLocations("rosebank"),
  specialOffers: loadSpecialOffers({ page: 1, per: 12 }),
  specialOffer: loadSpecialOffer("winter-warmer"),
  contents: loadContents({ contentType: "about", page: 2 }),
  content: loadContent("our-story"),
  jobVacancies: loadJobVacancies({ page: 1, per: 12 }),
  reviews: loadReviews("sp-1", "tripadvisor"),
} satisfies Partial<Record<keyof ContentApiShape, Effect.Effect<unknown, never, ContentApi>>>

const runAll = (memory: ContentApiMemory) => Effect.runPromise(Effect.all(reads).pipe(Effect.provide(memory.layer)))

describe("content and hotel reads", () => {
  it("give the API's answers when the calls succeed", async () => {
    const memory = memoryWithData()
    const answers = await runAll(memory)
    expect(answers).toEqual({
      hotels: { hotels: [rosebank], totalPages: 1 },
      hotel: rosebank,
      roomTypes: [{ id: 1, roomTypeCode: "STD", name: "Standard", description: "", images: [], amenities: [] }],
      hotelBanners: [{ image: { url: "https://img.example/b.jpg" } }],
      searchLocations: [{ id: 1, city: "Johannesburg", name: "Courtyard Rosebank", physicalAddress: "1 Main Road, Johannesburg", code: "801", latitude: -26.1, longitude: 28.0 }],
      specialOffers: { offers: [winter], totalPages: 1 },
      specialOffer: winter,
      contents: { items: [], pagination: { currentPage: 2, totalPages: 1, totalCount: 1 } },
      content: story,
      jobVacancies: { jobVacancies: [frontOffice], totalPages: 1 },
      reviews: [{ rating: 5, reviewerText: "Great", reviewerName: "Lerato", storeUrl: "" }],
    })
    expect(memory.calls.map((call) => call.method)).toEqual(Object.keys(reads))
  })

  it("give an empty list, an empty page or null when the calls fail", async () => {
    const memory = memoryWithData()
    const offline = new HttpError({ status: 404, message: "Server is probably offline" })
    for (const method of Object.keys(reads) as ReadonlyArray<keyof typeof reads>) memory.failNext(method, offline)
    expect(await runAll(memory)).toEqual({
      hotels: { hotels: [], totalPages: 0 },
      hotel: null,
      roomTypes: [],
      hotelBanners: [],
      searchLocations: [],
      specialOffers: { offers: [], totalPages: 0 },
      specialOffer: null,
      contents: { items: [], pagination: { currentPage: 2, totalPages: 0, totalCount: 0 } },
      content: null,
      jobVacancies: { jobVacancies: [], totalPages: 0 },
      reviews: [],
    })
  })

  it("name the empty pages they fall back to", () => {
    expect(NO_HOTELS_PAGE).toEqual({ hotels: [], totalPages: 0 })
    expect(NO_SPECIAL_OFFERS_PAGE).toEqual({ offers: [], totalPages: 0 })
    expect(NO_JOB_VACANCIES_PAGE).toEqual({ jobVacancies: [], totalPages: 0 })
    expect(noContentPage({ contentType: "faq" })).toEqual({ items: [], pagination: { currentPage: 1, totalPages: 0, totalCount: 0 } })
  })

  it("still surface a defect, which is a bug and not a failed fetch", async () => {
    const broken = Layer.succeed(ContentApi, { ...makeContentApiMemory().api, specialOffers: () => Effect.die(new Error("bug")) })
    await expect(Effect.runPromise(loadSpecialOffers({ page: 1, per: 12 }).pipe(Effect.provide(broken)))).rejects.toThrow("bug")
  })
})
