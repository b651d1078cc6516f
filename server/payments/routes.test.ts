import { and, eq } from "drizzle-orm"
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  ALREADY_PAID,
  BOOKING_IS_CANCELLED,
  PAY_AT_HOTEL_ONLY,
  PAYMENT_GATEWAY_UNAVAILABLE,
} from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { makeApp } from "../app.ts"
import { ServerConfig, type ServerConfigShape, SIMULATOR_PATH, testConfig } from "../config.ts"
import { bookings, outbox, paymentNotifications, payments } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { fakeClock, inbox, readForm, type RunningServer, startServer, submitForm } from "../testing/http-harness.ts"
import { queryGateway } from "./testing/query-gateway.ts"
import { CHECKSUM, RETURN_ORDER, signed, TRANSACTION_RESULT_ORDER } from "./payweb3/checksum.ts"
import { PayWeb3Client } from "./payweb3/client.ts"
import { OUTCOMES } from "./payweb3/codes.ts"
import { encodeForm, FORM_CONTENT_TYPE } from "./payweb3/form.ts"
import type { NotifyReport } from "./simulator/notify.ts"
import { makePayWeb3Simulator, TEST_MERCHANT } from "./simulator/payweb3-simulator.ts"
import { effectLoggerLayer, makeLogger } from "../log.ts"
import { silentLogger, silentLogs } from "../testing/logs.ts"
import { makeBookingTestApp } from "../testing/booking-kit.ts"
import { Db } from "../db/Db.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import { insertTestBooking, rowCount, snapshot, type TestBooking } from "./testing/payment-bookings.ts"
import { thankYouRoute } from "../../core/routes.ts"
import { PAYWEB3_NOTIFY_PATH, PAYWEB3_RETURN_PATH, PaymentService } from "./PaymentService.ts"
import { LoyaltyStays } from "../loyalty/LoyaltyStays.ts"
import { makeHttpRuntime, type HttpRuntime } from "../http/runtime.ts"
import { CharityService } from "../charities/CharityService.ts"
import { makePaymentRoutes, NOTIFY_ACCEPTED, NOTIFY_REFUSED, NOTIFY_RETRY, PAYMENT_ROUTES_PATH, RETURN_REFUSED_TITLE } from "./routes.ts"

/**
 * Card payments end to end over REAL HTTP: our server on 127.0.0.1 with the PayWeb3 simulator mounted
 * as `npm start` mounts it; the server initiates through the PayWeb3 client, a browser posts the card
 * form, the simulator sends the notify to our NOTIFY_URL and the browser returns to our RETURN_URL,
 * which we confirm through query. Then the refusals: forged notifies and returns change nothing.
 * Crafted notifies go to a second server whose gateway is scripted (query-gateway.testing.ts): the test decides
 * what query.trans says about each payment, and reads the warnings the payment service logs.
 */

/** The simulator's clock (its card-expiry check and 30-minute window); it never really waits. */
const GATEWAY_NOW = Date.UTC(2030, 2, 1, 8, 0, 0)

let database: TestDatabase
let server: RunningServer
let notifyServer: RunningServer
let config: ServerConfigShape
const gateway = queryGateway()
const warnings: Array<string> = []
const notifyReports = inbox<NotifyReport>()
const runtimes: Array<HttpRuntime<unknown>> = []

/** The payment routes' services over this file's database, with a gateway client of our choosing. */
const paymentLayer = (serverConfig: ServerConfigShape, client: Layer.Layer<PayWeb3Client>) => {
  const configLayer = Layer.succeed(ServerConfig, serverConfig)
  return Layer.mergeAll(
    PaymentService.layer.pipe(
      Layer.provide(Layer.mergeAll(Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database)), client, configLayer, LoyaltyStays.layerWithLedger.pipe(Layer.provide(Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database)))))),
    ),
    CharityService.layer.pipe(Layer.provide(Db.layer(database))),
    configLayer,
  )
}

