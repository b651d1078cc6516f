import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { ContentField, ContentItem } from "../content/content-item.ts"
import type { JobVacancy } from "../content/job-vacancy.ts"
import type { SpecialOffer } from "../content/special-offer.ts"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { ContentApi } from "./ContentApi.ts"
import { type ContentApiData, makeContentApiMemory, type StoredReview } from "./ContentApi.memory.ts"

const hotel = (id: number, name: string, brandId: 1 | 2 | 3 | 4, city: string, province = "Gauteng", country = "South Africa") =>
  hotelDetails(id, name, brandId, city, { province, country })

const hotels = [
  hotel(1, "Courtyard Rosebank", 2, "Johannesburg"),
  hotel(2, "Karoo City Sandton", 1, "Johannesburg"),
  hotel(3, "Karoo City V&A Waterfront", 1, "Cape Town", "Western Cape"),
  hotel(4, "Karoo Town Lodge Gaborone", 4, "Gaborone", "South-East", "Botswana"),
]

const offer = (id: number, specialType: SpecialOffer["specialType"], extra: Partial<SpecialOffer> = {}): SpecialOffer => ({
  id,
  name: `Offer ${id}`,
  slug: `offer-${id}`,
  description: "",
  specialTag: null,
  image: null,
  bannerImage: null,
  specialType,
  actionType: null,
  promoCode: null,
  startAt: "2026-01-01",
  endAt: "2026-12-31",
  marketStartAt: null,
  marketEndAt: null,
  hotelIds: [1],
  isActive: true,
  link: null,
  writeUp: { htmlContent: "" },
  termsAndConditions: null,
  ...extra,
})

let fieldId = 1
const field = (fieldableType: ContentField["fieldableType"], key: string, value: ContentField["value"], brandId: ContentField["brandId"] = null): ContentField => ({
  id: fieldId++,
  fieldableType,
  key,
  value,
  brandId,
})
const content = (id: number, contentType: string, ...fields: ReadonlyArray<ContentField>): ContentItem => ({
  id,
  contentType,
  fields,
  images: [],
  files: [],
  createdAt: "2026-01-01T00:00:00Z",
})

const job = (id: number, category: string, brandLinked: JobVacancy["brandLinked"]): JobVacancy => ({
  id,
  jobTitle: `Job ${id}`,
  description: "",
  category,
  brandLinked,
  expiryDate: "2026-06-30",
  link: "",
})

const review = (rating: number, storeId = "sp-1", platform: StoredReview["platform"] = "tripadvisor"): StoredReview => ({
  rating,
  reviewerText: `Rated ${rating}`,
  reviewerName: "Guest",
  storeUrl: "",
  storeId,
  platform,
})

const run = <A>(data: ContentApiData, use: (api: ContentApi["Service"]) => Effect.Effect<A, HttpError>) => {
  const memory = makeContentApiMemory(data)
  return Effect.runPromise(
    Effect.gen(function* () {
      return yield* use(yield* ContentApi)
    }).pipe(Effect.provide(memory.layer)),
  )
}

