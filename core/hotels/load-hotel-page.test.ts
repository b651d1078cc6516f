import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { contentItem, hotelField, textField } from "../content/testing/content-items.testing.ts"
import { DEFAULT_REVIEW_PLATFORM } from "../content/review-query.ts"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { type ContentApiData, makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { HOTEL_CONTENT_PER_PAGE, hotelContentQuery, loadAttractions, loadDining, loadHotel, loadHotelReviews, loadRoomTypes } from "./load-hotel-page.ts"

const menu = { id: 9, name: "menu.pdf", type: "application/pdf", size: 1200, url: "/files/menu.pdf", thumb: null }

const sandton = hotelDetails(1, "Karoo City Sandton", 1, "Sandton")
const roomType = { id: 5, roomTypeCode: "SQ", name: "Standard Queen", description: "", images: [], amenities: [] }
const data: ContentApiData = {
  hotels: [sandton],
  roomTypes: { 1: [roomType] },
  reviews: [{ storeId: "store-1", platform: DEFAULT_REVIEW_PLATFORM, rating: 5, reviewerText: "Lovely.", reviewerName: "Thandi", storeUrl: "https://reviews.example/1" }],
  contents: [
    contentItem("attraction", [textField("name", "Nelson Mandela Square"), textField("distance", "1.2 km"), hotelField(1)]),
    contentItem("attraction", [textField("name", "Elsewhere"), textField("distance", "900 km"), hotelField(2)]),
    contentItem("attraction", [textField("name", "No distance"), hotelField(1)]),
    contentItem("dining_info", [textField("heading", "The Kitchen"), textField("description", "All-day dining."), hotelField(1)], { files: [menu] }),
    contentItem("dining_info", [textField("heading", "The Bar"), hotelField(1)]),
  ],
}

const run = <A>(load: Effect.Effect<A, never, never>) => Effect.runPromise(load)
const withApi = (fail?: "hotel" | "roomTypes" | "reviews" | "contents") => {
  const content = makeContentApiMemory(data)
  if (fail !== undefined) content.failNext(fail, new HttpError({ status: 500, message: "Down" }))
  return { content, provide: <A>(load: Effect.Effect<A, never, ContentApi>) => run(Effect.provide(load, content.layer)) }
}

describe("a hotel's page's reads (spec A §7, §8)", () => {
  it("read the hotel, its room types and its reviews on the default platform", async () => {
    const { content, provide } = withApi()
    expect(await provide(loadHotel(1))).toEqual(sandton)
    expect(await provide(loadRoomTypes(1))).toEqual([roomType])
    expect(await provide(loadHotelReviews("store-1"))).toEqual([{ rating: 5, reviewerText: "Lovely.", reviewerName: "Thandi", storeUrl: "https://reviews.example/1" }])
    expect(content.calls.at(-1)).toEqual({ method: "reviews", args: ["store-1", DEFAULT_REVIEW_PLATFORM] })
  })

  it("a failed read is an empty answer: no hotel, no rooms, no reviews, no attractions, no dining", async () => {
    expect(await withApi("hotel").provide(loadHotel(1))).toBeNull()
    expect(await withApi("roomTypes").provide(loadRoomTypes(1))).toEqual([])
    expect(await withApi("reviews").provide(loadHotelReviews("store-1"))).toEqual([])
    expect(await withApi("contents").provide(loadAttractions(1))).toEqual([])
    expect(await withApi("contents").provide(loadDining(1))).toEqual([])
  })

  it("the attractions and dining are the hotel's own content items of their type, one page of them", async () => {
    expect(hotelContentQuery("attraction", 1)).toEqual({ contentType: "attraction", page: 1, per: HOTEL_CONTENT_PER_PAGE, hotelId: 1 })
    expect(HOTEL_CONTENT_PER_PAGE).toBe(10)
    const { content, provide } = withApi()
    expect(await provide(loadAttractions(1))).toEqual([{ name: "Nelson Mandela Square", distance: "1.2 km" }])
    expect(await provide(loadDining(1))).toEqual([
      { heading: "The Kitchen", description: "All-day dining.", menu: "/files/menu.pdf" },
      { heading: "The Bar", description: "", menu: null },
    ])
    expect(content.calls.map((call) => call.args[0])).toEqual([hotelContentQuery("attraction", 1), hotelContentQuery("dining_info", 1)])
  })
})