const buildApp = (
  serverConfig: ServerConfigShape,
  client: Layer.Layer<PayWeb3Client>,
  gatewaySimulator?: ReturnType<typeof makePayWeb3Simulator>,
  logger: Layer.Layer<never> = silentLogs,
) => {
  const http = makeHttpRuntime(paymentLayer(serverConfig, client), { logger })
  runtimes.push(http as HttpRuntime<unknown>)
  return makeApp({
    config: serverConfig,
    log: silentLogger,
    checkDatabase: async () => undefined,
    ...(gatewaySimulator === undefined ? {} : { gatewaySimulator }),
    api: [{ path: PAYMENT_ROUTES_PATH, routes: makePaymentRoutes(http) }],
    distDir: "/nonexistent",
  })
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 3, hotels: ["801", "830"] } })
  // The port, and so PUBLIC_URL, is known once listening; the app is bound before any request comes.
  let handler: (request: Request) => Response | Promise<Response> = () => new Response("starting", { status: 503 })
  server = await startServer((request) => handler(request))
  const gatewayUrl = `${server.url}${SIMULATOR_PATH}`
  config = testConfig({ publicUrl: server.url, paygate: { url: gatewayUrl, merchantId: TEST_MERCHANT.paygateId, key: TEST_MERCHANT.key, simulator: true } })
  const simulator = makePayWeb3Simulator({ publicUrl: gatewayUrl, clock: fakeClock(GATEWAY_NOW), onNotifyDone: notifyReports.push })
  const app = buildApp(config, PayWeb3Client.layer({ url: gatewayUrl, paygateId: TEST_MERCHANT.paygateId, key: TEST_MERCHANT.key }), simulator)
  handler = app.fetch
  const gatewayClient = PayWeb3Client.layer({ url: gatewayUrl, paygateId: TEST_MERCHANT.paygateId, key: TEST_MERCHANT.key, fetch: gateway.fetch })
  const warningsOnly = effectLoggerLayer(makeLogger({ level: "warn", write: (line) => warnings.push(line) }), "warn")
  notifyServer = await startServer(buildApp(config, gatewayClient, undefined, warningsOnly).fetch)
})

afterAll(async () => {
  await server.close()
  await notifyServer.close()
  await Promise.all(runtimes.map((http) => http.dispose()))
  await database.close()
})

const initiate = (uuid: string, site = server.url) => fetch(`${site}${PAYMENT_ROUTES_PATH}/bookings/${uuid}/initiate_payment`, { method: "POST" })

interface InitiateBody {
  readonly success: boolean
  readonly body: { readonly checksum: string; readonly pay_request_id: string; readonly reference: string; readonly process_url: string }
}

/** The guest's whole journey: Pay Booking, the card page, Pay (or Cancel), and the browser's return to us. */
const payAsGuest = async (booking: TestBooking, action: "pay" | "cancel", cardNumber = "4000000000000002", site = server.url) => {
  const started = await initiate(booking.uuid, site)
  expect(started.status).toBe(200)
  const { body } = (await started.json()) as InitiateBody
  const cardPage = await submitForm(body.process_url, [
    ["PAY_REQUEST_ID", body.pay_request_id],
    ["CHECKSUM", body.checksum],
  ])
  expect(cardPage.status).toBe(200)
  const form = readForm(cardPage.page)
  const card: ReadonlyArray<readonly [string, string]> =
    action === "pay"
      ? [
          ["card_number", cardNumber],
          ["expiry", "12/34"],
          ["cvv", "123"],
          ["cardholder", "T Mokoena"],
        ]
      : []
  const returnPage = await submitForm(form.action, [...form.fields, ...card, ["ACTION", action]])
  expect(returnPage.status).toBe(200)
  const back = readForm(returnPage.page)
  // The browser follows our answer itself: keep the redirect to look at it.
  const returned = await fetch(back.action, {
    method: "POST",
    headers: { "content-type": FORM_CONTENT_TYPE },
    body: encodeForm(back.fields),
    redirect: "manual",
  })
  const notified = await notifyReports.next()
  return { body, back, returned, notified }
}

const bookingRow = async (booking: TestBooking) => (await database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!
const paymentRows = (booking: TestBooking) => database.db.select().from(payments).where(eq(payments.bookingId, booking.id))
const messagesOf = (booking: TestBooking) =>
  database.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, "payment_received")))

