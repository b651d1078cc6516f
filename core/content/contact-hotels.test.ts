import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { findContactHotels, shownContactHotels } from "./contact-hotels.ts"
import { NO_CONTACT_HOTEL } from "./messages.ts"
import { hotelDetails } from "./testing/hotel-details.testing.ts"

const hotels = [
  hotelDetails(1, "Karoo City Sandton", 1, "Sandton"),
  hotelDetails(2, "Karoo Courtyard Rosebank", 2, "Johannesburg", { province: "Gauteng" }),
  hotelDetails(3, "Karoo Road Umhlanga", 3, "Umhlanga", { province: "KwaZulu-Natal" }),
  hotelDetails(4, "Karoo Town George", 4, "George", { province: "Western Cape", physicalAddress: "12 York Street, George" }),
]
const names = (found: ReadonlyArray<{ readonly name: string }>) => found.map((hotel) => hotel.name)

describe("finding a hotel's contact details", () => {
  it("keeps every hotel for blank text", () => {
    expect(findContactHotels(hotels, "")).toEqual(hotels)
    expect(findContactHotels(hotels, "   ")).toEqual(hotels)
  })

  it("matches the name, city, province or address, ignoring case, accents and blanks around the text", () => {
    expect(names(findContactHotels(hotels, "sandton"))).toEqual(["Karoo City Sandton"])
    expect(names(findContactHotels(hotels, " johannesburg "))).toEqual(["Karoo Courtyard Rosebank"])
    expect(names(findContactHotels(hotels, "kwazulu"))).toEqual(["Karoo Road Umhlanga"])
    expect(names(findContactHotels(hotels, "york street"))).toEqual(["Karoo Town George"])
    expect(names(findContactHotels(hotels, "Úmhlanga"))).toEqual(["Karoo Road Umhlanga"])
  })

  it("keeps the hotels' order, and only hotels that hold the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (text) => {
        const found = findContactHotels(hotels, text)
        expect(hotels.filter((hotel) => found.includes(hotel))).toEqual(found)
        if (text.trim() === "") expect(found).toEqual(hotels)
      }),
    )
  })

  it("says how many are shown, or that none matches", () => {
    expect(shownContactHotels(4, 4, "")).toBe("4 hotels")
    expect(shownContactHotels(1, 4, "sandton")).toBe("1 of 4 hotels")
    expect(shownContactHotels(0, 4, "durban")).toBe(NO_CONTACT_HOTEL)
  })

  it("counts one hotel as one, and blank text as no search", () => {
    expect(shownContactHotels(1, 1, "")).toBe("1 hotel")
    expect(shownContactHotels(1, 1, "sandton")).toBe("1 of 1 hotel")
    expect(shownContactHotels(4, 4, "   ")).toBe("4 hotels")
  })
})
