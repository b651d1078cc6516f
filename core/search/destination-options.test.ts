import { describe, expect, it } from "vitest"
import type { LocationMatch } from "../content/hotel-listing.ts"
import { destinationLabel, destinationListState, destinationOptions, POPULAR_CITY_DESTINATIONS } from "./destination-options.ts"

const match = (id: number, name: string, city: string, latitude: number, longitude: number): LocationMatch => ({
  id,
  name,
  city,
  code: String(100 + id),
  physicalAddress: `${id} Main Road, ${city}`,
  latitude,
  longitude,
})

const seaPoint = match(1, "Karoo Courtyard Sea Point", "Cape Town", -33.914, 18.387)
const airport = match(2, "Karoo Road Lodge Cape Town Airport", "Cape Town", -33.961, 18.585)
const stellenbosch1 = match(3, "Karoo Town Lodge Stellenbosch", "Stellenbosch", -33.93, 18.86)
const stellenbosch2 = match(4, "Karoo City Stellenbosch", "Stellenbosch", -33.94, 18.88)

describe("destination search options", () => {
  it("offers the six popular cities, in the spec's order, as places with coordinates", () => {
    expect(POPULAR_CITY_DESTINATIONS.map((city) => city.name)).toEqual(["Johannesburg", "Cape Town", "Waterfall", "Umhlanga", "Pretoria", "Gqeberha"])
    for (const city of POPULAR_CITY_DESTINATIONS) {
      expect(city.category).toBe("location")
      expect(Number.isFinite(city.latitude) && Number.isFinite(city.longitude)).toBe(true)
    }
  })

  it("offers the matching hotels as hotels, best first, and each of their cities once as a place", () => {
    const options = destinationOptions([seaPoint, stellenbosch1, airport, stellenbosch2])
    expect(options.hotels.map((hotel) => hotel.destination)).toEqual([
      { category: "hotel", hotelId: 1, hotelCode: "101", name: "Karoo Courtyard Sea Point" },
      { category: "hotel", hotelId: 3, hotelCode: "103", name: "Karoo Town Lodge Stellenbosch" },
      { category: "hotel", hotelId: 2, hotelCode: "102", name: "Karoo Road Lodge Cape Town Airport" },
      { category: "hotel", hotelId: 4, hotelCode: "104", name: "Karoo City Stellenbosch" },
    ])
    expect(options.hotels[0]?.address).toBe("1 Main Road, Cape Town")
    expect(options.places.map((place) => place.name)).toEqual(["Cape Town", "Stellenbosch"])
    expect(options.places.map((place) => place.category)).toEqual(["location", "location"])
  })

  it("puts a popular city at its centre, and another city in the middle of its hotels", () => {
    const [capeTown, stellenbosch] = destinationOptions([seaPoint, stellenbosch1, stellenbosch2]).places
    expect(capeTown).toMatchObject({ latitude: -33.9249, longitude: 18.4241 })
    expect(stellenbosch?.latitude).toBeCloseTo(-33.935)
    expect(stellenbosch?.longitude).toBeCloseTo(18.87)
  })

  it("shows the popular cities before anything is typed, then the answer, or No results", () => {
    expect(destinationListState("  ", [])).toEqual({ kind: "popular", cities: POPULAR_CITY_DESTINATIONS })
    expect(destinationListState("Cape", "loading")).toEqual({ kind: "loading" })
    expect(destinationListState("Cape", [seaPoint])).toMatchObject({ kind: "ready" })
    expect(destinationListState("Nowhere", [])).toEqual({ kind: "empty", message: "No results" })
  })

  it("shows a chosen destination by its name, and nothing before one is chosen", () => {
    expect(destinationLabel(null)).toBe("")
    expect(destinationLabel(POPULAR_CITY_DESTINATIONS[0] ?? null)).toBe("Johannesburg")
  })
})