describe("a card payment through the PayWeb3 simulator, over real HTTP", () => {
  it("approved: the notify and the confirmed return mark the booking Paid once, with one payment row and one message", async () => {
    const booking = await insertTestBooking(database.db, { viaEmail: true, viaSms: false, totalCents: 245_000 })
    const { body, back, returned, notified } = await payAsGuest(booking, "pay")

    expect(body).toMatchObject({ reference: booking.referenceNumber, process_url: `${config.paygate.url}/process.trans` })
    expect(back.action).toBe(`${server.url}${PAYWEB3_RETURN_PATH}`)
    expect(returned.status).toBe(303)
    expect(returned.headers.get("location")).toBe(`${server.url}${thankYouRoute(booking.uuid)}`)
    // The notify reached our NOTIFY_URL and was acknowledged with OK at the first attempt.
    expect(notified).toEqual({ payRequestId: body.pay_request_id, delivered: true, attempts: 1 })

    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    const rows = await paymentRows(booking)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      payRequestId: body.pay_request_id,
      reference: booking.referenceNumber,
      amountCents: 245_000,
      currency: "ZAR",
      status: "approved",
      transactionStatus: 1,
      resultCode: OUTCOMES.approved.resultCode,
      resultDescription: OUTCOMES.approved.resultDesc,
      transactionId: expect.stringMatching(/^\d+$/),
    })
    // Notify and query reported the same result: one notification row, whichever came first.
    const notifications = await database.db.select().from(paymentNotifications).where(eq(paymentNotifications.payRequestId, body.pay_request_id))
    expect(notifications).toHaveLength(1)
    expect(notifications[0]!.fields).not.toHaveProperty(CHECKSUM)
    const messages = await messagesOf(booking)
    expect(messages.map((message) => [message.channel, message.recipient])).toEqual([["email", booking.email]])
    expect(messages[0]!.body).toContain("R 2,450.00")
  })

  it("on a development address the guest comes back to the one they opened the site on (issue 27 §5): localhost for 127.0.0.1", async () => {
    const booking = await insertTestBooking(database.db, { viaEmail: true, viaSms: false, totalCents: 245_000 })
    const openedOn = server.url.replace("127.0.0.1", "localhost")
    const { back, returned } = await payAsGuest(booking, "pay", undefined, openedOn)
    expect(back.action).toBe(`${openedOn}${PAYWEB3_RETURN_PATH}`)
    expect(returned.headers.get("location")).toBe(`${openedOn}${thankYouRoute(booking.uuid)}`)
  })

  it("charges only what loyalty points leave for the card, and that amount pays the booking (issue 15)", async () => {
    const booking = await insertTestBooking(database.db, { viaEmail: true, viaSms: false, totalCents: 245_000 })
    // points paid the first night, as POST points_payment records it (server/loyalty/LoyaltyStays.test.ts)
    await database.db.update(bookings).set({ pointsNights: 1, pointsRedeemed: 3_000, pointsCoveredCents: 100_000 }).where(eq(bookings.id, booking.id))
    const { notified } = await payAsGuest(booking, "pay")
    expect(notified.delivered).toBe(true)
    expect(await paymentRows(booking)).toMatchObject([{ amountCents: 145_000, status: "approved" }])
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
  })

  it.each([
    { name: "declined", card: "4000000000000036", outcome: OUTCOMES.declined, status: "declined" },
    { name: "insufficient funds", card: "5200000000000023", outcome: OUTCOMES.insufficientFunds, status: "declined" },
    { name: "an invalid card", card: "4111111111111111", outcome: OUTCOMES.invalidCardNumber, status: "declined" },
    { name: "unprocessed (not done)", card: "5200000000000064", outcome: OUTCOMES.unprocessed, status: "not_done" },
  ])("$name: the booking stays Unpaid and the payment records the gateway's answer", async ({ card, outcome, status }) => {
    const booking = await insertTestBooking(database.db)
    const { returned, notified } = await payAsGuest(booking, "pay", card)
    expect(returned.status).toBe(303)
    expect(notified.delivered).toBe(true)
    expect(await bookingRow(booking)).toMatchObject({ status: "unpaid", isPaid: false })
    const rows = await paymentRows(booking)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status,
      transactionStatus: outcome.transactionStatus,
      resultCode: outcome.resultCode,
      resultDescription: outcome.resultDesc,
    })
    expect(await messagesOf(booking)).toEqual([])
  })

  it("cancel on the card page: the booking stays Unpaid and the payment is User Cancelled", async () => {
    const booking = await insertTestBooking(database.db)
    const { returned } = await payAsGuest(booking, "cancel")
    expect(returned.headers.get("location")).toBe(`${server.url}${thankYouRoute(booking.uuid)}`)
    expect(await bookingRow(booking)).toMatchObject({ status: "unpaid", isPaid: false })
    expect(await paymentRows(booking)).toMatchObject([{ status: "user_cancelled", transactionStatus: 4, resultCode: OUTCOMES.userCancelled.resultCode }])
    expect(await messagesOf(booking)).toEqual([])
  })

  it("a second try after a decline pays the booking: each try is its own payment row", async () => {
    const booking = await insertTestBooking(database.db, { viaEmail: false, viaSms: true })
    await payAsGuest(booking, "pay", "4000000000000036")
    await payAsGuest(booking, "pay", "5200000000000015")
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    expect((await paymentRows(booking)).map((row) => row.status).sort()).toEqual(["approved", "declined"])
    expect((await messagesOf(booking)).map((message) => [message.channel, message.recipient])).toEqual([["sms", booking.mobile]])
    const again = await initiate(booking.uuid)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: ALREADY_PAID })
  })
})

