import { randomBytes } from "node:crypto"
import { rmSync } from "node:fs"
import { join } from "node:path"
import { setTimeout as delay } from "node:timers/promises"
import { Hono } from "hono"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildServer, SERVER_BUILD_DIR } from "./build.ts"
import { type BuiltServer, freePort, startBuiltServer } from "./built-server-harness.ts"
import { checkInventory, takenRooms } from "./db/inventory-audit.ts"
import { withAdminClient } from "./db/test-database.ts"
import { startServer as serveOnLoopback, type RunningServer } from "./gateway/http-harness.ts"
import type { NotifyReport } from "./gateway/simulator/notify.ts"
import { makePayWeb3Simulator, TEST_MERCHANT } from "./gateway/simulator/payweb3-simulator.ts"

/**
 * QUALITY.md "Crash (SIGKILL) during payment or confirmation, then restart: no lost booking, no double payment;
 * holds released on time". The server as `npm start` builds it runs on its own PostgreSQL database and is killed
 * with SIGKILL while guests reserve, confirm and pay by card, then started again. The card gateway (the PayWeb3
 * simulator) runs in this process, as a real gateway outlives our server, and retries its notify until our
 * server answers OK.
 */

const adminUrl = process.env["TEST_DATABASE_URL"]
const GUESTS = 16
/**
 * The server is killed the moment the gateway approves this many card payments: their notifies are on their way
 * to it or being written, other guests are confirming or starting to pay.
 */
const APPROVED_BEFORE_CRASH = 3
const ARRIVAL_GAP_MS = 25
/** Holds left unconfirmed when the server dies, whose 15 minutes then run out while it is down. */
const ABANDONED_HOLDS = 3
/** A start seeds 58 hotels on a fresh database; a restart only checks it. */
const START_TIMEOUT_MS = 120_000
/** The sweeper passes every 15 s (HoldSweeper.SWEEP_INTERVAL); lapsed holds go back within one pass of a restart. */
const SWEEP_WAIT_MS = 40_000
/** The gateway's retries, shortened from minutes so the test waits seconds; still longer than a restart. */
const NOTIFY_RETRY_WAIT_MS = 2_500
const HOTELS = ["801", "803", "815", "816"]
const APPROVED_CARD = "4000000000000002"

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const databaseName = `crash_${randomBytes(5).toString("hex")}`
const outdir = join(SERVER_BUILD_DIR, `test-${databaseName}`)
let serverFile = ""
let serverEnv: NodeJS.ProcessEnv = {}
let server: BuiltServer | undefined
let base = ""
let gateway: RunningServer | undefined
const notifies: Array<NotifyReport> = []
let audit: pg.Client | undefined

