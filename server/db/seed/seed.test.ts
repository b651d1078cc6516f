import { and, asc, count, eq, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../../../core/booking/hotel.ts"
import { MANDATORY_PAYMENT_ACTION } from "../../../core/search/promo-code.ts"
import type { AppDatabase } from "../database.ts"
import { BRAND_NAMES } from "../../../core/content/brands.ts"
import { brands, dailyInventory, hotels, mandatoryPaymentPeriods, ratePlans, roomTypes, SPECIAL_TYPES, specialOffers } from "../schema.ts"
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts"
import { GROUP_HOTEL_COUNT, GROUP_ROOM_COUNT } from "./hotels.ts"
import { extendCalendar, seedIfEmpty } from "./seed.ts"

// The full catalogue over a few nights that include the start of the festive season (15 December).
const START = "2030-12-13"
const DAYS = 4

let database: TestDatabase
let db: AppDatabase

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: DAYS, startDate: START, occupancy: true } })
  db = database.db
})

afterAll(async () => {
  await database?.close()
})

describe("the seeded group", () => {
  it("names each brand with core's one name for it (issue 29 §13)", async () => {
    const rows = await db.select({ key: brands.key, name: brands.name }).from(brands)
    for (const row of rows) expect(row.name).toBe(BRAND_NAMES[row.key])
  })

  it("has the four brands with their fixed ids: 1 city, 2 courtyard, 3 road, 4 town", async () => {
    const rows = await db.select({ id: brands.id, key: brands.key }).from(brands).orderBy(asc(brands.id))
    expect(rows).toEqual([
      { id: 1, key: "city" },
      { id: 2, key: "courtyard" },
      { id: 3, key: "road" },
      { id: 4, key: "town" },
    ])
  })

  it("has 58 hotels with 7324 rooms in all, the footprint counters of the content spec", async () => {
    expect(GROUP_HOTEL_COUNT).toBe(58)
    expect(GROUP_ROOM_COUNT).toBe(7324)
    expect((await db.select({ n: count() }).from(hotels))[0]!.n).toBe(GROUP_HOTEL_COUNT)
    const [rooms] = await db.select({ n: sql<number>`sum(${roomTypes.roomCount})::int` }).from(roomTypes)
    expect(rooms!.n).toBe(GROUP_ROOM_COUNT)
    expect(database.seeded).toMatchObject({ hotels: 58, rooms: 7324 })
  })

  it("has exactly one hotel with code 830", async () => {
    const rows = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.code, PAY_LATER_ONLY_HOTEL_CODE))
    expect(rows).toHaveLength(1)
  })

  it("counts every room of every hotel in each night's inventory", async () => {
    const result = await db.execute<{ mismatches: number; nights: number }>(sql`
      with per_night as (
        select rt.hotel_id, di.day, sum(di.total) as total from daily_inventory di join room_types rt on rt.id = di.room_type_id group by rt.hotel_id, di.day
      ), per_hotel as (select hotel_id, sum(room_count) as rooms from room_types group by hotel_id)
      select count(*) filter (where per_night.total <> per_hotel.rooms)::int as mismatches, count(*)::int as nights
      from per_night join per_hotel using (hotel_id)`)
    expect(result.rows[0]).toEqual({ mismatches: 0, nights: GROUP_HOTEL_COUNT * DAYS })
  })

  it("leaves at least one room of every type available on every night, and never more than it has", async () => {
    const [row] = await db
      .select({
        fewest: sql<number>`min(${dailyInventory.available})::int`,
        overfull: sql<number>`count(*) filter (where ${dailyInventory.available} > ${dailyInventory.total})::int`,
        partlySold: sql<number>`count(*) filter (where ${dailyInventory.available} < ${dailyInventory.total})::int`,
      })
      .from(dailyInventory)
    expect(row!.fewest).toBeGreaterThanOrEqual(1)
    expect(row!.overfull).toBe(0)
    // With occupancy on, other channels have sold some rooms.
    expect(row!.partlySold).toBeGreaterThan(0)
  })

  it("gives every hotel 3 to 5 room types, each with an accessible one", async () => {
    const rows = await db.execute<{ types: number; accessible: number }>(sql`
      select count(*)::int as types, count(*) filter (where is_accessible)::int as accessible from room_types group by hotel_id`)
    expect(rows.rows).toHaveLength(GROUP_HOTEL_COUNT)
    for (const hotel of rows.rows) {
      expect(hotel.types).toBeGreaterThanOrEqual(3)
      expect(hotel.types).toBeLessThanOrEqual(5)
      expect(hotel.accessible).toBe(1)
    }
  })

  it("sells every hotel a flexible room-only rate, a bed-and-breakfast rate and a non-refundable saver of 10 to 15 % off", async () => {
    const plans = await db.select().from(ratePlans).where(sql`${ratePlans.kind} <> 'promo'`)
    const byHotel = new Map<number, Array<(typeof plans)[number]>>()
    for (const plan of plans) byHotel.set(plan.hotelId, [...(byHotel.get(plan.hotelId) ?? []), plan])
    expect(byHotel.size).toBe(GROUP_HOTEL_COUNT)
    for (const hotelPlans of byHotel.values()) {
      expect(hotelPlans.map((plan) => plan.kind).sort()).toEqual(["bed_and_breakfast", "non_refundable", "room_only"])
      const saver = hotelPlans.find((plan) => plan.kind === "non_refundable")!
      expect(saver.adjustmentPercent).toBeGreaterThanOrEqual(-15)
      expect(saver.adjustmentPercent).toBeLessThanOrEqual(-10)
      expect(saver.refundable).toBe(false)
      expect(hotelPlans.find((plan) => plan.kind === "bed_and_breakfast")!.perGuestNightCents).toBeGreaterThan(0)
    }
  })

  it("prices Road Lodges cheapest and Courtyards dearest", async () => {
    const rows = await db.execute<{ brand_id: number; average: number }>(sql`
      select h.brand_id, avg(di.base_price_cents)::float as average
      from daily_inventory di join room_types rt on rt.id = di.room_type_id join hotels h on h.id = rt.hotel_id
      where rt.code = 'QUEEN' group by h.brand_id order by average`)
    const brandOrder = rows.rows.map((row) => row.brand_id)
    expect(brandOrder[0]).toBe(3)
    expect(brandOrder.at(-1)).toBe(2)
  })

  it("has special offers of every specialType, with promo codes, one of them to be paid when booking", async () => {
    const offers = await db.select().from(specialOffers)
    expect(new Set(offers.map((offer) => offer.specialType))).toEqual(new Set(SPECIAL_TYPES))
    for (const type of SPECIAL_TYPES) {
      expect(offers.some((offer) => offer.specialType === type && offer.promoCode !== null)).toBe(true)
    }
    const prepaid = offers.filter((offer) => offer.actionType === MANDATORY_PAYMENT_ACTION)
    expect(prepaid).toHaveLength(1)
    expect(prepaid[0]!.promoCode).not.toBeNull()
  })

  it("never offers the pay-when-booking promotion at hotel 830, which takes pay later only", async () => {
    const rows = await db.execute<{ code: string }>(sql`
      select h.code from special_offer_hotels soh
      join special_offers so on so.id = soh.special_offer_id join hotels h on h.id = soh.hotel_id
      where so.action_type = ${MANDATORY_PAYMENT_ACTION}`)
    expect(rows.rows.length).toBeGreaterThan(50)
    expect(rows.rows.map((row) => row.code)).not.toContain(PAY_LATER_ONLY_HOTEL_CODE)
  })

  it("gives the offers that discount rooms a promo rate plan at each of their hotels", async () => {
    const rows = await db.execute<{ missing: number }>(sql`
      select count(*)::int as missing from special_offer_hotels soh
      join special_offers so on so.id = soh.special_offer_id
      where so.discount_percent is not null and so.promo_code is not null
        and not exists (select 1 from rate_plans rp where rp.hotel_id = soh.hotel_id and rp.special_offer_id = so.id and rp.kind = 'promo')`)
    expect(rows.rows[0]!.missing).toBe(0)
  })

  it("asks some hotels for payment up front over the festive season, never hotel 830", async () => {
    const periods = await db
      .select({ code: hotels.code, checkInDate: mandatoryPaymentPeriods.checkInDate, checkOutDate: mandatoryPaymentPeriods.checkOutDate })
      .from(mandatoryPaymentPeriods)
      .innerJoin(hotels, eq(hotels.id, mandatoryPaymentPeriods.hotelId))
    expect(periods.length).toBeGreaterThan(0)
    expect(periods.length).toBeLessThan(GROUP_HOTEL_COUNT)
    expect(periods.every((period) => period.checkInDate === "2030-12-15" && period.checkOutDate === "2031-01-05")).toBe(true)
    expect(periods.some((period) => period.code === PAY_LATER_ONLY_HOTEL_CODE)).toBe(false)
  })

  it("places hotels in South Africa, Botswana, Namibia and Mozambique", async () => {
    const rows = await db.selectDistinct({ country: hotels.country }).from(hotels).orderBy(asc(hotels.country))
    expect(rows.map((row) => row.country)).toEqual(["Botswana", "Mozambique", "Namibia", "South Africa"])
  })
})

