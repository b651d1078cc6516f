import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type RoomOffer, SearchHotelsResponse, SearchRoomsResponse } from "../../contracts/api/search.ts"
import { BRAND_IDS, type Hotel } from "../../contracts/api/hotels.ts"
import { formatAmount } from "../../core/rates/money-format.ts"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { hotelSearchJson as hotelSearchBytes, roomSearchJson as roomSearchBytes } from "./search-wire.ts"

/** The answers' bytes read as UTF-8: equal to the expected text exactly when they are its UTF-8 encoding. */
const roomSearchJson = (offers: ReadonlyArray<RoomOffer>): string => roomSearchBytes(offers).toString("utf8")
const hotelSearchJson = (hotels: ReadonlyArray<Hotel>): string => hotelSearchBytes(hotels).toString("utf8")

const encodedRooms = (offers: ReadonlyArray<RoomOffer>) => JSON.stringify(Schema.encodeSync(SearchRoomsResponse)({ room_offers: offers }))
const encodedHotels = (hotels: ReadonlyArray<Hotel>) => JSON.stringify(Schema.encodeSync(SearchHotelsResponse)({ hotels }))

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
    { rate_plan_code: "RO", details: [detail("Room only", "1,234.50", "1,371.67")], refundable: true },
    { rate_plan_code: "BB", details: [detail("Bed and breakfast", "12,345.00", "12,345.00")], refundable: false },
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

// Arbitrary wire values: text full of what JSON must escape, amounts and days as the contract checks them.

const awkward = ['"', "\\", "/", "\n", "\r", "\t", "\b", "\f", "\u0000", "\u001f", "\u007f", "\u2028", "\u2029", "\ud800", "\udfff", "é", "—", "😀", "</script>"]
const text = fc.array(fc.oneof(fc.constantFrom(...awkward), fc.string({ unit: "binary", maxLength: 6 })), { maxLength: 5 }).map((parts) => parts.join(""))
const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(formatAmount)
const DAY_MS = 86_400_000
const day = fc.integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS }).map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10))
const image = fc.record({ url: text })
const images = fc.array(image, { maxLength: 4 })
const amenities = fc.array(fc.record({ name: text, images }), { maxLength: 4 })
const periodList = fc.array(fc.record({ check_in_date: day, check_out_date: day, description: text }), { maxLength: 3 })
const rateDetail = fc.record({
  rate_description: text,
  total_amount: amount,
  total_currency: text,
  base_currency: text,
  unit_multiplier: fc.integer({ min: 1, max: 30 }),
  effective_date: day,
  expiry_date: day,
  base_amount: amount,
})
const roomOffer: fc.Arbitrary<RoomOffer> = fc.record({
  amenities,
  images,
  rate_plan_code: text,
  room_description: text,
  room_name: text,
  room_type_code: text,
  total_amount: amount,
  total_currency: text,
  mandatory_payment_periods: periodList,
  rates: fc.array(fc.record({ rate_plan_code: text, details: fc.array(rateDetail, { maxLength: 3 }), refundable: fc.boolean() }), { maxLength: 4 }),
  applicable_number_of_guests: fc.integer(),
  hotel_code: text,
  hotel_name: text,
  number_of_units: fc.integer(),
})

/** Which other offer's arrays an offer takes (null: its own), so answers hold shared arrays as SearchService hands them out. */
const sharing = fc.record({
  amenities: fc.option(fc.nat()),
  images: fc.option(fc.nat()),
  periods: fc.option(fc.nat()),
  imagesInFirstAmenity: fc.boolean(),
})

const offerLists = fc.array(fc.tuple(roomOffer, sharing), { maxLength: 6 }).map((drawn) =>
  drawn.map(([own, share]): RoomOffer => {
    const from = (index: number | null) => (index === null ? own : drawn[index % drawn.length]![0])
    const offerImages = from(share.images).images
    const [first, ...rest] = from(share.amenities).amenities
    return {
      ...own,
      amenities: share.imagesInFirstAmenity && first !== undefined ? [{ ...first, images: offerImages }, ...rest] : from(share.amenities).amenities,
      images: offerImages,
      mandatory_payment_periods: from(share.periods).mandatory_payment_periods,
    }
  }),
)

const nullable = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null })

const hotel: fc.Arbitrary<Hotel> = fc.record({
  id: fc.integer(),
  code: text,
  name: text,
  brand: fc.record({ id: fc.constantFrom(...BRAND_IDS), name: text, slogan: nullable(text), logo: nullable(image) }),
  physical_address: text,
  city: text,
  country: text,
  province: text,
  email: text,
  phone: text,
  manager_phone: nullable(text),
  alternative_number: nullable(text),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  images,
  description: text,
  amenities,
  pdf: nullable(image),
  mandatory_payment_periods: periodList,
  lowest_rate: fc.integer({ min: -1 }),
  half_day_rate: nullable(fc.nat()),
  full_day_rate: nullable(fc.nat()),
  u_shaped_seats: nullable(fc.integer()),
  school_room_seats: nullable(fc.integer()),
  board_room_seats: nullable(fc.integer()),
  cinema_seats: nullable(fc.integer()),
  facilities_linked: fc.array(fc.integer(), { maxLength: 4 }),
  hotels_linked: fc.array(fc.integer(), { maxLength: 4 }),
  social_places_id: nullable(text),
})

