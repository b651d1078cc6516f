import { eq } from "drizzle-orm"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { HOLD_SECONDS } from "../../contracts/api/search.ts"
import { TOO_MANY_ROOMS_ON_HOLD } from "../../core/booking/messages.ts"
import { reservations } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import {
  availableOf,
  type BookingTestApp,
  confirmation,
  json,
  makeBookingTestApp,
  reservation,
  resetBookings,
  room,
  roomTypeIdOf,
  TEST_NOW,
} from "../testing/booking-kit.ts"
import { ReservationService } from "./ReservationService.ts"

/**
 * Issue 9 §4: one client cannot hold a whole hotel. A client (the socket's address, or the address a trusted
 * proxy forwarded) holds at most MAX_HELD_ROOMS_PER_CLIENT rooms in live holds at once (20 unless configured);
 * a hold past that is refused with 429, Retry-After and the message, and takes nothing.
 */

/** The default of MAX_HELD_ROOMS_PER_CLIENT, as the configuration reads it with the variable unset. */
const DEFAULT_LIMIT = 20
/** A reservation holds at most 10 rooms (spec B §5), so a client reaches the default limit in two. */
const TEN_ROOMS = [room({ number_of_units: 10 })]
const PROXY = "10.0.0.5"

let database: TestDatabase
/** The configuration as the environment gives it with no limit set. */
let t: BookingTestApp
/** A limit of 15, to show a refused replacement keeps the hold it would have replaced. */
let small: BookingTestApp
/** Behind a proxy in TRUSTED_PROXIES. */
let proxied: BookingTestApp
let queen: number

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 6, hotels: ["801"] } })
  t = makeBookingTestApp(database)
  small = makeBookingTestApp(database, TEST_NOW, false, { maxHeldRoomsPerClient: 15 })
  proxied = makeBookingTestApp(database, TEST_NOW, false, { trustedProxies: ["10.0.0.0/8", "192.0.2.1"] })
  queen = await roomTypeIdOf(database, "801", "QUEEN")
})
afterAll(async () => {
  await Promise.all([t.dispose(), small.dispose(), proxied.dispose()])
  await database.close()
})
beforeEach(async () => {
  await resetBookings(database)
  await Promise.all([t.setNow(TEST_NOW), small.setNow(TEST_NOW), proxied.setNow(TEST_NOW)])
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

interface From {
  /** The TCP peer, as @hono/node-server hands the socket to the app. */
  readonly peer: string
  readonly forwardedFor?: string
}

const reserveOn = async (on: BookingTestApp, from: From, body: Json = reservation()) => {
  const init = json("POST", { reservation: body })
  const headers = { ...(init.headers as Record<string, string>), ...(from.forwardedFor === undefined ? {} : { "X-Forwarded-For": from.forwardedFor }) }
  const response = await on.app.request("/api/web/bookings/reservation", { ...init, headers }, { incoming: { socket: { remoteAddress: from.peer } } })
  return { status: response.status, body: (await response.json()) as Json, retryAfter: response.headers.get("Retry-After") }
}

const tenRooms = (overrides: Json = {}) => reservation({ rooms: TEN_ROOMS, ...overrides })

/** Holds `count` times ten rooms for `from`, each answered 201; answers the uuids. */
const holdTens = async (on: BookingTestApp, from: From, count: number): Promise<ReadonlyArray<string>> => {
  const uuids: Array<string> = []
  for (let index = 0; index < count; index++) {
    const held = await reserveOn(on, from, tenRooms())
    expect(held.status).toBe(201)
    uuids.push(held.body.uuid as string)
  }
  return uuids
}

const refusal = (retryAfterSeconds: number) => ({ status: 429, body: { message: TOO_MANY_ROOMS_ON_HOLD }, retryAfter: String(retryAfterSeconds) })

describe("rooms on hold per client (POST /reservation)", () => {
  it(`holds ${DEFAULT_LIMIT} rooms for one client by default, then refuses the next room with 429, Retry-After and the message, taking nothing`, async () => {
    const client = { peer: "198.51.100.1" }
    await holdTens(t, client, 2)
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    const rowsBefore = await database.db.select().from(reservations)
    // Nothing has lapsed yet: the earliest hold ends a whole hold's time from now.
    expect(await reserveOn(t, client)).toEqual(refusal(HOLD_SECONDS))
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before)
    expect(await database.db.select().from(reservations)).toEqual(rowsBefore)
  })

  it("does not let one client take a whole hotel in a few requests", async () => {
    const client = { peer: "198.51.100.2" }
    const answers = []
    for (let index = 0; index < 7; index++) answers.push((await reserveOn(t, client, tenRooms())).status)
    expect(answers).toEqual([201, 201, 429, 429, 429, 429, 429])
  })

  it("answers Retry-After with the seconds until enough of the client's holds lapse to fit the request", async () => {
    const client = { peer: "198.51.100.3" }
    expect((await reserveOn(t, client, reservation({ rooms: [room({ number_of_units: 5 })] }))).status).toBe(201)
    await t.advance(60_000)
    expect((await reserveOn(t, client, reservation({ rooms: [room({ number_of_units: 5 })] }))).status).toBe(201)
    await t.advance(60_000)
    expect((await reserveOn(t, client, tenRooms())).status).toBe(201)
    // 20 held; 8 more need the first two holds gone (5 + 5): the second lapses 60 s after the first.
    expect(await reserveOn(t, client, reservation({ rooms: [room({ number_of_units: 8 })] }))).toEqual(refusal(HOLD_SECONDS - 60))
    // One more room needs only the first gone.
    expect(await reserveOn(t, client, reservation({ rooms: [room()] }))).toEqual(refusal(HOLD_SECONDS - 120))
  })

  it("does not limit a second client because of the first", async () => {
    await holdTens(t, { peer: "198.51.100.4" }, 2)
    await holdTens(t, { peer: "198.51.100.5" }, 2)
    expect((await reserveOn(t, { peer: "198.51.100.4" })).status).toBe(429)
  })

  it("counts a client's replaced hold once: giving back ten rooms and taking ten others at the limit succeeds", async () => {
    const client = { peer: "198.51.100.6" }
    const [first, second] = await holdTens(t, client, 2)
    const replaced = await reserveOn(t, client, tenRooms({ uuid: first, rooms: [room({ room_type_code: "TWIN", number_of_units: 10 })] }))
    expect(replaced.status).toBe(201)
    const again = await reserveOn(t, client, tenRooms({ uuid: second }))
    expect(again.status).toBe(201)
    expect((await reserveOn(t, client)).status).toBe(429)
  })

  it("keeps the hold a refused replacement named: nothing is given back", async () => {
    const client = { peer: "198.51.100.7" }
    const [ten] = await holdTens(small, client, 1)
    const five = await reserveOn(small, client, reservation({ rooms: [room({ number_of_units: 5 })] }))
    expect(five.status).toBe(201)
    // 15 of 15 held: replacing the five with ten would make 20.
    expect((await reserveOn(small, client, tenRooms({ uuid: five.body.uuid }))).status).toBe(429)
    const [kept] = await database.db.select().from(reservations).where(eq(reservations.uuid, five.body.uuid as string))
    expect(kept!.status).toBe("held")
    expect((await reserveOn(small, client, reservation({ uuid: ten, rooms: [room({ number_of_units: 10 })] }))).status).toBe(201)
  })

  it("does not count confirmed, lapsed or released holds", async () => {
    const client = { peer: "198.51.100.8" }
    const [confirmed] = await holdTens(t, client, 1)
    expect((await t.app.request("/api/web/bookings/confirmation", json("POST", { reservation: confirmation(confirmed!, { rooms: TEN_ROOMS }) }))).status).toBe(201)
    await holdTens(t, client, 1)
    await t.advance(HOLD_SECONDS * 1000)
    // The second hold has lapsed (not yet swept); the first is a booking.
    const [third] = await holdTens(t, client, 2)
    expect((await reserveOn(t, client, tenRooms({ uuid: third }))).status).toBe(201)
    expect(await reserveOn(t, client)).toEqual(refusal(HOLD_SECONDS))
  })

  it("keeps the client's address on a reservation only while it is held", async () => {
    const client = { peer: "198.51.100.10" }
    const [confirmed, lapsing] = await holdTens(t, client, 2)
    expect((await t.app.request("/api/web/bookings/confirmation", json("POST", { reservation: confirmation(confirmed!, { rooms: TEN_ROOMS }) }))).status).toBe(201)
    await t.advance(HOLD_SECONDS * 1000)
    const [released] = await holdTens(t, client, 1)
    const [held] = await holdTens(t, client, 1)
    expect((await reserveOn(t, client, tenRooms({ uuid: released }))).status).toBe(201)
    await t.run(ReservationService.use((service) => service.expireLapsedHolds))
    const addresses = new Map((await database.db.select().from(reservations)).map((row) => [row.uuid, [row.status, row.clientAddress]]))
    expect([confirmed, lapsing, released, held].map((uuid) => addresses.get(uuid!))).toEqual([
      ["confirmed", null],
      ["expired", null],
      ["released", null],
      ["held", client.peer],
    ])
  })

  it("reads an IPv4 client connected over IPv6 (::ffff:a.b.c.d) as the same client", async () => {
    await holdTens(t, { peer: "::ffff:198.51.100.9" }, 2)
    expect((await reserveOn(t, { peer: "198.51.100.9" })).status).toBe(429)
  })
})

describe("who the client is", () => {
  it("never believes X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const peer = "203.0.113.7"
    await holdTens(proxied, { peer, forwardedFor: "198.51.100.20" }, 1)
    await holdTens(proxied, { peer, forwardedFor: "198.51.100.21" }, 1)
    expect((await reserveOn(proxied, { peer, forwardedFor: "198.51.100.22" })).status).toBe(429)
    // Nor where no proxy is trusted at all.
    await holdTens(t, { peer: PROXY, forwardedFor: "198.51.100.23" }, 2)
    expect((await reserveOn(t, { peer: PROXY, forwardedFor: "198.51.100.24" })).status).toBe(429)
  })

  it("through a trusted proxy, gives each forwarded client its own limit, from the right-most address that is not a trusted proxy", async () => {
    await holdTens(proxied, { peer: PROXY, forwardedFor: "198.51.100.30" }, 2)
    // What the client wrote itself is left of what the proxies added: it changes nothing.
    await holdTens(proxied, { peer: PROXY, forwardedFor: "1.2.3.4, 198.51.100.31, 192.0.2.1" }, 2)
    expect((await reserveOn(proxied, { peer: PROXY, forwardedFor: "198.51.100.30" })).status).toBe(429)
    expect((await reserveOn(proxied, { peer: PROXY, forwardedFor: "5.6.7.8, 198.51.100.31" })).status).toBe(429)
    expect((await reserveOn(proxied, { peer: PROXY, forwardedFor: "198.51.100.32" })).status).toBe(201)
  })
})