describe("a later start", () => {
  it("does not seed twice, and extends the calendar to the nights it lacks", async () => {
    const nightsOf = async () => (await db.execute<{ n: number }>(sql`select count(distinct day)::int as n from daily_inventory`)).rows[0]!.n
    expect(await seedIfEmpty(db, { startDate: START, days: DAYS })).toBeNull()
    expect((await db.select({ n: count() }).from(hotels))[0]!.n).toBe(GROUP_HOTEL_COUNT)
    expect(await nightsOf()).toBe(DAYS)

    // Two days later the server keeps DAYS nights ahead: two more nights appear, the old ones stay.
    const written = await extendCalendar(db, { startDate: "2030-12-15", days: DAYS })
    expect(await nightsOf()).toBe(DAYS + 2)
    expect(written).toBe(database.seeded!.roomTypes * 2)
    expect(await extendCalendar(db, { startDate: "2030-12-15", days: DAYS })).toBe(0)
  })

  it("lets only one of several processes starting at once seed an empty database", async () => {
    const empty = await createTestDatabase()
    try {
      const reports = await Promise.all([1, 2, 3].map(() => seedIfEmpty(empty.db, { startDate: START, days: 1, hotels: 2 })))
      expect(reports.filter((report) => report !== null)).toHaveLength(1)
      expect((await empty.db.select({ n: count() }).from(hotels))[0]!.n).toBe(2)
      const [first] = await empty.db.select({ n: count() }).from(dailyInventory).where(and(eq(dailyInventory.day, START)))
      expect(first!.n).toBeGreaterThan(0)
    } finally {
      await empty.close()
    }
  })
})
