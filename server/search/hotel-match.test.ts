import { describe, expect, it } from "vitest"
import { matchHotels } from "./hotel-match.ts"

const hotel = (id: number, name: string, latitude: number, longitude: number) => ({ id, name, city: name, province: "Gauteng", country: "South Africa", latitude, longitude })

describe("the hotels a search by coordinates names", () => {
  it("are those within 50 km of the point, nearest first; one just beyond is left out", () => {
    // Due north of the point, 1° of latitude is about 111.2 km: 0.448° is 49.8 km, 0.452° is 50.3 km.
    const point = { latitude: -26, longitude: 28 }
    const hotels = [
      hotel(1, "Just beyond", point.latitude + 0.452, point.longitude),
      hotel(2, "Just within", point.latitude + 0.448, point.longitude),
      hotel(3, "Close by", point.latitude - 0.1, point.longitude),
      hotel(4, "Cape Town", -33.92, 18.42),
    ]
    expect(matchHotels(hotels, { ...point, location: "" }).map((found) => found.name)).toEqual(["Close by", "Just within"])
  })
})