describe("POST /api/web/bookings/{id}/initiate_payment", () => {
  it("answers success with the request the browser posts to the gateway, and stores the payment as Not Done", async () => {
    const booking = await insertTestBooking(database.db, { totalCents: 99_950 })
    const response = await initiate(booking.uuid)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as InitiateBody
    expect(answer).toEqual({
      success: true,
      body: {
        checksum: expect.stringMatching(/^[0-9a-f]{32}$/),
        pay_request_id: expect.stringMatching(/^[0-9A-F-]{36}$/),
        reference: booking.referenceNumber,
        process_url: `${config.paygate.url}/process.trans`,
      },
    })
    expect(await paymentRows(booking)).toMatchObject([
      { payRequestId: answer.body.pay_request_id, amountCents: 99_950, status: "not_done", transactionStatus: null, resultCode: null },
    ])
  })

  it.each([
    { name: "an unknown booking", id: "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42" },
    { name: "an id that is not a uuid", id: "not-a-uuid" },
  ])("answers 404 Booking not found for $name", async ({ id }) => {
    const response = await initiate(id)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: BOOKING_NOT_FOUND })
  })

  it.each([
    { name: "a cancelled booking", options: { status: "cancelled" as const }, message: BOOKING_IS_CANCELLED },
    { name: "a paid booking", options: { status: "paid" as const }, message: ALREADY_PAID },
    { name: "a booking at hotel 830 (pay at the hotel only)", options: { hotelCode: "830" }, message: PAY_AT_HOTEL_ONLY },
  ])("answers 409 for $name and starts nothing", async ({ options, message }) => {
    const booking = await insertTestBooking(database.db, options)
    const response = await initiate(booking.uuid)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message })
    expect(await paymentRows(booking)).toEqual([])
  })

  it.each([
    { name: "refuses the initiate (ERROR=DATA_CHK)", fetch: async () => new Response("ERROR=DATA_CHK", { headers: { "content-type": FORM_CONTENT_TYPE } }) },
    { name: "cannot be reached", fetch: async (): Promise<Response> => Promise.reject(new TypeError("fetch failed")) },
    { name: "answers HTTP 500", fetch: async () => new Response("down", { status: 500 }) },
    { name: "answers with a bad checksum", fetch: async () => new Response("PAYGATE_ID=10011072130&PAY_REQUEST_ID=X&REFERENCE=Y&CHECKSUM=00000000000000000000000000000000") },
  ])("answers 502 when the gateway $name, and stores nothing", async ({ fetch: gatewayFetch }) => {
    const app = buildApp(config, PayWeb3Client.layer({ url: config.paygate.url, paygateId: TEST_MERCHANT.paygateId, key: TEST_MERCHANT.key, fetch: gatewayFetch }))
    const booking = await insertTestBooking(database.db)
    const response = await app.request(`${PAYMENT_ROUTES_PATH}/bookings/${booking.uuid}/initiate_payment`, { method: "POST" })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: PAYMENT_GATEWAY_UNAVAILABLE, errors: [{ message: PAYMENT_GATEWAY_UNAVAILABLE }] })
    expect(await paymentRows(booking)).toEqual([])
  })
})

/** A booking with a started payment, written directly, that the scripted gateway reports approved: the target of crafted notifies. */
const bookingWithPayment = async (options: { viaEmail?: boolean; viaSms?: boolean } = {}) => {
  const booking = await insertTestBooking(database.db, { viaEmail: options.viaEmail ?? true, viaSms: options.viaSms ?? false, totalCents: 180_000 })
  const payRequestId = crypto.randomUUID().toUpperCase()
  await database.db.insert(payments).values({ bookingId: booking.id, payRequestId, reference: booking.referenceNumber, amountCents: 180_000 })
  gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber))
  return { booking, payRequestId }
}

/** An approved notify for the payment as the gateway signs it; `overrides` change fields before signing. */
const notifyFields = (payRequestId: string, reference: string, overrides: Record<string, string> = {}) => ({
  PAYGATE_ID: TEST_MERCHANT.paygateId,
  PAY_REQUEST_ID: payRequestId,
  REFERENCE: reference,
  TRANSACTION_STATUS: "1",
  RESULT_CODE: OUTCOMES.approved.resultCode,
  AUTH_CODE: "X7K2QP",
  CURRENCY: "ZAR",
  AMOUNT: "180000",
  RESULT_DESC: OUTCOMES.approved.resultDesc,
  TRANSACTION_ID: "48213377",
  RISK_INDICATOR: "AX",
  PAY_METHOD: "CC",
  PAY_METHOD_DETAIL: "Visa",
  ...overrides,
})

/** The fields of a declined result, to override an approved one's. */
const OUTCOMES_DECLINED = {
  TRANSACTION_STATUS: String(OUTCOMES.declined.transactionStatus),
  RESULT_CODE: OUTCOMES.declined.resultCode,
  RESULT_DESC: OUTCOMES.declined.resultDesc,
}

const signedNotify = (fields: Record<string, string>, key: string = TEST_MERCHANT.key) => encodeForm(signed(fields, TRANSACTION_RESULT_ORDER, key))

/** Posts a notify to the server with the scripted gateway (or to `target`). */
const postNotify = (body: string, contentType = FORM_CONTENT_TYPE, target: RunningServer = notifyServer) =>
  fetch(`${target.url}${PAYWEB3_NOTIFY_PATH}`, { method: "POST", headers: { "content-type": contentType }, body })

