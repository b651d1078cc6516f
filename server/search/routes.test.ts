import { and, asc, eq, gte, inArray, lt } from "drizzle-orm"
import { Duration, Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { MAX_STAY_NIGHTS } from "../../contracts/api/search.ts"
import {
  CANNOT_BE_IN_THE_PAST,
  HOTEL_NOT_FOUND,
  MALFORMED_JSON,
  UNSUPPORTED_CHARSET,
  UNSUPPORTED_MEDIA_TYPE,
  VALIDATION_FAILED,
} from "../../contracts/api/errors.ts"
import {
  AT_LEAST_ONE_ADULT_REQUIRED,
  CHECK_OUT_AFTER_CHECK_IN,
  CLUB_CARD_LENGTH,
  COORDINATES_GO_TOGETHER,
  HOTEL_REQUIRED,
  NEED_TO_SELECT_A_ROOM,
  STAY_TOO_LONG,
  THIS_FIELD_IS_REQUIRED,
} from "../../contracts/api/messages.ts"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { dailyInventory, hotels, mandatoryPaymentPeriods, ratePlans, roomTypes } from "../db/schema.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger, silentLogs } from "../testing/logs.ts"
import { deepFreeze } from "../testing/deep-freeze.ts"
import { stayNights } from "../inventory/availability.ts"
import { Db } from "../db/Db.ts"
import { InventoryMirror } from "../inventory/InventoryMirror.ts"
import { mirrorFollowedDatabase } from "../inventory/testing/mirror-follow.ts"
import { CLUB_CARD_DISCOUNT_PERCENT } from "../../core/rates/club-card-discount.ts"
import { perNightCents, priceStay } from "../rates/pricing.ts"
import { CATALOGUE_TTL, SearchService } from "./SearchService.ts"
import { type HttpRuntime, makeHttpRuntime } from "../http/runtime.ts"
import { makeSearchRoutes, SEARCH_ROUTES_PATH } from "./routes.ts"
import { fastRoomSearch } from "./room-search-fast-path.ts"

/** 08:00 on the hotels' clock on the first seeded day (a Monday): "today" for every test here. */
const NOW = Date.parse(`${TEST_START_DATE}T08:00:00+02:00`)
const CHECK_IN = "2030-03-05"
const CHECK_OUT = "2030-03-08"
const NIGHTS = 3
/** The seeded calendar: 10 nights from TEST_START_DATE (2030-03-04 .. 2030-03-13). */
const SEEDED_DAYS = 10

// City Sandton, City Cape Town, Courtyard Sandton, Karoo Road Lodge Rivonia (Sandton).
const CITY_SANDTON = "801"
const CITY_CAPE_TOWN = "803"
const COURTYARD_SANDTON = "815"
const ROAD_RIVONIA = "829"
// City Gaborone (Botswana) and City Maputo (Mozambique): the ClubCard promotion runs in the first, not the second.
const CITY_GABORONE = "812"
const CITY_MAPUTO = "814"
/** A ClubCard number with a correct EAN-13 check digit, and the same with a wrong one. */
const CLUB_CARD = "6009123456781"
const NOT_A_CLUB_CARD = "6009123456789"

let database: TestDatabase
let http: HttpRuntime<SearchService | InventoryMirror | TestClock.TestClock>
let app: ReturnType<typeof makeApp>

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: SEEDED_DAYS, hotels: [CITY_SANDTON, CITY_CAPE_TOWN, COURTYARD_SANDTON, ROAD_RIVONIA, CITY_GABORONE, CITY_MAPUTO] } })
  const mirror = InventoryMirror.layer.pipe(Layer.provide(Db.layer(database)))
  // What every search shares is frozen here, so a change to it throws (production shares it as is).
  const search = SearchService.make({ seal: deepFreeze })
  http = makeHttpRuntime(Layer.mergeAll(search.pipe(Layer.provideMerge(mirror), Layer.provide(Db.layer(database))), TestClock.layer()), { logger: silentLogs })
  await http.runtime.runPromise(TestClock.setTime(NOW))
  app = makeApp({
    config: testConfig(),
    log: silentLogger,
    checkDatabase: async () => undefined,
    api: [{ path: SEARCH_ROUTES_PATH, routes: makeSearchRoutes(http) }],
    distDir: "/nonexistent",
  })
})
afterAll(async () => {
  await http?.dispose()
  await database?.close()
})
afterEach(async () => {
  // The seed leaves every room free (no occupancy): put back what a test sold or added.
  await database.db.update(dailyInventory).set({ available: dailyInventory.total })
  await database.db.delete(mandatoryPaymentPeriods)
  await inventoryFollowed()
})

