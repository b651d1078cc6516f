import { randomBytes } from "node:crypto"
import { rmSync } from "node:fs"
import { join } from "node:path"
import { setTimeout as delay } from "node:timers/promises"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
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
  payByCard as payOnGateway,
  postJson,
  reservationOf,
  type RunningGateway,
  type Stay,
  startGateway,
} from "./testing/guest-journey.ts"

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

const databaseName = `crash_${randomBytes(5).toString("hex")}`
const outdir = join(SERVER_BUILD_DIR, `test-${databaseName}`)
let serverFile = ""
let serverEnv: NodeJS.ProcessEnv = {}
let server: BuiltServer | undefined
let base = ""
let gateway: RunningGateway | undefined
const notifies: Array<NotifyReport> = []
let audit: pg.Client | undefined

const adminQuery = (sql: string): Promise<unknown> => withAdminClient(adminUrl!, (client) => client.query(sql))

/** Starts the built server; resolves once it listens. */
const startTheServer = async (): Promise<void> => {
  server = await startBuiltServer(serverFile, serverEnv)
}

const killTheServer = async (): Promise<void> => {
  await server?.kill()
}

/** A room the hotel offers for two adults, two nights `offset` days from now. */
const findRoom = (index: number): Promise<Stay> => findStay(base, HOTELS[index % HOTELS.length]!, day(10 + index), day(12 + index))

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
  const approved = await payOnGateway(base, guest.uuid!)
  if (approved !== undefined) {
    guest.approved.push(approved)
    onApproved()
  }
}

/** One guest's way through the booking; a step the dead server cannot answer ends it there. */
const book = async (index: number, guest: Guest, onApproved: () => void): Promise<void> => {
  try {
    // Guests arrive one after another, so the crash finds them at every step.
    await delay(index * ARRIVAL_GAP_MS)
    const stay = await findRoom(index)
    const hold = await postJson(base, "/api/web/bookings/reservation", { reservation: reservationOf(stay) })
    if (hold.status !== 201) return
    guest.uuid = hold.json["uuid"] as string
    const confirmed = await postJson(base, "/api/web/bookings/confirmation", confirmationOf(stay, guest.uuid, true))
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
    gateway = await startGateway({ notifyOrigins: [base], retryWaitMs: NOTIFY_RETRY_WAIT_MS, onNotifyDone: (report) => notifies.push(report) })
    const { DATA_DIR: _dataDir, ...inherited } = process.env
    serverEnv = {
      ...inherited,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl(adminUrl!, databaseName),
      ...gatewayEnvironment(gateway),
      LOG_LEVEL: "info",
      // One key for both lives of the server, given here so development mode keeps none in the project's .data.
      OTP_SECRET: randomBytes(32).toString("hex"),
      // Every guest here comes from 127.0.0.1, one client: it may hold a room for each of them at once.
      MAX_HELD_ROOMS_PER_CLIENT: String(GUESTS + ABANDONED_HOLDS),
    }
    await startTheServer()
    audit = new pg.Client({ connectionString: databaseUrl(adminUrl!, databaseName) })
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
        const hold = await postJson(base, "/api/web/bookings/reservation", { reservation: reservationOf(await findRoom(GUESTS + index)) })
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