describe("POST /api/web/payments/payweb3/notify", () => {
  it("accepts a correctly signed notify with plain OK; a replay answers OK and changes nothing", async () => {
    const { booking, payRequestId } = await bookingWithPayment()
    const body = signedNotify(notifyFields(payRequestId, booking.referenceNumber))
    const first = await postNotify(body)
    expect(first.status).toBe(200)
    expect(first.headers.get("content-type")).toMatch(/^text\/plain/)
    expect(await first.text()).toBe(NOTIFY_ACCEPTED)
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    const before = await snapshot(database.db)
    const replay = await postNotify(body)
    expect([replay.status, await replay.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await snapshot(database.db)).toEqual(before)
  })

  it.each([
    { name: "a bad checksum", body: (id: string, ref: string) => signedNotify(notifyFields(id, ref)).replace(/CHECKSUM=[0-9a-f]{4}/, "CHECKSUM=ffff") },
    { name: "no checksum", body: (id: string, ref: string) => encodeForm(Object.entries(notifyFields(id, ref))) },
    { name: "a checksum made with another key", body: (id: string, ref: string) => signedNotify(notifyFields(id, ref), "not-the-key") },
    { name: "a wrong amount", body: (id: string, ref: string) => signedNotify(notifyFields(id, ref, { AMOUNT: "100" })) },
    { name: "a wrong currency", body: (id: string, ref: string) => signedNotify(notifyFields(id, ref, { CURRENCY: "USD" })) },
    { name: "a wrong reference", body: (id: string) => signedNotify(notifyFields(id, "BK-SOMEONE-ELSE")) },
    { name: "an unknown pay request", body: (_id: string, ref: string) => signedNotify(notifyFields("9E6C1A52-0000-4000-8000-000000000000", ref)) },
    { name: "another merchant's PAYGATE_ID", body: (id: string, ref: string) => signedNotify(notifyFields(id, ref, { PAYGATE_ID: "10011099999" })) },
    { name: "a status PayWeb3 does not define", body: (id: string, ref: string) => signedNotify(notifyFields(id, ref, { TRANSACTION_STATUS: "6" })) },
  ])("refuses $name with 400 and changes nothing", async ({ body }) => {
    const { booking, payRequestId } = await bookingWithPayment()
    const before = await snapshot(database.db)
    const response = await postNotify(body(payRequestId, booking.referenceNumber))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(NOTIFY_REFUSED)
    expect(await snapshot(database.db)).toEqual(before)
  })

  it.each([
    { code: "0", status: "not_done", paid: false },
    { code: "1", status: "approved", paid: true },
    { code: "2", status: "declined", paid: false },
    { code: "3", status: "cancelled", paid: false },
    { code: "4", status: "user_cancelled", paid: false },
    { code: "5", status: "received_by_pay_gate", paid: false },
    { code: "7", status: "settlement_voided", paid: false },
  ])("records TRANSACTION_STATUS $code as $status (core's PayWeb3 table)", async ({ code, status, paid }) => {
    const { booking, payRequestId } = await bookingWithPayment()
    const fields = notifyFields(payRequestId, booking.referenceNumber, { TRANSACTION_STATUS: code, RESULT_CODE: "900000", RESULT_DESC: "Gateway says" })
    gateway.answer(payRequestId, fields)
    const response = await postNotify(signedNotify(fields))
    expect([response.status, await response.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await paymentRows(booking)).toMatchObject([{ status, transactionStatus: Number(code), resultCode: "900000", resultDescription: "Gateway says" }])
    expect((await bookingRow(booking)).isPaid).toBe(paid)
    expect(await messagesOf(booking)).toHaveLength(paid ? 1 : 0)
  })

  it("refuses a notify that is not a form, and an empty one, changing nothing", async () => {
    const { booking, payRequestId } = await bookingWithPayment()
    const before = await snapshot(database.db)
    const json = await postNotify(JSON.stringify(notifyFields(payRequestId, booking.referenceNumber)), "application/json")
    expect([json.status, await json.text()]).toEqual([400, NOTIFY_REFUSED])
    const empty = await postNotify("")
    expect([empty.status, await empty.text()]).toEqual([400, NOTIFY_REFUSED])
    expect(await snapshot(database.db)).toEqual(before)
  })

  it("records an approved payment for a cancelled booking without reviving the booking or messaging the guest", async () => {
    const booking = await insertTestBooking(database.db, { status: "cancelled", totalCents: 180_000 })
    const payRequestId = crypto.randomUUID().toUpperCase()
    await database.db.insert(payments).values({ bookingId: booking.id, payRequestId, reference: booking.referenceNumber, amountCents: 180_000 })
    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber))
    const response = await postNotify(signedNotify(notifyFields(payRequestId, booking.referenceNumber)))
    expect([response.status, await response.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await bookingRow(booking)).toMatchObject({ status: "cancelled", isPaid: false })
    expect(await paymentRows(booking)).toMatchObject([{ status: "approved" }])
    expect(await messagesOf(booking)).toEqual([])
  })

  it("records an approved payment started before the price changed without marking the booking paid", async () => {
    // The dates changed after the card page opened: the booking now costs R 1,800.00, the payment was for R 1,500.00.
    const booking = await insertTestBooking(database.db, { status: "unpaid", totalCents: 180_000 })
    const payRequestId = crypto.randomUUID().toUpperCase()
    await database.db.insert(payments).values({ bookingId: booking.id, payRequestId, reference: booking.referenceNumber, amountCents: 150_000 })
    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber, { AMOUNT: "150000" }))
    const response = await postNotify(signedNotify(notifyFields(payRequestId, booking.referenceNumber, { AMOUNT: "150000" })))
    expect([response.status, await response.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await bookingRow(booking)).toMatchObject({ status: "unpaid", isPaid: false })
    expect(await paymentRows(booking)).toMatchObject([{ status: "approved", amountCents: 150_000 }])
    expect(await messagesOf(booking)).toEqual([])
  })

  it("does not settle a booking on a notify alone: signed with the public test key for a payment the gateway never took, it changes nothing and asks for a retry", async () => {
    const booking = await insertTestBooking(database.db, { totalCents: 180_000 })
    const started = await initiate(booking.uuid)
    const { body } = (await started.json()) as InitiateBody
    const before = await snapshot(database.db)
    // Anyone can sign with PayGate's published test key; the card page was never submitted, so query.trans says Not Done.
    const response = await postNotify(signedNotify(notifyFields(body.pay_request_id, booking.referenceNumber)), FORM_CONTENT_TYPE, server)
    expect(await bookingRow(booking)).toMatchObject({ status: "unpaid", isPaid: false })
    expect([response.status, await response.text()]).toEqual([503, NOTIFY_RETRY])
    expect(await snapshot(database.db)).toEqual(before)
  })

  // On PGlite the requests queue on one connection; on PostgreSQL (TEST_DATABASE_URL) they race on a pool.
  it("a notify replayed 100 times at once: paid once, one payment row, one notification row, one message, every reply OK", async () => {
    const { booking, payRequestId } = await bookingWithPayment({ viaEmail: true, viaSms: false })
    const body = signedNotify(notifyFields(payRequestId, booking.referenceNumber))
    const paymentsBefore = await rowCount(database.db, payments)
    const replies = await Promise.all(Array.from({ length: 100 }, () => postNotify(body).then(async (response) => [response.status, await response.text()])))
    expect(replies).toEqual(Array(100).fill([200, NOTIFY_ACCEPTED]))
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    expect(await rowCount(database.db, payments)).toBe(paymentsBefore)
    expect(await paymentRows(booking)).toMatchObject([{ status: "approved", transactionId: "48213377" }])
    expect(await database.db.select().from(paymentNotifications).where(eq(paymentNotifications.payRequestId, payRequestId))).toHaveLength(1)
    expect(await messagesOf(booking)).toHaveLength(1)
  })
})

