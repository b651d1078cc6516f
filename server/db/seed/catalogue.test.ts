import { describe, expect, it } from "vitest"
import { calendarDays, inventoryRows } from "./calendar.ts"
import { buildCatalogue } from "./catalogue.ts"
import { HOTELS } from "./hotels.ts"
import { PLACES } from "./places.ts"
import { seededRandom } from "./random.ts"

const START = "2030-03-04"
const build = (hotels?: number | ReadonlyArray<string>, seed = 1) => buildCatalogue({ random: seededRandom(seed), startDate: START, days: 30, hotels })
const inventoryOf = (catalogue: ReturnType<typeof build>, seed = 1) => inventoryRows(seededRandom(seed), catalogue.calendarRooms, calendarDays(START, 30), true)

describe("the seed catalogue", () => {
  it("is the same every time for the same options", () => {
    const first = build()
    const second = build()
    expect(second).toEqual(first)
    expect(inventoryOf(second)).toEqual(inventoryOf(first))
  })

  it("is another world, just as complete, under another seed", () => {
    const other = build(undefined, 2)
    expect(inventoryOf(other, 2)).not.toEqual(inventoryOf(build()))
    expect(other.hotels).toHaveLength(58)
  })

  it("writes the same rows for a hotel whether it seeds that hotel alone or the whole group", () => {
    const whole = build()
    const part = build(["830", "845"])
    const ids = new Set(part.hotels.map((hotel) => hotel.id))
    const withoutSisters = <T extends { hotelsLinked?: unknown }>({ hotelsLinked: _, ...rest }: T) => rest
    expect(part.hotels.map(withoutSisters)).toEqual(whole.hotels.filter((hotel) => ids.has(hotel.id!)).map(withoutSisters))
    expect(part.roomTypes).toEqual(whole.roomTypes.filter((room) => ids.has(room.hotelId)))
    expect(part.ratePlans).toEqual(whole.ratePlans.filter((plan) => ids.has(plan.hotelId)))
    const roomTypeIds = new Set(part.roomTypes.map((room) => room.id))
    expect(inventoryOf(part)).toEqual(inventoryOf(whole).filter((row) => roomTypeIds.has(row.roomTypeId)))
  })

  it("numbers hotels by their place in the list: hotel 830 is the 30th and keeps its id in any selection", () => {
    expect(build(["830"]).hotels[0]).toMatchObject({ id: 30, code: "830" })
    expect(build(3).hotels.map((hotel) => hotel.code)).toEqual(["801", "802", "803"])
    expect(() => build(["999"])).toThrow(/999/)
  })

  it("names hotels under the fictional Karoo Hotels group, by brand and place", () => {
    const names = build().hotels.map((hotel) => hotel.name)
    expect(names).toContain("Karoo City Sandton")
    expect(names).toContain("Karoo Courtyard Rosebank")
    expect(names).toContain("Karoo Road Lodge Durban Central")
    expect(names).toContain("Karoo Town Lodge George")
    expect(names.every((name) => /^Karoo (City|Courtyard|Road Lodge|Town Lodge) /.test(name))).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  })

  it("gives every hotel contact details, content and images of its own", () => {
    for (const hotel of build().hotels) {
      expect(hotel.phone).toMatch(/^\+(27|267|264|258) [\d ]+$/)
      expect(hotel.email).toMatch(/^[a-z0-9.-]+@karoohotels\.example$/)
      expect(hotel.images).toEqual([1, 2, 3, 4].map((n) => `/images/hotels/${hotel.code}/${n}.svg`))
      expect(hotel.amenities!.length).toBeGreaterThanOrEqual(5)
      expect(hotel.description!.length).toBeGreaterThan(80)
    }
  })

  it("uses the provinces of the hotel filters (spec A §9) and places each hotel inside its country", () => {
    const provinces = new Set(build().hotels.filter((hotel) => hotel.country === "South Africa").map((hotel) => hotel.province))
    const filterProvinces = ["Limpopo", "Mpumalanga", "Gauteng", "North West", "Northern Cape", "Free State", "Kwazulu-Natal", "Eastern Cape", "Western Cape"]
    expect([...provinces].every((province) => filterProvinces.includes(province))).toBe(true)
    for (const entry of HOTELS) {
      const [minLatitude, maxLatitude, minLongitude, maxLongitude] =
        PLACES[entry.city].country === "South Africa" ? [-35, -22, 16, 33] : [-27, -17, 11, 41]
      expect(entry.latitude).toBeGreaterThan(minLatitude)
      expect(entry.latitude).toBeLessThan(maxLatitude)
      expect(entry.longitude).toBeGreaterThan(minLongitude)
      expect(entry.longitude).toBeLessThan(maxLongitude)
    }
  })

  it("includes the cities of the issue and the neighbouring capitals", () => {
    const cities = new Set(build().hotels.map((hotel) => hotel.city))
    for (const city of ["Johannesburg", "Sandton", "Rosebank", "Cape Town", "V&A Waterfront", "Durban", "Umhlanga", "Pretoria", "Waterfall", "Gqeberha",
      "Bloemfontein", "East London", "George", "Polokwane", "Mbombela", "Rustenburg", "Richards Bay", "Pietermaritzburg", "Kimberley", "Stellenbosch",
      "Gaborone", "Windhoek", "Maputo"]) {
      expect(cities.has(city), city).toBe(true)
    }
  })
})
