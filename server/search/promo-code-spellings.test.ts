import { eq } from "drizzle-orm"
import { Effect } from "effect"
import type { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { normalisePromoCode, promoLookupQuery, promoStateFromOffers } from "../../core/search/promo-code.ts"
import { today } from "../../core/time/clock.ts"
import { testConfig } from "../config.ts"
import { hotels } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import type { HttpRuntime } from "../http/runtime.ts"
import { buildServerApp } from "../main.ts"
import { silentLogger } from "../testing/logs.ts"

/**
 * Promo codes are case-insensitive and trimmed (docs/decisions.md), on both sides: a guest's spelling goes
 * from core's promo check (the lookup it asks for, the code the session keeps) through the server's HTTP
 * routes, as server/main.ts builds them, and gets the promo rate. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const CITY_SANDTON = "801"
const PROMO_PLAN = "PROMO-STAYLONGER"
/** The calendar (and the offers' dates) start today, so the lookup's "running today" holds; a three-night stay from tomorrow. */
const TODAY = Effect.runSync(today)
const CHECK_IN = TODAY.add({ days: 1 }).toString()
const CHECK_OUT = TODAY.add({ days: 4 }).toString()
const SPELLINGS = ["staylonger", " STAYLONGER ", "StayLonger"] as const

let database: TestDatabase
let app: Hono
let http: HttpRuntime<unknown>
let hotelId: number

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 10, hotels: [CITY_SANDTON], startDate: TODAY.toString() } })
  const built = await buildServerApp(testConfig(), database, silentLogger, "/nonexistent")
  app = built.app as unknown as Hono
  http = built.http as HttpRuntime<unknown>
  hotelId = (await database.db.select().from(hotels).where(eq(hotels.code, CITY_SANDTON)))[0]!.id
})
afterAll(async () => {
  await http?.dispose()
  await database?.close()
})

const call = async (path: string, init?: RequestInit) => {
  const response = await app.request(path, init)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = (path: string, body: unknown) => call(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })

interface WireOffer {
  readonly room_type_code: string
  readonly rates: ReadonlyArray<{ readonly rate_plan_code: string }>
}

/** What the website does with a typed code: the lookup core asks for, and the code the search then carries. */
const websiteSends = (typed: string) => ({ lookup: promoLookupQuery(typed, hotelId), searched: normalisePromoCode(typed) })

describe.each(SPELLINGS)("the promo code typed as %j", (typed) => {
  it("is found by the special-offers lookup and checks valid", async () => {
    const { lookup } = websiteSends(typed)
    const query = new URLSearchParams({ active_status: "true", promo_code: lookup.promoCode, hotel_id: String(lookup.hotelId), page: String(lookup.page), per: String(lookup.per) })
    const answer = await call(`/api/web/special_offers?${query.toString()}`)
    expect(answer.status).toBe(200)
    const specials = answer.body["specials"] as ReadonlyArray<{ promo_code: string | null; action_type: string | null }>
    const state = promoStateFromOffers(typed, specials.map((special) => ({ promoCode: special.promo_code, actionType: special.action_type })))
    expect(state.kind).toBe("valid")
  })

  it("gets the promo rate in the room search and holds a room at it", async () => {
    const { searched } = websiteSends(typed)
    const rooms = await post("/api/web/bookings/rooms", {
      rooms: { hotel_code: CITY_SANDTON, start_date: CHECK_IN, end_date: CHECK_OUT, guests: [{ adults: 2, kids: 0 }], promotion_code: searched },
    })
    expect(rooms.status).toBe(200)
    const offer = (rooms.body["room_offers"] as ReadonlyArray<WireOffer>).find((each) => each.rates.some((rate) => rate.rate_plan_code === PROMO_PLAN))
    expect(offer).toBeDefined()

    const held = await post("/api/web/bookings/reservation", {
      reservation: {
        start_date: CHECK_IN,
        end_date: CHECK_OUT,
        hotel_code: CITY_SANDTON,
        via_email: true,
        via_sms: false,
        rooms: [{ rate_plan_code: PROMO_PLAN, room_type_code: offer!.room_type_code, number_of_units: 1, guests: { adults: 2, kids: 0 }, promotion_code: searched }],
      },
    })
    expect(held.status, JSON.stringify(held.body)).toBe(201)
  })
})
