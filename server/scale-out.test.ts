import { randomBytes } from "node:crypto"
import { rmSync } from "node:fs"
import { join } from "node:path"
import { setTimeout as delay } from "node:timers/promises"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { NO_ROOMS_AVAILABLE } from "../contracts/api/errors.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../core/booking/hotel.ts"
import { buildServer, SERVER_BUILD_DIR } from "./build.ts"
import { type BuiltServer, freePort, startBuiltServer } from "./testing/built-server.ts"
import { checkInventory, takenRooms } from "./inventory/testing/inventory-audit.ts"
import { withAdminClient } from "./db/testing/test-database.ts"
import type { NotifyReport } from "./payments/simulator/notify.ts"
import {
  confirmationOf,
  databaseUrl,
  day,
  findStay,
  gatewayEnvironment,
  getJson,
  type JsonAnswer,
  MAIN_GUEST,
  payByCard,
  postJson,
  reservationOf,
  roomOffers,
  type RunningGateway,
  type Stay,
  startGateway,
} from "./testing/guest-journey.ts"

/**
 * docs/architecture.md: several server processes serve one PostgreSQL database behind a load balancer. Two
 * processes of the server as `npm start` builds it share one fresh database, one OTP_SECRET and one card gateway
 * (the PayWeb3 simulator, in this process), and are reached at one public origin. Proven here: the last room goes
 * to exactly one of fifty guests split across both; what one process changes shows in the other's searches within a
 * second (each process's inventory mirror follows the database's announcements); a payment started on one and
 * notified to the other (and to both at once) is paid once; and when one dies under load, the other answers every
 * request and still has every booking the dead one confirmed.
 */

const adminUrl = process.env["TEST_DATABASE_URL"]
/** Both processes start at once on the empty database: one migrates and seeds 58 hotels, the other waits for it. */
const START_TIMEOUT_MS = 120_000
const RACERS_PER_PROCESS = 25
/** How soon a change made through one process must show in the other's searches. */
const MIRROR_WITHIN_MS = 1_000
/** The gateway's retries, shortened from minutes so a failing test waits seconds. */
const NOTIFY_RETRY_WAIT_MS = 1_000
/** The public origin (PUBLIC_URL) of both processes: the load balancer's, which hands each request to one of them. */
const PUBLIC_ORIGIN = "http://hotels.test"
const WORKERS_PER_PROCESS = 3
/** Process A is killed once it has confirmed this many bookings under load... */
const CONFIRMED_BEFORE_KILL = 5
/** ...and B is kept under load this long after. */
const LOAD_AFTER_KILL_MS = 2_000
/** Hotels where a guest may always pay later (no festive mandatory payment periods, not the pay-at-hotel one): found at start. */
let payLaterHotels: ReadonlyArray<string> = []

const databaseName = `scale_${randomBytes(5).toString("hex")}`
const outdir = join(SERVER_BUILD_DIR, `test-${databaseName}`)

interface ServerProcess {
  readonly name: "A" | "B"
  base: string
  server?: BuiltServer
}
const a: ServerProcess = { name: "A", base: "" }
const b: ServerProcess = { name: "B", base: "" }

let gateway: RunningGateway | undefined
const notifies: Array<NotifyReport> = []
let audit: pg.Client | undefined
/** The rooms taken before the first reservation: the inventory audit's starting point. */
let takenAtStart: ReadonlyMap<string, number> = new Map()

/** The processes the load balancer hands the gateway's next notifies to, all at once (the first one's answer counts). */
let notifyRoute: ReadonlyArray<ServerProcess> = []
const notifyAnswers: Array<{ readonly to: string; readonly status: number; readonly text: string }> = []

/** The gateway's way to PUBLIC_ORIGIN: through the load balancer, to the processes of `notifyRoute`. */
const throughTheBalancer = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : input)
  const answers = await Promise.all(
    notifyRoute.map(async (instance) => {
      const response = await fetch(`${instance.base}${url.pathname}${url.search}`, init)
      const answer = { to: instance.name, status: response.status, text: await response.text() }
      notifyAnswers.push(answer)
      return answer
    }),
  )
  return new Response(answers[0]?.text ?? "", { status: answers[0]?.status ?? 502 })
}

const adminQuery = (sql: string): Promise<unknown> => withAdminClient(adminUrl!, (client) => client.query(sql))
const auditQuery = <R extends pg.QueryResultRow>(sql: string, values: ReadonlyArray<unknown> = []) => audit!.query<R>(sql, [...values])

const unitsOf = async (instance: ServerProcess, stay: Stay): Promise<number> =>
  (await roomOffers(instance.base, stay.hotel, stay.checkIn, stay.checkOut)).find((offer) => offer.room_type_code === stay.room.room_type_code)?.number_of_units ?? 0

