import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { type RoomOffer, SearchHotelsResponse, SearchRoomsResponse } from "../../../contracts/api/bookings.ts"
import type { Hotel } from "../../../contracts/api/hotels.ts"
import { hotelSearchWire, roomSearchWire } from "./search-wire.ts"

const periods: RoomOffer["mandatory_payment_periods"] = [
  { check_in_date: "2030-03-06", check_out_date: "2030-03-10", description: "Conference week: payment in full when booking." },
  { check_in_date: "2030-12-20", check_out_date: "2031-01-05", description: "Festive season." },
]

const detail = (plan: string, total: string, base: string) => ({
  rate_description: plan,
  total_amount: total,
  total_currency: "ZAR",
  base_currency: "ZAR",
  unit_multiplier: 3,
  effective_date: "2030-03-05",
  expiry_date: "2030-03-08",
  base_amount: base,
})

const offer = (code: string, guests: number, offerPeriods: RoomOffer["mandatory_payment_periods"]): RoomOffer => ({
  amenities: [
    { name: "Wi-Fi", images: [{ url: "https://example.test/wifi.png" }] },
    { name: "Safe", images: [] },
  ],
  images: [{ url: `https://example.test/${code}-1.jpg` }, { url: `https://example.test/${code}-2.jpg` }],
  rate_plan_code: "RO",
  room_description: "A room with a \"view\" — and Unicode.",
  room_name: `Room ${code}`,
  room_type_code: code,
  total_amount: "1,234.50",
  total_currency: "ZAR",
  mandatory_payment_periods: offerPeriods,
  rates: [
    { rate_plan_code: "RO", details: [detail("Room only", "1,234.50", "1,371.67")] },
    { rate_plan_code: "BB", details: [detail("Bed and breakfast", "12,345.00", "12,345.00")] },
  ],
  applicable_number_of_guests: guests,
  hotel_code: "801",
  hotel_name: "Karoo City Sandton",
  number_of_units: 4,
})

const answers: ReadonlyArray<ReadonlyArray<RoomOffer>> = [
  [],
  [offer("DBL", 2, periods), offer("TWN", 2, periods), offer("FAM", 3, []), offer("STE", 1, periods.slice(1))],
]

describe("the room search answer built directly", () => {
  it("is exactly what encoding with the contract's SearchRoomsResponse writes, key order included", () => {
    for (const offers of answers) {
      const value = { room_offers: offers }
      expect(JSON.stringify(roomSearchWire(offers))).toBe(JSON.stringify(Schema.encodeSync(SearchRoomsResponse)(value)))
    }
  })

  it("decodes with the contract back to the offers it was built from", () => {
    for (const offers of answers) {
      expect(Schema.decodeUnknownSync(SearchRoomsResponse)(JSON.parse(JSON.stringify(roomSearchWire(offers))))).toEqual({ room_offers: offers })
    }
  })
})

const hotel = (id: number, full: boolean): Hotel => ({
  id,
  code: String(800 + id),
  name: `Karoo Hotel ${id}`,
  brand: full
    ? { id: 1, name: "City", slogan: "Everything you need", logo: { url: "https://example.test/city.png" } }
    : { id: 3, name: "Karoo Road Lodge", slogan: null, logo: null },
  physical_address: "1 Main Road",
  city: "Sandton",
  country: "South Africa",
  province: "Gauteng",
  email: "hotel@example.test",
  phone: "+27110000000",
  manager_phone: full ? "+27110000001" : null,
  alternative_number: full ? "+27110000002" : null,
  latitude: -26.1076,
  longitude: 28.0567,
  images: [{ url: "https://example.test/hotel.jpg" }],
  description: "A hotel.",
  amenities: [{ name: "Pool", images: [{ url: "https://example.test/pool.jpg" }] }],
  pdf: full ? { url: "https://example.test/hotel.pdf" } : null,
  mandatory_payment_periods: full ? periods : [],
  lowest_rate: full ? 123_450 : -1,
  half_day_rate: full ? 50_000 : null,
  full_day_rate: full ? 90_000 : null,
  u_shaped_seats: full ? 20 : null,
  school_room_seats: full ? 30 : null,
  board_room_seats: full ? 12 : null,
  cinema_seats: full ? 60 : null,
  facilities_linked: full ? [1, 2] : [],
  hotels_linked: full ? [3] : [],
  social_places_id: full ? "sp-1" : null,
})

const hotelAnswers: ReadonlyArray<ReadonlyArray<Hotel>> = [[], [hotel(1, true), hotel(2, false)]]

describe("the hotel search answer built directly", () => {
  it("is exactly what encoding with the contract's SearchHotelsResponse writes, key order included", () => {
    for (const hotels of hotelAnswers) {
      expect(JSON.stringify(hotelSearchWire(hotels))).toBe(JSON.stringify(Schema.encodeSync(SearchHotelsResponse)({ hotels })))
    }
  })

  it("decodes with the contract back to the hotels it was built from", () => {
    for (const hotels of hotelAnswers) {
      expect(Schema.decodeUnknownSync(SearchHotelsResponse)(JSON.parse(JSON.stringify(hotelSearchWire(hotels))))).toEqual({ hotels })
    }
  })
})
