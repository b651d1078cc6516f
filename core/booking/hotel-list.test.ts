import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import {
  CARD_ADDRESS_MAX_LENGTH,
  CARD_ADDRESS_MAX_LENGTH_MOBILE,
  CARD_MAX_FACILITIES,
  hotelCard,
  hotelListView,
  isListed,
} from "./hotel-list.ts"
import { BRAND_IDS, BRAND_KEYS, Hotel } from "./hotel.ts"
import { formatMoney } from "../rates/money-format.ts"
import { Temporal } from "temporal-polyfill"

const hotel = hotelDetails(7, "Courtyard Rosebank", 2, "Johannesburg", {
  physicalAddress: "The Firs, corner of Cradock and Biermann Avenue, Rosebank, Johannesburg",
  amenities: ["Wi-Fi", "Pool", "Gym", "Parking", "Restaurant", "Bar", "Spa", "Laundry", "Shuttle", "Safe"].map((name) => ({
    name,
    images: [],
  })),
  mandatoryPaymentPeriods: [{ checkInDate: "2026-12-20", checkOutDate: "2026-12-31", description: "Festive" }],
  lowestRate: 125_000,
})

const march = { checkInDate: "2026-03-10", checkOutDate: "2026-03-12" }
const options = { stay: march, rooms: 1, mobile: false }

describe("brands", () => {
  it("maps brand ids 1 city, 2 courtyard, 3 road, 4 town, both ways", () => {
    expect(BRAND_KEYS).toEqual({ 1: "city", 2: "courtyard", 3: "road", 4: "town" })
    expect(BRAND_IDS).toEqual({ city: 1, courtyard: 2, road: 3, town: 4 })
  })

  it("decodes a hotel record and rejects a lowest rate below -1 or an unknown brand", () => {
    const decode = Schema.decodeUnknownOption(Hotel)
    expect(decode(hotel)._tag).toBe("Some")
    expect(decode({ ...hotel, lowestRate: -1 })._tag).toBe("Some")
    expect(decode({ ...hotel, lowestRate: -2 })._tag).toBe("None")
    expect(decode({ ...hotel, brand: { id: 5, name: "Other" } })._tag).toBe("None")
  })
})

describe("hotel cards", () => {
  it("hides hotels with lowest rate -1 and keeps those with any other rate", () => {
    expect(isListed({ ...hotel, lowestRate: -1 })).toBe(false)
    expect(isListed({ ...hotel, lowestRate: 0 })).toBe(true)
    expect(isListed(hotel)).toBe(true)
  })

  it("shows the address to 40 characters, or 100 on mobile", () => {
    expect(CARD_ADDRESS_MAX_LENGTH).toBe(40)
    expect(CARD_ADDRESS_MAX_LENGTH_MOBILE).toBe(100)
    expect(hotelCard(hotel, options).address).toBe("The Firs, corner of Cradock and Bierman…")
    const forty = { ...hotel, physicalAddress: "y".repeat(40) }
    expect(hotelCard(forty, options).address).toBe("y".repeat(40))
    expect(hotelCard({ ...hotel, physicalAddress: "y".repeat(41) }, options).address).toBe(`${"y".repeat(39)}…`)
    expect(hotelCard(hotel, { ...options, mobile: true }).address).toBe(hotel.physicalAddress)
    const hundred = { ...hotel, physicalAddress: "x".repeat(100) }
    expect(hotelCard(hundred, { ...options, mobile: true }).address).toBe("x".repeat(100))
    const long = { ...hotel, physicalAddress: "x".repeat(101) }
    expect(hotelCard(long, { ...options, mobile: true }).address).toBe(`${"x".repeat(99)}…`)
  })

  it("shows up to 8 facilities, in the hotel's order", () => {
    expect(CARD_MAX_FACILITIES).toBe(8)
    expect(hotelCard(hotel, options).facilities).toEqual(["Wi-Fi", "Pool", "Gym", "Parking", "Restaurant", "Bar", "Spa", "Laundry"])
    expect(hotelCard({ ...hotel, amenities: hotel.amenities.slice(0, 2) }, options).facilities).toEqual(["Wi-Fi", "Pool"])
  })

  it("gives the brand key and the lowest rate as the from-price in cents", () => {
    const card = hotelCard(hotel, options)
    expect(card.brandKey).toBe("courtyard")
    expect(card.fromPrice).toBe(125_000)
    expect(card.hotel).toBe(hotel)
  })

  it("labels the from-price as a price per night with VAT, and gives the stay's total beside it (issue 29 §1)", () => {
    const card = hotelCard(hotel, options)
    expect(card.fromPriceCaption).toBe("per night, incl. VAT")
    expect(card.stayTotal).toBe("R 2,500.00 for 2 nights")
    const oneNight = hotelCard(hotel, { ...options, stay: { checkInDate: "2026-03-10", checkOutDate: "2026-03-11" } })
    expect(oneNight.stayTotal).toBe("R 1,250.00 for 1 night")
  })

  it("says the from-price is a room's when several rooms are searched", () => {
    const card = hotelCard(hotel, { ...options, rooms: 3 })
    expect(card.fromPriceCaption).toBe("per room per night, incl. VAT")
    expect(card.stayTotal).toBe("R 2,500.00 a room for 2 nights")
  })

  it("never calls a per-night price the stay's: the stay's total is the nightly price times the nights, to the cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 30 }), (cents, nights) => {
        const checkOut = Temporal.PlainDate.from("2026-03-10").add({ days: nights }).toString()
        const card = hotelCard({ ...hotel, lowestRate: cents }, { ...options, stay: { checkInDate: "2026-03-10", checkOutDate: checkOut } })
        expect(card.stayTotal).toBe(`${formatMoney(cents * nights)} for ${nights} ${nights === 1 ? "night" : "nights"}`)
      }),
    )
  })

  it("warns of payment at checkout only when a mandatory payment period overlaps the stay", () => {
    expect(hotelCard(hotel, options).warning).toBeNull()
    const festiveStay = { checkInDate: "2026-12-24", checkOutDate: "2026-12-26" }
    expect(hotelCard(hotel, { ...options, stay: festiveStay }).warning).toBe("Payment required upon checkout")
  })
})

describe("hotel list", () => {
  it("says No hotels available when every hotel is unavailable or none came back", () => {
    expect(hotelListView([], options)).toEqual({ kind: "empty", message: "No hotels available" })
    expect(hotelListView([{ ...hotel, lowestRate: -1 }], options)).toEqual({ kind: "empty", message: "No hotels available" })
  })

  it("lists the available hotels in the order given", () => {
    const second = { ...hotel, id: 8, lowestRate: 99_000 }
    const view = hotelListView([hotel, { ...hotel, id: 9, lowestRate: -1 }, second], options)
    expect(view.kind).toBe("ready")
    if (view.kind === "ready") expect(view.cards.map((card) => card.hotel.id)).toEqual([7, 8])
  })

  it("listing keeps exactly the available hotels, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 12 }), (rates) => {
        const hotels = rates.map((lowestRate, id) => ({ ...hotel, id, lowestRate }))
        const view = hotelListView(hotels, options)
        const expected = hotels.filter((h) => h.lowestRate !== -1).map((h) => h.id)
        if (expected.length === 0) expect(view.kind).toBe("empty")
        else expect(view.kind === "ready" && view.cards.map((card) => card.hotel.id)).toEqual(expected)
      }),
    )
  })
})