const withDatabase = (name: string): string => {
  const url = new URL(adminUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

const adminQuery = (sql: string): Promise<unknown> => withAdminClient(adminUrl!, (client) => client.query(sql))

/** Starts the built server; resolves once it listens. */
const startTheServer = async (): Promise<void> => {
  server = await startBuiltServer(serverFile, serverEnv)
}

const killTheServer = async (): Promise<void> => {
  await server?.kill()
}

const postJson = async (path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> => {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const postForm = (url: string, fields: Record<string, string>): Promise<Response> =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() })

interface Stay {
  readonly hotel: string
  readonly checkIn: string
  readonly checkOut: string
  readonly room: { rate_plan_code: string; room_type_code: string; number_of_units: 1; guests: { adults: 2; kids: 0 } }
}

/** A room the hotel offers for two adults, two nights `offset` days from now. */
const findRoom = async (index: number): Promise<Stay> => {
  const hotel = HOTELS[index % HOTELS.length]!
  const checkIn = day(10 + index)
  const checkOut = day(12 + index)
  const { json } = await postJson("/api/web/bookings/rooms", { rooms: { hotel_code: hotel, start_date: checkIn, end_date: checkOut, guests: [{ adults: 2, kids: 0 }] } })
  const offer = (json["room_offers"] as ReadonlyArray<{ room_type_code: string; rate_plan_code: string }>)[0]!
  return { hotel, checkIn, checkOut, room: { rate_plan_code: offer.rate_plan_code, room_type_code: offer.room_type_code, number_of_units: 1, guests: { adults: 2, kids: 0 } } }
}

const reservationOf = (stay: Stay) => ({
  start_date: stay.checkIn,
  end_date: stay.checkOut,
  hotel_code: stay.hotel,
  via_email: true,
  via_sms: false,
  rooms: [stay.room],
})

const MAIN_GUEST = {
  title: "Ms",
  first_name: "Thandi",
  surname: "Mokoena",
  mobile: "0027821234567",
  email: "thandi@example.test",
  address: { address_one: "1 Main Road", address_two: "", city: "Johannesburg", state: "ZA", postal_code: "2196", country: "South Africa" },
  id_number: "8001015009087",
  id_type: "ID Number",
}

interface Guest {
  /** The hold's uuid, once the reservation answered. */
  uuid?: string
  /** The booking's reference, once the confirmation answered 201. */
  reference?: string
  /** Payment requests the gateway approved for this booking. */
  readonly approved: Array<string>
}

/** Pays the booking by card as a browser would: initiate, then the gateway's card form, approved. */
const payByCard = async (guest: Guest, onApproved: () => void = () => undefined): Promise<void> => {
  const { status, json } = await postJson(`/api/web/bookings/${guest.uuid}/initiate_payment`)
  if (status !== 200) return
  const body = json["body"] as { pay_request_id: string; checksum: string; process_url: string }
  const paid = await postForm(`${body.process_url}/pay`, {
    PAY_REQUEST_ID: body.pay_request_id,
    CHECKSUM: body.checksum,
    ACTION: "pay",
    card_number: APPROVED_CARD,
    expiry: "12/30",
    cvv: "123",
    cardholder: "T Mokoena",
  })
  if (paid.status === 200) {
    guest.approved.push(body.pay_request_id)
    onApproved()
  }
}

/** One guest's way through the booking; a step the dead server cannot answer ends it there. */
const book = async (index: number, guest: Guest, onApproved: () => void): Promise<void> => {
  try {
    // Guests arrive one after another, so the crash finds them at every step.
    await delay(index * ARRIVAL_GAP_MS)
    const stay = await findRoom(index)
    const hold = await postJson("/api/web/bookings/reservation", { reservation: reservationOf(stay) })
    if (hold.status !== 201) return
    guest.uuid = hold.json["uuid"] as string
    const confirmed = await postJson("/api/web/bookings/confirmation", {
      reservation: { ...reservationOf(stay), uuid: guest.uuid, mandatory_payment: true, guests: [MAIN_GUEST] },
    })
    if (confirmed.status !== 201) return
    guest.reference = confirmed.json["reference_number"] as string
    await payByCard(guest, onApproved)
  } catch {
    // The server died under this guest: what was answered before counts, nothing after.
  }
}

const auditQuery = <R extends pg.QueryResultRow>(sql: string, values: ReadonlyArray<unknown> = []) => audit!.query<R>(sql, [...values])

describe.skipIf(adminUrl === undefined || adminUrl === "")("a server killed during confirmation and payment, then restarted (PostgreSQL)", () => {
  let takenAtStart: ReadonlyMap<string, number> = new Map()
  const guests: Array<Guest> = Array.from({ length: GUESTS }, () => ({ approved: [] }))
  const abandoned: Array<string> = []

  beforeAll(async () => {
    await adminQuery(`create database "${databaseName}"`)
    const [built] = await buildServer({ outdir })
    serverFile = built!
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    // The gateway's address is known once it listens; its routes are added then.
    const gatewayApp = new Hono()
    gateway = await serveOnLoopback((request) => gatewayApp.fetch(request))
    const gatewayUrl = `${gateway.url}/paygate/payweb3`
    const simulator = makePayWeb3Simulator({
      publicUrl: gatewayUrl,
      notifyOrigins: [base],
      clock: { now: () => Date.now(), sleep: (millis) => delay(Math.min(millis, NOTIFY_RETRY_WAIT_MS)) },
      onNotifyDone: (report) => notifies.push(report),
    })
    gatewayApp.route("/paygate/payweb3", simulator)
    const { DATA_DIR: _dataDir, ...inherited } = process.env
    serverEnv = {
      ...inherited,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: withDatabase(databaseName),
      PAYGATE_URL: gatewayUrl,
      PAYGATE_ID: TEST_MERCHANT.paygateId,
      PAYGATE_KEY: TEST_MERCHANT.key,
      LOG_LEVEL: "info",
      // Every guest here comes from 127.0.0.1, one client: it may hold a room for each of them at once.
      MAX_HELD_ROOMS_PER_CLIENT: String(GUESTS + ABANDONED_HOLDS),
    }
    await startTheServer()
    audit = new pg.Client({ connectionString: withDatabase(databaseName) })
    await audit.connect()
    takenAtStart = await takenRooms(audit)
  }, START_TIMEOUT_MS)

  afterAll(async () => {
    await killTheServer()
    await audit?.end()
    await gateway?.close()
    rmSync(outdir, { recursive: true, force: true })
    await adminQuery(`drop database if exists "${databaseName}" with (force)`)
  })

  it(
    "loses no confirmed booking, pays none twice, and gives back the holds that lapsed while it was down",
    async () => {
      // Holds nobody will confirm: their time runs out while the server is down.
      for (let index = 0; index < ABANDONED_HOLDS; index++) {
        const hold = await postJson("/api/web/bookings/reservation", { reservation: reservationOf(await findRoom(GUESTS + index)) })
        expect(hold.status).toBe(201)
        abandoned.push(hold.json["uuid"] as string)
      }

      // Guests book and pay at once; the server dies once the gateway has approved a few payments.
      let approvals = 0
      const bookings = guests.map((guest, index) =>
        book(index, guest, () => {
          if (++approvals === APPROVED_BEFORE_CRASH) void killTheServer()
        }),
      )
      await Promise.all(bookings)
      await killTheServer()
      expect(approvals).toBeGreaterThanOrEqual(APPROVED_BEFORE_CRASH)

      // While it is down, the abandoned holds' 15 minutes pass.
      await auditQuery("update reservations set expires_at = now() - interval '1 second' where uuid = any($1::uuid[])", [abandoned])
      await startTheServer()

      // Not lost: every booking whose confirmation was answered is there, in its guest's name.
      const booked = guests.filter((guest) => guest.reference !== undefined)
      for (const guest of booked) {
        const response = await fetch(`${base}/api/web/bookings/${guest.uuid}/booking`)
        expect(response.status).toBe(200)
        const { booking } = (await response.json()) as { booking: { reference_number: string } }
        expect(booking.reference_number).toBe(guest.reference)
      }

      // Guests whose payment the crash interrupted pay again; then every approved notify reaches the server.
      for (const guest of booked.filter((each) => each.approved.length === 0)) await payByCard(guest)
      const approved = booked.flatMap((guest) => guest.approved)
      const deadline = Date.now() + 60_000
      while (approved.some((id) => !notifies.some((report) => report.payRequestId === id)) && Date.now() < deadline) await delay(200)
      expect(notifies.filter((report) => approved.includes(report.payRequestId))).toEqual(
        expect.arrayContaining(approved.map((id) => expect.objectContaining({ payRequestId: id, delivered: true }))),
      )

      // Paid once: every booking paid, one payment row per request, one "payment received" message per booking.
      for (const guest of booked) {
        const { booking } = (await (await fetch(`${base}/api/web/bookings/${guest.uuid}/booking`)).json()) as { booking: { status: string; is_paid: boolean } }
        expect({ reference: guest.reference, status: booking.status, paid: booking.is_paid }).toEqual({ reference: guest.reference, status: "Paid", paid: true })
      }
      const payments = await auditQuery<{ pay_request_id: string; rows: number }>(
        "select pay_request_id, count(*)::int as rows from payments where pay_request_id = any($1) group by pay_request_id",
        [approved],
      )
      expect(payments.rows.map((row) => row.rows)).toEqual(approved.map(() => 1))
      const messages = await auditQuery<{ booking_reference: string; messages: number }>(
        `select b.reference_number as booking_reference, count(o.id)::int as messages
           from bookings b left join outbox o on o.booking_id = b.id and o.kind = 'payment_received'
           where b.reference_number = any($1) group by b.reference_number`,
        [booked.map((guest) => guest.reference)],
      )
      expect(messages.rows.map((row) => row.messages)).toEqual(booked.map(() => 1))

      // Holds released on time: the sweeper gives back the lapsed holds after the restart.
      const sweepDeadline = Date.now() + SWEEP_WAIT_MS
      let held = abandoned.length
      while (held > 0 && Date.now() < sweepDeadline) {
        await delay(500)
        held = (await auditQuery<{ held: number }>("select count(*)::int as held from reservations where uuid = any($1::uuid[]) and status = 'held'", [abandoned])).rows[0]!.held
      }
      expect(held).toBe(0)

      // And the inventory agrees with what is promised: nothing taken twice, nothing lost.
      const inventory = await checkInventory(audit!, takenAtStart)
      expect({ belowZero: inventory.belowZero, aboveTotal: inventory.aboveTotal, disagreeing: inventory.disagreeing, examples: inventory.examples }).toEqual({
        belowZero: 0,
        aboveTotal: 0,
        disagreeing: 0,
        examples: [],
      })
    },
    START_TIMEOUT_MS + SWEEP_WAIT_MS + 60_000,
  )
})
