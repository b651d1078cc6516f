import { and, eq, inArray } from "drizzle-orm"
import { Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { CANNOT_BE_IN_THE_PAST, HOTEL_NOT_FOUND } from "../../contracts/api/errors.ts"
import { CALENDAR_END_AFTER_START, calendarTooLong, HOTEL_REQUIRED } from "../../contracts/api/messages.ts"
import { MAX_RATE_CALENDAR_NIGHTS } from "../../contracts/api/calendar.ts"
import { addDays } from "../../core/time/hotel-day.ts"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { dailyInventory, hotels, roomTypes } from "../db/schema.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger, silentLogs } from "../testing/logs.ts"
import { readNightlyInventory, stayNights } from "../inventory/availability.ts"
import { InventoryMemory } from "../inventory/inventory-memory.ts"
import { Db } from "../db/Db.ts"
import { InventoryMirror } from "../inventory/InventoryMirror.ts"
import { mirrorFollowedDatabase } from "../inventory/testing/mirror-follow.ts"
import { SearchService } from "./SearchService.ts"
import { type HttpRuntime, makeHttpRuntime } from "../http/runtime.ts"
import { makeSearchRoutes, SEARCH_ROUTES_PATH } from "./routes.ts"

/** 08:00 on the hotels' clock on the first seeded day: "today" for every test here. */
const NOW = Date.parse(`${TEST_START_DATE}T08:00:00+02:00`)
/** The seeded calendar: 10 nights from TEST_START_DATE (2030-03-04 .. 2030-03-13). */
const SEEDED_DAYS = 10
const LAST_SEEDED_NIGHT = addDays(TEST_START_DATE, SEEDED_DAYS - 1)
const CITY_SANDTON = "801"
const ROAD_RIVONIA = "829"
/** A ClubCard number with a correct EAN-13 check digit. */
const CLUB_CARD = "6009123456781"

let database: TestDatabase
let http: HttpRuntime<SearchService | InventoryMirror | TestClock.TestClock>
let app: ReturnType<typeof makeApp>

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: SEEDED_DAYS, hotels: [CITY_SANDTON, ROAD_RIVONIA] } })
  const mirror = InventoryMirror.layer.pipe(Layer.provide(Db.layer(database)))
  http = makeHttpRuntime(Layer.mergeAll(SearchService.layer.pipe(Layer.provideMerge(mirror), Layer.provide(Db.layer(database))), TestClock.layer()), { logger: silentLogs })
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
  await database.db.update(dailyInventory).set({ available: dailyInventory.total })
  await inventoryFollowed()
})

const inventoryFollowed = () => mirrorFollowedDatabase((effect) => http.runtime.runPromise(effect), database)