/** Asks `instance`'s room search until the stay's room type shows `expected` free rooms, for at most MIRROR_WITHIN_MS; answers the last count seen. */
const unitsWithin = async (instance: ServerProcess, stay: Stay, expected: number): Promise<number> => {
  const deadline = Date.now() + MIRROR_WITHIN_MS
  let units = await unitsOf(instance, stay)
  while (units !== expected && Date.now() < deadline) {
    await delay(10)
    units = await unitsOf(instance, stay)
  }
  return units
}

const expectInventoryWhole = async (): Promise<void> => {
  const inventory = await checkInventory(audit!, takenAtStart)
  expect({ belowZero: inventory.belowZero, aboveTotal: inventory.aboveTotal, disagreeing: inventory.disagreeing, examples: inventory.examples }).toEqual({
    belowZero: 0,
    aboveTotal: 0,
    disagreeing: 0,
    examples: [],
  })
}

/** The most recent one-time code sent to the main guest, read from the development outbox (the database's, so either process shows it). */
const lastCode = async (instance: ServerProcess): Promise<string> => {
  const { json } = await getJson(instance.base, `/dev/outbox?format=json&kind=one_time_code&to=${encodeURIComponent(MAIN_GUEST.email)}&limit=1`)
  const [message] = json["messages"] as ReadonlyArray<{ body: string }>
  return /code for booking \S+ is (\d{6})\./.exec(message?.body ?? "")?.[1] ?? ""
}

