import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "./testing/hotel-details.testing.ts"
import type { Hotel } from "../booking/hotel.ts"
import { allHotelsQuery, citiesOf, DEFAULT_MEGA_MENU_TAB, facilitiesOf, explorerHotelsQuery, explorerQueryFromParams, HotelDetails, hotelsExplorerView, hotelsOfBrand, isLocationQuery, locationHotelsQuery, MEGA_MENU_TABS, megaMenuContent, PROVINCE_OPTIONS, provinceFilters } from "./hotel-listing.ts"
import { EXPLORE_BY_CITY, VIEW_ALL_HOTELS } from "./messages.ts"

// meeting-room fields filled in, so decoding proves they are kept
const hotel = (id: number, name: string, brandId: 1 | 2 | 3 | 4, city: string): HotelDetails =>
  hotelDetails(id, name, brandId, city, { halfDayRate: 250_000, uShapedSeats: 20, boardRoomSeats: 12, facilitiesLinked: [1], socialPlacesId: "sp-1" })

const rosebank = hotel(1, "Courtyard Rosebank", 2, "Johannesburg")
const arcadia = hotel(2, "Courtyard Arcadia", 2, "Pretoria")
const waterfront = hotel(3, "Karoo City V&A Waterfront", 1, "Cape Town")
const umhlanga = hotel(4, "Karoo Town Lodge Umhlanga", 4, "Umhlanga")
const hotels = [rosebank, waterfront, arcadia, umhlanga]

describe("hotel details", () => {
  it("add the brand's slogan and logo and the meeting-room fields to a hotel", () => {
    expect(Schema.decodeUnknownSync(HotelDetails)(rosebank)).toEqual(rosebank)
    expect(Schema.decodeUnknownOption(HotelDetails)({ ...rosebank, socialPlacesId: undefined })._tag).toBe("None")
  })

  it("are a hotel for the booking rules", () => {
    const asHotel: Hotel = rosebank
    expect(asHotel.brand.id).toBe(2)
  })
})

describe("hotels query", () => {
  it("asks the explorer for 12 hotels a page with its filters", () => {
    expect(explorerHotelsQuery({ brand: "city", country: "South Africa", province: "Gauteng", city: "Johannesburg" }, 3)).toStrictEqual({
      page: 3,
      per: 12,
      brand: "city",
      country: "South Africa",
      province: "Gauteng",
      city: "Johannesburg",
    })
  })

  it("leaves blank filters out and trims the others", () => {
    expect(explorerHotelsQuery({ country: " ", province: "", city: " Durban " }, 1)).toStrictEqual({ page: 1, per: 12, city: "Durban" })
  })

  it("asks for page 1 at least, in whole pages", () => {
    expect(explorerHotelsQuery({}, 0).page).toBe(1)
    expect(explorerHotelsQuery({}, 2.9).page).toBe(2)
  })

  it("asks for page 1 of 100 hotels for dropdowns and menus", () => {
    expect(allHotelsQuery()).toStrictEqual({ page: 1, per: 100 })
    expect(allHotelsQuery({ brand: "road" })).toStrictEqual({ page: 1, per: 100, brand: "road" })
  })

  it("asks for a location with page 1", () => {
    expect(locationHotelsQuery(" Umhlanga ")).toStrictEqual({ location: "Umhlanga", page: 1, per: 100 })
    expect(isLocationQuery(locationHotelsQuery("Umhlanga"))).toBe(true)
    expect(isLocationQuery(allHotelsQuery())).toBe(false)
  })

  it("reads the explorer's filters and page from its URL", () => {
    expect(explorerQueryFromParams({ brand: "town", country: "South Africa", province: "Gauteng", city: "Pretoria", page: "2" })).toStrictEqual({
      page: 2,
      per: 12,
      brand: "town",
      country: "South Africa",
      province: "Gauteng",
      city: "Pretoria",
    })
    expect(explorerQueryFromParams({ brand: "hilton", city: "", page: "x" })).toStrictEqual({ page: 1, per: 12 })
    expect(explorerQueryFromParams({})).toStrictEqual({ page: 1, per: 12 })
  })
})