const post = async (path: string, body: unknown) => {
  const response = await app.request(`${SEARCH_ROUTES_PATH}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

interface WireNight {
  date: string
  available: boolean
  price_cents: number | null
  currency: string
  rate_description: string | null
}

const calendar = async (fields: Record<string, unknown> = {}) => {
  const answer = await post("/calendar", {
    calendar: { hotel_code: CITY_SANDTON, start_date: TEST_START_DATE, end_date: addDays(TEST_START_DATE, SEEDED_DAYS + 2), guests: [{ adults: 2, kids: 0 }], ...fields },
  })
  expect(answer.status).toBe(200)
  return answer.body["nights"] as Array<WireNight>
}

/** What the room search answers for the one-night stay from `day`: its cheapest rate a night, and that rate's name. */
const roomSearchCheapest = async (day: string, fields: Record<string, unknown>) => {
  const answer = await post("/rooms", { rooms: { hotel_code: CITY_SANDTON, start_date: day, end_date: addDays(day, 1), guests: [{ adults: 2, kids: 0 }], ...fields } })
  expect(answer.status).toBe(200)
  const rates = (answer.body["room_offers"] as Array<{ rates: Array<{ details: Array<{ total_amount: string; rate_description: string }> }> }>).flatMap(
    (offer) => offer.rates.map((rate) => ({ cents: Math.round(Number(rate.details[0]!.total_amount.replaceAll(",", "")) * 100), description: rate.details[0]!.rate_description })),
  )
  return rates.sort((a, b) => a.cents - b.cents)[0]
}

const noon = (day: string) => `${day}T12:00:00+02:00`

const typeIdsOf = async (code: string) => {
  const [hotel] = await database.db.select().from(hotels).where(eq(hotels.code, code))
  return (await database.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel!.id))).map((type) => type.id)
}

describe("POST /api/web/bookings/calendar", () => {
  it("answers every night of the range, in order, noon on the hotels' clock, in ZAR", async () => {
    const nights = await calendar()
    expect(nights.map((night) => night.date)).toEqual(stayNights(TEST_START_DATE, addDays(TEST_START_DATE, SEEDED_DAYS + 2)).map(noon))
    expect(new Set(nights.map((night) => night.currency))).toEqual(new Set(["ZAR"]))
  })

  for (const [label, fields] of [
    ["two adults", {}],
    ["two rooms of different sizes", { guests: [{ adults: 2, kids: 1 }, { adults: 1, kids: 0 }] }],
    ["a valid promo code", { promotion_code: "staylonger" }],
    ["a valid club card", { clicks_club_card: CLUB_CARD }],
  ] as const) {
    it(`prices each night as the room search's cheapest rate for that one night (${label})`, async () => {
      const nights = await calendar({ ...fields, end_date: addDays(TEST_START_DATE, 4) })
      for (const night of nights) {
        const day = night.date.slice(0, 10)
        const cheapest = await roomSearchCheapest(day, fields)
        expect(night, day).toEqual({
          date: noon(day),
          available: true,
          price_cents: cheapest!.cents,
          currency: "ZAR",
          rate_description: cheapest!.description,
        })
      }
    })
  }

  it("gives a lower price with a valid promo code or club card, as the room search does", async () => {
    const plain = await calendar({ end_date: addDays(TEST_START_DATE, 3) })
    const promo = await calendar({ end_date: addDays(TEST_START_DATE, 3), promotion_code: "STAYLONGER" })
    const card = await calendar({ end_date: addDays(TEST_START_DATE, 3), clicks_club_card: CLUB_CARD })
    plain.forEach((night, index) => {
      expect(promo[index]!.price_cents!).toBeLessThan(night.price_cents!)
      expect(card[index]!.price_cents!).toBeLessThan(night.price_cents!)
    })
  })

  it("has no price for a sold-out night or a night beyond the calendar, and prices the nights around them", async () => {
    const soldOut = addDays(TEST_START_DATE, 2)
    await database.db
      .update(dailyInventory)
      .set({ available: 0 })
      .where(and(inArray(dailyInventory.roomTypeId, await typeIdsOf(CITY_SANDTON)), eq(dailyInventory.day, soldOut)))
    await inventoryFollowed()
    const nights = await calendar()
    const unavailable = { available: false, price_cents: null, currency: "ZAR", rate_description: null }
    expect(nights.find((night) => night.date === noon(soldOut))).toEqual({ date: noon(soldOut), ...unavailable })
    expect(nights.filter((night) => night.date > noon(LAST_SEEDED_NIGHT))).toEqual([
      { date: noon(addDays(LAST_SEEDED_NIGHT, 1)), ...unavailable },
      { date: noon(addDays(LAST_SEEDED_NIGHT, 2)), ...unavailable },
    ])
    expect(nights.filter((night) => night.available)).toHaveLength(SEEDED_DAYS - 1)
  })

  it("has no price on a night when one of several rooms cannot be hosted", async () => {
    const nights = await calendar({ guests: Array.from({ length: 10 }, () => ({ adults: 10, kids: 0 })), end_date: addDays(TEST_START_DATE, 2) })
    expect(nights.every((night) => !night.available && night.price_cents === null)).toBe(true)
  })

  it(`takes ${MAX_RATE_CALENDAR_NIGHTS} nights, and refuses a longer range, an empty one, no hotel or a start before today with 422`, async () => {
    expect(await calendar({ end_date: addDays(TEST_START_DATE, MAX_RATE_CALENDAR_NIGHTS) })).toHaveLength(MAX_RATE_CALENDAR_NIGHTS)
    const refused = async (fields: Record<string, unknown>) =>
      post("/calendar", { calendar: { hotel_code: CITY_SANDTON, start_date: TEST_START_DATE, end_date: addDays(TEST_START_DATE, 30), guests: [{ adults: 1, kids: 0 }], ...fields } })
    expect(await refused({ end_date: addDays(TEST_START_DATE, MAX_RATE_CALENDAR_NIGHTS + 1) })).toEqual({
      status: 422,
      body: { message: "Some fields are missing or invalid.", errors: { "calendar.end_date": [calendarTooLong(MAX_RATE_CALENDAR_NIGHTS)] } },
    })
    expect((await refused({ end_date: TEST_START_DATE })).body["errors"]).toEqual({ "calendar.end_date": [CALENDAR_END_AFTER_START] })
    expect((await refused({ hotel_code: "-1" })).body["errors"]).toEqual({ "calendar.hotel_code": [HOTEL_REQUIRED] })
    const past = await refused({ start_date: addDays(TEST_START_DATE, -1) })
    expect(past.status).toBe(422)
    expect(past.body["errors"]).toEqual({ "calendar.start_date": [CANNOT_BE_IN_THE_PAST] })
  })

  it("answers 404 for a hotel code that names no hotel", async () => {
    const answer = await post("/calendar", { calendar: { hotel_code: "999", start_date: TEST_START_DATE, end_date: addDays(TEST_START_DATE, 3), guests: [{ adults: 1, kids: 0 }] } })
    expect(answer).toEqual({ status: 404, body: { message: HOTEL_NOT_FOUND } })
  })
})

describe("the range's inventory, read once", () => {
  it("reads in memory what one query reads from the database, nights without a row left out", async () => {
    const ids = await typeIdsOf(CITY_SANDTON)
    const from = addDays(TEST_START_DATE, -2)
    const to = addDays(TEST_START_DATE, SEEDED_DAYS + 2)
    const fromDatabase = await readNightlyInventory(database.db, [...ids, 0], from, to)
    const rows = await database.db.select().from(dailyInventory).where(inArray(dailyInventory.roomTypeId, ids))
    const fromMemory = InventoryMemory.of(rows).nightly([...ids, 0], from, to)
    expect(fromMemory).toEqual(fromDatabase)
    expect([...fromDatabase.get(ids[0]!)!.keys()]).toEqual(stayNights(TEST_START_DATE, addDays(TEST_START_DATE, SEEDED_DAYS)))
    expect(fromDatabase.get(0)!.size).toBe(0)
  })
})
