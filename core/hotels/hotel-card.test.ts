import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { explorerHotelCard } from "./hotel-card.ts"
import { loadHotelChoices } from "./load-hotels.ts"

const facility = (name: string) => ({ name, images: [] })

describe("a hotel's card in the explorer", () => {
  it("names its place by city and province, leaving out a part that is blank", () => {
    const rosebank = hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg")
    expect(explorerHotelCard(rosebank).place).toBe("Johannesburg, Gauteng")
    expect(explorerHotelCard({ ...rosebank, province: "  " }).place).toBe("Johannesburg")
    expect(explorerHotelCard({ ...rosebank, city: "", province: "Gauteng" }).place).toBe("Gauteng")
  })

  it("shows the first image, or none for a hotel without images", () => {
    const rosebank = hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg", { images: [{ url: "/a.webp" }, { url: "/b.webp" }] })
    expect(explorerHotelCard(rosebank).image).toBe("/a.webp")
    expect(explorerHotelCard({ ...rosebank, images: [] }).image).toBeNull()
  })

  it("shows up to 8 facilities by name (spec B §2, §9), with its page, brand and View Hotel label", () => {
    const names = ["Pool", "Gym", "Spa", "Wi-Fi", "Parking", "Restaurant", "Bar", "Laundry", "Shuttle"]
    const card = explorerHotelCard(hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg", { amenities: names.map(facility) }))
    expect(card).toMatchObject({
      facilities: names.slice(0, 8),
      brandKey: "courtyard",
      href: "/our-hotels/courtyard/7",
      viewLabel: "View Hotel: Karoo Courtyard Rosebank",
    })
  })
})

describe("the explorer's filter choices", () => {
  it("are no cities and no facilities when the hotels cannot be read", async () => {
    const content = makeContentApiMemory({ hotels: [hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg", { amenities: [facility("Pool")] })] })
    const read = await Effect.runPromise(loadHotelChoices({ page: 1, per: 100 }).pipe(Effect.provide(content.layer)))
    content.failNext("hotels", new HttpError({ status: 500, message: "Request failed with status code 500" }))
    const failed = await Effect.runPromise(loadHotelChoices({ page: 1, per: 100 }).pipe(Effect.provide(content.layer)))
    expect(read).toEqual({ cities: ["Johannesburg"], facilities: ["Pool"] })
    expect(failed).toEqual({ cities: [], facilities: [] })
  })
})
