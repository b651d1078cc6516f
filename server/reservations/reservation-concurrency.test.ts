import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { NO_ROOMS_AVAILABLE } from "../../contracts/api/errors.ts"
import { TOO_MANY_ROOMS_ON_HOLD } from "../../core/booking/messages.ts"
import { dailyInventory, holdRooms, reservations } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { type RunningServer, startServer } from "../testing/http-harness.ts"
import { availableOf, type BookingTestApp, json, makeBookingTestApp, reservation, resetBookings, room, roomTypeIdOf, setAvailable } from "../testing/booking-kit.ts"

/**
 * QUALITY.md: 50 concurrent reservations for the last room → exactly one succeeds, the others get the
 * clear "no availability" answer, and the inventory never goes negative. Real HTTP into a server on
 * 127.0.0.1 over a PostgreSQL pool (TEST_DATABASE_URL), so the requests really race in the database;
 * on PGlite (one connection) the same requests queue, and the answers must be the same.
 */

const CONCURRENT_RESERVATIONS = 50
/** MAX_HELD_ROOMS_PER_CLIENT unset; every request here comes from 127.0.0.1, one client. */
const DEFAULT_HELD_ROOMS_PER_CLIENT = 20

const onPostgres = (process.env["TEST_DATABASE_URL"] ?? "") !== ""

describe(`concurrent reservations for the last room (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let database: TestDatabase
  let t: BookingTestApp
  let server: RunningServer
  let queen: number
  let twin: number

  beforeAll(async () => {
    database = await createTestDatabase({ seed: { days: 6, hotels: ["801"] }, poolSize: 20 })
    t = makeBookingTestApp(database)
    server = await startServer((request, env) => t.app.fetch(request, env))
    queen = await roomTypeIdOf(database, "801", "QUEEN")
    twin = await roomTypeIdOf(database, "801", "TWIN")
  })
  afterAll(async () => {
    await server.close()
    await t.dispose()
    await database.close()
  })

  const race = async (body: unknown): Promise<ReadonlyArray<{ status: number; body: { message?: string; uuid?: string } }>> => {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_RESERVATIONS }, () =>
        fetch(`${server.url}/api/web/bookings/reservation`, json("POST", { reservation: body })).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { message?: string; uuid?: string },
        })),
      ),
    )
    return answers
  }

  const lowestAvailable = async () =>
    (await database.db.select({ lowest: sql<number>`min(${dailyInventory.available})::int` }).from(dailyInventory))[0]!.lowest

  it("exactly one of 50 takes the last room; 49 get 409 with the no-availability message; none goes below zero", async () => {
    await resetBookings(database)
    await setAvailable(database, queen, "2030-03-05", "2030-03-08", 1)
    const answers = await race(reservation({ end_date: "2030-03-08" }))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(CONCURRENT_RESERVATIONS - 1)
    for (const answer of refused) expect(answer).toEqual({ status: 409, body: { message: NO_ROOMS_AVAILABLE } })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual([0, 0, 0])
    expect(await lowestAvailable()).toBeGreaterThanOrEqual(0)
    expect(await database.db.select().from(reservations)).toHaveLength(1)
  })

  it("with two room types and a staggered last night, exactly one wins and the loser's other nights are untouched", async () => {
    await resetBookings(database)
    await setAvailable(database, queen, "2030-03-05", "2030-03-08", 1)
    await setAvailable(database, twin, "2030-03-05", "2030-03-08", 5)
    await setAvailable(database, twin, "2030-03-07", "2030-03-08", 1)
    const answers = await race(reservation({ end_date: "2030-03-08", rooms: [room({ room_type_code: "TWIN" }), room()] }))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(CONCURRENT_RESERVATIONS - 1)
    expect(await availableOf(database, twin, "2030-03-05", "2030-03-08")).toEqual([4, 4, 0])
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual([0, 0, 0])
    expect(await database.db.select().from(holdRooms)).toHaveLength(2)
    expect(await lowestAvailable()).toBeGreaterThanOrEqual(0)
  })

  it(`of 50 concurrent holds of 3 rooms from one client, only as many as fit its ${DEFAULT_HELD_ROOMS_PER_CLIENT} rooms succeed; the others get 429`, async () => {
    await resetBookings(database)
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    const answers = await race(reservation({ rooms: [room({ number_of_units: 3 })] }))
    const fit = Math.floor(DEFAULT_HELD_ROOMS_PER_CLIENT / 3)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(fit)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(CONCURRENT_RESERVATIONS - fit)
    for (const answer of refused) expect(answer).toEqual({ status: 429, body: { message: TOO_MANY_ROOMS_ON_HOLD } })
    expect(await database.db.select().from(holdRooms)).toHaveLength(fit)
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before.map((free) => free - 3 * fit))
  })
})