describe("province filter", () => {
  it("offers the spec's provinces, 'Nothern Cape' as the product spells it, then Mozambique (Maputo), Botswana and Namibia", () => {
    expect(PROVINCE_OPTIONS.map((option) => option.label)).toEqual([
      "Limpopo",
      "Mpumalanga",
      "Gauteng",
      "North West",
      "Nothern Cape",
      "Free State",
      "Kwazulu-Natal",
      "Eastern Cape",
      "Western Cape",
      "Mozambique (Maputo)",
      "Botswana",
      "Namibia",
    ])
  })

  it("filters South African provinces by country and province, and the neighbours by country", () => {
    const byLabel = (label: string) => provinceFilters(PROVINCE_OPTIONS.find((option) => option.label === label)!)
    expect(byLabel("Gauteng")).toStrictEqual({ country: "South Africa", province: "Gauteng" })
    expect(byLabel("Nothern Cape")).toStrictEqual({ country: "South Africa", province: "Northern Cape" })
    expect(byLabel("Mozambique (Maputo)")).toStrictEqual({ country: "Mozambique", province: "Maputo" })
    expect(byLabel("Botswana")).toStrictEqual({ country: "Botswana" })
    expect(byLabel("Namibia")).toStrictEqual({ country: "Namibia" })
  })
})

describe("hotels mega-menu", () => {
  it("has the brand tabs courtyard, city, town, road, then Explore by City, courtyard selected", () => {
    expect(MEGA_MENU_TABS).toEqual(["courtyard", "city", "town", "road", "Explore by City"])
    expect(EXPLORE_BY_CITY).toBe("Explore by City")
    expect(DEFAULT_MEGA_MENU_TAB).toBe("courtyard")
    expect(VIEW_ALL_HOTELS).toBe("View All Hotels")
  })

  it("lists a brand's hotels by name", () => {
    expect(megaMenuContent(hotels)).toEqual({ kind: "hotels", brand: "courtyard", hotels: [arcadia, rosebank] })
    expect(megaMenuContent(hotels, "city")).toEqual({ kind: "hotels", brand: "city", hotels: [waterfront] })
    expect(hotelsOfBrand(hotels, "road")).toEqual([])
  })

  it("lists the distinct cities of all hotels, sorted, under Explore by City", () => {
    expect(megaMenuContent([...hotels, hotel(5, "Karoo City Sandton", 1, "Johannesburg")], EXPLORE_BY_CITY)).toEqual({
      kind: "cities",
      cities: ["Cape Town", "Johannesburg", "Pretoria", "Umhlanga"],
    })
  })

  it("counts a city once whatever its case or surrounding blanks, and drops blank cities", () => {
    expect(citiesOf([{ city: "Durban " }, { city: "durban" }, { city: " " }, { city: "Ballito" }])).toEqual(["Ballito", "Durban"])
  })

  it("the cities are sorted, distinct, and name every hotel's city", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ city: fc.string({ maxLength: 6 }) }), { maxLength: 20 }), (given) => {
        const cities = citiesOf(given)
        const keys = cities.map((city) => city.toLowerCase())
        expect(new Set(keys).size).toBe(cities.length)
        for (let index = 1; index < cities.length; index++)
          expect(cities[index - 1]!.localeCompare(cities[index]!, "en")).toBeLessThanOrEqual(0)
        for (const { city } of given) if (city.trim() !== "") expect(keys).toContain(city.trim().toLowerCase())
        expect(cities.every((city) => city === city.trim() && city !== "")).toBe(true)
      }),
    )
  })
})

describe("hotels explorer view", () => {
  it("shows 'No hotels available' when the page has none", () => {
    expect(hotelsExplorerView({ hotels: [], totalPages: 0 }, 1)).toEqual({ kind: "empty", message: "No hotels available" })
  })

  it("shows the hotels with the pagination bar", () => {
    expect(hotelsExplorerView({ hotels: [rosebank], totalPages: 5 }, 3)).toEqual({ kind: "ready", hotels: [rosebank], pages: [1, 2, 3, 4, "gap"] })
  })
})

describe("the explorer's facility filter", () => {
  const withAmenities = (...names: ReadonlyArray<string>) => ({ amenities: names.map((name) => ({ name, images: [] })) })

  it("lists every hotel's facilities once, ignoring case and blanks around them (the first spelling met is kept), in alphabetical order", () => {
    expect(facilitiesOf([withAmenities(" Spa ", "pool", ""), withAmenities("Pool", "SPA", "  ", "Gym"), withAmenities()])).toStrictEqual(["Gym", "pool", "Spa"])
    expect(facilitiesOf([])).toStrictEqual([])
  })
})
