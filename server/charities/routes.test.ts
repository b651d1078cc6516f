import { and, eq } from "drizzle-orm"
import { Layer, Schema } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { CHARITY_NOT_AVAILABLE } from "../../contracts/api/messages.ts"
import { CharitiesResponse } from "../../contracts/api/charities.ts"
import { makeApp } from "../app.ts"
import { ServerConfig, type ServerConfigShape, SIMULATOR_PATH, testConfig } from "../config.ts"
import { bookingCharities, charities, outbox, payments } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { Db } from "../db/Db.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import { fakeClock, type RunningServer, startServer } from "../testing/http-harness.ts"
import { silentLogger, silentLogs } from "../testing/logs.ts"
import { bookingLayer, TEST_NOW } from "../testing/booking-kit.ts"
import { BOOKING_ROUTES_PATH, makeBookingRoutes } from "../bookings/routes.ts"
import { insertTestBooking } from "../payments/testing/payment-bookings.ts"
import { PayWeb3Client } from "../payments/payweb3/client.ts"
import { makePayWeb3Simulator, TEST_MERCHANT } from "../payments/simulator/payweb3-simulator.ts"
import { PaymentService } from "../payments/PaymentService.ts"
import { LoyaltyStays } from "../loyalty/LoyaltyStays.ts"
import { makePaymentRoutes, PAYMENT_ROUTES_PATH } from "../payments/routes.ts"
import { type HttpRuntime, makeHttpRuntime } from "../http/runtime.ts"
import { CharityService } from "./CharityService.ts"
import { CHARITY_ROUTES_PATH, makeCharityRoutes } from "./routes.ts"

/**
 * Charities over real HTTP (the card gateway is the simulator, as `npm start` mounts it): the list, the
 * guest's choice sent with initiate_payment, kept on the booking, answered on GET booking and named in the
 * confirmation sent again.
 */

let database: TestDatabase
let server: RunningServer
let http: HttpRuntime<unknown>

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 3, hotels: ["801"] } })
  let handler: (request: Request) => Response | Promise<Response> = () => new Response("starting", { status: 503 })
  server = await startServer((request) => handler(request))
  const gatewayUrl = `${server.url}${SIMULATOR_PATH}`
  const overrides: Partial<ServerConfigShape> = {
    publicUrl: server.url,
    paygate: { url: gatewayUrl, merchantId: TEST_MERCHANT.paygateId, key: TEST_MERCHANT.key, simulator: true },
  }
  const config = testConfig(overrides)
  const client = PayWeb3Client.layer({ url: gatewayUrl, paygateId: TEST_MERCHANT.paygateId, key: TEST_MERCHANT.key })
  const db = Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database))
  const services = Layer.mergeAll(
    bookingLayer(database, TEST_NOW, overrides),
    PaymentService.layer.pipe(Layer.provide(Layer.mergeAll(db, client, Layer.succeed(ServerConfig, config), LoyaltyStays.layerWithLedger.pipe(Layer.provide(db))))),
    CharityService.layer.pipe(Layer.provide(Db.layer(database))),
  )
  const runtime = makeHttpRuntime(services, { logger: silentLogs })
  http = runtime as HttpRuntime<unknown>
  handler = makeApp({
    config,
    log: silentLogger,
    checkDatabase: async () => undefined,
    gatewaySimulator: makePayWeb3Simulator({ publicUrl: gatewayUrl, clock: fakeClock(TEST_NOW) }),
    api: [
      { path: CHARITY_ROUTES_PATH, routes: makeCharityRoutes(runtime) },
      { path: PAYMENT_ROUTES_PATH, routes: makePaymentRoutes(runtime) },
      { path: BOOKING_ROUTES_PATH, routes: makeBookingRoutes(runtime) },
    ],
    distDir: "/nonexistent",
  }).fetch
})
afterAll(async () => {
  await server?.close()
  await http?.dispose()
  await database?.close()
})
beforeEach(async () => {
  await database.db.update(charities).set({ isActive: true })
  await database.db.update(charities).set({ isActive: false }).where(eq(charities.name, "Shelter Our Paws"))
})

