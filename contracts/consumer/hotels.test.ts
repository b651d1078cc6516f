import { describe, expect, it } from "vitest"
import { HOTEL_NOT_FOUND } from "../api/errors.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import { allHotelsQuery, explorerQueryFromParams, locationHotelsQuery } from "../../core/content/hotel-listing.ts"
import { content, contentFailure, websitePact } from "./testing/consumer-pact.ts"
import { errorLike, hotelLike, paginationLike } from "./testing/wire-bodies.ts"
import { integer, jsonAnswer, listMaybeEmpty, listOf, number, orNull, string } from "./testing/wire-matchers.ts"

/** The content calls of the hotels (spec B §7, A §7): the list, one hotel, its room types and banners, the location search. */

const pact = websitePact()

describe("the hotels list (GET /api/web/hotels)", () => {
  it("gives page 1 of 100 hotels of a brand, with the pagination", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelsListed)
      .uponReceiving("a request for the hotels of the city brand, 100 a page")
      .withRequest("GET", "/api/web/hotels", (request) => request.query({ page: "1", per: "100", brand: "city" }))
      .willRespondWith(200, (response) => jsonAnswer(response, { hotels: listOf(hotelLike()), pagination: paginationLike() }))
      .executeTest(async (mock) => {
        const page = await content(mock, (api) => api.hotels(allHotelsQuery({ brand: "city" })))
        expect(page.totalPages).toBe(7)
        expect(page.hotels.map((hotel) => hotel.code)).toStrictEqual(["801"])
      })
  })

  it("gives the explorer's first page of the hotels with a facility", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelsListed)
      .uponReceiving("a request for the hotels with a swimming pool, 12 a page")
      .withRequest("GET", "/api/web/hotels", (request) => request.query({ page: "1", per: "12", facility: "Swimming pool" }))
      .willRespondWith(200, (response) => jsonAnswer(response, { hotels: listOf(hotelLike()), pagination: paginationLike() }))
      .executeTest(async (mock) => {
        const page = await content(mock, (api) => api.hotels(explorerQueryFromParams({ facility: "Swimming pool" })))
        expect(page.hotels.map((hotel) => hotel.code)).toStrictEqual(["801"])
      })
  })

  it("gives the hotels of a location, page 1", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelsListed)
      .uponReceiving("a request for the hotels in Cape Town")
      .withRequest("GET", "/api/web/hotels", (request) => request.query({ page: "1", per: "100", location: "Cape Town" }))
      .willRespondWith(200, (response) => jsonAnswer(response, { hotels: listOf(hotelLike()), pagination: paginationLike() }))
      .executeTest(async (mock) => {
        const page = await content(mock, (api) => api.hotels(locationHotelsQuery("Cape Town")))
        expect(page.hotels).toHaveLength(1)
      })
  })
})

describe("one hotel (GET /api/web/hotels/{id})", () => {
  it("gives the hotel with its brand, contacts and meeting rooms", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelOne)
      .uponReceiving("a request for hotel 1")
      .withRequest("GET", "/api/web/hotels/1")
      .willRespondWith(200, (response) => jsonAnswer(response, { hotel: hotelLike() }))
      .executeTest(async (mock) => {
        const hotel = await content(mock, (api) => api.hotel(1))
        expect(hotel).toMatchObject({ id: 1, code: "801", name: "Karoo City Sandton", physicalAddress: "135 Rivonia Road, Sandown, Sandton, 2196" })
      })
  })

  it("answers 404 for a hotel that does not exist", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noHotelId999999)
      .uponReceiving("a request for a hotel that does not exist")
      .withRequest("GET", `/api/web/hotels/${MISSING.hotelId}`)
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(HOTEL_NOT_FOUND)))
      .executeTest(async (mock) => {
        const error = await contentFailure(mock, (api) => api.hotel(MISSING.hotelId))
        expect(error.status).toBe(404)
      })
  })
})

describe("a hotel's room types (GET /api/web/hotels/{id}/room_types)", () => {
  it("gives each room type with its pictures, amenities and occupancy", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelOne)
      .uponReceiving("a request for the room types of hotel 1")
      .withRequest("GET", "/api/web/hotels/1/room_types")
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          room_types: listOf({
            id: integer(11),
            room_type_code: string("QUEEN"),
            name: string("Queen Room"),
            description: string("27 m² with 1 queen bed. Sleeps up to 3 guests, of whom at most 2 adults."),
            images: listMaybeEmpty({ url: string("/images/hotels/801/rooms/queen/1.svg") }),
            amenities: listMaybeEmpty({ name: string("Free Wi-Fi"), images: listMaybeEmpty({ url: string("/images/amenities/free-wi-fi.svg") }) }),
            max_adults: integer(2),
            max_occupancy: integer(3),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const roomTypes = await content(mock, (api) => api.roomTypes(1))
        expect(roomTypes).toStrictEqual([
          {
            id: 11,
            roomTypeCode: "QUEEN",
            name: "Queen Room",
            description: "27 m² with 1 queen bed. Sleeps up to 3 guests, of whom at most 2 adults.",
            images: [{ url: "/images/hotels/801/rooms/queen/1.svg" }],
            amenities: [{ name: "Free Wi-Fi", images: [{ url: "/images/amenities/free-wi-fi.svg" }] }],
          },
        ])
      })
  })
})

describe("a hotel's banners (GET /api/web/hotels/{id}/banners)", () => {
  it("gives the banner pictures", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelOne)
      .uponReceiving("a request for the banners of hotel 1")
      .withRequest("GET", "/api/web/hotels/1/banners")
      .willRespondWith(200, (response) => jsonAnswer(response, { banners: listMaybeEmpty({ id: integer(101), image: { url: string("/images/hotels/801/1.svg") } }) }))
      .executeTest(async (mock) => {
        expect(await content(mock, (api) => api.hotelBanners(1))).toStrictEqual([{ image: { url: "/images/hotels/801/1.svg" } }])
      })
  })
})

describe("the location search (GET /api/web/locations)", () => {
  it("gives the hotels whose name or place matches the text", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelsListed)
      .uponReceiving("a location search for Cape")
      .withRequest("GET", "/api/web/locations", (request) => request.query({ text: "Cape" }))
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          hotels: listOf({
            id: integer(3),
            name: string("Karoo City Cape Town"),
            physical_address: string("28 Lower Long Street, Foreshore, Cape Town, 8001"),
            city: string("Cape Town"),
            code: string("803"),
            latitude: number(-33.918),
            longitude: number(18.423),
          }),
        }),
      )
      .executeTest(async (mock) => {
        expect(await content(mock, (api) => api.searchLocations("Cape"))).toStrictEqual([
          { id: 3, name: "Karoo City Cape Town", physicalAddress: "28 Lower Long Street, Foreshore, Cape Town, 8001", city: "Cape Town", code: "803", latitude: -33.918, longitude: 18.423 },
        ])
      })
  })
})

describe("the site settings (GET /api/web/site_config)", () => {
  it("gives the map's tile server and its attribution, and the older loyalty site, each null when none is configured", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the site settings")
      .withRequest("GET", "/api/web/site_config")
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          map_tile_url: orNull(string("https://tile.openstreetmap.org/{z}/{x}/{y}.png")),
          map_tile_attribution: orNull(string("© OpenStreetMap contributors")),
          legacy_loyalty_url: orNull(string("https://club.example.co.za")),
        }),
      )
      .executeTest(async (mock) => {
        expect(await content(mock, (api) => api.siteConfig())).toStrictEqual({
          mapTiles: { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" },
          legacyLoyaltyUrl: "https://club.example.co.za",
        })
      })
  })
})