describe("a notify is confirmed with the gateway's query.trans before anything is recorded", () => {
  it.each([
    { name: "cannot be reached", answer: (): Response => Promise.reject(new TypeError("fetch failed")) as never },
    { name: "answers HTTP 500", answer: () => new Response("down", { status: 500 }) },
    { name: "refuses the query (ERROR=NO_TRANS_DATA)", answer: () => new Response("ERROR=NO_TRANS_DATA", { headers: { "content-type": FORM_CONTENT_TYPE } }) },
    { name: "answers with a bad checksum", answer: () => new Response("PAYGATE_ID=10011072130&TRANSACTION_STATUS=1&CHECKSUM=00000000000000000000000000000000") },
  ])("asks for a retry and changes nothing when the gateway $name; the retry pays the booking once it answers", async ({ answer }) => {
    const { booking, payRequestId } = await bookingWithPayment()
    const body = signedNotify(notifyFields(payRequestId, booking.referenceNumber))
    gateway.answer(payRequestId, answer)
    const before = await snapshot(database.db)
    const response = await postNotify(body)
    expect([response.status, await response.text()]).toEqual([503, NOTIFY_RETRY])
    expect(await snapshot(database.db)).toEqual(before)

    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber))
    const retried = await postNotify(body)
    expect([retried.status, await retried.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    expect(await messagesOf(booking)).toHaveLength(1)
  })

  it("asks for a retry when the gateway answers about another amount than ours, changing nothing", async () => {
    const { booking, payRequestId } = await bookingWithPayment()
    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber, { AMOUNT: "100" }))
    const before = await snapshot(database.db)
    const response = await postNotify(signedNotify(notifyFields(payRequestId, booking.referenceNumber)))
    expect([response.status, await response.text()]).toEqual([503, NOTIFY_RETRY])
    expect(await snapshot(database.db)).toEqual(before)
  })

  it("asks for a retry while the gateway still says Not Done, and pays once the gateway has approved", async () => {
    const { booking, payRequestId } = await bookingWithPayment()
    const body = signedNotify(notifyFields(payRequestId, booking.referenceNumber))
    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber, { TRANSACTION_STATUS: "0", RESULT_CODE: "", AUTH_CODE: "", RESULT_DESC: "", TRANSACTION_ID: "" }))
    const before = await snapshot(database.db)
    const early = await postNotify(body)
    expect([early.status, await early.text()]).toEqual([503, NOTIFY_RETRY])
    expect(await snapshot(database.db)).toEqual(before)

    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber))
    const retried = await postNotify(body)
    expect([retried.status, await retried.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
  })

  it("records the gateway's answer, not the notify's claim: a notify saying Approved for a declined payment records the decline", async () => {
    const { booking, payRequestId } = await bookingWithPayment()
    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber, { ...OUTCOMES_DECLINED, AUTH_CODE: "" }))
    const response = await postNotify(signedNotify(notifyFields(payRequestId, booking.referenceNumber)))
    expect([response.status, await response.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await bookingRow(booking)).toMatchObject({ status: "unpaid", isPaid: false })
    expect(await paymentRows(booking)).toMatchObject([{ status: "declined", transactionStatus: 2, resultCode: OUTCOMES.declined.resultCode }])
    expect(await messagesOf(booking)).toEqual([])
  })

  it("answers a replay of a recorded result OK without asking the gateway again, and a forged notify without asking at all", async () => {
    const { booking, payRequestId } = await bookingWithPayment()
    const body = signedNotify(notifyFields(payRequestId, booking.referenceNumber))
    expect((await postNotify(body)).status).toBe(200)
    const queries = gateway.queries()
    gateway.answer(payRequestId, () => new Response("down", { status: 500 }))
    const replay = await postNotify(body)
    expect([replay.status, await replay.text()]).toEqual([200, NOTIFY_ACCEPTED])
    const forged = await postNotify(signedNotify(notifyFields(payRequestId, booking.referenceNumber, { TRANSACTION_STATUS: "2" }), "not-the-key"))
    expect(forged.status).toBe(400)
    expect(gateway.queries()).toBe(queries)
  })
})

