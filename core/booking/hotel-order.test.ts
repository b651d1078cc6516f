import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { distanceKm, HOTEL_ORDERS, orderHotels } from "./hotel-order.ts"

const hotelAt = (id: number, lowestRate: number, latitude: number, longitude: number) =>
  hotelDetails(id, `Hotel ${id}`, 1, "Cape Town", { lowestRate, latitude, longitude })

const capeTown = { latitude: -33.9249, longitude: 18.4241 }
const johannesburg = { latitude: -26.2041, longitude: 28.0473 }

// Great-circle distances are symmetric and never negative; 1 km slack covers float rounding between implementations.
describe("distance between two points", () => {
  it("is about 1,260 km from Cape Town to Johannesburg", () => {
    expect(distanceKm(capeTown, johannesburg)).toBeGreaterThan(1_250)
    expect(distanceKm(capeTown, johannesburg)).toBeLessThan(1_275)
  })

  it("is zero from a point to itself and the same both ways", () => {
    const point = fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) })
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 6)
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0)
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6)
      }),
    )
  })
})

describe("hotel list order", () => {
  const near = hotelAt(1, 300_000, -33.92, 18.42)
  const middle = hotelAt(2, 100_000, -33.0, 18.9)
  const far = hotelAt(3, 200_000, johannesburg.latitude, johannesburg.longitude)
  const hotels = [far, near, middle]

  it("offers the server's order, price and distance", () => {
    expect(HOTEL_ORDERS).toEqual(["recommended", "price", "distance"])
  })

  it("keeps the server's order when recommended", () => {
    expect(orderHotels(hotels, "recommended", capeTown)).toEqual(hotels)
  })

  it("sorts by from-price, cheapest first", () => {
    expect(orderHotels(hotels, "price", capeTown).map((hotel) => hotel.id)).toEqual([2, 3, 1])
  })

  it("sorts by distance from the searched place, nearest first", () => {
    expect(orderHotels(hotels, "distance", capeTown).map((hotel) => hotel.id)).toEqual([1, 2, 3])
  })

  it("keeps the server's order by distance when the search has no place", () => {
    expect(orderHotels(hotels, "distance", null)).toEqual(hotels)
  })

  it("sorting by price gives a permutation whose prices never decrease", () => {
    const arbitraryHotel = fc
      .record({ id: fc.nat(), rate: fc.integer({ min: -1, max: 1_000_000 }) })
      .map(({ id, rate }) => hotelAt(id, rate, 0, 0))
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryHotel, { selector: (hotel) => hotel.id }), (list) => {
        const sorted = orderHotels(list, "price", null)
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...list].sort((a, b) => a.id - b.id))
        sorted.slice(1).forEach((hotel, index) => expect(hotel.lowestRate).toBeGreaterThanOrEqual(sorted[index]!.lowestRate))
      }),
    )
  })
})