describe.skipIf(adminUrl === undefined || adminUrl === "")("two server processes on one PostgreSQL database, behind one public origin", () => {
  beforeAll(async () => {
    await adminQuery(`create database "${databaseName}"`)
    const [built] = await buildServer({ outdir })
    a.base = `http://127.0.0.1:${await freePort()}`
    b.base = `http://127.0.0.1:${await freePort()}`
    gateway = await startGateway({
      notifyOrigins: [PUBLIC_ORIGIN],
      retryWaitMs: NOTIFY_RETRY_WAIT_MS,
      onNotifyDone: (report) => notifies.push(report),
      notify: throughTheBalancer,
    })
    const { DATA_DIR: _dataDir, ...inherited } = process.env
    const otpSecret = randomBytes(32).toString("hex")
    const environment = (instance: ServerProcess): NodeJS.ProcessEnv => ({
      ...inherited,
      NODE_ENV: "development",
      PORT: new URL(instance.base).port,
      HOST: "127.0.0.1",
      PUBLIC_URL: PUBLIC_ORIGIN,
      DATABASE_URL: databaseUrl(adminUrl!, databaseName),
      ...gatewayEnvironment(gateway!),
      OTP_SECRET: otpSecret,
      // Every guest here comes from 127.0.0.1: one client as far as the per-client hold limit goes.
      MAX_HELD_ROOMS_PER_CLIENT: "1000",
      LOG_LEVEL: "info",
    })
    const started = await Promise.allSettled([a, b].map(async (instance) => (instance.server = await startBuiltServer(built!, environment(instance)))))
    for (const result of started) if (result.status === "rejected") throw result.reason
    audit = new pg.Client({ connectionString: databaseUrl(adminUrl!, databaseName) })
    await audit.connect()
    takenAtStart = await takenRooms(audit)
    const hotels = await audit.query<{ code: string }>(
      `select code from hotels h
         where h.code <> $1 and not exists (select 1 from mandatory_payment_periods m where m.hotel_id = h.id)
         order by code limit 4`,
      [PAY_LATER_ONLY_HOTEL_CODE],
    )
    payLaterHotels = hotels.rows.map((row) => row.code)
  }, START_TIMEOUT_MS)

  afterAll(async () => {
    await Promise.all([a.server?.kill(), b.server?.kill()])
    await audit?.end()
    await gateway?.close()
    rmSync(outdir, { recursive: true, force: true })
    await adminQuery(`drop database if exists "${databaseName}" with (force)`)
  })

  it("50 reservations at once for the last room, 25 to each process: exactly one gets it, 49 get the no-availability 409", async () => {
    const queen = (await roomOffers(a.base, "801", day(20), day(22))).find((offer) => offer.room_type_code === "QUEEN")!
    const stay: Stay = { hotel: "801", checkIn: day(20), checkOut: day(22), room: { rate_plan_code: queen.rate_plan_code, room_type_code: "QUEEN", number_of_units: 1, guests: { adults: 2, kids: 0 } } }
    await auditQuery(
      `update daily_inventory set available = 1
         where room_type_id = (select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.code = $1 and rt.code = $2)
           and day >= $3::date and day < $4::date`,
      [stay.hotel, stay.room.room_type_code, stay.checkIn, stay.checkOut],
    )
    // The audit counts from here: the rooms the update took are no hold's or booking's.
    takenAtStart = await takenRooms(audit!)
    expect([await unitsWithin(a, stay, 1), await unitsWithin(b, stay, 1)]).toEqual([1, 1])

    const answers = await Promise.all(
      Array.from({ length: 2 * RACERS_PER_PROCESS }, async (_, index) => {
        const instance = index % 2 === 0 ? a : b
        const { status, json } = await postJson(instance.base, "/api/web/bookings/reservation", { reservation: reservationOf(stay) })
        return { process: instance.name, status, json }
      }),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status !== 201).map(({ status, json }) => ({ status, json }))).toEqual(
      Array.from({ length: 2 * RACERS_PER_PROCESS - 1 }, () => ({ status: 409, json: { message: NO_ROOMS_AVAILABLE } })),
    )
    // Both processes answered a share of the refusals, so the race really was between them.
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.process))).toEqual(new Set(["A", "B"]))
    expect([await unitsWithin(a, stay, 0), await unitsWithin(b, stay, 0)]).toEqual([0, 0])
    await expectInventoryWhole()
  })

  it("a hold made through one process shows in the other's room search within a second; a cancellation made there shows back on the first", async () => {
    const found = await findStay(a.base, payLaterHotels[0]!, day(30), day(32))
    const stay: Stay = { ...found, room: { ...found.room, number_of_units: 2 } }
    const free = await unitsOf(b, stay)
    expect(await unitsOf(a, stay)).toBe(free)

    const hold = await postJson(a.base, "/api/web/bookings/reservation", { reservation: reservationOf(stay) })
    expect(hold.status).toBe(201)
    expect(await unitsWithin(b, stay, free - 2)).toBe(free - 2)

    // Booked (pay later) on A; the guest's one-time code is sent by A and used on B (one OTP_SECRET), which cancels.
    const uuid = hold.json["uuid"] as string
    const confirmed = await postJson(a.base, "/api/web/bookings/confirmation", confirmationOf(stay, uuid, false))
    expect(confirmed).toEqual({ status: 201, json: expect.objectContaining({ uuid }) })
    const sent = await postJson(a.base, "/api/web/bookings/send_otp", { booking_otp: { email: MAIN_GUEST.email, reference_number: confirmed.json["reference_number"] } })
    expect(sent.status).toBe(200)
    const cancelled = await postJson(b.base, `/api/web/bookings/${uuid}/cancel`, { booking_otp: { otp: await lastCode(b) } })
    expect({ status: cancelled.status, booking: (cancelled.json["booking"] as { status?: string } | undefined)?.status }).toEqual({ status: 200, booking: "Cancelled" })
    expect(await unitsWithin(a, stay, free)).toBe(free)
    await expectInventoryWhole()
  })

  it("a card payment started on one process, its notify delivered to the other (and to both at once), is paid once", async () => {
    const stay = await findStay(a.base, "815", day(40), day(42))
    const hold = await postJson(a.base, "/api/web/bookings/reservation", { reservation: reservationOf(stay) })
    expect(hold.status).toBe(201)
    const uuid = hold.json["uuid"] as string
    const confirmed = await postJson(a.base, "/api/web/bookings/confirmation", confirmationOf(stay, uuid, true))
    expect(confirmed.status).toBe(201)
    const reference = confirmed.json["reference_number"] as string

    // Started on A; the load balancer hands the gateway's notify to B, and the same notify to A at the same moment,
    // as a retry after a lost answer would.
    notifyRoute = [b, a]
    const approved = await payByCard(a.base, uuid)
    expect(approved).toBeDefined()
    const deadline = Date.now() + 10_000
    while (!notifies.some((report) => report.payRequestId === approved) && Date.now() < deadline) await delay(20)
    expect(notifies.filter((report) => report.payRequestId === approved)).toEqual([{ payRequestId: approved, delivered: true, attempts: 1 }])
    expect(notifyAnswers.map(({ to, status, text }) => `${to}: ${status} ${text}`).sort()).toEqual(["A: 200 OK", "B: 200 OK"])

    for (const instance of [a, b]) {
      const { status, json } = await getJson(instance.base, `/api/web/bookings/${uuid}/booking`)
      const booking = json["booking"] as { reference_number: string; status: string; is_paid: boolean }
      expect({ status, reference: booking.reference_number, paid: booking.status, isPaid: booking.is_paid }).toEqual({ status: 200, reference, paid: "Paid", isPaid: true })
    }
    const payments = await auditQuery<{ rows: number }>("select count(*)::int as rows from payments where pay_request_id = $1", [approved])
    expect(payments.rows[0]!.rows).toBe(1)
    const messages = await auditQuery<{ messages: number }>(
      "select count(o.id)::int as messages from bookings bk join outbox o on o.booking_id = bk.id and o.kind = 'payment_received' where bk.reference_number = $1",
      [reference],
    )
    expect(messages.rows[0]!.messages).toBe(1)
    await expectInventoryWhole()
  })

  it("one process killed (SIGKILL) under load: the other answers every request, and every booking the killed one confirmed is there", async () => {
    type Step = "search" | "reservation" | "confirmation"
    const outcomes: Array<{ readonly process: ServerProcess["name"]; readonly step: Step; readonly status: number | "error"; readonly at: number }> = []
    const confirmedOnA: Array<{ readonly uuid: string; readonly reference: string }> = []
    let killedAt: number | undefined
    // Whatever happens, the load stops: a process that never reaches the kill fails the checks below.
    let stopAt = Date.now() + 20_000

    const killA = async (): Promise<void> => {
      killedAt = Date.now()
      stopAt = killedAt + LOAD_AFTER_KILL_MS
      await a.server?.kill()
    }

    /** One guest after another on `instance`: search, reserve the first offer, confirm (pay later). */
    const worker = async (instance: ServerProcess, index: number): Promise<void> => {
      const call = async (step: Step, request: () => Promise<JsonAnswer>): Promise<JsonAnswer | undefined> => {
        try {
          const answer = await request()
          outcomes.push({ process: instance.name, step, status: answer.status, at: Date.now() })
          return answer
        } catch {
          outcomes.push({ process: instance.name, step, status: "error", at: Date.now() })
          return undefined
        }
      }
      for (let round = 0; Date.now() < stopAt; round++) {
        // A killed process's guests go elsewhere: its requests only fail from now on.
        if (instance === a && killedAt !== undefined) return
        const hotel = payLaterHotels[(index + round) % payLaterHotels.length]!
        const checkIn = day(50 + ((index * 7 + round) % 40))
        const checkOut = day(52 + ((index * 7 + round) % 40))
        const search = await call("search", () => postJson(instance.base, "/api/web/bookings/rooms", { rooms: { hotel_code: hotel, start_date: checkIn, end_date: checkOut, guests: [{ adults: 2, kids: 0 }] } }))
        const offer = (search?.json["room_offers"] as ReadonlyArray<{ room_type_code: string; rate_plan_code: string }> | undefined)?.[0]
        if (offer === undefined) continue
        const stay: Stay = { hotel, checkIn, checkOut, room: { rate_plan_code: offer.rate_plan_code, room_type_code: offer.room_type_code, number_of_units: 1, guests: { adults: 2, kids: 0 } } }
        const hold = await call("reservation", () => postJson(instance.base, "/api/web/bookings/reservation", { reservation: reservationOf(stay) }))
        if (hold?.status !== 201) continue
        const uuid = hold.json["uuid"] as string
        const confirmed = await call("confirmation", () => postJson(instance.base, "/api/web/bookings/confirmation", confirmationOf(stay, uuid, false)))
        if (confirmed?.status === 201 && instance === a) {
          confirmedOnA.push({ uuid, reference: confirmed.json["reference_number"] as string })
          if (confirmedOnA.length === CONFIRMED_BEFORE_KILL) void killA()
        }
      }
    }

    await Promise.all([a, b].flatMap((instance) => Array.from({ length: WORKERS_PER_PROCESS }, (_, index) => worker(instance, index + (instance === a ? 0 : WORKERS_PER_PROCESS)))))
    expect(killedAt).toBeDefined()

    // B never failed a guest: every search found rooms, every reservation was taken or refused for want of rooms,
    // every confirmation booked; before the kill, while A died, and after.
    const expected: Readonly<Record<Step, ReadonlyArray<number>>> = { search: [200], reservation: [201, 409], confirmation: [201] }
    const onB = outcomes.filter((outcome) => outcome.process === "B")
    expect(onB.filter((outcome) => outcome.status === "error" || !expected[outcome.step].includes(outcome.status))).toEqual([])
    const bookedOnBAfterKill = onB.filter((outcome) => outcome.at > killedAt! && outcome.step === "confirmation" && outcome.status === 201)
    expect(bookedOnBAfterKill.length).toBeGreaterThan(0)

    // Nothing the killed process confirmed is lost: B reads every one of those bookings.
    expect(confirmedOnA.length).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_KILL)
    const readOnB = await Promise.all(
      confirmedOnA.map(async ({ uuid }) => {
        const { status, json } = await getJson(b.base, `/api/web/bookings/${uuid}/booking`)
        return { status, reference: (json["booking"] as { reference_number?: string } | undefined)?.reference_number }
      }),
    )
    expect(readOnB).toEqual(confirmedOnA.map(({ reference }) => ({ status: 200, reference })))
    await expectInventoryWhole()
  })
})