const hotelLists = fc.array(hotel, { maxLength: 4 })

describe("the room search answer written as JSON text", () => {
  it("is exactly what encoding with the contract's SearchRoomsResponse writes, key order included", () => {
    for (const offers of answers) expect(roomSearchJson(offers)).toBe(encodedRooms(offers))
  })

  it("decodes with the contract back to the offers it was built from", () => {
    for (const offers of answers) {
      expect(Schema.decodeUnknownSync(SearchRoomsResponse)(JSON.parse(roomSearchJson(offers)))).toEqual({ room_offers: offers })
    }
  })

  it("is the Schema's encoding for any offers, shared arrays or not, written again from what it kept", () => {
    fc.assert(
      fc.property(offerLists, (offers) => {
        const expected = encodedRooms(offers)
        const before = structuredClone(offers)
        expect(roomSearchJson(offers)).toBe(expected)
        expect(roomSearchJson(offers)).toBe(expected)
        expect(offers).toEqual(before)
      }),
      { numRuns: scaledRuns(200) },
    )
  })

  it("writes a room type's amenities and images once, however many searches carry them", () => {
    let urlReads = 0
    const roomImages = [
      {
        get url() {
          urlReads += 1
          return "https://example.test/room.jpg"
        },
      },
    ]
    const roomType = { amenities: [{ name: "Wi-Fi", images: roomImages }], images: roomImages }
    const search = () => [{ ...offer("DBL", 2, periods), ...roomType }, { ...offer("DBL", 3, periods.slice(1)), ...roomType }]
    const first = roomSearchJson(search())
    expect(urlReads).toBe(1)
    expect(roomSearchJson(search())).toBe(first)
    expect(urlReads).toBe(1)
  })
})

const fixedHotel = (id: number, full: boolean): Hotel => ({
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

const hotelAnswers: ReadonlyArray<ReadonlyArray<Hotel>> = [[], [fixedHotel(1, true), fixedHotel(2, false)]]

describe("the hotel search answer written as JSON text", () => {
  it("is exactly what encoding with the contract's SearchHotelsResponse writes, key order included", () => {
    for (const hotels of hotelAnswers) expect(hotelSearchJson(hotels)).toBe(encodedHotels(hotels))
  })

  it("decodes with the contract back to the hotels it was built from", () => {
    for (const hotels of hotelAnswers) {
      expect(Schema.decodeUnknownSync(SearchHotelsResponse)(JSON.parse(hotelSearchJson(hotels)))).toEqual({ hotels })
    }
  })

  it("is the Schema's encoding for any hotels, written again from what it kept", () => {
    fc.assert(
      fc.property(hotelLists, (hotels) => {
        const expected = encodedHotels(hotels)
        expect(hotelSearchJson(hotels)).toBe(expected)
        expect(hotelSearchJson(hotels)).toBe(expected)
      }),
      { numRuns: scaledRuns(200) },
    )
  })
})

describe("the answers as bytes", () => {
  it("are the UTF-8 encoding of the contract's JSON text, non-ASCII text included", () => {
    const offers = answers[1]!
    expect(roomSearchBytes(offers)).toEqual(Buffer.from(encodedRooms(offers), "utf8"))
    expect(hotelSearchBytes(hotelAnswers[1]!)).toEqual(Buffer.from(encodedHotels(hotelAnswers[1]!), "utf8"))
  })

  it("leave nothing behind when writing one fails half-way", () => {
    const broken = { ...answers[1]![0]!, get room_name(): string { throw new Error("unreadable") } }
    expect(() => roomSearchBytes([answers[1]![1]!, broken])).toThrow("unreadable")
    expect(roomSearchJson(answers[1]!)).toBe(encodedRooms(answers[1]!))
  })
})

describe("fixed text kept by pairs of values", () => {
  it("keeps each pair apart when one value comes with several others (a plan code with two descriptions)", () => {
    const withPlan = (description: string, name: string): RoomOffer => {
      const base = offer("DBL", 2, periods)
      return { ...base, room_name: name, rates: base.rates.map((rate) => ({ ...rate, details: rate.details.map((each) => ({ ...each, rate_description: description })) })) }
    }
    const mixes = [
      [withPlan("Room only", "Queen"), withPlan("Room only, Sunday", "King")],
      [withPlan("Room only, Sunday", "King"), withPlan("Room only", "Queen"), withPlan("Room only, winter", "Twin")],
    ]
    for (let round = 0; round < 2; round++) for (const offers of mixes) expect(roomSearchJson(offers)).toBe(encodedRooms(offers))
  })
})