/** Waits until the search's in-memory inventory has the changes a test made in the database (InventoryMirror). */
const inventoryFollowed = () => mirrorFollowedDatabase((effect) => http.runtime.runPromise(effect), database)

const post = async (path: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) => {
  const response = await app.request(`${SEARCH_ROUTES_PATH}${path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

interface WireRate {
  rate_plan_code: string
  refundable: boolean
  details: Array<{ rate_description: string; total_amount: string; base_amount: string; unit_multiplier: number; effective_date: string; expiry_date: string; total_currency: string; base_currency: string }>
}
interface WireOffer {
  room_type_code: string
  rate_plan_code: string
  total_amount: string
  number_of_units: number
  applicable_number_of_guests: number
  hotel_code: string
  hotel_name: string
  room_name: string
  mandatory_payment_periods: Array<unknown>
  rates: Array<WireRate>
}
interface WireHotel {
  code: string
  name: string
  lowest_rate: number
  mandatory_payment_periods: Array<unknown>
}

const searchRooms = async (fields: Record<string, unknown> = {}) => {
  const answer = await post("/rooms", {
    rooms: { hotel_code: CITY_SANDTON, start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 2, kids: 0 }], ...fields },
  })
  expect(answer.status).toBe(200)
  return answer.body["room_offers"] as Array<WireOffer>
}

const searchHotels = async (fields: Record<string, unknown> = {}) => {
  const answer = await post("/hotels", { rooms: { start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 1, kids: 0 }], location: "Sandton", ...fields } })
  expect(answer.status).toBe(200)
  return answer.body["hotels"] as Array<WireHotel>
}

const hotelByCode = async (code: string) => (await database.db.select().from(hotels).where(eq(hotels.code, code)))[0]!

const roomTypesOf = async (code: string) => {
  const hotel = await hotelByCode(code)
  return database.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel.id)).orderBy(asc(roomTypes.id))
}

const plansOf = async (code: string) => {
  const hotel = await hotelByCode(code)
  return database.db.select().from(ratePlans).where(eq(ratePlans.hotelId, hotel.id)).orderBy(asc(ratePlans.id))
}

const nightsOf = async (roomTypeId: number, checkIn = CHECK_IN, checkOut = CHECK_OUT) =>
  (
    await database.db
      .select()
      .from(dailyInventory)
      .where(and(eq(dailyInventory.roomTypeId, roomTypeId), gte(dailyInventory.day, checkIn), lt(dailyInventory.day, checkOut)))
      .orderBy(asc(dailyInventory.day))
  ).map((row) => ({ day: row.day, basePriceCents: row.basePriceCents }))

const sellOut = async (roomTypeIds: ReadonlyArray<number>, day: string, available = 0) => {
  await database.db
    .update(dailyInventory)
    .set({ available })
    .where(and(inArray(dailyInventory.roomTypeId, [...roomTypeIds]), eq(dailyInventory.day, day)))
  await inventoryFollowed()
}

const noon = (day: string) => `${day}T12:00:00+02:00`

/** Lets the catalogue the search keeps expire (CATALOGUE_TTL), on the same day. */
const catalogueExpires = () => http.runtime.runPromise(TestClock.adjust(Duration.sum(Duration.fromInputUnsafe(CATALOGUE_TTL), Duration.seconds(1))))

describe("what every search shares", () => {
  it("is frozen in these tests: the catalogue's arrays a room search and a hotel search hand out refuse changes", async () => {
    const search = fastRoomSearch({ rooms: { hotel_code: CITY_SANDTON, start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 2, kids: 0 }] } })!.rooms
    const [offer] = await http.runtime.runPromise(SearchService.use((service) => service.searchRooms(search)))
    const [hotel] = await http.runtime.runPromise(SearchService.use((service) => service.searchHotels({ ...search, location: "Sandton", latitude: null, longitude: null })))
    const shared = [offer!.images, offer!.amenities, offer!.amenities[0]?.images ?? [], hotel!.images, hotel!.amenities]
    expect(shared.map((value) => Object.isFrozen(value))).toEqual(shared.map(() => true))
    expect(() => (offer!.images as Array<{ url: string }>).push({ url: "https://example.test/changed.jpg" })).toThrow(TypeError)
  })
})

describe("POST /api/web/bookings/rooms", () => {
  it("offers every room type the guests fit, with every standard rate priced by pricing.ts", async () => {
    const types = await roomTypesOf(CITY_SANDTON)
    const plans = (await plansOf(CITY_SANDTON)).filter((plan) => plan.kind !== "promo")
    const offers = await searchRooms()
    expect(offers.map((offer) => offer.room_type_code)).toEqual(types.filter((type) => type.maxAdults >= 2).map((type) => type.code))
    for (const offer of offers) {
      const type = types.find((each) => each.code === offer.room_type_code)!
      const nights = await nightsOf(type.id)
      const expected = plans
        .map((plan) => ({ plan, price: priceStay({ nights, checkIn: CHECK_IN, checkOut: CHECK_OUT, ratePlan: plan, guests: { adults: 2, kids: 0 }, clubCard: false }) }))
        .sort((a, b) => a.price.totalCents - b.price.totalCents)
      expect(offer.rates.map((rate) => rate.rate_plan_code)).toEqual(expected.map((each) => each.plan.code))
      expect(offer.rates.map((rate) => rate.details)).toEqual(
        expected.map(({ plan, price }) => [
          {
            rate_description: plan.name,
            total_amount: price.details[0]!.total_amount,
            total_currency: "ZAR",
            base_currency: "ZAR",
            unit_multiplier: NIGHTS,
            effective_date: noon(CHECK_IN),
            expiry_date: noon(CHECK_OUT),
            base_amount: price.details[0]!.base_amount,
          },
        ]),
      )
      expect(offer).toMatchObject({
        rate_plan_code: expected[0]!.plan.code,
        total_amount: expected[0]!.price.details[0]!.total_amount,
        number_of_units: type.roomCount,
        applicable_number_of_guests: 2,
        hotel_code: CITY_SANDTON,
        hotel_name: "Karoo City Sandton",
        room_name: type.name,
        mandatory_payment_periods: [],
      })
    }
    // The amounts are strings with comma thousands: a three-night city stay is over R 1,000.
    expect(offers[0]!.total_amount).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/)
  })

  it("drops a room type that is sold out on one night of the stay, and counts the fewest free rooms over the nights", async () => {
    const [first, second] = await roomTypesOf(CITY_SANDTON)
    await sellOut([first!.id], "2030-03-06")
    await sellOut([second!.id], "2030-03-07", 3)
    const offers = await searchRooms()
    expect(offers.map((offer) => offer.room_type_code)).not.toContain(first!.code)
    expect(offers.find((offer) => offer.room_type_code === second!.code)!.number_of_units).toBe(3)
    // The night after the stay does not count.
    await sellOut([first!.id], "2030-03-06", first!.roomCount)
    await sellOut([first!.id], CHECK_OUT)
    expect((await searchRooms()).map((offer) => offer.room_type_code)).toContain(first!.code)
  })

  it("offers no room type to more guests than it takes", async () => {
    const types = await roomTypesOf(CITY_SANDTON)
    const forThree = await searchRooms({ guests: [{ adults: 3, kids: 0 }] })
    expect(forThree.map((offer) => offer.room_type_code)).toEqual(types.filter((type) => type.maxAdults >= 3).map((type) => type.code))
    const withKids = await searchRooms({ guests: [{ adults: 2, kids: 1 }] })
    expect(withKids.map((offer) => offer.room_type_code)).toEqual(types.filter((type) => type.maxOccupancy >= 3).map((type) => type.code))
    expect(await searchRooms({ guests: [{ adults: 6, kids: 0 }] })).toEqual([])
  })

  it("prices bed and breakfast for every guest of the room, one offer per distinct guest count", async () => {
    const types = await roomTypesOf(CITY_SANDTON)
    const queen = types.find((type) => type.code === "QUEEN")!
    const breakfast = (await plansOf(CITY_SANDTON)).find((plan) => plan.code === "BB-FLEX")!
    const offers = await searchRooms({ guests: [{ adults: 2, kids: 1 }, { adults: 1, kids: 0 }, { adults: 1, kids: 0 }] })
    const queens = offers.filter((offer) => offer.room_type_code === "QUEEN")
    expect(queens.map((offer) => offer.applicable_number_of_guests)).toEqual([3, 1])
    const nights = await nightsOf(queen.id)
    for (const offer of queens) {
      const guests = offer.applicable_number_of_guests === 3 ? { adults: 2, kids: 1 } : { adults: 1, kids: 0 }
      const price = priceStay({ nights, checkIn: CHECK_IN, checkOut: CHECK_OUT, ratePlan: breakfast, guests, clubCard: false })
      expect(offer.rates.find((rate) => rate.rate_plan_code === "BB-FLEX")!.details[0]!.total_amount).toBe(price.details[0]!.total_amount)
    }
  })

  it("tells each rate's cancellation policy from its plan: the flexible rates refundable, the saver not (issue 29 §3)", async () => {
    const plans = await plansOf(CITY_SANDTON)
    const offers = await searchRooms()
    expect(offers.length).toBeGreaterThan(0)
    for (const offer of offers) {
      for (const rate of offer.rates) expect(rate.refundable).toBe(plans.find((plan) => plan.code === rate.rate_plan_code)!.refundable)
      expect(Object.fromEntries(offer.rates.map((rate) => [rate.rate_plan_code, rate.refundable]))).toMatchObject({ "RO-FLEX": true, "BB-FLEX": true, "NR-SAVER": false })
    }
  })

  it("offers nothing when the rooms asked for cannot all be hosted together", async () => {
    const types = await roomTypesOf(CITY_SANDTON)
    const [only, ...rest] = types
    await sellOut(rest.map((type) => type.id), "2030-03-06")
    await sellOut([only!.id], "2030-03-06", 1)
    expect((await searchRooms({ guests: [{ adults: 1, kids: 0 }] })).map((offer) => offer.number_of_units)).toEqual([1])
    expect(await searchRooms({ guests: [{ adults: 1, kids: 0 }, { adults: 1, kids: 0 }] })).toEqual([])
  })

  it("keeps the last family room for the room only it can host", async () => {
    const family = (await roomTypesOf(CITY_SANDTON)).find((type) => type.code === "FAMILY")!
    await sellOut([family.id], "2030-03-06", 1)
    const offers = await searchRooms({ guests: [{ adults: 3, kids: 0 }, { adults: 2, kids: 0 }] })
    const codesFor = (guests: number) => offers.filter((offer) => offer.applicable_number_of_guests === guests).map((offer) => offer.room_type_code)
    expect(codesFor(3)).toEqual(["FAMILY"])
    expect(codesFor(2)).toEqual(["QUEEN", "TWIN", "ACCESSIBLE", "EXECUTIVE"])
    // With two family rooms free, both rooms may take one.
    await sellOut([family.id], "2030-03-06", 2)
    expect((await searchRooms({ guests: [{ adults: 3, kids: 0 }, { adults: 2, kids: 0 }] })).filter((offer) => offer.room_type_code === "FAMILY")).toHaveLength(2)
  })

  it("offers nothing for nights beyond the calendar", async () => {
    expect(await searchRooms({ start_date: "2030-03-12", end_date: "2030-03-15" })).toEqual([])
  })

  it("adds the promo rate for a valid code at the offer's hotels, ignoring case and spaces", async () => {
    const offers = await searchRooms({ promotion_code: "  staylonger " })
    const queen = (await roomTypesOf(CITY_SANDTON)).find((type) => type.code === "QUEEN")!
    const promo = (await plansOf(CITY_SANDTON)).find((plan) => plan.code === "PROMO-STAYLONGER")!
    const price = priceStay({ nights: await nightsOf(queen.id), checkIn: CHECK_IN, checkOut: CHECK_OUT, ratePlan: promo, guests: { adults: 2, kids: 0 }, clubCard: false })
    const rate = offers.find((offer) => offer.room_type_code === "QUEEN")!.rates.find((each) => each.rate_plan_code === "PROMO-STAYLONGER")!
    expect(rate.details[0]).toMatchObject({ rate_description: "Stay Longer, Pay Less", total_amount: price.details[0]!.total_amount, base_amount: price.details[0]!.base_amount })
    expect(price.totalCents).toBeLessThan(price.baseCents)
    // Every room type gets the promo rate; it is the cheapest, so it is the offer's default.
    for (const offer of offers) expect(offer.rate_plan_code).toBe("PROMO-STAYLONGER")
  })

  it("ignores a promo code that is unknown, ended, switched off or for other hotels: no promo rate, no error", async () => {
    const plain = await searchRooms()
    for (const code of ["NOSUCHCODE", "HERITAGE", "SPRING", "ROADTRIP", "SUNDAYLUNCH"]) {
      expect(await searchRooms({ promotion_code: code })).toEqual(plain)
    }
    const road = await searchRooms({ hotel_code: ROAD_RIVONIA, promotion_code: "staylonger" })
    expect(road.flatMap((offer) => offer.rates.map((rate) => rate.rate_plan_code))).not.toContain("PROMO-STAYLONGER")
    expect((await searchRooms({ hotel_code: ROAD_RIVONIA, promotion_code: "roadtrip" }))[0]!.rates.map((rate) => rate.rate_plan_code)).toContain("PROMO-ROADTRIP")
  })

  it(`takes ${CLUB_CARD_DISCOUNT_PERCENT} % off with a valid club card, never at a Karoo Road Lodge, never with an invalid card`, async () => {
    const queen = (await roomTypesOf(CITY_SANDTON)).find((type) => type.code === "QUEEN")!
    const flexible = (await plansOf(CITY_SANDTON)).find((plan) => plan.code === "RO-FLEX")!
    const price = priceStay({ nights: await nightsOf(queen.id), checkIn: CHECK_IN, checkOut: CHECK_OUT, ratePlan: flexible, guests: { adults: 2, kids: 0 }, clubCard: true })
    const withCard = await searchRooms({ clicks_club_card: CLUB_CARD })
    const rate = withCard.find((offer) => offer.room_type_code === "QUEEN")!.rates.find((each) => each.rate_plan_code === "RO-FLEX")!
    expect(rate.details[0]).toMatchObject({ total_amount: price.details[0]!.total_amount, base_amount: price.details[0]!.base_amount })
    expect(price.totalCents).toBeLessThan(price.baseCents)

    expect(await searchRooms({ clicks_club_card: NOT_A_CLUB_CARD })).toEqual(await searchRooms())
    expect(await searchRooms({ hotel_code: ROAD_RIVONIA, clicks_club_card: CLUB_CARD })).toEqual(await searchRooms({ hotel_code: ROAD_RIVONIA }))
  })

  it("gives the club card discount in South Africa, Botswana and Namibia only, never in Mozambique", async () => {
    expect(await searchRooms({ hotel_code: CITY_GABORONE, clicks_club_card: CLUB_CARD })).not.toEqual(await searchRooms({ hotel_code: CITY_GABORONE }))
    expect(await searchRooms({ hotel_code: CITY_MAPUTO, clicks_club_card: CLUB_CARD })).toEqual(await searchRooms({ hotel_code: CITY_MAPUTO }))
  })

  it("attaches the hotel's mandatory payment periods that have not ended", async () => {
    const hotel = await hotelByCode(CITY_SANDTON)
    await database.db.insert(mandatoryPaymentPeriods).values([
      { hotelId: hotel.id, checkInDate: "2030-03-06", checkOutDate: "2030-03-10", description: "Conference week: payment in full when booking." },
      { hotelId: hotel.id, checkInDate: "2030-02-01", checkOutDate: "2030-02-10", description: "Over." },
    ])
    await catalogueExpires()
    const offers = await searchRooms()
    for (const offer of offers) {
      expect(offer.mandatory_payment_periods).toEqual([
        { check_in_date: noon("2030-03-06"), check_out_date: noon("2030-03-10"), description: "Conference week: payment in full when booking." },
      ])
    }
  })

  it("accepts dates at noon on the hotels' clock, as the website sends them", async () => {
    expect(await searchRooms({ start_date: noon(CHECK_IN), end_date: noon(CHECK_OUT) })).toEqual(await searchRooms())
  })

  it("answers 404 for a hotel code that names no hotel", async () => {
    const answer = await post("/rooms", { rooms: { hotel_code: "999", start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 1, kids: 0 }] } })
    expect(answer).toEqual({ status: 404, body: { message: HOTEL_NOT_FOUND } })
  })

  it("refuses a check-in before today with 422, and takes today", async () => {
    const answer = await post("/rooms", { rooms: { hotel_code: CITY_SANDTON, start_date: "2030-03-03", end_date: CHECK_OUT, guests: [{ adults: 1, kids: 0 }] } })
    expect(answer).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.start_date": [CANNOT_BE_IN_THE_PAST] } } })
    expect((await searchRooms({ start_date: TEST_START_DATE })).length).toBeGreaterThan(0)
  })

  it("refuses a stay that ends before it starts, runs over the longest stay, or names no hotel", async () => {
    const body = (fields: Record<string, unknown>) => ({ rooms: { hotel_code: CITY_SANDTON, start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 1, kids: 0 }], ...fields } })
    expect(await post("/rooms", body({ end_date: CHECK_IN }))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.end_date": [CHECK_OUT_AFTER_CHECK_IN] } } })
    const tooLong = stayNights(CHECK_IN, "2030-05-01").length
    expect(tooLong).toBeGreaterThan(MAX_STAY_NIGHTS)
    expect(await post("/rooms", body({ end_date: "2030-05-01" }))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.end_date": [STAY_TOO_LONG] } } })
    expect(await post("/rooms", body({ hotel_code: "-1" }))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.hotel_code": [HOTEL_REQUIRED] } } })
    expect(await post("/rooms", body({ clicks_club_card: "123" }))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.clicks_club_card": [CLUB_CARD_LENGTH] } } })
    expect(await post("/rooms", body({ guests: [] }))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.guests": [NEED_TO_SELECT_A_ROOM] } } })
    expect(await post("/rooms", body({ guests: [{ adults: 0, kids: 1 }] }))).toEqual({
      status: 422,
      body: { message: VALIDATION_FAILED, errors: { "rooms.guests.0.adults": [AT_LEAST_ONE_ADULT_REQUIRED] } },
    })
  })

  it("answers 400 for a body that is not JSON and 415 for one not sent as JSON", async () => {
    expect(await post("/rooms", "{ not json")).toEqual({ status: 400, body: { message: MALFORMED_JSON } })
    expect(await post("/rooms", "rooms=1", { "Content-Type": "application/x-www-form-urlencoded" })).toEqual({ status: 415, body: { message: UNSUPPORTED_MEDIA_TYPE } })
  })

  it("answers 415 for a search sent in UTF-16, which it would otherwise read as UTF-8 (its fast path included)", async () => {
    const search = { rooms: { hotel_code: CITY_SANDTON, start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 1, kids: 0 }] } }
    for (const path of ["/rooms", "/hotels"]) {
      const response = await app.request(`${SEARCH_ROUTES_PATH}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-16" },
        body: Buffer.from(JSON.stringify(path === "/rooms" ? search : { rooms: { ...search.rooms, location: "Sandton" } }), "utf16le"),
      })
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 415, body: { message: UNSUPPORTED_CHARSET } })
    }
  })
})