describe("a payment's status moves only forward (PayWeb3's transitions)", () => {
  let bookingApp: ReturnType<typeof makeBookingTestApp>
  beforeAll(() => {
    bookingApp = makeBookingTestApp(database)
  })
  afterAll(() => bookingApp.dispose())

  const lastPaymentOf = async (booking: TestBooking) => {
    const response = await bookingApp.app.request(`/api/web/bookings/${booking.uuid}/booking`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { booking: { last_payment: unknown } }).booking.last_payment
  }

  /** A booking paid by an approved notify the gateway confirmed. */
  const paidBooking = async () => {
    const paid = await bookingWithPayment()
    const response = await postNotify(signedNotify(notifyFields(paid.payRequestId, paid.booking.referenceNumber)))
    expect([response.status, await response.text()]).toEqual([200, NOTIFY_ACCEPTED])
    return paid
  }

  it("a declined result after the approved one changes nothing: recorded for audit, logged, answered OK, the booking stays Paid", async () => {
    const { booking, payRequestId } = await paidBooking()
    const approvedPayment = await paymentRows(booking)
    const lastPayment = await lastPaymentOf(booking)
    expect(lastPayment).toMatchObject({ status: "approved", response: { transaction_status: 1 } })

    // The gateway itself now says Declined for the same PAY_REQUEST_ID (the notify's word alone is never taken).
    const declined = notifyFields(payRequestId, booking.referenceNumber, { ...OUTCOMES_DECLINED, AUTH_CODE: "", TRANSACTION_ID: "48213399" })
    gateway.answer(payRequestId, declined)
    warnings.length = 0
    const response = await postNotify(signedNotify(declined))
    expect([response.status, await response.text()]).toEqual([200, NOTIFY_ACCEPTED])

    expect(await paymentRows(booking)).toEqual(approvedPayment)
    expect(await lastPaymentOf(booking)).toEqual(lastPayment)
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    expect(await messagesOf(booking)).toHaveLength(1)
    const notifications = await database.db.select().from(paymentNotifications).where(eq(paymentNotifications.payRequestId, payRequestId))
    expect(notifications.map((row) => [row.transactionStatus, row.fields["TRANSACTION_ID"]])).toEqual([
      [1, "48213377"],
      [2, "48213399"],
    ])
    expect(warnings).toHaveLength(1)
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      level: "warn",
      msg: "payment result contradicts the recorded one; kept for audit, nothing changed",
      pay_request_id: payRequestId,
      recorded_status: "approved",
      result_status: "declined",
    })
    expect(warnings[0]).not.toContain(booking.email)

    // PayGate's retry of it is a replay: OK, nothing more.
    const before = await snapshot(database.db)
    const replay = await postNotify(signedNotify(declined))
    expect([replay.status, await replay.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await snapshot(database.db)).toEqual(before)
  })

  it("a declined answer to the guest's return after the approved notify changes nothing either", async () => {
    const { booking, payRequestId } = await paidBooking()
    const before = await snapshot(database.db)
    gateway.answer(payRequestId, notifyFields(payRequestId, booking.referenceNumber, { ...OUTCOMES_DECLINED, AUTH_CODE: "" }))
    const response = await fetch(`${notifyServer.url}${PAYWEB3_RETURN_PATH}`, {
      method: "POST",
      headers: { "content-type": FORM_CONTENT_TYPE },
      body: encodeForm(returnFields(payRequestId, booking.referenceNumber, "2")),
      redirect: "manual",
    })
    expect(response.status).toBe(303)
    const after = await snapshot(database.db)
    // Only the audit row is new.
    expect({ ...after, notifications: after.notifications.slice(0, -1) }).toEqual(before)
    expect(after.notifications.at(-1)).toMatchObject({ payRequestId, transactionStatus: 2 })
  })

  it("an approved payment whose settlement is voided later records the void (a real PayWeb3 transition)", async () => {
    const { booking, payRequestId } = await paidBooking()
    const voided = notifyFields(payRequestId, booking.referenceNumber, { TRANSACTION_STATUS: "7", RESULT_DESC: "Settlement Voided" })
    gateway.answer(payRequestId, voided)
    const response = await postNotify(signedNotify(voided))
    expect([response.status, await response.text()]).toEqual([200, NOTIFY_ACCEPTED])
    expect(await paymentRows(booking)).toMatchObject([{ status: "settlement_voided", transactionStatus: 7 }])
    expect(await messagesOf(booking)).toHaveLength(1)
  })
})