const getJson = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const initiate = async (uuid: string, body?: unknown) => {
  const response = await fetch(`${server.url}${PAYMENT_ROUTES_PATH}/bookings/${uuid}/initiate_payment`, {
    method: "POST",
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const choosing = (ids: ReadonlyArray<unknown>) => ({ payment: { selected_charities: ids } })

const chosenOf = async (uuid: string) => {
  const answer = await getJson(`${BOOKING_ROUTES_PATH}/${uuid}/booking`)
  expect(answer.status).toBe(200)
  return (answer.body["booking"] as { selected_charities: ReadonlyArray<number> }).selected_charities
}

const charityIds = async () => {
  const rows = await database.db.select().from(charities)
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id
  return { karoo: idOf("Karoo Hotels Foundation"), littleHands: idOf("Little Hands Early Learning Trust"), coastal: idOf("Coastal Clean-up Collective"), paws: idOf("Shelter Our Paws") }
}

describe("GET /api/web/charities", () => {
  it("answers the active charities by name, each with a local image, a link and its content, as the contract says", async () => {
    const answer = await getJson(CHARITY_ROUTES_PATH)
    expect(answer.status).toBe(200)
    const list = Schema.decodeUnknownSync(CharitiesResponse)(answer.body).charities
    expect(list.map((charity) => charity.name)).toEqual(["Coastal Clean-up Collective", "Karoo Hotels Foundation", "Little Hands Early Learning Trust"])
    for (const charity of list) {
      expect(charity.is_active).toBe(true)
      expect(charity.image.url).toMatch(/^\/images\/charities\/[a-z-]+\.svg$/)
      expect(charity.content.html_content).toMatch(/^<p>[^<>]+<\/p>$/)
    }
  })

  it("leaves out a charity switched off", async () => {
    await database.db.update(charities).set({ isActive: false }).where(eq(charities.name, "Karoo Hotels Foundation"))
    const names = ((await getJson(CHARITY_ROUTES_PATH)).body["charities"] as Array<{ name: string }>).map((charity) => charity.name)
    expect(names).toEqual(["Coastal Clean-up Collective", "Little Hands Early Learning Trust"])
  })
})

describe("the guest's charities, chosen with the card payment's start", () => {
  it("keeps the chosen charities in the order chosen and answers them on GET booking; no body keeps them, a new choice replaces them", async () => {
    const ids = await charityIds()
    const booking = await insertTestBooking(database.db)
    expect(await chosenOf(booking.uuid)).toEqual([])
    expect((await initiate(booking.uuid, choosing([ids.littleHands, ids.karoo]))).status).toBe(200)
    expect(await chosenOf(booking.uuid)).toEqual([ids.littleHands, ids.karoo])
    expect((await initiate(booking.uuid)).status).toBe(200)
    expect(await chosenOf(booking.uuid)).toEqual([ids.littleHands, ids.karoo])
    expect((await initiate(booking.uuid, choosing([ids.coastal]))).status).toBe(200)
    expect(await chosenOf(booking.uuid)).toEqual([ids.coastal])
    expect((await initiate(booking.uuid, choosing([]))).status).toBe(200)
    expect(await chosenOf(booking.uuid)).toEqual([])
  })

  it("refuses an unknown or inactive charity with 422 on its field, starting no payment and keeping the earlier choice", async () => {
    const ids = await charityIds()
    const booking = await insertTestBooking(database.db)
    await initiate(booking.uuid, choosing([ids.karoo]))
    const paymentsBefore = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))
    const refused = await initiate(booking.uuid, choosing([ids.coastal, ids.paws, 9999]))
    expect(refused).toEqual({
      status: 422,
      body: {
        message: "Some fields are missing or invalid.",
        errors: { "payment.selected_charities.1": [CHARITY_NOT_AVAILABLE], "payment.selected_charities.2": [CHARITY_NOT_AVAILABLE] },
      },
    })
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual(paymentsBefore)
    expect(await chosenOf(booking.uuid)).toEqual([ids.karoo])
  })

  it("refuses a malformed choice with the contract's messages, and a body not sent as JSON with 415", async () => {
    const booking = await insertTestBooking(database.db)
    expect((await initiate(booking.uuid, choosing([1, 1]))).body["errors"]).toEqual({ "payment.selected_charities": ["Choose each charity once"] })
    expect((await initiate(booking.uuid, { payment: {} })).body["errors"]).toEqual({ "payment.selected_charities": ["Required"] })
    const notJson = await fetch(`${server.url}${PAYMENT_ROUTES_PATH}/bookings/${booking.uuid}/initiate_payment`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "1,2" })
    expect(notJson.status).toBe(415)
    expect(await chosenOf(booking.uuid)).toEqual([])
  })

  it("keeps nothing when the payment cannot start (a paid booking: 409)", async () => {
    const ids = await charityIds()
    const booking = await insertTestBooking(database.db, { status: "paid" })
    expect((await initiate(booking.uuid, choosing([ids.karoo]))).status).toBe(409)
    expect(await database.db.select().from(bookingCharities).where(eq(bookingCharities.bookingId, booking.id))).toEqual([])
  })

  it("names the chosen charities in the confirmation sent again", async () => {
    const ids = await charityIds()
    const booking = await insertTestBooking(database.db, { viaEmail: true })
    await initiate(booking.uuid, choosing([ids.karoo, ids.coastal]))
    const resent = await fetch(`${server.url}${BOOKING_ROUTES_PATH}/${booking.uuid}/resend_confirmation_email`, { method: "POST" })
    expect(resent.status).toBe(200)
    const [letter] = await database.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, "booking_confirmation")))
    expect(letter!.body).toContain("Charities you chose to support: Karoo Hotels Foundation, Coastal Clean-up Collective")
  })
})