describe("POST /api/web/bookings/hotels", () => {
  /** What the cheapest rate of a hotel costs a night for one adult in one room, by pricing.ts. */
  const cheapestNight = async (code: string, options: { readonly promo?: string; readonly skip?: ReadonlyArray<number> } = {}) => {
    const plans = (await plansOf(code)).filter((plan) => plan.kind !== "promo" || plan.code === options.promo)
    const prices: Array<number> = []
    for (const type of await roomTypesOf(code)) {
      if (options.skip?.includes(type.id)) continue
      const nights = await nightsOf(type.id)
      for (const plan of plans) {
        prices.push(perNightCents(priceStay({ nights, checkIn: CHECK_IN, checkOut: CHECK_OUT, ratePlan: plan, guests: { adults: 1, kids: 0 }, clubCard: false })))
      }
    }
    return Math.min(...prices)
  }

  it("finds the hotels whose name, city, province or country matches the location, by name, with the lowest rate a night", async () => {
    const found = await searchHotels()
    expect(found.map((hotel) => hotel.code)).toEqual([CITY_SANDTON, COURTYARD_SANDTON, ROAD_RIVONIA])
    expect(found.map((hotel) => hotel.name)).toEqual(["Karoo City Sandton", "Karoo Courtyard Sandton", "Karoo Road Lodge Rivonia"])
    for (const hotel of found) expect(hotel.lowest_rate).toBe(await cheapestNight(hotel.code))
    expect((await searchHotels({ location: "western cape" })).map((hotel) => hotel.code)).toEqual([CITY_CAPE_TOWN])
    expect((await searchHotels({ location: "South Africa" })).length).toBe(4)
    expect(await searchHotels({ location: "Atlantis" })).toEqual([])
  })

  it("finds the hotels near coordinates, nearest first, within the radius", async () => {
    // From Rivonia: the Karoo Road Lodge 0.4 km away, the Courtyard 4.9 km, the City hotel 5.0 km; Cape Town 1 273 km.
    const nearRivonia = await searchHotels({ location: "", latitude: -26.06, longitude: 28.06 })
    expect(nearRivonia.map((hotel) => hotel.code)).toEqual([ROAD_RIVONIA, COURTYARD_SANDTON, CITY_SANDTON])
    // The label sent beside the coordinates does not narrow them.
    expect((await searchHotels({ location: "Sandton, Johannesburg, South Africa", latitude: -33.92, longitude: 18.42 })).map((hotel) => hotel.code)).toEqual([
      CITY_CAPE_TOWN,
    ])
  })

  it("gives -1 for a hotel with nothing available for the stay and rooms", async () => {
    const sandton = await roomTypesOf(CITY_SANDTON)
    await sellOut(sandton.map((type) => type.id), "2030-03-07")
    const found = await searchHotels()
    expect(found.find((hotel) => hotel.code === CITY_SANDTON)!.lowest_rate).toBe(-1)
    expect(found.find((hotel) => hotel.code === COURTYARD_SANDTON)!.lowest_rate).toBeGreaterThan(0)
    // Occupancy: no Karoo Road Lodge room takes six adults.
    expect((await searchHotels({ guests: [{ adults: 6, kids: 0 }] })).map((hotel) => hotel.lowest_rate)).toEqual([-1, -1, -1])
  })

  it("prices the lowest rate from the room types still free", async () => {
    const sandton = await roomTypesOf(CITY_SANDTON)
    const queen = sandton.find((type) => type.code === "QUEEN")!
    await sellOut([queen.id], "2030-03-06")
    const found = await searchHotels()
    expect(found.find((hotel) => hotel.code === CITY_SANDTON)!.lowest_rate).toBe(await cheapestNight(CITY_SANDTON, { skip: [queen.id] }))
  })

  it("lowers the lowest rate with a valid promo code at the offer's hotels only", async () => {
    const found = await searchHotels({ promotion_code: "staylonger" })
    const city = found.find((hotel) => hotel.code === CITY_SANDTON)!
    expect(city.lowest_rate).toBe(await cheapestNight(CITY_SANDTON, { promo: "PROMO-STAYLONGER" }))
    expect(city.lowest_rate).toBeLessThan(await cheapestNight(CITY_SANDTON))
    expect(found.find((hotel) => hotel.code === ROAD_RIVONIA)!.lowest_rate).toBe(await cheapestNight(ROAD_RIVONIA))
  })

  it("attaches each hotel's mandatory payment periods", async () => {
    const hotel = await hotelByCode(COURTYARD_SANDTON)
    await database.db.insert(mandatoryPaymentPeriods).values({ hotelId: hotel.id, checkInDate: "2030-04-01", checkOutDate: "2030-04-10", description: "Easter." })
    // The catalogue is kept for a minute: the new period shows once it is read again.
    expect((await searchHotels()).find((each) => each.code === COURTYARD_SANDTON)!.mandatory_payment_periods).toEqual([])
    await catalogueExpires()
    const found = await searchHotels()
    expect(found.find((each) => each.code === COURTYARD_SANDTON)!.mandatory_payment_periods).toEqual([
      { check_in_date: noon("2030-04-01"), check_out_date: noon("2030-04-10"), description: "Easter." },
    ])
    expect(found.find((each) => each.code === CITY_SANDTON)!.mandatory_payment_periods).toEqual([])
  })

  it("refuses a search with no destination, half a pair of coordinates or a past check-in", async () => {
    const body = (fields: Record<string, unknown>) => ({ rooms: { start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 1, kids: 0 }], ...fields } })
    expect(await post("/hotels", body({}))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.location": [THIS_FIELD_IS_REQUIRED] } } })
    expect(await post("/hotels", body({ location: "   " }))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.location": [THIS_FIELD_IS_REQUIRED] } } })
    expect(await post("/hotels", body({ latitude: -26.1 }))).toEqual({ status: 422, body: { message: VALIDATION_FAILED, errors: { "rooms.longitude": [COORDINATES_GO_TOGETHER] } } })
    expect(await post("/hotels", body({ location: "Sandton", start_date: "2030-03-01" }))).toEqual({
      status: 422,
      body: { message: VALIDATION_FAILED, errors: { "rooms.start_date": [CANNOT_BE_IN_THE_PAST] } },
    })
  })
})