const postReturn = (fields: ReadonlyArray<readonly [string, string]>) =>
  fetch(`${server.url}${PAYWEB3_RETURN_PATH}`, { method: "POST", headers: { "content-type": FORM_CONTENT_TYPE }, body: encodeForm(fields), redirect: "manual" })

/** The return a browser brings: PAY_REQUEST_ID, TRANSACTION_STATUS and the CHECKSUM that also signs our PAYGATE_ID and REFERENCE. */
const returnFields = (payRequestId: string, reference: string, status: string, key: string = TEST_MERCHANT.key) =>
  signed({ PAYGATE_ID: TEST_MERCHANT.paygateId, PAY_REQUEST_ID: payRequestId, TRANSACTION_STATUS: status, REFERENCE: reference }, RETURN_ORDER, key).filter(
    ([name]) => name !== "PAYGATE_ID" && name !== "REFERENCE",
  )

describe("POST /api/web/payments/payweb3/return", () => {
  it.each([
    { name: "a bad checksum", fields: (id: string, ref: string) => returnFields(id, ref, "1", "not-the-key") },
    { name: "a checksum over another reference", fields: (id: string) => returnFields(id, "BK-SOMEONE-ELSE", "1") },
    { name: "an unknown pay request", fields: (_id: string, ref: string) => returnFields("9E6C1A52-0000-4000-8000-000000000000", ref, "1") },
    { name: "no fields at all", fields: () => [] },
  ])("refuses $name with a 400 page that names no booking, and changes nothing", async ({ fields }) => {
    const { booking, payRequestId } = await bookingWithPayment()
    const before = await snapshot(database.db)
    const response = await postReturn(fields(payRequestId, booking.referenceNumber))
    expect(response.status).toBe(400)
    expect(response.headers.get("location")).toBeNull()
    const page = await response.text()
    expect(page).toContain(RETURN_REFUSED_TITLE)
    expect(page).not.toContain(booking.uuid)
    expect(await snapshot(database.db)).toEqual(before)
  })

  it("does not trust a correctly signed return the gateway contradicts: nothing changes, the guest sees the real state", async () => {
    const booking = await insertTestBooking(database.db)
    const started = await initiate(booking.uuid)
    const { body } = (await started.json()) as InitiateBody
    const before = await snapshot(database.db)
    // The browser claims Approved, but the card page was never submitted: query.trans says Not Done.
    const response = await postReturn(returnFields(body.pay_request_id, booking.referenceNumber, "1"))
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe(`${server.url}${thankYouRoute(booking.uuid)}`)
    expect(await snapshot(database.db)).toEqual(before)
    expect(await bookingRow(booking)).toMatchObject({ status: "unpaid", isPaid: false })
  })
})
