import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { validationErrorBody } from "./errors.ts"
import { hotelExample } from "./testing/examples.ts"
import {
  Hotel,
  HotelBannersResponse,
  HotelFromWire,
  HotelParams,
  HotelResponse,
  HotelsQuery,
  HotelsResponse,
  LocationsQuery,
  LocationsResponse,
  RoomTypesResponse,
} from "./hotels.ts"

type Decodable = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

const errorsOf = (schema: Decodable, input: unknown) => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  return Result.isFailure(result) ? validationErrorBody(result.failure.issue).errors : {}
}

const roundTrips = (schema: Decodable, input: unknown) =>
  expect(Schema.encodeUnknownSync(schema)(Schema.decodeUnknownSync(schema)(input))).toEqual(input)

describe("hotels list (GET /api/web/hotels)", () => {
  it("reads the explorer's query: page, 12 a page, brand, country, province and city", () => {
    const query = { page: "2", per: "12", brand: "courtyard", country: "South Africa", province: "Gauteng", city: "Sandton" }
    expect(Schema.decodeUnknownSync(HotelsQuery)(query)).toEqual({ ...query, page: 2, per: 12 })
    roundTrips(HotelsQuery, query)
  })

  it("reads the location search (page 1 of 100) and the content API's id list", () => {
    expect(Schema.decodeUnknownSync(HotelsQuery)({ location: "Umhlanga", page: "1", per: "100" })).toEqual({ location: "Umhlanga", page: 1, per: 100 })
    expect(Schema.decodeUnknownSync(HotelsQuery)({ ids: "12,13" })).toEqual({ page: 1, per: 12, ids: [12, 13] })
  })

  it("refuses an unknown brand, more than 100 a page and a huge filter", () => {
    expect(errorsOf(HotelsQuery, { brand: "palace", per: "500", city: "x".repeat(101) })).toEqual({
      brand: ["Must be one of: city, courtyard, road, town"],
      per: ["Must be at most 100"],
      city: ["Must be at most 100 characters"],
    })
  })

  it("answers hotels and pagination", () => {
    roundTrips(HotelsResponse, { hotels: [hotelExample], pagination: { current_page: 1, total_pages: 5, total_count: 58 } })
  })
})

describe("one hotel, its room types and banners", () => {
  it("takes a positive whole id in the path", () => {
    expect(Schema.decodeUnknownSync(HotelParams)({ id: "12" })).toEqual({ id: 12 })
    expect(errorsOf(HotelParams, { id: "0" })).toEqual({ id: ["Must be at least 1"] })
    expect(errorsOf(HotelParams, { id: "twelve" })).toEqual({ id: ["Must be a whole number"] })
  })

  it("answers the hotel, room types with occupancy, and banners as image urls", () => {
    roundTrips(HotelResponse, { hotel: hotelExample })
    roundTrips(RoomTypesResponse, {
      room_types: [
        { id: 1, room_type_code: "QN", name: "Queen Room", description: "For two.", images: [], amenities: [], max_adults: 2, max_occupancy: 3 },
      ],
    })
    roundTrips(HotelBannersResponse, { banners: [{ id: 4, image: { url: "/images/hotels/830/banner-1.webp" } }] })
  })

  it("writes the hotel's mandatory payment periods as noon dates", () => {
    const decoded = Schema.decodeUnknownSync(HotelResponse)({ hotel: hotelExample })
    expect(decoded.hotel.mandatory_payment_periods[0]).toEqual({ check_in_date: "2026-12-15", check_out_date: "2027-01-05", description: "Festive season" })
  })
})

describe("location search by text (GET /api/web/locations)", () => {
  it("needs a text of 1 to 100 characters", () => {
    expect(Schema.decodeUnknownSync(LocationsQuery)({ text: "cape" })).toEqual({ text: "cape" })
    expect(errorsOf(LocationsQuery, {})).toEqual({ text: ["Required"] })
    expect(errorsOf(LocationsQuery, { text: " " })).toEqual({ text: ["Required"] })
  })

  it("answers hotels with name, physical address, code and coordinates", () => {
    roundTrips(LocationsResponse, {
      hotels: [{ id: 12, name: "Karoo Town Lodge Cape Town Waterfront", physical_address: "1 Dock Road", city: "Cape Town", code: "830", latitude: -33.9, longitude: 18.4 }],
    })
  })
})

describe("the hotel's one wire mapping", () => {
  it("names exactly the wire hotel's keys, in its order", () => {
    expect(Object.keys(HotelFromWire.from.fields)).toEqual(Object.keys(Hotel.fields))
  })

  it("takes the decoded wire hotel to core's and back unchanged", () => {
    const wire = Schema.decodeUnknownSync(Hotel)(hotelExample)
    const hotel = Schema.decodeSync(HotelFromWire)(wire)
    expect(hotel).toMatchObject({ physicalAddress: hotelExample.physical_address, lowestRate: hotelExample.lowest_rate, socialPlacesId: hotelExample.social_places_id })
    expect(hotel.mandatoryPaymentPeriods[0]).toEqual({ checkInDate: "2026-12-15", checkOutDate: "2027-01-05", description: wire.mandatory_payment_periods[0]!.description })
    expect(Schema.encodeSync(HotelFromWire)(hotel)).toEqual(wire)
  })
})