describe("in-memory ContentApi", () => {
  it("filters hotels by brand, country, province and city, and pages them", async () => {
    const page = await run({ hotels }, (api) => api.hotels({ page: 1, per: 12, brand: "city", city: "johannesburg" }))
    expect(page).toEqual({ hotels: [hotels[1]], totalPages: 1 })
    expect((await run({ hotels }, (api) => api.hotels({ page: 1, per: 12, country: "Botswana" }))).hotels).toEqual([hotels[3]])
    expect((await run({ hotels }, (api) => api.hotels({ page: 1, per: 12, province: "Western Cape" }))).hotels).toEqual([hotels[2]])
    expect(await run({ hotels }, (api) => api.hotels({ page: 2, per: 3 }))).toEqual({ hotels: [hotels[3]], totalPages: 2 })
    expect(await run({ hotels }, (api) => api.hotels({ page: 1, per: 12, brand: "road" }))).toEqual({ hotels: [], totalPages: 0 })
  })

  it("finds hotels near a location by name, city, province or address", async () => {
    const page = await run({ hotels }, (api) => api.hotels({ location: "cape", page: 1, per: 100 }))
    expect(page.hotels).toEqual([hotels[2]])
    expect((await run({ hotels }, (api) => api.hotels({ location: "Sandton", page: 1, per: 100 }))).hotels).toEqual([hotels[1]])
  })

  it("answers one hotel, its room types and banners, or 404 for an unknown hotel", async () => {
    const roomTypes = { 1: [{ id: 1, roomTypeCode: "STD", name: "Standard", description: "", images: [], amenities: [] }] }
    const hotelBanners = { 1: [{ image: { url: "https://img.example/b.jpg" } }] }
    expect(await run({ hotels }, (api) => api.hotel(3))).toEqual(hotels[2])
    expect(await run({ hotels, roomTypes }, (api) => api.roomTypes(1))).toEqual(roomTypes[1])
    expect(await run({ hotels, roomTypes }, (api) => api.roomTypes(2))).toEqual([])
    expect(await run({ hotels, hotelBanners }, (api) => api.hotelBanners(1))).toEqual(hotelBanners[1])
    const missing = await run({ hotels }, (api) => Effect.result(api.hotel(99)))
    expect(Result.isFailure(missing) && missing.failure.status).toBe(404)
    const noRooms = await run({ hotels }, (api) => Effect.result(api.roomTypes(99)))
    expect(Result.isFailure(noRooms)).toBe(true)
  })

  it("searches locations by text, giving name, address, code and coordinates", async () => {
    expect(await run({ hotels }, (api) => api.searchLocations("rosebank"))).toEqual([
      { id: 1, city: "Johannesburg", name: "Courtyard Rosebank", physicalAddress: "1 Main Road, Johannesburg", code: "801", latitude: -26.1, longitude: 28.0 },
    ])
    expect(await run({ hotels }, (api) => api.searchLocations("  "))).toEqual([])
  })

  it("filters special offers by type, excluded type, hotel, activity and promo code, and pages them", async () => {
    const specialOffers = [
      offer(1, "accommodation", { promoCode: "WINTER", hotelIds: [1, 2] }),
      offer(2, "food_and_beverage", { hotelIds: [2] }),
      offer(3, "experience", { isActive: false }),
      offer(4, "partnership"),
    ]
    const ids = async (query: Parameters<ContentApi["Service"]["specialOffers"]>[0]) =>
      (await run({ specialOffers }, (api) => api.specialOffers(query))).offers.map((each) => each.id)
    expect(await ids({ page: 1, per: 12, type: "food_and_beverage" })).toEqual([2])
    expect(await ids({ page: 1, per: 12, excludeSpecialType: "partnership" })).toEqual([1, 2, 3])
    expect(await ids({ page: 1, per: 12, hotelId: 2 })).toEqual([1, 2])
    expect(await ids({ page: 1, per: 12, activeStatus: true })).toEqual([1, 2, 4])
    expect(await ids({ page: 1, per: 12, activeStatus: false })).toEqual([3])
    expect(await ids({ page: 1, per: 10, promoCode: "winter" })).toEqual([1])
    expect(await run({ specialOffers }, (api) => api.specialOffers({ page: 2, per: 3 }))).toEqual({ offers: [specialOffers[3]], totalPages: 2 })
    expect(await run({ specialOffers }, (api) => api.specialOffer("offer-2"))).toEqual(specialOffers[1])
  })

  it("keeps special-offer requests for known offers and answers 404 for others", async () => {
    const memory = makeContentApiMemory({ specialOffers: [offer(1, "accommodation")] })
    const request = { hotelEmail: "h@example.com", senderEmail: "s@example.com", senderFirstName: "S", senderMobile: "+27", senderSurname: "N" }
    await Effect.runPromise(memory.api.requestSpecialOffer("offer-1", request))
    const unknown = await Effect.runPromise(Effect.result(memory.api.requestSpecialOffer("nope", request)))
    expect(Result.isFailure(unknown)).toBe(true)
    expect(memory.offerRequests).toEqual([{ slug: "offer-1", request }])
  })

  it("filters contents by type, brand, hotel, ids and string fields, and pages them", async () => {
    const contents = [
      content(1, "blog", field("StringField", "category", "food"), field("StringField", "slug", "first-post"), field("HotelLinkField", "hotel", 7)),
      content(2, "blog", field("StringField", "category", "travel"), field("IntegerField", "points", 10, 2)),
      content(3, "blog", field("BrandLinkField", "brand", 3), field("StringField", "seats", "40")),
      content(4, "faq", field("StringField", "category", "food"), field("StringField", "seats", "10"), field("StringField", "note", "")),
    ]
    const ids = async (query: Parameters<ContentApi["Service"]["contents"]>[0]) =>
      (await run({ contents }, (api) => api.contents(query))).items.map((each) => each.id)
    expect(await ids({ contentType: "blog" })).toEqual([1, 2, 3])
    expect(await ids({ contentType: "blog", brandId: 2 })).toEqual([2])
    expect(await ids({ contentType: "blog", brandId: 3 })).toEqual([3])
    expect(await ids({ contentType: "blog", hotelId: 7 })).toEqual([1])
    expect(await ids({ contentType: "blog", containsContentIds: [2, 3, 4] })).toEqual([2, 3])
    expect(await ids({ contentType: "faq", stringFields: [{ key: "category", value: "food" }] })).toEqual([4])
    expect(await ids({ contentType: "blog", stringFields: [{ key: "category", value: "food" }] })).toEqual([1])
    expect(await ids({ contentType: "blog", emptyValueKeyFilter: "category" })).toEqual([3])
    expect(await ids({ contentType: "faq", emptyValueKeyFilter: "note" })).toEqual([4])
    expect(await ids({ contentType: "blog", maxCapacityStringFields: [{ key: "seats", value: "30" }] })).toEqual([3])
    expect(await run({ contents }, (api) => api.contents({ contentType: "blog", page: 2, per: 2 }))).toEqual({
      items: [contents[2]],
      pagination: { currentPage: 2, totalPages: 2, totalCount: 3 },
    })
    expect(await run({ contents }, (api) => api.content("first-post"))).toEqual(contents[0])
    expect(await run({ contents }, (api) => api.content("2"))).toEqual(contents[1])
  })

  it("filters job vacancies by brand and category, and pages them", async () => {
    const jobVacancies = [job(1, "front_office", 1), job(2, "housekeeping", 1), job(3, "front_office", null)]
    expect((await run({ jobVacancies }, (api) => api.jobVacancies({ page: 1, per: 12, brand: "city" }))).jobVacancies.map((each) => each.id)).toEqual([1, 2])
    expect(
      (await run({ jobVacancies }, (api) => api.jobVacancies({ page: 1, per: 12, category: "front_office" }))).jobVacancies.map((each) => each.id),
    ).toEqual([1, 3])
    expect(await run({ jobVacancies }, (api) => api.jobVacancies({ page: 2, per: 2 }))).toEqual({ jobVacancies: [jobVacancies[2]], totalPages: 2 })
  })

  it("gives at most 5 reviews rated 4 or more, for the store and platform asked", async () => {
    const reviews = [review(5), review(3), review(4, "sp-2"), review(4, "sp-1", "google"), review(4), review(4.5), review(5), review(4), review(5)]
    const answer = await run({ reviews }, (api) => api.reviews("sp-1", "tripadvisor"))
    expect(answer.map((each) => each.rating)).toEqual([5, 4, 4.5, 5, 4])
    expect(answer[0]).toStrictEqual({ rating: 5, reviewerText: "Rated 5", reviewerName: "Guest", storeUrl: "" })
    expect((await run({ reviews }, (api) => api.reviews("sp-1", "google"))).length).toBe(1)
  })

  it("keeps newsletter sign-ups and records every call", async () => {
    const memory = makeContentApiMemory()
    const signup = { firstName: "A", surname: "B", contactNumber: "1", email: "a@example.com", viaEmail: true }
    await Effect.runPromise(memory.api.signUpForNewsletter(signup))
    await Effect.runPromise(memory.api.searchLocations("x"))
    expect(memory.newsletterSignups).toEqual([signup])
    expect(memory.calls).toEqual([
      { method: "signUpForNewsletter", args: [signup] },
      { method: "searchLocations", args: ["x"] },
    ])
  })

  it("fails the calls it is told to fail until cleared", async () => {
    const memory = makeContentApiMemory({ hotels })
    const error = new HttpError({ status: 500, message: "Request failed with status code 500" })
    memory.failNext("hotel", error)
    expect(await Effect.runPromise(Effect.result(memory.api.hotel(1)))).toEqual(Result.fail(error))
    expect(await Effect.runPromise(Effect.result(memory.api.hotel(1)))).toEqual(Result.fail(error))
    memory.failNext("hotel", undefined)
    expect(await Effect.runPromise(memory.api.hotel(1))).toEqual(hotels[0])
  })
})
